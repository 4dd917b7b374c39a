import LiverySyntax

/// A layout file read as XML: its nodes in document order, with the byte range of every
/// tag, name, attribute value and text, and the problems found while reading.
///
/// The tree is flat: `nodes` holds every element and text node in document order (the
/// order of their start), and nodes refer to each other by `NodeID`. A node's subtree is
/// the run of nodes from the node up to `subtreeEnd`, so walking a tree of any depth
/// needs no recursion (`preorder`, `events`, `children`). Comments, processing
/// instructions and DOCTYPE declarations are not kept.
public struct XMLTree: Sendable {
    /// The file that was read; every range refers to its bytes.
    public let file: SourceFile
    /// Every node in document order; `nodes[id.index]` is the node `id`.
    public let nodes: [Node]
    /// Problems found while reading, in order of position.
    public let diagnostics: [Diagnostic]
    /// The first node outside any element.
    let firstTopLevel: NodeID?

    init(file: SourceFile, nodes: [Node], diagnostics: [Diagnostic], firstTopLevel: NodeID?) {
        self.file = file
        self.nodes = nodes
        self.diagnostics = diagnostics
        self.firstTopLevel = firstTopLevel
    }

    /// The node `id`.
    public subscript(id: NodeID) -> Node { nodes[id.index] }

    /// The element `id`, or `nil` when `id` is a text node.
    public func element(_ id: NodeID) -> Element? { nodes[id.index].element }

    /// The nodes outside any element: the root element, further top-level elements and
    /// any text that is not whitespace (both are errors), in document order.
    public var topLevel: Siblings { Siblings(tree: self, first: firstTopLevel) }

    /// The first top-level element (the document's root), if any.
    public var root: NodeID? { topLevel.first { nodes[$0.index].isElement } }

    /// The children of `id` (elements and text) in document order.
    public func children(of id: NodeID) -> Siblings { Siblings(tree: self, first: nodes[id.index].firstChild) }

    /// The element children of `id` in document order.
    public func childElements(of id: NodeID) -> [NodeID] {
        children(of: id).filter { nodes[$0.index].isElement }
    }

    /// The decoded values of the text children of `id` (text and CDATA, not the text of
    /// nested elements), joined.
    public func directText(of id: NodeID) -> String {
        var text = ""
        for child in children(of: id) {
            if let piece = nodes[child.index].text { text += piece.value }
        }
        return text
    }

    /// Whether reading found errors (warnings do not count).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
