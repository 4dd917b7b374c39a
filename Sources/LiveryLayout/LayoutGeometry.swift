/// A width and height in points.
public struct LayoutSize: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size from its two dimensions (points).
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = LayoutSize(width: 0, height: 0)
}

/// A node's frame: its border box, positioned relative to its parent's border box, in points.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// Distance from the parent's left border edge to this node's left border edge (points).
    public var x: Double
    /// Distance from the parent's top border edge to this node's top border edge (points).
    public var y: Double
    /// Border-box width (points).
    public var width: Double
    /// Border-box height (points).
    public var height: Double

    /// A rectangle from origin and size (points).
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// `{x, y, w×h}` with up to three decimals, for messages.
    public var description: String {
        func short(_ v: Double) -> String {
            let scaled = (v * 1000).rounded() / 1000
            // (No `Int` holds a huge frame: those print as Swift prints them.)
            return scaled == scaled.rounded() && abs(scaled) < 1e15 ? String(Int(scaled)) : String(scaled)
        }
        return "{\(short(x)), \(short(y)), \(short(width))×\(short(height))}"
    }
}

/// Space available to a node along one axis when laying it out.
public enum AvailableSpace: Hashable, Sendable {
    /// A definite amount of space, in points.
    case definite(Double)
    /// Size the node to its min-content size along this axis.
    case minContent
    /// Size the node to its max-content size along this axis (unbounded space).
    case maxContent

    /// The definite amount, or nil for the intrinsic constraints.
    @inlinable
    public var value: Double? {
        if case .definite(let v) = self { return v }
        return nil
    }
}
