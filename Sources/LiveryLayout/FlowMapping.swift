/// Lengths of a box's four edges in flow-relative terms of a flex container: the
/// main-start, main-end, cross-start and cross-end sides (points).
struct FlowEdges {
    var mainStart: Double
    var mainEnd: Double
    var crossStart: Double
    var crossEnd: Double

    /// Main-start plus main-end (points).
    @inlinable var main: Double { mainStart + mainEnd }
    /// Cross-start plus cross-end (points).
    @inlinable var cross: Double { crossStart + crossEnd }
}

/// Maps between physical edges/coordinates and a flex container's flow-relative axes.
///
/// The main axis is horizontal for row directions. `mainReverse` puts main-start at the
/// right/bottom (the `-reverse` directions), `crossReverse` puts cross-start at the
/// bottom/right (`wrap-reverse`). In RTL the inline axis starts at the right.
struct FlowMapping {
    let isRow: Bool
    let mainReverse: Bool
    let crossReverse: Bool
    let rtl: Bool

    /// The mapping for a container's style and resolved direction.
    init(_ style: LayoutStyle, direction: LayoutDirection) {
        isRow = style.flexDirection.isRow
        mainReverse = style.flexDirection.isReverse
        crossReverse = style.flexWrap == .wrapReverse
        rtl = direction == .rtl
    }

    /// Physical edges (left, top, right, bottom) as flow-relative edges.
    func flow(_ e: ResolvedEdges) -> FlowEdges {
        let inlineStart = rtl ? e.right : e.left
        let inlineEnd = rtl ? e.left : e.right
        if isRow {
            return FlowEdges(
                mainStart: mainReverse ? inlineEnd : inlineStart,
                mainEnd: mainReverse ? inlineStart : inlineEnd,
                crossStart: crossReverse ? e.bottom : e.top,
                crossEnd: crossReverse ? e.top : e.bottom)
        }
        return FlowEdges(
            mainStart: mainReverse ? e.bottom : e.top,
            mainEnd: mainReverse ? e.top : e.bottom,
            crossStart: crossReverse ? inlineEnd : inlineStart,
            crossEnd: crossReverse ? inlineStart : inlineEnd)
    }

    /// Flow-relative booleans (e.g. auto margins) from physical ones.
    func flow(left: Bool, top: Bool, right: Bool, bottom: Bool)
        -> (mainStart: Bool, mainEnd: Bool, crossStart: Bool, crossEnd: Bool)
    {
        let inlineStart = rtl ? right : left
        let inlineEnd = rtl ? left : right
        if isRow {
            return (mainReverse ? inlineEnd : inlineStart, mainReverse ? inlineStart : inlineEnd,
                    crossReverse ? bottom : top, crossReverse ? top : bottom)
        }
        return (mainReverse ? bottom : top, mainReverse ? top : bottom,
                crossReverse ? inlineEnd : inlineStart, crossReverse ? inlineStart : inlineEnd)
    }

    /// A (width, height) pair as (main, cross).
    @inlinable
    func mainCross<T>(width: T, height: T) -> (main: T, cross: T) {
        isRow ? (width, height) : (height, width)
    }

    /// A (main, cross) pair as (width, height).
    @inlinable
    func widthHeight<T>(main: T, cross: T) -> (width: T, height: T) {
        isRow ? (main, cross) : (cross, main)
    }

    /// Converts a child's border-box offsets from the container's main-start and
    /// cross-start border edges into a physical origin (points), given the sizes of the
    /// container and the child.
    func physicalOrigin(
        mainOffset: Double, crossOffset: Double, childMain: Double, childCross: Double,
        containerMain: Double, containerCross: Double
    ) -> (x: Double, y: Double) {
        let main = mainReverse ? containerMain - mainOffset - childMain : mainOffset
        let cross = crossReverse ? containerCross - crossOffset - childCross : crossOffset
        var (x, y) = isRow ? (main, cross) : (cross, main)
        let (width, childWidth) = isRow ? (containerMain, childMain) : (containerCross, childCross)
        if rtl { x = width - x - childWidth }
        return (x, y)
    }
}
