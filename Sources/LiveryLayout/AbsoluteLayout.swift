/// Lays out the absolutely positioned descendants of one containing block (CSS 2 §10.3.7,
/// §10.6.4; Flexbox §4.1 for the static position).
///
/// A containing block is a node whose `position` is not `static` (or the layout root).
/// Its absolute descendants are found through its `static` in-flow descendants; each is
/// sized and placed against the containing block's padding box, and its frame is set
/// relative to its own parent. Lengths are in points.
struct AbsoluteLayout {
    /// Border-box width of the containing block.
    let width: Double
    /// Border-box height of the containing block.
    let height: Double
    /// Border widths of the containing block.
    let border: ResolvedEdges
    /// The containing block's direction: in RTL, `right` wins over `left` when both are
    /// set and the width is not auto (CSS 2 §10.3.7 reads the containing block's
    /// `direction`, not the positioned box's).
    let direction: LayoutDirection
    /// Whether the containing block is a scroll container (`overflow` not `visible`): its
    /// scrollable area grows to its content, so an aligned box is not pulled back from
    /// its end side.
    var scrolls = false
    /// The layout pass's reusable arrays.
    let scratch: LayoutScratch

    /// Width of the containing block's padding box.
    var paddingBoxWidth: Double { max(0, width - border.horizontal) }
    /// Height of the containing block's padding box.
    var paddingBoxHeight: Double { max(0, height - border.vertical) }

    /// Lays out the absolute children of `parent` and recurses into its `static` children.
    /// `offsetX/Y` is `parent`'s border-box origin relative to the containing block's,
    /// `width`/`height` its border-box size.
    /// `box` is the node whose box `parent`'s children are in: `parent` itself, or for the
    /// children of a `display: contents` box its nearest ancestor with a box (the flex
    /// container that gives them their static position).
    func layoutDescendants(
        of parent: LayoutNode, box: LayoutNode? = nil, offsetX: Double, offsetY: Double, width: Double, height: Double
    ) {
        let box = box ?? parent
        for child in parent.children {
            let s = child.style
            if s.display == .none { continue }
            if s.display == .contents {
                layoutDescendants(of: child, box: box, offsetX: offsetX, offsetY: offsetY, width: width, height: height)
            } else if s.position == .absolute {
                layout(child, parent: box, offsetX: offsetX, offsetY: offsetY,
                       parentWidth: width, parentHeight: height)
            } else if s.position == .static {
                let frame = child.unroundedFrame
                layoutDescendants(
                    of: child, offsetX: offsetX + frame.x, offsetY: offsetY + frame.y,
                    width: frame.width, height: frame.height)
            }
        }
    }

