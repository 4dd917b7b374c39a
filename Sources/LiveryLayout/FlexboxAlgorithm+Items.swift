// §9.1–9.2: generating flex items and determining their flex base sizes.

extension FlexboxAlgorithm {
    /// The input for laying out or sizing an item of this container.
    func childInput(
        knownWidth: Double?, knownHeight: Double?, heightIsDefinite: Bool = false,
        runMode: RunMode, sizingMode: SizingMode = .inherentSize
    ) -> LayoutInput {
        LayoutInput(
            knownWidth: knownWidth, knownHeight: knownHeight,
            heightIsDefinite: knownHeight != nil && heightIsDefinite,
            parentWidth: innerWidth, parentHeight: percentBaseHeight,
            availableWidth: knownWidth == nil ? .definite(innerWidth) : .maxContent,
            availableHeight: .maxContent, runMode: runMode, sizingMode: sizingMode,
            direction: direction)
    }

    /// Generates the flex items (§9.1 step 1, §4): every in-flow child, with the children
    /// of `display: contents` boxes in their place; resolves their styles into
    /// flow-relative points.
    mutating func generateFlexItems() {
        let children = node.childStorage
        if children.allSatisfy({ $0.style.display == .flex && $0.style.position != .absolute }) {
            // The common case: every child is an item. Sharing the children array spares
            // an allocation and a retain and release of every child per run.
            itemNodes = children
        } else {
            itemNodes.reserveCapacity(children.count)
            node.collectFlexItems(into: &itemNodes)
        }
        items.reserveCapacity(itemNodes.count)
        for index in itemNodes.indices {
            items.append(makeFlexItem(itemNodes[index], index: index))
        }
    }

    private func makeFlexItem(_ child: LayoutNode, index: Int) -> FlexItem {
        let s = child.style
        let childDirection = s.resolvedDirection(inherited: direction)
        let base = innerWidth
        let box = child.resolvedBox(base: base, direction: childDirection)
        let pb = box.padding + box.border
        let margin = box.margin
        let autos = s.autoMargins(childDirection)
        let flowAuto = flow.flow(left: autos.left, top: autos.top, right: autos.right, bottom: autos.bottom)
        let available = base - margin.horizontal
        let heightBase = percentBaseHeight
        let stretchHeight = heightBase.map { max($0 - margin.vertical, pb.vertical) }
        func width(_ value: LayoutDimension) -> Double? {
            child.widthValue(value, base: base, paddingBorder: pb.horizontal, available: available)
        }
        func height(_ value: LayoutDimension) -> Double? {
            value == .stretch ? stretchHeight : s.boxLimit(value, base: heightBase, paddingBorder: pb.vertical)
        }
        let sizes = flow.mainCross(width: width(s.width), height: height(s.height))
        // A percentage `min-height` of an indefinite height is a percentage of 0, not
        // `auto` (it does not turn on the automatic minimum size).
        let minHeight = height(s.minHeight) ?? s.boxMinimum(s.minHeight, base: nil, paddingBorder: pb.vertical)
        let mins = flow.mainCross(width: width(s.minWidth), height: minHeight)
        var transferredMin: Double?
        var transferredMax: Double?
        let maxes = flow.mainCross(width: width(s.maxWidth), height: height(s.maxHeight))
        let pbAxes = flow.mainCross(width: pb.horizontal, height: pb.vertical)
        if let ratio = s.aspectRatio, ratio > 0, (flow.isRow ? s.width : s.height).isAuto {
            // Min and max cross sizes transfer through the ratio to the main axis.
            func transfer(_ cross: Double) -> Double {
                transferredSize(cross, ratio: ratio, toHeight: !flow.isRow, contentBox: s.boxSizing == .contentBox,
                                pbFrom: pbAxes.cross, pbTo: pbAxes.main)
            }
            // The min cross size is at least the padding and border (a box is never smaller).
            let minCross = max(mins.cross ?? 0, pbAxes.cross)
            if minCross > 0 { transferredMin = transfer(minCross) }
            transferredMax = maxes.cross.map(transfer)
        }
        var align = s.alignSelf == .auto ? alignItems : s.alignSelf
        if align == .auto { align = .stretch }
        return FlexItem(
            index: index,
            sizeMain: sizes.main.map { max($0, pbAxes.main) }, sizeCross: sizes.cross.map { max($0, pbAxes.cross) },
            crossIsAuto: (flow.isRow ? s.height : s.width) == .auto,
            minMain: mins.main, minCross: mins.cross, maxMain: maxes.main, maxCross: maxes.cross,
            margin: flow.flow(margin),
            autoMainStart: flowAuto.mainStart, autoMainEnd: flowAuto.mainEnd,
            autoCrossStart: flowAuto.crossStart, autoCrossEnd: flowAuto.crossEnd,
            paddingBorderMain: pbAxes.main, paddingBorderCross: pbAxes.cross,
            alignSelf: align, flexGrow: max(0, s.flexGrow), flexShrink: max(0, s.flexShrink),
            aspectRatio: s.aspectRatio.flatMap { $0 > 0 ? $0 : nil }, ratioIsContentBox: s.boxSizing == .contentBox,
            transferredMinMain: transferredMin, transferredMaxMain: transferredMax)
    }

