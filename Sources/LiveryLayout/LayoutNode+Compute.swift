// Dispatch of a node's layout to the cache, the leaf (measured) path or the flexbox path,
// and the pieces of sizing that do not depend on the node's kind.

extension LayoutNode {
    /// Appends the children that are flex items of this node to `items` (see
    /// `forEachFlexItem`).
    func collectFlexItems(into items: inout [LayoutNode]) {
        for child in childStorage {
            switch child.style.display {
            case .none: continue
            case .contents: child.collectFlexItems(into: &items)
            case .flex: if child.style.position != .absolute { items.append(child) }
            }
        }
    }

    /// Lays out or sizes this node for `input`, reusing a cached result when the node is
    /// unchanged since a call with the same input. Returns the border-box size (points).
    func computeLayout(_ input: LayoutInput, scratch: LayoutScratch) -> LayoutOutput {
        if let cached = cache.lookup(input) { return cached }
        computeCount += 1
        let output: LayoutOutput
        if measure != nil || childStorage.isEmpty {
            output = computeLeafLayout(input)
        } else {
            var algorithm = FlexboxAlgorithm(node: self, input: input, scratch: scratch)
            output = algorithm.run()
        }
        cache.store(input, output)
        return output
    }

    /// Calls `body` for each child that is a flex item of this node: children with
    /// `display: contents` are replaced by their own children; `display: none` and
    /// absolutely positioned children are skipped.
    @inline(__always)
    func forEachFlexItem(_ body: (LayoutNode) -> Void) {
        for child in children {
            switch child.style.display {
            case .none: continue
            case .contents: child.forEachFlexItem(body)
            case .flex: if child.style.position != .absolute { body(child) }
            }
        }
    }

    /// The border-box width of this node before laying it out (points).
    ///
    /// A width imposed by the parent wins; then the `width` property; otherwise the width
    /// follows from the content: fit-content within definite available space (as for a
    /// shrink-to-fit box), or the min-/max-content width. Clamped by min/max-width.
    /// `contextHeight` is the border-box height the parent gives the node when `input`
    /// does not impose one (a column item's used height).
    func resolveWidth(
        _ input: LayoutInput, paddingBorder pb: Double, margin: Double, contextHeight: Double? = nil
    ) -> Double {
        if let known = input.knownWidth { return known }
        let s = style
        let inherent = input.sizingMode == .inherentSize
        let available = input.availableWidth.value.map { $0 - margin }
        let base = input.parentWidth
        let minimum = inherent ? widthValue(s.minWidth, base: base, paddingBorder: pb, available: available) : nil
        var maximum = inherent ? widthValue(s.maxWidth, base: base, paddingBorder: pb, available: available) : nil
        // The content is sized at the height the parent gives this node, if any.
        let height = (input.heightIsDefinite ? input.knownHeight : nil) ?? contextHeight
        let heightPB = height == nil && s.aspectRatio == nil ? nil
            : s.resolvedPadding(.ltr, base: base).vertical + s.resolvedBorder(.ltr, base: base).vertical
        if inherent, let width = widthValue(s.width, base: base, paddingBorder: pb, available: available,
                                            heightBase: input.parentHeight, height: height,
                                            heightPaddingBorder: heightPB) {
            return max(clamp(width, min: minimum, max: maximum), pb)
        }
        if inherent, let ratio = s.aspectRatio, ratio > 0,
           input.knownHeight != nil || s.height.resolve(input.parentHeight) != nil {
            let pbV = s.resolvedPadding(.ltr, base: base).vertical + s.resolvedBorder(.ltr, base: base).vertical
            var height = input.knownHeight ?? s.boxSize(s.height, base: input.parentHeight, paddingBorder: pbV) ?? pbV
            if input.knownHeight == nil {
                height = clamp(height, min: s.boxMinimum(s.minHeight, base: input.parentHeight, paddingBorder: pbV),
                               max: s.boxLimit(s.maxHeight, base: input.parentHeight, paddingBorder: pbV))
            }
            var transferred = transferredSize(
                height, ratio: ratio, toHeight: false, contentBox: s.boxSizing == .contentBox, pbFrom: pbV, pbTo: pb)
            if s.width.isAuto && (!childStorage.isEmpty || measure != nil) && !s.isScrollContainer {
                // `min-width: auto` of a box with an aspect ratio: at least its content
                // (not for a scroll container).
                transferred = max(transferred, intrinsicContentWidths().min + pb)
            }
            return max(clamp(transferred, min: minimum, max: maximum), pb)
        }
        if inherent, let transferred = transferredMaxWidth(heightBase: input.parentHeight) {
            // Without a definite height, the max-height through the ratio caps the width.
            maximum = min(maximum ?? .infinity, transferred)
        }
        let width: Double
        switch input.availableWidth {
        case .minContent:
            width = intrinsicWidths(
                paddingBorder: pb, heightBase: input.parentHeight, height: height, heightPaddingBorder: heightPB).min
        case .maxContent:
            width = intrinsicWidths(
                paddingBorder: pb, heightBase: input.parentHeight, height: height, heightPaddingBorder: heightPB).max
        case .definite:
            width = widthValue(.fitContent, base: base, paddingBorder: pb, available: available,
                               heightBase: input.parentHeight, height: height, heightPaddingBorder: heightPB) ?? pb
        }
        var lower = minimum
        if inherent, lower == nil, s.minWidth.isAuto, s.width.isAuto {
            // `min-width: auto` of a box with an aspect ratio: at least its min-height
            // (or its padding and border) through the ratio.
            // An automatic minimum: the max-width caps it.
            lower = transferredMinWidth(heightBase: input.parentHeight).map { min($0, maximum ?? .infinity) }
        }
        return max(clamp(width, min: lower, max: maximum), pb)
    }

