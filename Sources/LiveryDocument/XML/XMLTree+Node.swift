import LiverySyntax

extension XMLTree {
    /// One node of an `XMLTree`: an element or a piece of text, with its place in the tree.
    public struct Node: Sendable, Equatable {
        /// What a node is.
        public enum Content: Sendable, Equatable {
            case element(Element)
            /// Character data or a CDATA section (`Text.isCDATA`).
            case text(Text)
        }

        /// The element or text.
        public internal(set) var content: Content
        /// The number of enclosing elements (0 at the top level).
        public let depth: Int
        /// One past the index of the node's last descendant: the subtree of the node is
        /// `nodes[index..<subtreeEnd]`.
        public internal(set) var subtreeEnd: Int
        // Links as node indexes, -1 for none (smaller than optionals; nodes are many).
        let parentIndex: Int
        var firstChildIndex = -1
        var nextSiblingIndex = -1

        init(content: Content, index: Int, parent: Int, depth: Int) {
            self.content = content
            self.parentIndex = parent
            self.depth = depth
            self.subtreeEnd = index + 1
        }

        /// The enclosing element; `nil` for a top-level node.
        public var parent: NodeID? { parentIndex < 0 ? nil : NodeID(parentIndex) }
        /// The first child, for an element with content.
        public var firstChild: NodeID? { firstChildIndex < 0 ? nil : NodeID(firstChildIndex) }
        /// The next node with the same parent.
        public var nextSibling: NodeID? { nextSiblingIndex < 0 ? nil : NodeID(nextSiblingIndex) }

        /// The element, when the node is one.
        public var element: Element? {
            if case .element(let element) = content { return element }
            return nil
        }

        /// The text, when the node is text or CDATA.
        public var text: Text? {
            if case .text(let text) = content { return text }
            return nil
        }

        /// Whether the node is an element.
        public var isElement: Bool {
            if case .element = content { return true }
            return false
        }

        /// Where the node is: an element from its `<` to the end of its end tag (or of its
        /// content when it has none); text including CDATA markers.
        public var range: SourceRange {
            switch content {
            case .element(let element): element.range
            case .text(let text): text.range
            }
        }
    }
}
