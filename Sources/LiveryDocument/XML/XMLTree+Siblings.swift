extension XMLTree {
    /// A run of nodes with the same parent, in document order (the children of an element,
    /// or the top-level nodes), followed through `Node.nextSibling`.
    public struct Siblings: Sequence, Sendable {
        let tree: XMLTree
        let first: NodeID?

        /// Steps from one sibling to the next.
        public struct Iterator: IteratorProtocol {
            let nodes: [Node]
            var upcoming: NodeID?

            public mutating func next() -> NodeID? {
                guard let current = upcoming else { return nil }
                upcoming = nodes[current.index].nextSibling
                return current
            }
        }

        public func makeIterator() -> Iterator { Iterator(nodes: tree.nodes, upcoming: first) }

        /// Whether there is no node in the run.
        public var isEmpty: Bool { first == nil }
    }
}