    /// Whether `node`'s `width` is `min-content`, `max-content` or `fit-content`. A static
    /// function, so that reading the style takes no room in the frames of the recursive
    /// steps (unoptimized builds copy it there).
    @inline(never)
    private static func hasContentKeywordWidth(_ node: LayoutNode) -> Bool {
        node.style.width.isContentKeyword
    }

    /// Computes again the `min-content`, `max-content` or `fit-content` width of item
    /// `index` at its height in this container, whose inner height is definite: a
    /// percentage height resolves against it (a wrapping column breaks its items by it).
    /// Kept out of `makeFlexItem`, which sizes every item, since few items need it.
    @inline(never)
    private mutating func contentKeywordWidthAtHeight(_ index: Int) {
        let item = items[index]
        let child = itemNodes[index]
        let pbH = flow.isRow ? item.paddingBorderMain : item.paddingBorderCross
        let pbV = flow.isRow ? item.paddingBorderCross : item.paddingBorderMain
        let marginH = flow.isRow ? item.marginMain : item.marginCross
        guard let width = child.widthValue(
            child.style.width, base: innerWidth, paddingBorder: pbH, available: innerWidth - marginH,
            heightBase: percentBaseHeight, heightPaddingBorder: pbV) else { return }
        if flow.isRow { items[index].sizeMain = max(width, pbH) } else { items[index].sizeCross = max(width, pbH) }
    }

    /// Determines every item's flex base size and hypothetical main size (§9.2 step 3).
    /// In a column container the items' widths are resolved first, as browsers resolve
    /// inline sizes before block sizes.
    ///
    /// The helpers below take the item's index rather than a copy of the item, and those
    /// that size the item's content are `mutating` although they only read: called from a
    /// mutating step, a non-mutating method that lays out children works on a copy of the
    /// whole algorithm value (arrays retained and released), which the optimizer keeps.
    mutating func determineFlexBaseSizes() {
        // (Stored properties only: the computed `percentBaseHeight` would copy the
        // algorithm value into this frame in unoptimized builds.)
        let heightIsKnown = heightIsDefinite && height != nil
        for index in items.indices {
            if heightIsKnown && Self.hasContentKeywordWidth(itemNodes[index]) { contentKeywordWidthAtHeight(index) }
            if !flow.isRow { items[index].hypotheticalCross = determineColumnItemWidth(index) }
            determineFlexBaseSize(index)
        }
    }

    /// §9.2 step 3: the flex base size of one item, then its hypothetical main size.
    mutating func determineFlexBaseSize(_ index: Int) {
        // Kept small: only `contentFlexBaseSize` recurses into the item's content, so a deep
        // tree's stack holds this frame per level, not the temporaries of the other steps.
        sizeMainFromAspectRatio(index)
        if let base = definiteFlexBaseSize(index) {
            finishFlexBaseSize(index, base: base, fromContent: false)
        } else {
            let base = contentFlexBaseSize(index)
            finishFlexBaseSize(index, base: base, fromContent: true)
        }
    }

