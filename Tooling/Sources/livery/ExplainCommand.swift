import ArgumentParser
import LiveryCore
import LiverySyntax
import LiveryViews

/// `livery explain`: which declarations matched an element, which won, and why.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain an element's style: every matching declaration in cascade order, the winner and why."
    )

    @OptionGroup var screenOptions: ScreenOptions
    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: "The id of the element to explain.")
    var element: String

    func run() throws {
        let reporter = Reporter(format: common.format, strict: common.strict)
        let screen = try screenOptions.screen(common.reader(inputs: screenOptions.inputs))
        let diagnostics = reporter.adjusted(screen.diagnostics)
        guard let node = screen.root?.element(withID: element) else {
            reporter.printText(diagnostics)
            throw ValidationError("no element with id '\(element)' in \(screenOptions.layout)")
        }
        let explanation = Explanation(node: node, mode: screenOptions.cascade.mode)
        switch common.format {
        case .json:
            let json: JSONValue = .object([
                ("element", explanation.elementJSON),
                ("properties", .array(explanation.properties.map(\.json))),
                ("diagnostics", .array(diagnostics.map(\.json))),
            ])
            print(json.prettyText)
        case .text:
            reporter.printText(diagnostics)
            print(explanation.text, terminator: "")
        }
        try reporter.finish(diagnostics)
    }
}