    /// Sizes and places one absolutely positioned child of `parent`.
    private func layout(
        _ child: LayoutNode, parent: LayoutNode, offsetX: Double, offsetY: Double,
        parentWidth: Double, parentHeight: Double
    ) {
        let s = child.style
        let direction = s.resolvedDirection(inherited: parent.resolvedDirection)
        let cbWidth = paddingBoxWidth, cbHeight = paddingBoxHeight
        let margin = s.resolvedMargin(direction, base: cbWidth)
        let autos = s.autoMargins(direction)
        let left = s.inset.resolvedLeft(direction).resolve(cbWidth)
        let right = s.inset.resolvedRight(direction).resolve(cbWidth)
        let top = s.inset.top.resolve(cbHeight)
        let bottom = s.inset.bottom.resolve(cbHeight)
        let pb = s.resolvedPadding(direction, base: cbWidth) + s.resolvedBorder(direction, base: cbWidth)
        let insetSpace = cbWidth - (left ?? 0) - (right ?? 0) - margin.horizontal
        var knownWidth = s.width.isIntrinsicKeyword
            ? child.widthValue(s.width, base: cbWidth, paddingBorder: pb.horizontal, available: insetSpace,
                               heightBase: cbHeight, heightPaddingBorder: pb.vertical)
            : s.boxSize(s.width, base: cbWidth, paddingBorder: pb.horizontal)
        var knownHeight = s.boxSize(s.height, base: cbHeight, paddingBorder: pb.vertical)
        // Both insets set: the box fills the inset-modified containing block (its size
        // floored at zero) minus its margins.
        if knownWidth == nil, let left, let right {
            knownWidth = max(pb.horizontal, max(0, cbWidth - left - right) - margin.horizontal)
        }
        // With both vertical insets set, an explicit `align-self` other than `stretch`
        // sizes the box from its content instead of stretching it (CSS Box Alignment
        // §6.1: the block axis for absolutely positioned boxes); without an auto vertical
        // margin it aligns the box in the inset-modified containing block, with one the
        // auto margins take the free space.
        let sizedFromContent = top != nil && bottom != nil
            && (s.alignSelf == .flexStart || s.alignSelf == .center || s.alignSelf == .flexEnd
                || s.alignSelf == .baseline)
        let alignsInInsets = sizedFromContent && !autos.top && !autos.bottom
        if knownHeight == nil, let top, let bottom, !sizedFromContent {
            knownHeight = max(pb.vertical, max(0, cbHeight - top - bottom) - margin.vertical)
        }
        if let ratio = s.aspectRatio, ratio > 0 {
            (knownWidth, knownHeight) = ratioSizes(
                child, s, ratio: ratio, width: knownWidth, height: knownHeight, pb: pb, cbWidth: cbWidth, cbHeight: cbHeight)
        }
        knownWidth = knownWidth.map { clampSize($0, s.minWidth, s.maxWidth, base: cbWidth, pb: pb.horizontal, s) }
        knownHeight = knownHeight.map { clampSize($0, s.minHeight, s.maxHeight, base: cbHeight, pb: pb.vertical, s) }
        let available = cbWidth - (left ?? 0) - (right ?? 0)
        let input = LayoutInput(
            knownWidth: knownWidth, knownHeight: knownHeight, heightIsDefinite: true,
            parentWidth: cbWidth, parentHeight: cbHeight,
            availableWidth: knownWidth == nil ? .definite(available) : .maxContent,
            availableHeight: .maxContent, runMode: .performLayout, sizingMode: .inherentSize,
            direction: parent.resolvedDirection)
        let output = child.computeLayout(input, scratch: scratch)
        let staticOrigin = StaticPosition(parent: parent, width: parentWidth, height: parentHeight)
            .origin(of: child, width: output.width, height: output.height, margin: margin)
        let x = place(
            start: left, end: right, size: output.width, marginStart: margin.left, marginEnd: margin.right,
            autoStart: autos.left, autoEnd: autos.right, containing: cbWidth,
            borderStart: border.left, staticPosition: offsetX + staticOrigin.x, endWins: self.direction == .rtl)
        var y = place(
            start: top, end: bottom, size: output.height, marginStart: margin.top, marginEnd: margin.bottom,
            autoStart: autos.top, autoEnd: autos.bottom, containing: cbHeight,
            borderStart: border.top, staticPosition: offsetY + staticOrigin.y, endWins: false, splitsNegative: true)
        // An explicit `stretch` stretches the box, and places it like `flex-start` (an
        // overflowing box is pulled back as an aligned one is).
        let stretchesInInsets = top != nil && bottom != nil && !autos.top && !autos.bottom && s.alignSelf == .stretch
        if alignsInInsets || stretchesInInsets, let top, let bottom {
            y = border.top + alignInInsets(
                s.alignSelf, start: top, end: bottom, outer: output.height + margin.vertical,
                containing: scrolls ? .infinity : cbHeight, size: max(0, cbHeight - top - bottom))
                + margin.top
        }
        child.unroundedFrame = LayoutRect(
            x: x - offsetX, y: y - offsetY, width: output.width, height: output.height)
    }

    /// The border-box start coordinate along one axis relative to the containing block's
    /// border box: from the start inset, else the end inset, else the static position.
    /// With both insets set, `auto` margins take the free space of the inset-modified
    /// containing block (floored at zero size at its start-side inset: the end inset when
    /// `endWins`), a lone one even when negative; two share it (when negative, only in
    /// the block axis, `splitsNegative`), or with none, the box sits at the start side.
    private func place(
        start: Double?, end: Double?, size: Double, marginStart: Double, marginEnd: Double,
        autoStart: Bool, autoEnd: Bool, containing: Double, borderStart: Double,
        staticPosition: Double, endWins: Bool, splitsNegative: Bool = false
    ) -> Double {
        guard start != nil || end != nil else { return staticPosition }
        if let start, let end, autoStart || autoEnd {
            let available = containing - start - end
            let origin = available < 0 && endWins ? containing - end : start
            let free = max(0, available) - size - marginStart - marginEnd
            if autoStart && autoEnd {
                if free >= 0 || splitsNegative { return borderStart + origin + free / 2 }
                return borderStart + origin + (endWins ? free : 0)
            }
            return borderStart + origin + (autoStart ? free : marginStart)
        }
        if let end, endWins || start == nil {
            return borderStart + containing - end - marginEnd - size
        }
        return borderStart + (start ?? 0) + marginStart
    }