    /// The min-/max-content width of a row item with an aspect ratio and a definite height
    /// (its own, or stretched) is that height's through the ratio.
    @inline(never)
    private mutating func sizeMainFromAspectRatio(_ index: Int) {
        let node = itemNodes[index]
        if flow.isRow, let ratio = items[index].aspectRatio, node.style.width.isContentKeyword,
           let cross = definiteCrossSize(index) {
            items[index].sizeMain = max(items[index].mainFromCross(cross, ratio: ratio, isRow: true), items[index].paddingBorderMain)
        }
    }

    /// The flex base size when it does not come from the item's content: (A) a definite
    /// flex-basis, a definite main size for `flex-basis: auto`, or (B) an aspect ratio and
    /// a definite cross size; nil when it comes from content.
    @inline(never)
    private mutating func definiteFlexBaseSize(_ index: Int) -> Double? {
        let node = itemNodes[index]
        let basis = node.style.flexBasis
        // A percentage basis resolves against the container's inner main size only when
        // that is definite (a column's height may be known here without being definite).
        let basisBase = flow.isRow || heightIsDefinite ? innerMain : nil
        if let definite = node.style.boxSize(basis, base: basisBase, paddingBorder: items[index].paddingBorderMain) {
            items[index].hasDefiniteBasis = true
            return definite
        }
        if basis.isAuto, let size = items[index].sizeMain { return size }
        if let ratio = items[index].aspectRatio, let cross = definiteCrossSize(index) {
            return items[index].mainFromCross(cross, ratio: ratio, isRow: flow.isRow)
        }
        return nil
    }

    /// (C–E) The flex base size from the item's content; the content size of a box with an
    /// aspect ratio is at least its min and at most its max cross size transferred through
    /// the ratio (the min winning when they conflict).
    private mutating func contentFlexBaseSize(_ index: Int) -> Double {
        let content = min(contentMainSize(index, keyword: contentKeyword(index)), items[index].transferredMaxMain ?? .infinity)
        return max(content, items[index].transferredMinMain ?? 0)
    }

    /// The size keyword the content is measured by: the main size for `flex-basis: auto`,
    /// else the basis (`content`, `min-content` …).
    @inline(never)
    private mutating func contentKeyword(_ index: Int) -> LayoutDimension {
        let style = itemNodes[index].style
        return style.flexBasis.isAuto ? (flow.isRow ? style.width : style.height) : style.flexBasis
    }

    /// Records the flex base size and from it the resolved minimum and the hypothetical
    /// main size.
    @inline(never)
    private mutating func finishFlexBaseSize(_ index: Int, base: Double, fromContent: Bool) {
        let paddingBorderMain = items[index].paddingBorderMain
        items[index].flexBaseSize = max(base, paddingBorderMain)
        items[index].baseSizeFromContent = fromContent
        if let minimum = items[index].minMain {
            // A set min size wins: the min cross size transferred through an aspect ratio
            // only takes part in the automatic minimum.
            items[index].resolvedMinMain = minimum
        } else if !fromContent || items[index].transferredMinMain != nil {
            items[index].resolvedMinMain = automaticMinimumSize(index)
        }
        items[index].hypotheticalMain = max(
            clamp(items[index].flexBaseSize, min: items[index].resolvedMinMain, max: items[index].maxMain),
            paddingBorderMain)
    }

    /// The item's cross size if it is definite before layout: a definite `width`/`height`,
    /// or (column containers) a width stretched in a single-line container. With
    /// `fitContentWidth`, a column item's fit-content width counts too (it is resolved
    /// before the height, so an aspect ratio transfers it to the flex base size); the
    /// automatic minimum size transfers it only when the height is `auto`.
    private func definiteCrossSize(_ index: Int, fitContentWidth: Bool = true) -> Double? {
        let item = items[index]
        if let cross = item.sizeCross { return clamp(cross, min: item.minCross, max: item.maxCross) }
        if !flow.isRow && item.stretches && !isMultiLine { return item.hypotheticalCross }
        if !flow.isRow && item.aspectRatio != nil && fitContentWidth { return item.hypotheticalCross }
        if flow.isRow && item.stretches && !isMultiLine && heightIsDefinite, let innerCross {
            return max(clamp(innerCross - item.marginCross, min: item.minCross, max: item.maxCross),
                       item.paddingBorderCross)
        }
        return nil
    }

