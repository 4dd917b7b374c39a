/// An element's frame in its parent's coordinate space, in points (what layout computes).
public struct ViewFrame: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in points from the parent's left edge.
    public var x: Double
    /// Top edge, in points from the parent's top edge.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty frame at the origin.
    public static let zero = ViewFrame(x: 0, y: 0, width: 0, height: 0)

    /// The right edge (`x + width`), in points.
    public var maxX: Double { x + width }
    /// The bottom edge (`y + height`), in points.
    public var maxY: Double { y + height }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
