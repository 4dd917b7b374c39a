import ArgumentParser
import LiveryCore
import LiveryFormats
import LiverySyntax

/// `livery dump STYLESHEET...`: the rules after imports, nesting, extends and variables.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the rules of stylesheets after imports, nesting, @extend and variables."
    )

    @OptionGroup var common: CommonOptions

    @Argument(help: "Stylesheets of any dialect, loaded in this order (variables of earlier ones are visible in later ones).")
    var stylesheets: [String]

    func validate() throws {
        if stylesheets.isEmpty { throw ValidationError("give at least one stylesheet to dump") }
    }

    func run() throws {
        let reporter = Reporter(format: common.format, strict: common.strict)
        let reader = common.reader(inputs: stylesheets)
        var set = StyleSheetSet()
        let sheets = set.load(stylesheets) { reader.load($0, inheritedVariables: $1) }
        let diagnostics = reporter.adjusted(sheets.flatMap(\.diagnostics))
        switch common.format {
        case .json:
            let json: JSONValue = .object([
                ("stylesheets", .array(sheets.map(\.dumpJSON))),
                ("diagnostics", .array(diagnostics.map(\.json))),
            ])
            print(json.prettyText)
        case .text:
            reporter.printText(diagnostics)
            print(sheets.map(\.dumpText).joined(), terminator: "")
        }
        try reporter.finish(diagnostics)
    }
}