    /// Resolves a width-axis size property to a border-box width (points), including the
    /// intrinsic keywords: `min-content`/`max-content` from the content, `fit-content`
    /// clamped to `available` (the space for the border box), `stretch` as `available`.
    /// Nil for `auto`, an unresolvable percentage, or `stretch` without available space.
    func widthValue(
        _ value: LayoutDimension, base: Double?, paddingBorder pb: Double, available: Double?, heightBase: Double? = nil,
        height: Double? = nil, heightPaddingBorder: Double? = nil
    ) -> Double? {
        func widths() -> (min: Double, max: Double) {
            intrinsicWidths(paddingBorder: pb, heightBase: heightBase, height: height, heightPaddingBorder: heightPaddingBorder)
        }
        switch value {
        case .auto: return nil
        case .points, .percent, .calc: return style.boxLimit(value, base: base, paddingBorder: pb)
        case .minContent: return widths().min
        case .maxContent: return widths().max
        case .stretch: return available.map { max($0, pb) }
        case .fitContent:
            let widths = widths()
            guard let available else { return widths.max }
            return min(widths.max, max(widths.min, available))
        }
    }

    /// The min-content and max-content border-box widths of this node (points) for its
    /// padding and border `pb` as resolved in layout. An empty box with an aspect ratio
    /// (`border-box` sizing) is as wide as its height through the ratio, whatever part of
    /// that width is percentage padding; other boxes add `pb` to their content's widths.
    /// `heightBase` is the parent's definite content height, if any (for a wrapping
    /// column's percentage height); `height` a border-box height given in context, with
    /// `heightPaddingBorder` its vertical padding and border as resolved in layout.
    func intrinsicWidths(
        paddingBorder pb: Double, heightBase: Double? = nil, height: Double? = nil, heightPaddingBorder: Double? = nil
    ) -> (min: Double, max: Double) {
        if style.aspectRatio != nil {
            return ratioBoxIntrinsicWidths(
                paddingBorder: pb, heightBase: heightBase, height: height, heightPaddingBorder: heightPaddingBorder)
        }
        let content = intrinsicContentWidths(heightBase: heightBase, height: height, heightPaddingBorder: heightPaddingBorder)
        return (content.min + pb, content.max + pb)
    }

    /// `intrinsicWidths` of a box with an aspect ratio: an empty one (`border-box`
    /// sizing) is as wide as its height through the ratio; others are at least as wide as
    /// their min-height (at least their padding and border) through the ratio, as in
    /// Chromium. Kept apart so that `intrinsicWidths` stays small for every other box.
    @inline(never)
    private func ratioBoxIntrinsicWidths(
        paddingBorder pb: Double, heightBase: Double?, height: Double?, heightPaddingBorder: Double?
    ) -> (min: Double, max: Double) {
        if childStorage.isEmpty, measure == nil, style.boxSizing == .borderBox,
           let width = intrinsicRatioWidth(heightBase: heightBase) {
            let size = max(width, pb)
            return (size, size)
        }
        let content = intrinsicContentWidths(heightBase: heightBase, height: height, heightPaddingBorder: heightPaddingBorder)
        if let transferred = transferredMinWidth(heightBase: heightBase, paddingBorder: heightPaddingBorder.map { ($0, pb) }) {
            return (max(content.min + pb, transferred), max(content.max + pb, transferred))
        }
        return (content.min + pb, content.max + pb)
    }