    /// The margin-box start of a box of outer size `outer` aligned by `alignment` in the
    /// inset-modified containing block between `start` and `end` (its size floored at
    /// zero), relative to the containing block's padding box. A box that overflows that
    /// block and would then overflow the union of it and the containing block is moved
    /// back into that union, its start edge first (CSS Positioned Layout §4.4: a box is
    /// not pulled into the containing block past an inset-modified containing block that
    /// itself lies outside it, e.g. one whose insets cross). `size` is the inset-modified
    /// block's size; `containing` is infinite for a scroll container.
    private func alignInInsets(
        _ alignment: AlignItems, start: Double, end: Double, outer: Double, containing: Double, size: Double
    ) -> Double {
        let free = size - outer
        var position = start
        if alignment == .center { position += free / 2 } else if alignment == .flexEnd { position += free }
        guard free < 0 else { return position }
        let limitEnd = max(containing, start + size)
        if position + outer > limitEnd { position = limitEnd - outer }
        return max(min(0, start), position)
    }

    /// The width and height of an absolutely positioned box with an aspect ratio: a set
    /// height, or without a width one from the insets, clamped by its min/max, and the
    /// width transferred from it; else the width (its own or from the insets), transferred
    /// back from the clamped ratio height when it came from the insets, and a nil height
    /// that the box's layout takes from the ratio (a ratio overrides stretching).
    private func ratioSizes(
        _ child: LayoutNode, _ s: LayoutStyle, ratio: Double, width: Double?, height: Double?, pb: ResolvedEdges,
        cbWidth: Double, cbHeight: Double
    ) -> (Double?, Double?) {
        let contentBox = s.boxSizing == .contentBox
        func toHeight(_ w: Double) -> Double {
            transferredSize(w, ratio: ratio, toHeight: true, contentBox: contentBox, pbFrom: pb.horizontal, pbTo: pb.vertical)
        }
        func toWidth(_ h: Double) -> Double {
            transferredSize(h, ratio: ratio, toHeight: false, contentBox: contentBox, pbFrom: pb.vertical, pbTo: pb.horizontal)
        }
        func clampW(_ w: Double) -> Double { clampSize(w, s.minWidth, s.maxWidth, base: cbWidth, pb: pb.horizontal, s) }
        func clampH(_ h: Double) -> Double { clampSize(h, s.minHeight, s.maxHeight, base: cbHeight, pb: pb.vertical, s) }
        let widthGiven = s.boxSize(s.width, base: cbWidth, paddingBorder: pb.horizontal) != nil
        let heightGiven = s.boxSize(s.height, base: cbHeight, paddingBorder: pb.vertical) != nil
        // `min-width: auto` of a box with an aspect ratio: at least its content, even
        // with a set width (not for a scroll container).
        let hasContent = !child.childStorage.isEmpty || child.measure != nil
        let contentMinimum = s.minWidth == .auto && hasContent && !s.isScrollContainer
            ? child.intrinsicContentWidths().min + pb.horizontal : 0
        // A `min-content`/`max-content`/`fit-content` width is the height's through the ratio.
        if let h = height, heightGiven || width == nil || s.width.isContentKeyword {
            let clamped = clampH(h)
            if widthGiven, let width { return (max(width, contentMinimum), clamped) }
            let finalWidth = clampW(max(toWidth(clamped), contentMinimum))
            // A height from the insets follows the final width back through the ratio: the
            // box's layout takes it from the ratio, at least its content's height under
            // `min-height: auto` (as Chromium does).
            if !heightGiven { return (finalWidth, nil) }
            return (finalWidth, clamped)
        }
        guard let w = width else {
            if height == nil && !hasContent && s.height.isAuto {
                // An empty box is as tall as its padding and border (percentages of the
                // containing block's width included) and as wide as that through the ratio.
                return (clampW(toWidth(clampH(pb.vertical))), nil)
            }
            return (nil, height)
        }
        // A width (set, or from both insets) wins over the vertical insets: the height
        // follows from the ratio, at least the content's (the box's layout transfers it).
        let clampedWidth = clampW(w)
        let h = clampH(toHeight(clampedWidth))
        return (widthGiven ? clampedWidth : clampW(toWidth(h)), nil)
    }

    private func clampSize(
        _ value: Double, _ minimum: LayoutDimension, _ maximum: LayoutDimension, base: Double, pb: Double, _ s: LayoutStyle
    ) -> Double {
        let lower = s.boxLimit(minimum, base: base, paddingBorder: pb)
        let upper = s.boxLimit(maximum, base: base, paddingBorder: pb)
        return max(clamp(value, min: lower, max: upper), pb)
    }
}
