import ArgumentParser
import LiveryCore
import LiverySyntax
import LiveryViews

/// `livery style`: the computed style and frame of every element of a layout.
struct StyleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "style",
        abstract: "Print the computed style and frame of every element of a layout."
    )

    @OptionGroup var screenOptions: ScreenOptions
    @OptionGroup var common: CommonOptions

    func run() throws {
        let reporter = Reporter(format: common.format, strict: common.strict)
        let screen = try screenOptions.screen(common.reader(inputs: screenOptions.inputs))
        let diagnostics = reporter.adjusted(screen.diagnostics)
        let layout = ViewTreeLayout(environment: screen.environment)
        switch common.format {
        case .json:
            let json: JSONValue = .object([
                ("root", screen.root.map { $0.styleJSON(layout: layout) } ?? .null),
                ("diagnostics", .array(diagnostics.map(\.json))),
            ])
            print(json.prettyText)
        case .text:
            reporter.printText(diagnostics)
            if let root = screen.root { print(StyleText.render(root, layout: layout), terminator: "") }
        }
        try reporter.finish(diagnostics)
    }
}

/// The readable text form of `livery style`: an indented outline with frames and properties.
enum StyleText {
    static func render(_ node: ViewNode, layout: ViewTreeLayout, depth: Int = 0) -> String {
        let indent = String(repeating: "  ", count: depth)
        var head = node.typeName
        if let id = node.id { head += "#" + id }
        for name in node.classes { head += "." + name }
        let frame = node.frame ?? .zero
        var text = "\(indent)\(head) (\(format(frame.x)), \(format(frame.y)), \(format(frame.width)), \(format(frame.height)))\n"
        for (key, value) in node.propertyMembers(layout: layout) {
            text += "\(indent)    \(key): \(value.compactText)\n"
        }
        for child in node.children { text += render(child, layout: layout, depth: depth + 1) }
        return text
    }

    static func format(_ value: Double) -> String { JSONValue.format(value) }
}