    /// `intrinsicContentWidths()` for the height this node has in context: `height`, the
    /// border-box height its parent gives it (stretched, or otherwise definite), else its
    /// `height` resolved against `heightBase`, the parent's definite content height. Its
    /// items then see that height as a browser's do: a row stretches its items to it (an
    /// item with an aspect ratio takes its width from it), percentages resolve against it,
    /// and a wrapping column breaks its items into columns by it. Kept in a small cache
    /// keyed by the content height.
    func intrinsicContentWidths(
        heightBase: Double?, height: Double? = nil, heightPaddingBorder: Double? = nil
    ) -> (min: Double, max: Double) {
        guard measure == nil, !childStorage.isEmpty, intrinsicWidthsDependOnHeight() else {
            return intrinsicContentWidths()
        }
        return contextIntrinsicContentWidths(heightBase: heightBase, height: height, heightPaddingBorder: heightPaddingBorder)
    }

    /// `intrinsicContentWidths(heightBase:height:heightPaddingBorder:)` of a node whose
    /// widths depend on its height (apart, so that the recursion through every other node
    /// does not carry this frame).
    @inline(never)
    private func contextIntrinsicContentWidths(
        heightBase: Double?, height: Double?, heightPaddingBorder: Double?
    ) -> (min: Double, max: Double) {
        guard let contentHeight = contextContentHeight(
            heightBase: heightBase, height: height, paddingBorder: heightPaddingBorder) else {
            if Self.breaksColumnsByPercentMaxHeight(self, heightBase: heightBase),
               let lines = columnWrapIntrinsicWidths(heightBase: heightBase) {
                // A wrapping column breaks its items by a percentage max-height.
                return lines
            }
            return intrinsicContentWidths()
        }
        if contentHeight == contentHeightInPoints() { return intrinsicContentWidths() }
        if let cached = cache.contextWidths(contentHeight) { return cached }
        let result = flexContainerIntrinsicWidths(contentHeight: contentHeight)
        cache.storeContextWidths(contentHeight, result)
        return result
    }

    /// Whether `node` is a wrapping column of indefinite height whose max-height is a
    /// percentage of `heightBase`, by which it breaks its items into columns.
    @inline(never)
    private static func breaksColumnsByPercentMaxHeight(_ node: LayoutNode, heightBase: Double?) -> Bool {
        let s = node.style
        return heightBase != nil && s.flexWrap != .noWrap && !s.flexDirection.isRow
            && s.height.resolve(heightBase) == nil && s.maxHeight.resolve(nil) == nil && s.maxHeight.resolve(0) != nil
    }

    /// Whether this node's intrinsic widths may depend on the height it has in context:
    /// it is a wrapping column, or one of its items has an aspect ratio or depends on it
    /// (widths follow from heights only through ratios and column wrapping). Cached.
    func intrinsicWidthsDependOnHeight() -> Bool {
        if let known = cache.widthsDependOnHeight { return known }
        var result = style.flexWrap != .noWrap && !style.flexDirection.isRow
        if !result && measure == nil {
            forEachFlexItem { child in
                if !result && (child.style.aspectRatio != nil || child.intrinsicWidthsDependOnHeight()) {
                    result = true
                }
            }
        }
        cache.widthsDependOnHeight = result
        return result
    }

    /// The content-box height (points) this node has in context: `height` (a border-box
    /// height given by the parent), else its `height` resolved against `heightBase`,
    /// clamped by min/max-height; nil when neither is known.
    private func contextContentHeight(heightBase: Double?, height: Double?, paddingBorder: Double?) -> Double? {
        let s = style
        // The vertical padding and border as resolved in layout when known (percentages
        // of the parent's width), else with percentages as zero.
        let pbV = paddingBorder ?? Self.verticalSum(s.padding) + Self.verticalSum(s.border)
        guard let h = height ?? s.boxSize(s.height, base: heightBase, paddingBorder: pbV) else { return nil }
        let clamped = clamp(h, min: s.boxMinimum(s.minHeight, base: heightBase, paddingBorder: pbV),
                            max: s.boxLimit(s.maxHeight, base: heightBase, paddingBorder: pbV))
        return max(0, clamped - pbV)
    }

