import Foundation
import LiveryLayout

/// Builds a node from a style-editing closure and children, for compact test trees.
func node(_ configure: (inout LayoutStyle) -> Void = { _ in }, _ children: LayoutNode...) -> LayoutNode {
    var style = LayoutStyle()
    configure(&style)
    return LayoutNode(style: style, children: children)
}

/// A fixed-size leaf of `width` × `height` points.
func box(_ width: Double, _ height: Double, _ configure: (inout LayoutStyle) -> Void = { _ in }) -> LayoutNode {
    node { s in
        s.width = .points(width)
        s.height = .points(height)
        configure(&s)
    }
}

/// A frame literal (points).
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
}

/// The frames of a node's children.
func childFrames(_ node: LayoutNode) -> [LayoutRect] {
    node.children.map(\.frame)
}

/// Counts calls from `@Sendable` closures (measure functions).
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}

/// Whether two lists of lengths agree within `tolerance` points.
func approximatelyEqual(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
