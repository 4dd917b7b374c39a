/// One flex item during a flexbox layout: its resolved style in flow-relative terms and
/// the sizes the algorithm computes for it. A plain value (no references), so arrays of
/// items copy without reference counting. All lengths are border-box points unless
/// named "outer" (margin box).
struct FlexItem {
    /// Index of the item (and of its node in `FlexboxAlgorithm.itemNodes`).
    let index: Int
    /// `width`/`height` along the main and cross axes, if definite.
    var sizeMain: Double?
    var sizeCross: Double?
    /// Whether the cross size property is `auto` (only then can the item stretch).
    var crossIsAuto: Bool
    /// `min-*` along the axes (nil for `auto`); `max-*` (nil for none).
    var minMain: Double?
    var minCross: Double?
    var maxMain: Double?
    var maxCross: Double?
    /// Margins in flow-relative terms (`auto` counts as 0 until resolved).
    var margin: FlowEdges
    /// Which margins are `auto`.
    var autoMainStart: Bool
    var autoMainEnd: Bool
    var autoCrossStart: Bool
    var autoCrossEnd: Bool
    /// Padding plus border along each axis.
    var paddingBorderMain: Double
    var paddingBorderCross: Double
    /// `align-self`, with `auto` resolved to the container's `align-items`.
    var alignSelf: AlignItems
    var flexGrow: Double
    var flexShrink: Double
    var aspectRatio: Double?
    /// Whether the ratio applies to the content box (`box-sizing: content-box`).
    var ratioIsContentBox: Bool
    /// The min cross size transferred through the aspect ratio (main-axis points).
    var transferredMinMain: Double?
    /// The max cross size transferred through the aspect ratio (main-axis points): it
    /// limits sizes taken from the content, not the flexed size (Chromium grows and
    /// shrinks such an item past it).
    var transferredMaxMain: Double?

    /// The flex base size (9.2.3) and its content-box part.
    var flexBaseSize = 0.0
    /// Whether the flex base size came from a definite `flex-basis`.
    var hasDefiniteBasis = false
    /// Whether the flex base size came from the content (then it is ≥ the min-content size).
    var baseSizeFromContent = false
    /// The used minimum main size, including the automatic minimum (4.5), once computed.
    var resolvedMinMain: Double?
    /// The hypothetical main size: the flex base size clamped by min/max.
    var hypotheticalMain = 0.0
    /// The cross size before stretching (9.4.7).
    var hypotheticalCross = 0.0
    /// The main size being resolved (9.7), then the used main size.
    var targetMain = 0.0
    /// The used cross size (9.4.11).
    var crossSize = 0.0
    /// Whether the item's cross size was stretched to its line.
    var isStretched = false
    var frozen = false
    var violation = 0.0
    /// The first baseline from the item's top border edge (row containers).
    var baseline = 0.0
    /// Offset of the border box from the container's main-start border edge.
    var mainOffset = 0.0
    /// Offset of the border box from its line's cross-start edge.
    var crossOffset = 0.0

    /// Main-axis margins (points).
    @inlinable var marginMain: Double { margin.mainStart + margin.mainEnd }
    /// Cross-axis margins (points).
    @inlinable var marginCross: Double { margin.crossStart + margin.crossEnd }
    /// Outer hypothetical main size (points).
    @inlinable var outerHypotheticalMain: Double { hypotheticalMain + marginMain }
    /// Outer target main size (points).
    @inlinable var outerTargetMain: Double { targetMain + marginMain }
    /// Outer flex base size (points).
    @inlinable var outerFlexBase: Double { flexBaseSize + marginMain }
    /// Whether the item takes part in baseline alignment.
    @inlinable var isBaselineAligned: Bool {
        alignSelf == .baseline && !autoCrossStart && !autoCrossEnd
    }
    /// The main size the aspect ratio gives for a border-box cross size of `cross`.
    @inlinable func mainFromCross(_ cross: Double, ratio: Double, isRow: Bool) -> Double {
        transferredSize(cross, ratio: ratio, toHeight: !isRow, contentBox: ratioIsContentBox,
                        pbFrom: paddingBorderCross, pbTo: paddingBorderMain)
    }
    /// The cross size the aspect ratio gives for a border-box main size of `main`.
    @inlinable func crossFromMain(_ main: Double, ratio: Double, isRow: Bool) -> Double {
        transferredSize(main, ratio: ratio, toHeight: isRow, contentBox: ratioIsContentBox,
                        pbFrom: paddingBorderMain, pbTo: paddingBorderCross)
    }
    /// Whether the item is stretched in the cross axis (9.4.11).
    @inlinable var stretches: Bool {
        alignSelf == .stretch && crossIsAuto && !autoCrossStart && !autoCrossEnd
    }
}

/// A flex line: a range of items and its cross size and offset (points).
struct FlexLine {
    /// Index of the first item in the container's item array.
    var start: Int
    /// Index past the last item.
    var end: Int
    /// The line's cross size.
    var crossSize = 0.0
    /// Offset of the line's cross-start edge from the container's cross-start border edge.
    var crossOffset = 0.0
    /// The largest distance from an item's outer cross-start edge to its baseline.
    var maxBaselineAscent = 0.0
}