    /// The min-content and max-content widths of this node's content box (points),
    /// cached until the node is marked dirty.
    ///
    /// For a flex container: a row sums its items' contributions (a wrapping row takes the
    /// largest min-content contribution), a column takes the largest. Percentages count
    /// as zero or auto, as in CSS intrinsic sizing.
    func intrinsicContentWidths() -> (min: Double, max: Double) {
        if let cached = cache.intrinsicWidths { return cached }
        var result = (min: 0.0, max: 0.0)
        if let measure {
            result.min = measure(0, .atMost, nil, .undefined).width
            result.max = measure(nil, .undefined, nil, .undefined).width
        } else if !children.isEmpty {
            result = flexContainerIntrinsicWidths(contentHeight: contentHeightInPoints())
        } else if let width = intrinsicRatioWidth() {
            // An empty box with an aspect ratio: its width follows from its height.
            let pbH = Self.horizontalSum(style.padding, atLeastZero: true)
                + Self.horizontalSum(style.border, atLeastZero: true)
            result = (max(0, width - pbH), max(0, width - pbH))
        }
        cache.intrinsicWidths = result
        return result
    }

    /// The intrinsic widths of this flex container's content box when its content height
    /// is `contentHeight` (definite: its height in points, or one from its context).
    private func flexContainerIntrinsicWidths(contentHeight: Double?) -> (min: Double, max: Double) {
        let isRow = style.flexDirection.isRow
        let wraps = style.flexWrap != .noWrap
        if !isRow && wraps, let lines = columnWrapIntrinsicWidths(heightBase: nil, contentHeight: contentHeight) {
            return lines
        }
        let gap = isRow ? max(0, style.columnGap.resolve(0) ?? 0) : 0
        var result = (min: 0.0, max: 0.0)
        var count = 0
        // A single-line row of definite height stretches its items to it, which gives
        // items with an aspect ratio their width (and their own items a definite height).
        let innerHeight = isRow && !wraps ? contentHeight : nil
        let alignItems = style.alignItems
        // A definite height is definite for the items' percentage heights (as in layout).
        let heightBase = contentHeight
        // A wrapping column's baseline-aligned items share their left border edges: the
        // group is as wide as its largest left margin plus its widest rest (as Chromium
        // sizes a multi-line column; a single-line one takes its widest item).
        var baselineLeft = -Double.infinity
        var baselineRest = (min: -Double.infinity, max: -Double.infinity)
        forEachFlexItem { child in
            let c = child.intrinsicContribution(
                inRow: isRow, wrapping: wraps, stretchedHeight: Self.stretchedHeight(of: child, in: innerHeight, alignItems: alignItems),
                heightBase: heightBase)
            if isRow {
                // A wrapping row's items may each start a line: its min-content width is
                // the largest contribution. Max-content sums them, negative margins included.
                result.min = wraps ? max(result.min, c.min) : result.min + c.min
                result.max += c.max
            } else {
                result.min = max(result.min, c.min)
                result.max = max(result.max, c.max)
                if wraps, let left = Self.baselineLeftMargin(child, alignItems: alignItems) {
                    baselineLeft = max(baselineLeft, left)
                    baselineRest = (max(baselineRest.min, c.min - left), max(baselineRest.max, c.max - left))
                }
            }
            count += 1
        }
        if baselineLeft > -Double.infinity {
            result = (max(result.min, baselineLeft + baselineRest.min), max(result.max, baselineLeft + baselineRest.max))
        }
        if isRow && count > 1 {
            result.max += gap * Double(count - 1)
            if !wraps { result.min += gap * Double(count - 1) }
        }
        // Negative margins may make a wrapping row's max-content width the smaller one.
        result.max = max(result.max, result.min)
        result = (max(0, result.min), max(0, result.max))
        return result
    }

    /// The border-box height a single-line row of content height `innerHeight` stretches
    /// `child` to, if it does. Static, so that reading the style takes no room in the
    /// frames of the recursive intrinsic sizing.
    @inline(never)
    private static func stretchedHeight(of child: LayoutNode, in innerHeight: Double?, alignItems: AlignItems) -> Double? {
        guard let innerHeight else { return nil }
        let s = child.style
        let align = s.alignSelf == .auto ? alignItems : s.alignSelf
        guard (align == .stretch || align == .auto) && s.height.isAuto && !s.margin.top.isAuto && !s.margin.bottom.isAuto else {
            return nil
        }
        let pbV = Self.verticalSum(s.padding) + Self.verticalSum(s.border)
        return max(innerHeight - (s.margin.top.resolve(0) ?? 0) - (s.margin.bottom.resolve(0) ?? 0), pbV)
    }

    /// The left margin (points, LTR, percentages of zero) of a column item that is
    /// baseline-aligned, nil for other items. Static, so that reading the style takes no
    /// room in the frames of the recursive intrinsic sizing.
    @inline(never)
    private static func baselineLeftMargin(_ child: LayoutNode, alignItems: AlignItems) -> Double? {
        let s = child.style
        let align = s.alignSelf == .auto ? alignItems : s.alignSelf
        guard align == .baseline else { return nil }
        let left = s.margin.resolvedLeft(.ltr), right = s.margin.resolvedRight(.ltr)
        guard !left.isAuto && !right.isAuto else { return nil }
        return left.resolve(0) ?? 0
    }

