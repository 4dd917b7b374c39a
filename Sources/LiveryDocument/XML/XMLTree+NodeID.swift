extension XMLTree {
    /// Identifies a node of an `XMLTree`: its index in `nodes` (document order).
    public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The node's index in `XMLTree.nodes`.
        public let index: Int

        public init(_ index: Int) { self.index = index }

        public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }

        public var description: String { "#\(index)" }
    }
}
