import ArgumentParser
import Foundation
import LiveryCore
import LiveryFormatting
import LiverySyntax

/// `livery format PATH... [--check]`: rewrites stylesheets in the canonical format.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format stylesheets of the CSS dialects (Livery CSS, Nimbus CSS, ReflektorKit .rflk, NUI .nss) in place: files or whole folders.",
        discussion: """
        One statement per line, blocks indented by four spaces, selectors one per line, \
        whitespace inside a statement collapsed; comments and blank lines (at most one) stay. \
        A sheet with syntax errors is left as it is, and so is one whose formatted text would \
        load to other rules, variables or diagnostics. UISS JSON sheets and layouts are not \
        formatted (a warning when named, skipped when found in a folder).
        """
    )

    @OptionGroup var common: CommonOptions

    @Flag(name: .long, help: "Change nothing: report each file that is not formatted (exit 1 if any).")
    var check = false

    @Argument(help: "Stylesheets or folders to format.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder to format") }
    }

    /// What became of one file, as `--format json` names it.
    enum Status: String {
        case formatted, unchanged, notFormatted = "not-formatted", refused, skipped
    }

    func run() throws {
        let reporter = Reporter(format: common.format, strict: common.strict)
        let inputs = InputFiles.collect(paths)
        let formatter = StyleSheetFormatter(loader: common.reader(inputs: paths))
        var diagnostics = inputs.diagnostics
        var statuses: [(path: String, status: Status)] = []
        // A file named on the command line that is not formatted gets a warning; one found
        // in a folder is only counted as skipped.
        let named = Set(paths)
        for path in inputs.layouts {
            // Not read: a layout is never formatted.
            if named.contains(path) {
                diagnostics.append(.warning(FormattingDiagnosticID.unsupportedFile, "layouts are not formatted; only stylesheets are",
                                            at: Self.start(of: SourceFile(path: path, bytes: []))))
            }
            statuses.append((path, .skipped))
        }
        for path in inputs.stylesheets {
            let (status, found) = format(path, with: formatter)
            statuses.append((path, status))
            if status != .skipped || named.contains(path) { diagnostics += found }
        }
        diagnostics = reporter.adjusted(diagnostics)
        switch common.format {
        case .json:
            let json: JSONValue = .object([
                ("files", .array(statuses.map { .object([("path", .string($0.path)), ("status", .string($0.status.rawValue))]) })),
                ("diagnostics", .array(diagnostics.map(\.json))),
            ])
            print(json.prettyText)
        case .text:
            reporter.printText(diagnostics)
            for (path, status) in statuses where status == .formatted { print("formatted \(path)") }
            print("\(statuses.count) file\(statuses.count == 1 ? "" : "s"): \(counts(statuses)); \(Reporter.summary(diagnostics))")
        }
        try reporter.finish(diagnostics)
    }

    /// Formats (or with `--check` compares) one sheet; writes it only when it changed.
    private func format(_ path: String, with formatter: StyleSheetFormatter) -> (Status, [Diagnostic]) {
        let file: SourceFile
        do {
            file = try FileSystemSourceLoader().load(path)
        } catch {
            return (.refused, [.error(SyntaxDiagnosticID.fileNotFound, error.description, at: Self.start(of: SourceFile(path: path, bytes: [])))])
        }
        let result = formatter.format(file)
        switch result.outcome {
        case .unchanged:
            return (.unchanged, [])
        case .refused:
            let skipped = result.diagnostics.allSatisfy { $0.id == FormattingDiagnosticID.unsupportedFile }
            return (skipped ? .skipped : .refused, result.diagnostics)
        case .formatted(let text):
            if check {
                return (.notFormatted, [.error(FormattingDiagnosticID.notFormatted,
                                               "not formatted; 'livery format \(path)' would change the text from here",
                                               at: Self.firstDifference(file, text))])
            }
            do {
                try Self.write(text, over: path)
                return (.formatted, [])
            } catch {
                let reason = (error as? WriteError)?.description ?? error.localizedDescription
                return (.refused, [.error(FormattingDiagnosticID.writeFailed, "could not write the formatted sheet: \(reason)",
                                          at: Self.start(of: file))])
            }
        }
    }

    /// Replaces the file at `path` with `text`: the file a symbolic link names (the link
    /// stays a link), written whole or not at all (beside it, then renamed over it), with the
    /// permissions and, where the process may, the owner it had. A file the process may not
    /// write is refused; in a folder it may not write, the file is written in place.
    static func write(_ text: String, over path: String) throws {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        guard access(real.path, W_OK) == 0 else { throw WriteError(description: "'\(path)' is not writable") }
        let manager = FileManager.default
        let attributes = try manager.attributesOfItem(atPath: real.path)
        guard access(real.deletingLastPathComponent().path, W_OK) == 0 else {
            let handle = try FileHandle(forWritingTo: real)
            defer { try? handle.close() }
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            return
        }
        try Data(text.utf8).write(to: real, options: .atomic)
        // Owner and group one at a time: a member of the file's group may give it back its
        // group, though not its owner.
        for key in [FileAttributeKey.groupOwnerAccountID, .ownerAccountID] {
            if let value = attributes[key] { try? manager.setAttributes([key: value], ofItemAtPath: real.path) }
        }
        if let permissions = attributes[.posixPermissions] { try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: real.path) }
    }

    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    private static func start(of file: SourceFile) -> SourceSpan {
        SourceSpan(file: file, range: SourceRange(at: 0))
    }

    /// "3 formatted, 2 unchanged" for the summary line.
    private func counts(_ statuses: [(path: String, status: Status)]) -> String {
        let order: [Status] = [.formatted, .notFormatted, .unchanged, .refused, .skipped]
        let parts = order.compactMap { status -> String? in
            let count = statuses.filter { $0.status == status }.count
            return count == 0 ? nil : "\(count) \(status.rawValue)"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// Where the formatted text first differs from `file`'s (a line break that would change,
    /// `\r\n` to `\n`, is reported at the end of its line).
    static func firstDifference(_ file: SourceFile, _ formatted: String) -> SourceSpan {
        let bytes = Array(formatted.utf8)
        var offset = 0
        while offset < file.bytes.count, offset < bytes.count, file.bytes[offset] == bytes[offset] { offset += 1 }
        return SourceSpan(file: file, range: SourceRange(at: offset))
    }
}