    /// The intrinsic widths of a wrapping column with a height (or max-height) in points:
    /// max-content breaks its items into columns by that height, each as wide as its
    /// widest item, plus the column gaps; min-content is its widest item (as browsers
    /// do). Percentages resolve against `heightBase`. Nil when the height is not
    /// resolvable.
    private func columnWrapIntrinsicWidths(
        heightBase: Double?, contentHeight: Double? = nil
    ) -> (min: Double, max: Double)? {
        let s = style
        let pbV = Self.verticalSum(s.padding) + Self.verticalSum(s.border)
        var limit: Double
        if let contentHeight {
            limit = contentHeight
        } else {
            if let h = s.height.resolve(heightBase) {
                limit = h
            } else if let h = s.maxHeight.resolve(heightBase) {
                // An auto height, or a percentage of an indefinite one.
                limit = h
            } else {
                return nil
            }
            if s.boxSizing == .borderBox { limit -= pbV }
        }
        // The items' percentages resolve against a definite height only (not max-height).
        let itemBase = contentHeight != nil || s.height.resolve(heightBase) != nil ? limit : nil
        // A percentage row gap resolves against a definite height, as in layout (else
        // against zero: `calc(10% + 4px)` is 4); a negative `calc()` gap is zero.
        let rowGap = max(0, s.rowGap.resolve(itemBase ?? 0) ?? 0)
        let columnGap = max(0, s.columnGap.resolve(0) ?? 0)
        var result = (min: 0.0, max: 0.0)
        var lineMax = 0.0
        var used = 0.0
        var inLine = 0
        let scratch = LayoutScratch()
        forEachFlexItem { child in
            let c = child.intrinsicContribution(heightBase: itemBase)
            let cs = child.style
            let margin = (cs.margin.top.resolve(0) ?? 0) + (cs.margin.bottom.resolve(0) ?? 0)
            let childPB = Self.verticalSum(cs.padding) + Self.verticalSum(cs.border)
            func laidOutHeight(_ mode: SizingMode) -> Double {
                let marginH = Self.horizontalSum(cs.margin, atLeastZero: false)
                let input = LayoutInput(
                    knownWidth: max(0, c.max - marginH), knownHeight: nil, heightIsDefinite: false,
                    parentWidth: nil, parentHeight: itemBase, availableWidth: .maxContent, availableHeight: .maxContent,
                    runMode: .computeSize, sizingMode: mode, direction: .ltr)
                return child.computeLayout(input, scratch: scratch).height
            }
            // The item's hypothetical main size: its flex basis or height, clamped (a
            // flex basis by the automatic minimum too).
            let specified = cs.boxSize(cs.height, base: itemBase, paddingBorder: childPB)
            var height = cs.boxSize(cs.flexBasis, base: itemBase, paddingBorder: childPB)
            if let basis = height, cs.minHeight.isAuto, !cs.isScrollContainer {
                // The content size suggestion of a ratio box with an auto height is its
                // height through the ratio (at least its content's).
                let content = laidOutHeight(cs.aspectRatio != nil && cs.height.isAuto ? .inherentSize : .contentSize)
                height = max(basis, min(content, specified ?? .infinity))
            }
            height = (height ?? specified).map {
                max(clamp($0, min: cs.boxMinimum(cs.minHeight, base: itemBase, paddingBorder: childPB),
                          max: cs.boxLimit(cs.maxHeight, base: itemBase, paddingBorder: childPB)), childPB)
            }
            if height == nil { height = laidOutHeight(.inherentSize) }
            let outer = (height ?? 0) + margin
            result.min = max(result.min, c.min)
            if inLine > 0 && used + rowGap + outer > limit + layoutEpsilon {
                result.max += lineMax + columnGap
                lineMax = 0
                used = outer
                inLine = 1
            } else {
                used += (inLine > 0 ? rowGap : 0) + outer
                inLine += 1
            }
            lineMax = max(lineMax, c.max)
        }
        return (result.min, result.max + lineMax)
    }

    /// Top plus bottom of padding or border `edges` in points, percentages of zero.
    @inline(__always)
    static func verticalSum(_ edges: LayoutEdges) -> Double {
        max(0, edges.top.resolve(0) ?? 0) + max(0, edges.bottom.resolve(0) ?? 0)
    }

