/// Walking the tree.
extension ViewNode {
    /// The element and all its descendants in document order (pre-order, children only).
    public var subtree: [ViewNode] {
        var result: [ViewNode] = []
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The first element of the subtree (document order) with the id `id`.
    public func element(withID id: String) -> ViewNode? {
        subtree.first { $0.id == id }
    }

    /// The root of the tree this element belongs to.
    public var root: ViewNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// The number of ancestors (0 at the root).
    public var depth: Int {
        var count = 0
        var node = parent
        while let current = node {
            count += 1
            node = current.parent
        }
        return count
    }

    /// An indented outline of the subtree, one element per line (`UILabel#title.big`):
    /// for debugging and tests. Indentation stops growing at `TreeText.maximumIndentLevel`.
    public var outline: String {
        TreeText.preorder(self, children: \.children).map { TreeText.indent($0.depth) + $0.node.description }
            .joined(separator: "\n")
    }
}
