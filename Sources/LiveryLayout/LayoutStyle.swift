/// The flexbox style of one `LayoutNode`: the CSS properties the engine understands.
///
/// Defaults follow Yoga (and the fixture template): `flexDirection = .column`,
/// `flexShrink = 0`, `alignContent = .flexStart`, `boxSizing = .borderBox`,
/// `position = .relative`, `display = .flex`. Lengths are in points.
public struct LayoutStyle: Hashable, Sendable {
    /// `display`.
    public var display: Display = .flex
    /// `position`.
    public var position: PositionType = .relative
    /// `direction`.
    public var direction: LayoutDirection = .inherit
    /// `flex-direction`.
    public var flexDirection: FlexDirection = .column
    /// `flex-wrap`.
    public var flexWrap: FlexWrap = .noWrap
    /// `justify-content`.
    public var justifyContent: JustifyContent = .flexStart
    /// `align-items` (`.auto` behaves as `.stretch`).
    public var alignItems: AlignItems = .stretch
    /// `align-self` (`.auto` uses the parent's `alignItems`).
    public var alignSelf: AlignItems = .auto
    /// `align-content`.
    public var alignContent: AlignContent = .flexStart
    /// `flex-grow` (a factor, ≥ 0).
    public var flexGrow: Double = 0
    /// `flex-shrink` (a factor, ≥ 0).
    public var flexShrink: Double = 0
    /// `flex-basis`.
    public var flexBasis: LayoutDimension = .auto
    /// `width`.
    public var width: LayoutDimension = .auto
    /// `height`.
    public var height: LayoutDimension = .auto
    /// `min-width` (`.auto` is the automatic minimum size for flex items).
    public var minWidth: LayoutDimension = .auto
    /// `min-height` (`.auto` is the automatic minimum size for flex items).
    public var minHeight: LayoutDimension = .auto
    /// `max-width` (`.auto` means none).
    public var maxWidth: LayoutDimension = .auto
    /// `max-height` (`.auto` means none).
    public var maxHeight: LayoutDimension = .auto
    /// `aspect-ratio` as width ÷ height, or nil for none.
    public var aspectRatio: Double? = nil
    /// `margin` (`.auto` absorbs free space).
    public var margin: LayoutEdges = .zero
    /// `padding` (never negative).
    public var padding: LayoutEdges = .zero
    /// `border-*-width` (points; percentages resolve like padding).
    public var border: LayoutEdges = .zero
    /// `left`/`top`/`right`/`bottom` (and `inset-inline-start`/`-end` as start/end).
    public var inset: LayoutEdges = .auto
    /// `row-gap`: space between lines of a row container, or between items of a column one.
    public var rowGap: LayoutDimension = .points(0)
    /// `column-gap`: space between items of a row container, or between lines of a column one.
    public var columnGap: LayoutDimension = .points(0)
    /// `overflow`.
    public var overflow: Overflow = .visible
    /// `box-sizing`.
    public var boxSizing: BoxSizing = .borderBox

    /// The default style (Yoga defaults).
    public init() {}

    /// Sets both `rowGap` and `columnGap` (the `gap` shorthand).
    public mutating func setGap(_ value: LayoutDimension) {
        rowGap = value
        columnGap = value
    }

    /// Sets grow, shrink and basis like the `flex: N` shorthand (`flex: 1` = 1 1 0%).
    public mutating func setFlex(_ value: Double) {
        flexGrow = value
        flexShrink = 1
        flexBasis = .percent(0)
    }
}