    /// Left plus right of `edges` in points as `LayoutStyle.resolvedPadding` (or
    /// `resolvedMargin`) would give them for LTR without a percentage base.
    @inline(__always)
    private static func horizontalSum(_ edges: LayoutEdges, atLeastZero: Bool) -> Double {
        let left = edges.resolvedLeft(.ltr).resolve(0) ?? 0
        let right = edges.resolvedRight(.ltr).resolve(0) ?? 0
        return atLeastZero ? max(0, left) + max(0, right) : left + right
    }

    /// The content-box height (points) of this node when its `height` is in points,
    /// clamped by min/max-height in points; nil otherwise.
    func contentHeightInPoints() -> Double? {
        let s = style
        guard case .points = s.height else { return nil }
        let pbV = Self.verticalSum(s.padding) + Self.verticalSum(s.border)
        guard let height = s.boxSize(s.height, base: nil, paddingBorder: pbV) else { return nil }
        let clamped = clamp(height, min: s.boxMinimum(s.minHeight, base: nil, paddingBorder: pbV),
                            max: s.boxLimit(s.maxHeight, base: nil, paddingBorder: pbV))
        return max(0, clamped - pbV)
    }

    /// The border-box width (points) that an aspect ratio gives this node for intrinsic
    /// sizing: its `height` (or, for an empty box, its vertical padding and border),
    /// clamped by min/max-height, through the ratio (applied to the content box under
    /// `box-sizing: content-box`). Nil without a ratio or such a height. Percentages
    /// resolve against `heightBase` (the parent's definite content height), else count
    /// as unresolvable.
    func intrinsicRatioWidth(stretchedHeight: Double? = nil, heightBase: Double? = nil) -> Double? {
        let s = style
        guard let ratio = s.aspectRatio, ratio > 0 else { return nil }
        let pbV = Self.verticalSum(s.padding) + Self.verticalSum(s.border)
        let pbH = Self.horizontalSum(s.padding, atLeastZero: true) + Self.horizontalSum(s.border, atLeastZero: true)
        var height = s.boxSize(s.height, base: heightBase, paddingBorder: pbV) ?? stretchedHeight
        if height == nil && measure == nil && children.isEmpty { height = pbV }
        guard var h = height else { return nil }
        h = max(clamp(h, min: s.boxMinimum(s.minHeight, base: heightBase, paddingBorder: pbV),
                      max: s.boxLimit(s.maxHeight, base: heightBase, paddingBorder: pbV)), pbV)
        return s.boxSizing == .contentBox ? (h - pbV) * ratio + pbH : max(h * ratio, pbH)
    }

    /// The border-box width (points) that this node's `min-height` (at least its vertical
    /// padding and border) gives it through its aspect ratio (its automatic minimum
    /// width); percentages resolve against `heightBase`. `paddingBorder` is the vertical
    /// and horizontal padding and border as resolved in layout, when known (else with
    /// percentages as zero). Nil without a ratio or a positive minimum height.
    func transferredMinWidth(heightBase: Double?, paddingBorder: (vertical: Double, horizontal: Double)? = nil) -> Double? {
        let s = style
        guard let ratio = s.aspectRatio, ratio > 0 else { return nil }
        let pbV = paddingBorder?.vertical ?? Self.verticalSum(s.padding) + Self.verticalSum(s.border)
        // The min-height is at least the padding and border (a box is never shorter).
        let minHeight = max(s.boxMinimum(s.minHeight, base: heightBase, paddingBorder: pbV) ?? 0, pbV)
        guard minHeight > 0 else { return nil }
        let pbH = paddingBorder?.horizontal
            ?? Self.horizontalSum(s.padding, atLeastZero: true) + Self.horizontalSum(s.border, atLeastZero: true)
        return transferredSize(minHeight, ratio: ratio, toHeight: false, contentBox: s.boxSizing == .contentBox,
                               pbFrom: pbV, pbTo: pbH)
    }

    /// The automatic minimum width (points) of this node as a row item in intrinsic
    /// sizing: the smaller of its `width` and its content size suggestion (its min-content
    /// width, or the width its aspect ratio gives it), at most `maximum`.
    private func automaticMinimumWidth(
        paddingBorder pb: Double, maximum: Double?, ratioWidth: Double?, heightBase: Double?, height: Double?
    ) -> Double {
        // The min-content width at the height the box has in context (its items stretch
        // to it, ratio items take their widths from it).
        let content = ratioWidth ?? intrinsicContentWidths(heightBase: heightBase, height: height).min + pb
        let specified = style.boxSize(style.width, base: nil, paddingBorder: pb)
        return Swift.min(specified ?? content, content, maximum ?? .infinity)
    }

