/// The static position of an absolutely positioned child of a flex container (Flexbox
/// §4.1): where it would be as the container's sole flex item, with both boxes at their
/// used sizes. `justify-content` places it in the main axis (distributed values act as
/// `flex-start`/`center`), `align-self` in the cross axis (`stretch` acts as `flex-start`,
/// `baseline` as the writing mode's start). Lengths are in points.
struct StaticPosition {
    /// The child's parent (a laid-out flex container).
    let parent: LayoutNode
    /// The parent's border-box width.
    let width: Double
    /// The parent's border-box height.
    let height: Double

    /// The origin of the child's border box relative to the parent's border box.
    func origin(of child: LayoutNode, width childWidth: Double, height childHeight: Double,
                margin: ResolvedEdges) -> (x: Double, y: Double) {
        let style = parent.style
        let flow = FlowMapping(style, direction: parent.resolvedDirection)
        let pb = flow.flow(parent.layoutPadding + parent.layoutBorder)
        let container = flow.mainCross(width: width, height: height)
        let size = flow.mainCross(width: childWidth, height: childHeight)
        let childMargin = flow.flow(margin)
        let freeMain = container.main - pb.main - size.main - childMargin.main
        let freeCross = container.cross - pb.cross - size.cross - childMargin.cross
        var mainOffset = 0.0
        switch style.justifyContent {
        case .flexStart, .spaceBetween: mainOffset = 0
        case .center, .spaceAround, .spaceEvenly: mainOffset = freeMain / 2
        case .flexEnd: mainOffset = freeMain
        }
        var align = child.style.alignSelf == .auto ? style.alignItems : child.style.alignSelf
        if align == .auto { align = .stretch }
        var crossOffset = 0.0
        switch align {
        case .center: crossOffset = freeCross / 2
        case .flexEnd: crossOffset = freeCross
        // `baseline` falls back to the writing mode's start, which `wrap-reverse` puts at
        // the cross end.
        case .baseline: crossOffset = flow.crossReverse ? freeCross : 0
        default: crossOffset = 0
        }
        return flow.physicalOrigin(
            mainOffset: pb.mainStart + childMargin.mainStart + mainOffset,
            crossOffset: pb.crossStart + childMargin.crossStart + crossOffset,
            childMain: size.main, childCross: size.cross,
            containerMain: container.main, containerCross: container.cross)
    }
}
