import ArgumentParser
import LiveryCore
import LiverySyntax

/// `livery check PATH...`: lints stylesheets (files or whole folders).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check stylesheets and layouts for errors (files or folders)."
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
        let loader = StyleSheetLoader()
        // An app may load a project's sheets in any order, so every sheet sees the
        // variables of all the others (later files win for a name declared twice).
        var variables = VariableTable()
        for path in inputs.stylesheets {
            variables = variables.merging(loader.load(path).variables)
        }
        var sheets: [StyleSheet] = []
        var diagnostics = inputs.diagnostics
        for path in inputs.stylesheets {
            let sheet = loader.load(path, inheritedVariables: variables)
            diagnostics += sheet.diagnostics
            sheets.append(sheet)
        }
        diagnostics = reporter.adjusted(diagnostics)
        switch common.format {
        case .json:
            let json: JSONValue = .object([
                ("files", .array(sheets.map { sheet in
                    .object([("path", .string(sheet.file.path)), ("rules", .number(Double(sheet.rules.count)))])
                })),
                ("diagnostics", .array(diagnostics.map(\.json))),
            ])
            print(json.prettyText)
        case .text:
            reporter.printText(diagnostics)
            let files = sheets.count
            print("checked \(files) file\(files == 1 ? "" : "s"): \(Reporter.summary(diagnostics))")
        }
        try reporter.finish(diagnostics)
    }
}