    /// The border-box width (points) that this node's `max-height` gives it through its
    /// aspect ratio when its width is `auto` (or an unresolvable percentage); percentages resolve against `heightBase`.
    /// Nil without a ratio or a resolvable maximum height.
    func transferredMaxWidth(heightBase: Double?) -> Double? {
        let s = style
        // A percentage width without a base counts as `auto`.
        guard let ratio = s.aspectRatio, ratio > 0,
              s.width.isAuto || s.width.resolve(nil) == nil && s.width.resolve(0) != nil else { return nil }
        let pbV = Self.verticalSum(s.padding) + Self.verticalSum(s.border)
        guard let maxHeight = s.boxLimit(s.maxHeight, base: heightBase, paddingBorder: pbV) else { return nil }
        let pbH = Self.horizontalSum(s.padding, atLeastZero: true) + Self.horizontalSum(s.border, atLeastZero: true)
        return transferredSize(max(maxHeight, pbV), ratio: ratio, toHeight: false,
                               contentBox: s.boxSizing == .contentBox, pbFrom: pbV, pbTo: pbH)
    }

    /// This node's outer (margin-box) min-/max-content width contributions (points).
    ///
    /// As an item of a row flex container (`inRow`) with a flex basis in points, an item
    /// that cannot grow contributes at most that basis and one that cannot shrink at
    /// least that basis (in a wrapping row, to its max-content width only), then clamped
    /// by min/max-width with the automatic minimum (the smaller of `width` and the
    /// min-content width) for `min-width: auto`, as browsers size a row around its items'
    /// flex base sizes. A percentage `min-width` counts as zero (not as `auto`). `stretchedHeight` is the height a
    /// single-line row of definite height stretches the item to (for an aspect ratio),
    /// `heightBase` the parent's definite content height (for a percentage height).
    func intrinsicContribution(
        inRow: Bool = false, wrapping: Bool = false, stretchedHeight: Double? = nil, heightBase: Double? = nil
    ) -> (min: Double, max: Double) {
        // Kept small, its steps in functions of their own: this frame is on the stack for as
        // long as the content below is sized, once per level of a deep tree.
        let limits = contributionLimits(stretchedHeight: stretchedHeight, heightBase: heightBase)
        let sized: (sizes: (min: Double, max: Double), ratioWidth: Double?)
        if let fixed = fixedContribution(limits, stretchedHeight: stretchedHeight, heightBase: heightBase) {
            sized = fixed
        } else {
            let content = intrinsicContentWidths(heightBase: heightBase, height: stretchedHeight)
            sized = (contentContribution(content, limits, heightBase: heightBase), nil)
        }
        return finishContribution(sized.sizes, limits, ratioWidth: sized.ratioWidth, inRow: inRow, wrapping: wrapping,
                                  stretchedHeight: stretchedHeight, heightBase: heightBase)
    }

    /// What bounds a contribution: the horizontal padding and border, the margins, and the
    /// set and transferred min and max widths (LTR, percentages of zero).
    private struct ContributionLimits {
        var pb: Double
        var margin: Double
        var minimum: Double?
        var maxWidth: Double?
        var maximum: Double?
    }

    @inline(never)
    private func contributionLimits(stretchedHeight: Double?, heightBase: Double?) -> ContributionLimits {
        let s = style
        // Intrinsic sizing resolves the horizontal edges for LTR, percentages as zero.
        let pb = Self.horizontalSum(s.padding, atLeastZero: true) + Self.horizontalSum(s.border, atLeastZero: true)
        let margin = Self.horizontalSum(s.margin, atLeastZero: false)
        // A percentage min-width of the indefinite width being computed is a percentage
        // of zero (`calc(10% + 8px)` is 8).
        let minimum = s.boxMinimum(s.minWidth, base: nil, paddingBorder: pb)
        let maxWidth = s.boxLimit(s.maxWidth, base: nil, paddingBorder: pb)
        var maximum = maxWidth
        // The max-height through the ratio caps the width, unless the height is definite
        // (set or stretched): then the content's min-content width still counts.
        if let transferred = transferredMaxWidth(heightBase: heightBase),
           intrinsicRatioWidth(stretchedHeight: stretchedHeight, heightBase: heightBase) == nil
            || children.isEmpty && measure == nil {
            // A transferred max that conflicts with the transferred min gives way to it.
            let transferredMinimum = transferredMinWidth(heightBase: heightBase) ?? 0
            maximum = Swift.min(maximum ?? .infinity, Swift.max(transferred, transferredMinimum))
        }
        return ContributionLimits(pb: pb, margin: margin, minimum: minimum, maxWidth: maxWidth, maximum: maximum)
    }

