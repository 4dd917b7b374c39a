import LiveryCore

/// The `explain` command's explanation of a headless element: its type as the layout
/// wrote it.
public typealias Explanation = StyleExplanation

extension StyleExplanation {
    public init(node: ViewNode, mode: CascadeMode) {
        self.init(typeName: node.typeName, id: node.id, classes: node.classes, style: node.computed, mode: mode)
    }
}
