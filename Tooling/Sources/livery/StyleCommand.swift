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
            // `{"root", "diagnostics"}`; the tree is written without recursion, any depth.
            var text = "{\n  \"root\": "
            if let root = screen.root { root.appendStyleJSONText(layout: layout, level: 1, to: &text) } else { text += "null" }
            text += ",\n  \"diagnostics\": "
            text += JSONValue.array(diagnostics.map(\.json)).prettyText.replacing("\n", with: "\n  ") + "\n}"
            print(text)
        case .text:
            reporter.printText(diagnostics)
            if let root = screen.root { print(StyleText.render(root, layout: layout), terminator: "") }
        }
        try reporter.finish(diagnostics)
    }
}

/// The readable text form of `livery style`: an indented outline with frames and properties.
enum StyleText {
    /// The outline of the tree under `node`, in document order without recursion;
    /// indentation stops growing at `TreeText.maximumIndentLevel` levels, where deeper
    /// elements show their level (`[300] UIView …`).
    static func render(_ root: ViewNode, layout: ViewTreeLayout) -> String {
        var text = ""
        let origins = WindowOrigins()
        for (node, depth) in TreeText.preorder(root, children: \.children) {
            let indent = TreeText.indent(depth)
            var head = depth > TreeText.maximumIndentLevel ? "[\(depth)] " + node.typeName : node.typeName
            if let id = node.id { head += "#" + id }
            for name in node.classes { head += "." + name }
            let frame = node.frame ?? .zero
            text += "\(indent)\(head) (\(format(frame.x)), \(format(frame.y)), \(format(frame.width)), \(format(frame.height)))\n"
            for (key, value) in node.propertyMembers(layout: layout, origins: origins) {
                text += "\(indent)    \(key): \(value.compactText)\n"
            }
        }
        return text
    }

    static func format(_ value: Double) -> String { JSONValue.format(value) }
}