    /// The width of an item of a column container before flexing: its definite width,
    /// the container's width when stretched in a single line, else fit-content.
    private mutating func determineColumnItemWidth(_ index: Int) -> Double {
        let minCross = items[index].minCross, maxCross = items[index].maxCross
        let paddingBorderCross = items[index].paddingBorderCross
        if let width = items[index].sizeCross {
            if items[index].aspectRatio != nil && items[index].sizeMain != nil
                && itemNodes[index].style.width.isContentKeyword {
                // A content keyword width of a ratio item with a set height is from its
                // content before flexing, as Chromium sizes it (its used height then gives
                // it its width through the ratio).
                let contentWidth = ratioItemContentWidth(index)
                items[index].sizeCross = contentWidth
                return contentWidth
            }
            return max(clamp(width, min: minCross, max: maxCross), paddingBorderCross)
        }
        if items[index].stretches && !isMultiLine {
            return max(clamp(innerWidth - items[index].marginCross, min: minCross, max: maxCross),
                       paddingBorderCross)
        }
        if items[index].aspectRatio != nil && items[index].sizeMain != nil && !itemNodes[index].style.flexBasis.isAuto {
            return ratioItemContentWidth(index)
        }
        return columnItemWidth(index, height: nil)
    }

    /// The width of a column item with an aspect ratio and a set `height` that is not its
    /// flex basis (`flex-basis` is not `auto`) or whose width is a content keyword: as
    /// Chromium sizes it before flexing, from its content (fit-content, or the keyword;
    /// an empty box from its padding and border through the ratio), not from that height
    /// through the ratio.
    private mutating func ratioItemContentWidth(_ index: Int) -> Double {
        let item = items[index]
        let node = itemNodes[index]
        var width: Double
        if node.childStorage.isEmpty && node.measure == nil, let ratio = item.aspectRatio {
            width = item.crossFromMain(item.paddingBorderMain, ratio: ratio, isRow: false)
        } else {
            let content = node.intrinsicContentWidths()
            switch node.style.width {
            case .minContent: width = content.min
            case .maxContent: width = content.max
            default:
                let available = innerWidth - item.marginCross - item.paddingBorderCross
                width = min(content.max, max(content.min, available))
            }
            width += item.paddingBorderCross
        }
        return max(clamp(width, min: item.minCross, max: item.maxCross), item.paddingBorderCross)
    }

    /// The width of a column item that is not stretched: its own width property or its
    /// fit-content width, its content sized at border-box height `height` when known.
    mutating func columnItemWidth(_ index: Int, height: Double?) -> Double {
        let input = childInput(knownWidth: nil, knownHeight: nil, runMode: .computeSize)
        let margin = items[index].marginCross
        return itemNodes[index].resolveWidth(
            input, paddingBorder: items[index].paddingBorderCross, margin: margin, contextHeight: height)
    }

    /// The item's main size from its content (points): its max-content width in a row
    /// (min-content for `min-content`), or its content height at its width in a column.
    private mutating func contentMainSize(_ index: Int, keyword: LayoutDimension) -> Double {
        flow.isRow ? contentWidth(index, keyword: keyword) : contentHeight(index)
    }

    /// A row item's content width; a height definite before layout (set, or stretched) is
    /// the one its content is sized at.
    private mutating func contentWidth(_ index: Int, keyword: LayoutDimension) -> Double {
        let widths = itemNodes[index].intrinsicWidths(
            paddingBorder: items[index].paddingBorderMain, heightBase: percentBaseHeight,
            height: definiteCrossSize(index), heightPaddingBorder: items[index].paddingBorderCross)
        return keyword == .minContent ? widths.min : widths.max
    }

    /// The item's border-box height from its content at its current width, ignoring its
    /// own height properties (column containers).
    mutating func contentHeight(_ index: Int) -> Double {
        itemNodes[index].computeLayout(contentHeightInput(index), scratch: scratch).height
    }

