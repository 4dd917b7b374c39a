extension XMLTree {
    /// One step of a walk through the tree: entering an element, meeting a text node, or
    /// leaving an element after all of its descendants.
    public enum Event: Hashable, Sendable {
        case start(NodeID)
        case text(NodeID)
        case end(NodeID)
    }

    /// The subtree of `id` (the whole document when `id` is `nil`) as start, text and end
    /// events in document order: what a builder needs to handle each element both where it
    /// starts and where it ends.
    ///
    /// The walk keeps its own stack of open elements, so it handles any depth of nesting.
    public func events(from id: NodeID? = nil) -> Events {
        let range = id.map { $0.index..<nodes[$0.index].subtreeEnd } ?? 0..<nodes.count
        return Events(nodes: nodes, range: range)
    }

    /// The events of a subtree (see `events(from:)`).
    public struct Events: Sequence, Sendable {
        let nodes: [Node]
        let range: Range<Int>

        /// Produces the events one at a time.
        public struct Iterator: IteratorProtocol {
            let nodes: [Node]
            var upcoming: Int
            let end: Int
            /// Elements started and not yet ended, innermost last.
            var open: [Int] = []

            public mutating func next() -> Event? {
                if let innermost = open.last, nodes[innermost].subtreeEnd <= upcoming {
                    open.removeLast()
                    return .end(NodeID(innermost))
                }
                guard upcoming < end else { return nil }
                let index = upcoming
                upcoming += 1
                guard nodes[index].isElement else { return .text(NodeID(index)) }
                open.append(index)
                return .start(NodeID(index))
            }
        }

        public func makeIterator() -> Iterator { Iterator(nodes: nodes, upcoming: range.lowerBound, end: range.upperBound) }
    }
}
