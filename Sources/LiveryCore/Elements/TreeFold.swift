/// Values that add up down a tree (a depth, an origin in the window), each worked out once:
/// a node's value is its parent's combined with the node itself. A node's value is found by
/// walking up to the nearest node already known, without recursion, and every node passed
/// is remembered, so the values of a whole tree cost one step per node whatever its depth.
/// Keep one for as long as the tree's shape (and what `combine` reads) stays the same.
public struct TreeFold<Node: AnyObject, Value> {
    private var known: [ObjectIdentifier: Value] = [:]
    private let aboveRoot: Value
    private let parent: (Node) -> Node?
    private let combine: (Value, Node) -> Value

    /// A fold whose root's value is `combine(aboveRoot, root)`.
    public init(aboveRoot: Value, parent: @escaping (Node) -> Node?, combine: @escaping (Value, Node) -> Value) {
        self.aboveRoot = aboveRoot
        self.parent = parent
        self.combine = combine
    }

    /// The value of `node`.
    public mutating func value(of node: Node) -> Value {
        var unknown: [Node] = []
        var current: Node? = node
        var value = aboveRoot
        while let step = current {
            if let found = known[ObjectIdentifier(step)] {
                value = found
                break
            }
            unknown.append(step)
            current = parent(step)
        }
        for step in unknown.reversed() {
            value = combine(value, step)
            known[ObjectIdentifier(step)] = value
        }
        return value
    }
}
