/// Values for the four edges of a box (margin, padding, border or insets), in points or percent.
///
/// `start` and `end`, when set, override `left`/`right` according to the node's direction:
/// in LTR `start` is the left edge, in RTL the right edge.
public struct LayoutEdges: Hashable, Sendable {
    /// The left edge.
    public var left: LayoutDimension
    /// The top edge.
    public var top: LayoutDimension
    /// The right edge.
    public var right: LayoutDimension
    /// The bottom edge.
    public var bottom: LayoutDimension
    /// The inline-start edge (overrides left or right), or nil.
    public var start: LayoutDimension?
    /// The inline-end edge (overrides right or left), or nil.
    public var end: LayoutDimension?

    /// Edges from each side; `start`/`end` default to unset.
    public init(
        left: LayoutDimension = .points(0), top: LayoutDimension = .points(0),
        right: LayoutDimension = .points(0), bottom: LayoutDimension = .points(0),
        start: LayoutDimension? = nil, end: LayoutDimension? = nil
    ) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
        self.start = start
        self.end = end
    }

    /// The same value on all four edges.
    public init(all value: LayoutDimension) {
        self.init(left: value, top: value, right: value, bottom: value)
    }

    /// All edges zero points.
    public static let zero = LayoutEdges()

    /// All edges `.auto` (the default for insets).
    public static let auto = LayoutEdges(left: .auto, top: .auto, right: .auto, bottom: .auto)

    /// The physical left edge once `start`/`end` are applied for `direction`.
    @inlinable
    public func resolvedLeft(_ direction: LayoutDirection) -> LayoutDimension {
        (direction == .rtl ? end : start) ?? left
    }

    /// The physical right edge once `start`/`end` are applied for `direction`.
    @inlinable
    public func resolvedRight(_ direction: LayoutDirection) -> LayoutDimension {
        (direction == .rtl ? start : end) ?? right
    }
}
