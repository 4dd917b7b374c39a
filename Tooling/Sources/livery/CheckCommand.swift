import ArgumentParser
import LiveryCore
import LiveryDocument
import LiveryFormats
import LiverySyntax
import LiveryViews

/// `livery check PATH...`: lints stylesheets (files or whole folders).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check stylesheets (Livery CSS, UISS .json, ReflektorKit .rflk, NUI .nss, --dialect nimbus) and layouts (.xml): files or whole folders."
    )

    @OptionGroup var common: CommonOptions

    @Argument(help: "Stylesheets or folders to check. Every sheet sees the variables of all the others.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder to check") }
    }

    func run() throws {
        let reporter = Reporter(format: common.format, strict: common.strict)
        let inputs = InputFiles.collect(paths)
        let reader = common.reader(inputs: paths)
        // An app may load a project's sheets in any order, so every sheet sees the
        // variables of all the others (later files win for a name declared twice): a first
        // read collects them, the second reads each sheet with all of them.
        var all = StyleSheetSet()
        all.load(inputs.stylesheets) { location, _ in reader.load(location) }
        var checked: [(path: String, rules: Int)] = []
        var diagnostics = inputs.diagnostics
        for path in inputs.stylesheets {
            let sheet = reader.load(path, inheritedVariables: all.variables())
            diagnostics += sheet.diagnostics
            checked.append((path, sheet.rules.count))
        }
        for path in inputs.layouts {
            let (rules, layoutDiagnostics) = Self.checkLayout(path, variables: all.variables(), reader: reader)
            diagnostics += layoutDiagnostics
            checked.append((path, rules))
        }
        diagnostics = reporter.adjusted(diagnostics)
        switch common.format {
        case .json:
            let json: JSONValue = .object([
                ("files", .array(checked.map { file in
                    .object([("path", .string(file.path)), ("rules", .number(Double(file.rules)))])
                })),
                ("diagnostics", .array(diagnostics.map(\.json))),
            ])
            print(json.prettyText)
        case .text:
            reporter.printText(diagnostics)
            let files = checked.count
            print("checked \(files) file\(files == 1 ? "" : "s"): \(Reporter.summary(diagnostics))")
        }
        try reporter.finish(diagnostics)
    }

    /// Loads a layout with its `<style>` blocks and checks its inline styles; returns the
    /// number of rules of its style blocks and the diagnostics.
    static func checkLayout(_ path: String, variables: VariableTable, reader: FormatLoader) -> (Int, [Diagnostic]) {
        var document = LayoutDocument.load(path: path, styleSheetLoader: reader.cssLoader, inheritedVariables: variables)
        let inlineDiagnostics = document.prepareInlineStyles(catalog: reader.catalog)
        let rules = document.styleSheets.reduce(0) { $0 + $1.rules.count }
        return (rules, document.diagnostics + inlineDiagnostics)
    }
}
