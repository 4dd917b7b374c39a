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
        itemNodes.reserveCapacity(node.childStorage.count)
        node.collectFlexItems(into: &itemNodes)
        items.reserveCapacity(itemNodes.count)
        for index in itemNodes.indices {
            items.append(makeFlexItem(itemNodes[index], index: index))
        }
    }

    private func makeFlexItem(_ child: LayoutNode, index: Int) -> FlexItem {
        let s = child.style
        let childDirection = s.resolvedDirection(inherited: direction)
        let base = innerWidth
        let pb = s.resolvedPadding(childDirection, base: base) + s.resolvedBorder(childDirection, base: base)
        let margin = s.resolvedMargin(childDirection, base: base)
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
        let mins = flow.mainCross(width: width(s.minWidth), height: height(s.minHeight))
        let maxes = flow.mainCross(width: width(s.maxWidth), height: height(s.maxHeight))
        let pbAxes = flow.mainCross(width: pb.horizontal, height: pb.vertical)
        var align = s.alignSelf == .auto ? style.alignItems : s.alignSelf
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
            aspectRatio: s.aspectRatio.flatMap { $0 > 0 ? $0 : nil })
    }

    /// Determines every item's flex base size and hypothetical main size (§9.2 step 3).
    /// In a column container the items' widths are resolved first, as browsers resolve
    /// inline sizes before block sizes.
    mutating func determineFlexBaseSizes() {
        for index in items.indices {
            if !flow.isRow { items[index].hypotheticalCross = determineColumnItemWidth(items[index]) }
            determineFlexBaseSize(index)
        }
    }

    /// §9.2 step 3: the flex base size of one item, then its hypothetical main size.
    mutating func determineFlexBaseSize(_ index: Int) {
        let item = items[index]
        let node = itemNodes[index]
        let basis = node.style.flexBasis
        var base: Double
        var fromContent = false
        if let definite = node.style.boxSize(basis, base: innerMain, paddingBorder: item.paddingBorderMain) {
            base = definite  // A: a definite flex-basis
        } else if basis.isAuto, let size = item.sizeMain {
            base = size  // flex-basis: auto uses a definite main size
        } else if let ratio = item.aspectRatio, let cross = definiteCrossSize(item) {
            base = flow.isRow ? cross * ratio : cross / ratio  // B: aspect ratio
        } else {
            let keyword = basis.isAuto ? (flow.isRow ? node.style.width : node.style.height) : basis
            base = contentMainSize(item, keyword: keyword)
            fromContent = true  // C–E: sized from content
        }
        items[index].flexBaseSize = max(base, item.paddingBorderMain)
        items[index].baseSizeFromContent = fromContent
        if let minimum = item.minMain {
            items[index].resolvedMinMain = minimum
        } else if !fromContent {
            items[index].resolvedMinMain = automaticMinimumSize(items[index])
        }
        items[index].hypotheticalMain = max(
            clamp(items[index].flexBaseSize, min: items[index].resolvedMinMain, max: item.maxMain),
            item.paddingBorderMain)
    }

    /// The item's cross size if it is definite before layout: a definite `width`/`height`,
    /// or (column containers) a width stretched in a single-line container.
    private func definiteCrossSize(_ item: FlexItem) -> Double? {
        if let cross = item.sizeCross { return clamp(cross, min: item.minCross, max: item.maxCross) }
        if !flow.isRow && item.stretches && !isMultiLine { return item.hypotheticalCross }
        if flow.isRow && item.stretches && !isMultiLine, let innerCross {
            return max(clamp(innerCross - item.marginCross, min: item.minCross, max: item.maxCross),
                       item.paddingBorderCross)
        }
        return nil
    }

    /// The width of an item of a column container before flexing: its definite width,
    /// the container's width when stretched in a single line, else fit-content.
    private func determineColumnItemWidth(_ item: FlexItem) -> Double {
        if let width = item.sizeCross {
            return max(clamp(width, min: item.minCross, max: item.maxCross), item.paddingBorderCross)
        }
        if item.stretches && !isMultiLine {
            return max(clamp(innerWidth - item.marginCross, min: item.minCross, max: item.maxCross),
                       item.paddingBorderCross)
        }
        let input = childInput(knownWidth: nil, knownHeight: nil, runMode: .computeSize)
        let margin = item.marginCross
        return itemNodes[item.index].resolveWidth(input, paddingBorder: item.paddingBorderCross, margin: margin)
    }

    /// The item's main size from its content (points): its max-content width in a row
    /// (min-content for `min-content`), or its content height at its width in a column.
    private func contentMainSize(_ item: FlexItem, keyword: LayoutDimension) -> Double {
        if flow.isRow {
            let content = itemNodes[item.index].intrinsicContentWidths()
            let size = keyword == .minContent ? content.min : content.max
            return size + item.paddingBorderMain
        }
        return contentHeight(item)
    }

    /// The item's border-box height from its content at its current width, ignoring its
    /// own height properties (column containers).
    func contentHeight(_ item: FlexItem) -> Double {
        let input = childInput(
            knownWidth: item.hypotheticalCross, knownHeight: nil, runMode: .computeSize,
            sizingMode: .contentSize)
        return itemNodes[item.index].computeLayout(input).height
    }

    /// The automatic minimum size of a flex item in the main axis (§4.5), or its
    /// padding and border when it is a scroll container.
    func automaticMinimumSize(_ item: FlexItem) -> Double {
        if itemNodes[item.index].style.isScrollContainer { return item.paddingBorderMain }
        var content: Double
        if flow.isRow {
            content = itemNodes[item.index].intrinsicContentWidths().min + item.paddingBorderMain
        } else {
            content = contentHeight(item)
        }
        if let maximum = item.maxMain { content = min(content, maximum) }
        if let specified = item.sizeMain {
            content = min(content, clamp(specified, min: nil, max: item.maxMain))
        } else if let ratio = item.aspectRatio, let cross = definiteCrossSize(item) {
            content = min(content, flow.isRow ? cross * ratio : cross / ratio)
        }
        return max(content, item.paddingBorderMain)
    }

    /// The item's used minimum main size, computing the automatic minimum on demand.
    mutating func minimumMainSize(_ index: Int) -> Double {
        if let minimum = items[index].resolvedMinMain { return minimum }
        let minimum = automaticMinimumSize(items[index])
        items[index].resolvedMinMain = minimum
        return minimum
    }
}
