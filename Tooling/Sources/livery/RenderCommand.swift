import ArgumentParser
import Foundation
import LiveryCore
import LiverySyntax
import LiveryViews

/// `livery render`: a picture (SVG or HTML) of the styled, laid-out tree of a layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the styled, laid-out elements of a layout as SVG or HTML.",
        discussion: """
            The format follows the extension of --out: .svg, or .html/.htm (a self-contained \
            page). With --out - the picture goes to standard output, as --as says (svg by default).
            The file is replaced atomically. Exit status 1 when the input had errors (the picture \
            is still written when the layout could be read).
            """
    )

    @OptionGroup var screenOptions: ScreenOptions
    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: "The picture to write: FILE.svg, FILE.html, or - for standard output.")
    var out: String

    @Option(name: .customLong("as"), help: "The format with --out -: svg or html.")
    var outputFormat: RenderFormatArgument?

    func validate() throws {
        if out == "-" {
            if common.format == .json {
                throw ValidationError("--format json prints to standard output; give --out FILE.svg or FILE.html")
            }
        } else if RenderFormat(path: out) == nil {
            throw ValidationError("cannot tell the picture format of '\(out)'; use a .svg, .html or .htm file")
        }
    }

    func run() throws {
        let reporter = Reporter(format: common.format, strict: common.strict)
        let screen = try screenOptions.screen(common.reader(inputs: screenOptions.inputs))
        let diagnostics = reporter.adjusted(screen.diagnostics)
        reporter.printText(diagnostics)
        if screen.root != nil {
            let format = out == "-" ? outputFormat?.format ?? .svg : RenderFormat(path: out) ?? .svg
            try write(format.render(screen))
        }
        if common.format == .json {
            print(JSONValue.object([("diagnostics", .array(diagnostics.map(\.json)))]).prettyText)
        }
        if screen.root == nil { throw ExitCode(1) }
        try reporter.finish(diagnostics)
    }

    /// Writes the picture to `--out` (atomically) or standard output.
    func write(_ picture: String) throws {
        guard out != "-" else {
            print(picture, terminator: "")
            return
        }
        do {
            try Data(picture.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            var stderr = StandardError()
            print("error: cannot write '\(out)': \(error.localizedDescription)", to: &stderr)
            throw ExitCode(1)
        }
    }
}

/// `--as svg|html`.
enum RenderFormatArgument: String, ExpressibleByArgument, CaseIterable {
    case svg, html

    var format: RenderFormat { self == .svg ? .svg : .html }
}
