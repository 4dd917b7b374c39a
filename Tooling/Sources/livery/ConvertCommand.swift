import ArgumentParser
import Foundation
import LiveryCore
import LiveryFormats
import LiveryFormatting
import LiverySyntax

/// `livery convert INPUT --to css`: UISS JSON, ReflektorKit, Nimbus CSS and NUI → Livery CSS,
/// in the canonical layout (`livery format`).
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a UISS, ReflektorKit, Nimbus or NUI stylesheet to Livery CSS."
    )

    /// The output formats (Livery CSS only, for now).
    enum Target: String, ExpressibleByArgument, CaseIterable {
        case css
    }

    /// The input formats `--from` (a synonym of `--dialect` here) accepts.
    enum Source: String, ExpressibleByArgument, CaseIterable {
        case uiss, reflektor, nimbus, nui

        /// The source reading `format`; `nil` for Livery CSS, which needs no converting.
        init?(format: StyleSheetFormat) {
            self.init(rawValue: format.rawValue)
        }

        var format: StyleSheetFormat {
            switch self {
            case .uiss: .uiss
            case .reflektor: .reflektor
            case .nimbus: .nimbus
            case .nui: .nui
            }
        }
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: "The stylesheet to convert.")
    var input: String

    @Option(name: .long, help: "Output format: css (Livery CSS).")
    var to: Target

    @Option(name: .long, help: "Input format: uiss, reflektor, nimbus or nui (default: from the extension, .json, .rflk or .nss).")
    var from: Source?

    @Option(name: .long, help: "Write the CSS to this file instead of standard output.")
    var out: String?

    func validate() throws {
        if from == nil, ConvertCommand.inferredSource(input) == nil, common.dialect.flatMap(Source.init(format:)) == nil {
            throw ValidationError("cannot tell the format of '\(input)' from its extension; give --from uiss|reflektor|nimbus|nui")
        }
    }

    /// The converted CSS in the layout `livery format` writes; as converted when the
    /// formatter will not vouch for its text (see `StyleSheetFormatter`).
    static func canonical(_ css: String, at path: String) -> String {
        let formatter = StyleSheetFormatter(loader: FormatLoader(defaultFormat: .livery))
        guard case .formatted(let text) = formatter.format(SourceFile(path: path, text: css)).outcome else { return css }
        return text
    }

    /// `.json` → UISS, `.rflk` → ReflektorKit, `.nss` → NUI.
    static func inferredSource(_ path: String) -> Source? {
        switch StyleSheetFormat.inferred(fromPath: path) {
        case .uiss: .uiss
        case .reflektor: .reflektor
        case .nui: .nui
        default: nil
        }
    }

    func run() throws {
        let reporter = Reporter(format: common.format, strict: common.strict)
        let source = from ?? Self.inferredSource(input) ?? common.dialect.flatMap(Source.init(format:)) ?? .uiss
        var result = FormatConverter(allowedImportRoots: common.importRoots(inputs: [input])).convert(input, from: source.format)
        result.css = Self.canonical(result.css, at: out ?? input + ".css")
        let diagnostics = reporter.adjusted(result.diagnostics)
        let missing = diagnostics.contains { $0.id == SyntaxDiagnosticID.fileNotFound }
        if !missing {
            if let out {
                guard FileManager.default.createFile(atPath: out, contents: Data(result.css.utf8)) else {
                    var stderr = StandardError()
                    print("error: cannot write '\(out)'", to: &stderr)
                    throw ExitCode(1)
                }
            } else if common.format == .text {
                print(result.css, terminator: "")
            }
        }
        switch common.format {
        case .json:
            var members: [(String, JSONValue)] = []
            if out == nil, !missing { members.append(("css", .string(result.css))) }
            members.append(("diagnostics", .array(diagnostics.map(\.json))))
            print(JSONValue.object(members).prettyText)
        case .text:
            reporter.printText(diagnostics)
        }
        try reporter.finish(diagnostics)
    }
}
