import ArgumentParser
import Livery
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
        let files = ProjectCheck(reader: reader).check(stylesheets: inputs.stylesheets, layouts: inputs.layouts)
        let checked = files.map { (path: $0.path, rules: $0.rules) }
        var diagnostics = inputs.diagnostics + files.flatMap(\.diagnostics)
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
}
