// Resolution of a style's lengths into points for one layout pass.

extension LayoutStyle {
    /// The node's direction: its own, or `inherited` (`.ltr`/`.rtl`) for `.inherit`.
    @inlinable
    func resolvedDirection(inherited: LayoutDirection) -> LayoutDirection {
        direction == .inherit ? inherited : direction
    }

    /// Padding in points for physical edges; percentages of `base` (the containing
    /// block's width), of 0 when `base` is nil (`calc(10% + 8px)` is then 8); never negative.
    func resolvedPadding(_ direction: LayoutDirection, base: Double?) -> ResolvedEdges {
        Self.resolve(padding, direction, base).clampedAtZero
    }

    /// Border widths in points for physical edges; never negative.
    func resolvedBorder(_ direction: LayoutDirection, base: Double?) -> ResolvedEdges {
        Self.resolve(border, direction, base).clampedAtZero
    }

    /// Margins in points for physical edges; `auto` counts as 0.
    func resolvedMargin(_ direction: LayoutDirection, base: Double?) -> ResolvedEdges {
        Self.resolve(margin, direction, base)
    }

    /// Which physical margins are `auto` (left, top, right, bottom).
    func autoMargins(_ direction: LayoutDirection) -> (left: Bool, top: Bool, right: Bool, bottom: Bool) {
        (margin.resolvedLeft(direction).isAuto, margin.top.isAuto,
         margin.resolvedRight(direction).isAuto, margin.bottom.isAuto)
    }

    /// Converts a size property to a border-box length in points: points or a percentage
    /// of `base`, plus `paddingBorder` under `box-sizing: content-box`; nil for `auto`,
    /// keywords or an unresolvable percentage. Never less than `paddingBorder`.
    @inlinable
    func boxSize(_ value: LayoutDimension, base: Double?, paddingBorder: Double) -> Double? {
        guard let resolved = value.resolve(base) else { return nil }
        let size = boxSizing == .contentBox ? resolved + paddingBorder : resolved
        return Swift.max(size, paddingBorder)
    }

    /// Like `boxSize`, but for min/max sizes: not floored at the padding and border (a
    /// negative `calc()` is zero). Always inlined, as `boxMinimum`: called on a style held in
    /// registers, a call would copy the whole style to memory.
    @inline(__always)
    func boxLimit(_ value: LayoutDimension, base: Double?, paddingBorder: Double) -> Double? {
        guard let resolved = value.resolve(base).map({ Swift.max(0, $0) }) else { return nil }
        return boxSizing == .contentBox ? resolved + paddingBorder : resolved
    }

    /// `boxLimit` for a min size: a percentage of an unknown `base` is a percentage of zero
    /// (`calc(10% + 8px)` is 8), never `auto` — CSS's rule for cyclic min sizes.
    @inline(__always)
    func boxMinimum(_ value: LayoutDimension, base: Double?, paddingBorder: Double) -> Double? {
        boxLimit(value, base: base ?? 0, paddingBorder: paddingBorder)
    }

    /// Whether the node is a scroll container (its automatic minimum size is zero).
    @inlinable
    var isScrollContainer: Bool { overflow != .visible }

    private static func resolve(
        _ edges: LayoutEdges, _ direction: LayoutDirection, _ base: Double?
    ) -> ResolvedEdges {
        ResolvedEdges(
            left: edges.resolvedLeft(direction).resolve(base ?? 0) ?? 0,
            top: edges.top.resolve(base ?? 0) ?? 0,
            right: edges.resolvedRight(direction).resolve(base ?? 0) ?? 0,
            bottom: edges.bottom.resolve(base ?? 0) ?? 0)
    }
}

/// A box's padding, border and margin resolved to physical points (see `LayoutNode.resolvedBox`).
struct ResolvedBox {
    var padding: ResolvedEdges
    var border: ResolvedEdges
    var margin: ResolvedEdges
}

extension LayoutNode {
    /// The node's padding, border and margin in points for its resolved `direction` and
    /// the percentage base `base` (the containing block's width), cached: the container
    /// resolves them when it makes the node a flex item, and the node's own layout runs
    /// (often several per pass) need them again with the same base.
    func resolvedBox(base: Double?, direction: LayoutDirection) -> ResolvedBox {
        if let cached = cache.box, cached.base == base, cached.direction == direction { return cached.box }
        let s = style
        let box = ResolvedBox(
            padding: s.resolvedPadding(direction, base: base), border: s.resolvedBorder(direction, base: base),
            margin: s.resolvedMargin(direction, base: base))
        cache.box = (base, direction, box)
        return box
    }
}

extension ResolvedEdges {
    /// The edges with negative values replaced by zero.
    var clampedAtZero: ResolvedEdges {
        ResolvedEdges(left: max(0, left), top: max(0, top), right: max(0, right), bottom: max(0, bottom))
    }
}

/// The border-box size in one axis that an aspect ratio (width ÷ height) gives a box
/// whose border-box size in the other axis is `size` (points). The ratio applies to the
/// border box, or to the content box under `box-sizing: content-box`; `pbFrom` and `pbTo`
/// are the padding plus border in the given and the wanted axis.
@inlinable
func transferredSize(
    _ size: Double, ratio: Double, toHeight: Bool, contentBox: Bool, pbFrom: Double, pbTo: Double
) -> Double {
    let factor = toHeight ? 1 / ratio : ratio
    return contentBox ? max(0, size - pbFrom) * factor + pbTo : size * factor
}

/// Clamps `value` to `[minimum, maximum]` where either bound may be absent; the minimum
/// wins when they conflict (as CSS does).
@inlinable
func clamp(_ value: Double, min minimum: Double?, max maximum: Double?) -> Double {
    var result = value
    if let maximum, result > maximum { result = maximum }
    if let minimum, result < minimum { result = minimum }
    return result
}
