import Foundation

/// A generated element tree: HTML-like tags, ids on about one element in ten, one to three
/// classes each, depth about 10. The same tree is built as Livery elements (in memory) and
/// written as HTML for the peer engines.
public struct GeneratedTree: Sendable {
    /// One element; `parent` is -1 for the root.
    public struct Node: Sendable {
        public var parent: Int
        public var tag: String
        public var id: String?
        public var classes: [String]
        public var children: [Int] = []
        public var depth: Int
    }

    /// Elements in breadth-first order (the root first).
    public private(set) var nodes: [Node] = []

    /// Tags the HTML parser nests freely (no implied end tags).
    public static let tags = ["div", "span", "section", "article", "aside", "nav", "header", "footer"]
    /// How many distinct class names (`c0` …) elements use.
    public static let classCount = 100

    /// A tree of `count` elements no deeper than `maxDepth` (root at depth 0).
    public static func generate(count: Int, maxDepth: Int = 9, seed: UInt64 = 7) -> GeneratedTree {
        var random = SeededRandom(seed: seed)
        var tree = GeneratedTree()
        // Fan-out so that the levels 0…maxDepth hold a little more than `count` elements.
        let fanOut = max(2.0, pow(Double(count), 1.0 / Double(maxDepth)) * 1.15)
        tree.append(parent: -1, depth: 0, &random)
        var next = 0
        while tree.nodes.count < count, next < tree.nodes.count {
            let depth = tree.nodes[next].depth
            if depth < maxDepth {
                let base = Int(fanOut)
                let children = base + (Double(random.below(1000)) / 1000 < fanOut - Double(base) ? 1 : 0)
                for _ in 0..<children where tree.nodes.count < count {
                    tree.append(parent: next, depth: depth + 1, &random)
                }
            }
            next += 1
        }
        return tree
    }

    private mutating func append(parent: Int, depth: Int, _ random: inout SeededRandom) {
        let index = nodes.count
        let tag = random.pick(Self.tags)
        let id = random.below(10) == 0 ? "e\(index)" : nil
        var classes: [String] = []
        for _ in 0..<(1 + random.below(3)) {
            let name = "c\(random.below(Self.classCount))"
            if !classes.contains(name) { classes.append(name) }
        }
        nodes.append(Node(parent: parent, tag: tag, id: id, classes: classes, depth: depth))
        if parent >= 0 { nodes[parent].children.append(index) }
    }

    /// The deepest element's depth.
    public var depth: Int { nodes.map(\.depth).max() ?? 0 }

    /// The tree as an HTML document (`<html><body>` around the root element).
    public func html() -> String {
        var out = "<!DOCTYPE html>\n<html><head><title>generated</title></head><body>"
        out.reserveCapacity(nodes.count * 48)
        var stack: [(index: Int, closing: Bool)] = [(0, false)]
        while let (index, closing) = stack.popLast() {
            let node = nodes[index]
            if closing { out += "</\(node.tag)>"; continue }
            out += "<\(node.tag)"
            if let id = node.id { out += " id=\"\(id)\"" }
            out += " class=\"\(node.classes.joined(separator: " "))\">"
            stack.append((index, true))
            for child in node.children.reversed() { stack.append((child, false)) }
        }
        return out + "</body></html>\n"
    }
}
