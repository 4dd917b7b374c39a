extension XMLTree {
    /// Every node of the subtree of `id` (the whole document when `id` is `nil`), in
    /// document order: an element comes before its descendants. No recursion is involved,
    /// so any depth of nesting works.
    public func preorder(from id: NodeID? = nil) -> Preorder {
        Preorder(range: id.map { $0.index..<nodes[$0.index].subtreeEnd } ?? 0..<nodes.count)
    }

    /// The nodes of a subtree in document order (see `preorder(from:)`): a subtree is a
    /// contiguous run of `nodes`.
    public struct Preorder: Sequence, Sendable {
        /// The indexes of the subtree's nodes.
        public let range: Range<Int>

        /// Steps through the run of nodes.
        public struct Iterator: IteratorProtocol {
            var upcoming: Int
            let end: Int

            public mutating func next() -> NodeID? {
                guard upcoming < end else { return nil }
                upcoming += 1
                return NodeID(upcoming - 1)
            }
        }

        public func makeIterator() -> Iterator { Iterator(upcoming: range.lowerBound, end: range.upperBound) }

        public var underestimatedCount: Int { range.count }
    }
}