    /// The contribution of a box whose width is set, or follows from its aspect ratio (the
    /// width the ratio gives it, which is also its content size suggestion for the
    /// automatic minimum); nil when it comes from content.
    @inline(never)
    private func fixedContribution(_ limits: ContributionLimits, stretchedHeight: Double?, heightBase: Double?)
        -> (sizes: (min: Double, max: Double), ratioWidth: Double?)? {
        let s = style
        if let width = s.boxSize(s.width, base: nil, paddingBorder: limits.pb) { return ((width, width), nil) }
        guard var width = intrinsicRatioWidth(stretchedHeight: stretchedHeight, heightBase: heightBase) else { return nil }
        if limits.minimum == nil && (!children.isEmpty || measure != nil) && !s.isScrollContainer {
            // `min-width: auto` of a box with an aspect ratio: at least its content
            // (not for a scroll container).
            width = max(width, intrinsicContentWidths(heightBase: heightBase, height: stretchedHeight).min + limits.pb)
        }
        return ((width, width), width)
    }

    /// The contribution of a box sized by its `content` widths.
    @inline(never)
    private func contentContribution(_ content: (min: Double, max: Double), _ limits: ContributionLimits,
                                     heightBase: Double?) -> (min: Double, max: Double) {
        let pb = limits.pb
        var sizes: (min: Double, max: Double)
        switch style.width {
        case .minContent: sizes = (content.min + pb, content.min + pb)
        case .maxContent: sizes = (content.max + pb, content.max + pb)
        default: sizes = (content.min + pb, content.max + pb)
        }
        if style.aspectRatio != nil, let transferred = transferredMinWidth(heightBase: heightBase) {
            // A ratio box's min-height through the ratio is the least its content
            // sizes are (also with a set min-width, as in Chromium).
            sizes = (max(sizes.min, transferred), max(sizes.max, transferred))
        }
        return sizes
    }

    /// A contribution clamped by its limits, and in a row by its flex basis, plus margins.
    @inline(never)
    private func finishContribution(
        _ sizes: (min: Double, max: Double), _ limits: ContributionLimits, ratioWidth: Double?, inRow: Bool,
        wrapping: Bool, stretchedHeight: Double?, heightBase: Double?
    ) -> (min: Double, max: Double) {
        let s = style
        let pb = limits.pb
        let minimum = limits.minimum
        let maxWidth = limits.maxWidth
        var maximum = limits.maximum
        var sizes = sizes
        var lower = minimum
        // A percentage width counts as `auto` here (its base is the width being computed).
        let widthIsAuto = s.width.isAuto || s.width.resolve(nil) == nil && s.width.resolve(0) != nil
        if lower == nil, widthIsAuto, let transferred = transferredMinWidth(heightBase: heightBase) {
            // `min-width: auto` of a box with an aspect ratio, an automatic minimum that
            // the max-width caps (not the max-height through the ratio: the min wins).
            lower = Swift.min(transferred, maxWidth ?? .infinity)
        }
        if inRow, case .points = s.flexBasis, let basis = s.boxSize(s.flexBasis, base: nil, paddingBorder: pb) {
            // An item that cannot grow contributes at most its flex basis, one that cannot
            // shrink at least its flex basis; `min-width: auto` is the automatic minimum.
            func limited(_ size: Double) -> Double {
                var result = size
                if s.flexGrow == 0 { result = Swift.min(result, basis) }
                if s.flexShrink == 0 { result = Swift.max(result, basis) }
                return result
            }
            // The max-height through the ratio caps the size from content, not the basis.
            let contentMaximum = maximum
            if let maximum { sizes = (Swift.min(sizes.min, maximum), Swift.min(sizes.max, maximum)) }
            maximum = maxWidth
            // A wrapping row's min-content width ignores the bases (each item may wrap).
            sizes = (wrapping ? sizes.min : limited(sizes.min), limited(sizes.max))
            if minimum == nil && !s.isScrollContainer {
                // The automatic minimum (at least the min-height through the ratio). With
                // a set width, a ratio box's content size suggestion is still the width
                // its definite height gives it.
                let suggestion = ratioWidth
                    ?? intrinsicRatioWidth(stretchedHeight: stretchedHeight, heightBase: heightBase)
                lower = Swift.max(lower ?? 0, automaticMinimumWidth(
                    paddingBorder: pb, maximum: contentMaximum, ratioWidth: suggestion, heightBase: heightBase,
                    height: stretchedHeight))
            }
        }
        sizes.min = max(clamp(sizes.min, min: lower, max: maximum), pb) + limits.margin
        sizes.max = max(clamp(sizes.max, min: lower, max: maximum), pb) + limits.margin
        return sizes
    }
}