    /// The input an item's content height is measured with (apart, so that the recursion
    /// through `contentHeight` does not carry it).
    @inline(never)
    private mutating func contentHeightInput(_ index: Int) -> LayoutInput {
        childInput(knownWidth: items[index].hypotheticalCross, knownHeight: nil, runMode: .computeSize, sizingMode: .contentSize)
    }

    /// The automatic minimum size of a flex item in the main axis (§4.5), or its
    /// padding and border when it is a scroll container.
    mutating func automaticMinimumSize(_ index: Int) -> Double {
        let paddingBorderMain = items[index].paddingBorderMain
        if itemNodes[index].style.isScrollContainer { return paddingBorderMain }
        var content: Double
        if flow.isRow {
            content = itemNodes[index].intrinsicWidths(
                paddingBorder: paddingBorderMain, heightBase: percentBaseHeight, height: definiteCrossSize(index),
                heightPaddingBorder: items[index].paddingBorderCross).min
        } else {
            content = contentHeight(index)
        }
        // The min-content size of a box with an aspect ratio and a definite cross size is
        // at least that size transferred through the ratio (CSS Sizing 4 §5.1).
        // In a column only a box whose height is `auto` keeps content taller than that
        // (its `min-height: auto`); an empty box's min-content size is the transferred size.
        // A column item's width from its content counts; one from its own height
        // through the ratio does not (that would size the height from itself).
        // (A percentage height of an indefinite container does not size the width: the
        // width is from content then too.)
        // A column item whose height is set but is not its flex basis took its width from
        // its content too.
        if let ratio = items[index].aspectRatio, let cross = definiteCrossSize(
            index, fitContentWidth: items[index].sizeMain == nil || !itemNodes[index].style.flexBasis.isAuto) {
            let transferred = items[index].mainFromCross(cross, ratio: ratio, isRow: flow.isRow)
            let node = itemNodes[index]
            let mainProperty = flow.isRow ? node.style.width : node.style.height
            let empty = node.childStorage.isEmpty && node.measure == nil
            // In a row the content's min-content width always counts (`min-width: auto`);
            // in a column the content's height with an `auto` or resolvable `height` (not
            // a percentage of an indefinite height).
            let contentCounts = mainProperty.isAuto || flow.isRow || items[index].sizeMain != nil
            content = contentCounts && !empty ? max(content, transferred) : transferred
        }
        if let ratio = items[index].aspectRatio {
            // A box is never thinner than its padding and border in the cross axis: through
            // the ratio, that is the least content size (whatever its main size property).
            let item = items[index]
            content = max(content, item.mainFromCross(item.paddingBorderCross, ratio: ratio, isRow: flow.isRow))
        }
        // The content size suggestion is clamped by the min and max cross sizes
        // transferred through an aspect ratio (the min winning when they conflict). A row
        // item whose height is definite (set or stretched) keeps its content's width:
        // the transferred max does not cap it.
        // With a set main size the min and max cross sizes transfer to the content
        // suggestion too.
        let item = items[index]
        var transferredMax = item.transferredMaxMain
        var transferredMin = item.transferredMinMain
        if let ratio = item.aspectRatio, item.sizeMain != nil {
            transferredMax = item.maxCross.map { item.mainFromCross($0, ratio: ratio, isRow: flow.isRow) }
            let minCross = max(item.minCross ?? 0, item.paddingBorderCross)
            transferredMin = minCross > 0 ? item.mainFromCross(minCross, ratio: ratio, isRow: flow.isRow) : nil
        }
        if let transferred = transferredMax, !flow.isRow || definiteCrossSize(index) == nil {
            content = min(content, transferred)
        }
        if let transferred = transferredMin { content = max(content, transferred) }
        let maxMain = items[index].maxMain
        if let maximum = maxMain { content = min(content, maximum) }
        if let specified = items[index].sizeMain {
            content = min(content, clamp(specified, min: nil, max: maxMain))
        }
        return max(content, paddingBorderMain)
    }

    /// The item's used minimum main size, computing the automatic minimum on demand.
    mutating func minimumMainSize(_ index: Int) -> Double {
        if let minimum = items[index].resolvedMinMain { return minimum }
        let minimum = automaticMinimumSize(index)
        items[index].resolvedMinMain = minimum
        return minimum
    }
}
