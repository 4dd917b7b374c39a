import LiveryBenchmarkInputs
import LiveryLayout

extension GeneratedLayout {
    /// The tree as Livery layout nodes (styles as the peers get them: explicit direction,
    /// no shrink, sizes in points); returns the root.
    public func makeLayoutNodes() -> LayoutNode {
        var built: [LayoutNode] = []
        built.reserveCapacity(nodes.count)
        for node in nodes {
            var style = LayoutStyle()
            style.flexDirection = node.row ? .row : .column
            style.flexShrink = 0
            style.flexGrow = node.grow
            if let width = node.width { style.width = .points(width) }
            if let height = node.height { style.height = .points(height) }
            style.padding = LayoutEdges(all: .points(node.padding))
            style.margin = LayoutEdges(all: .points(node.margin))
            built.append(LayoutNode(style: style))
        }
        for (index, node) in nodes.enumerated() where !node.children.isEmpty {
            built[index].children = node.children.map { built[$0] }
        }
        return built[0]
    }
}

extension LayoutNode {
    /// Sum of every node's x + y + width + height (unrounded, points): a checksum to compare
    /// layouts across engines.
    public var frameChecksum: Double {
        var sum = 0.0
        var stack = [self]
        while let node = stack.popLast() {
            let frame = node.unroundedFrame
            sum += frame.x + frame.y + frame.width + frame.height
            stack.append(contentsOf: node.children)
        }
        return sum
    }
}
