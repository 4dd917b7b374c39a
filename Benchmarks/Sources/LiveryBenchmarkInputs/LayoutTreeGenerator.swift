/// Generated flexbox trees in the three shapes the benchmarks lay out, as plain node
/// records that Livery's `LayoutNode`s and the peers' (Taffy, Yoga) nodes are built from.
public struct GeneratedLayout: Sendable {
    /// The shapes of the layout benchmarks.
    public enum Shape: String, Sendable, CaseIterable {
        /// Random styles, depth up to 9 (fixed and auto sizes, rows and columns, grow).
        case random
        /// Depth 4, ten children per node, 10×10 leaves with grow 1 (Taffy's "huge nested").
        case hugeNested
        /// Depth 12, two or three children per node, every container auto-sized.
        case deepAuto
    }

    /// One node; `parent` is -1 for the root; sizes in points, nil for `auto`.
    public struct Node: Sendable {
        public var parent: Int
        public var children: [Int] = []
        public var row: Bool
        public var width: Double?
        public var height: Double?
        public var grow: Double
        public var padding: Double
        public var margin: Double
    }

    public private(set) var nodes: [Node] = []
    public let shape: Shape

    /// A tree of the shape with at most `count` nodes (hugeNested: 10 per level until the
    /// count is reached).
    public static func generate(_ shape: Shape, count: Int, seed: UInt64 = 5) -> GeneratedLayout {
        var random = SeededRandom(seed: seed)
        var tree = GeneratedLayout(shape: shape)
        tree.nodes.append(Node(parent: -1, row: false, width: 1000, height: 1000, grow: 0, padding: 0, margin: 0))
        var depths = [0]
        var next = 0
        let maxDepth = shape == .random ? 9 : shape == .hugeNested ? 4 : 12
        while tree.nodes.count < count, next < tree.nodes.count {
            let depth = depths[next]
            if depth < maxDepth {
                let fanOut = shape == .hugeNested ? 10 : shape == .deepAuto ? 2 + random.below(2) : 2 + random.below(3)
                for _ in 0..<fanOut where tree.nodes.count < count {
                    let leaf = depth + 1 == maxDepth
                    tree.nodes.append(tree.makeNode(parent: next, depth: depth + 1, leaf: leaf, &random))
                    tree.nodes[next].children.append(tree.nodes.count - 1)
                    depths.append(depth + 1)
                }
            }
            next += 1
        }
        return tree
    }

    private func makeNode(parent: Int, depth: Int, leaf: Bool, _ random: inout SeededRandom) -> Node {
        switch shape {
        case .hugeNested:
            return Node(parent: parent, row: depth % 2 == 1, width: leaf ? 10 : nil, height: leaf ? 10 : nil,
                        grow: 1, padding: 0, margin: 0)
        case .deepAuto:
            return Node(parent: parent, row: depth % 2 == 1, width: leaf ? 10 : nil, height: leaf ? 10 : nil,
                        grow: 0, padding: 0, margin: 0)
        case .random:
            let sized = leaf || random.below(3) == 0
            return Node(parent: parent, row: random.below(2) == 0,
                        width: sized ? Double(5 + random.below(60)) : nil,
                        height: sized ? Double(5 + random.below(60)) : nil,
                        grow: Double(random.below(3) == 0 ? 1 : 0),
                        padding: Double(random.below(4)), margin: Double(random.below(3)))
        }
    }

    /// The tree as JSON: `{"shape": …, "nodes": [[parent, row, width, height, grow, padding, margin], …]}`
    /// with -1 for an auto size.
    public func json() -> String {
        var out = "{\"shape\": \"\(shape.rawValue)\", \"nodes\": [\n"
        for (index, node) in nodes.enumerated() {
            let fields = [Double(node.parent), node.row ? 1 : 0, node.width ?? -1, node.height ?? -1,
                          node.grow, node.padding, node.margin]
            out += "[" + fields.map { String(Int($0)) }.joined(separator: ",") + "]"
            out += index + 1 < nodes.count ? ",\n" : "\n"
        }
        return out + "]}\n"
    }
}
