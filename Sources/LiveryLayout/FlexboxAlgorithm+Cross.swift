// §9.4: cross sizes of items, lines and the container.

extension FlexboxAlgorithm {
    /// §9.4 step 7: the hypothetical cross size of each item: its height laid out at its
    /// used main size in a row container (items of a column container already have their
    /// widths). Also records baselines of baseline-aligned items in row containers.
    mutating func determineHypotheticalCrossSizes() {
        // One function per item and axis: this frame is on the stack while the items'
        // content is measured, and holds nothing of theirs.
        if flow.isRow {
            for i in items.indices { determineRowItemCrossSize(i) }
        } else {
            for i in items.indices { determineColumnItemCrossSize(i) }
        }
    }

    /// A row item's hypothetical cross size: its height, measured from its content unless
    /// known (and measured anyway when it is baseline-aligned, for its baseline).
    private mutating func determineRowItemCrossSize(_ i: Int) {
        var cross = knownCrossSize(i)
        let baselineAligned = items[i].isBaselineAligned
        if cross == nil || baselineAligned {
            let output = itemNodes[i].computeLayout(rowItemInput(i, knownCross: cross), scratch: scratch)
            cross = output.height
            if baselineAligned { items[i].baseline = output.firstBaseline ?? output.height }
        }
        setHypotheticalCross(i, cross ?? 0)
    }

    /// A row item's height known before measuring: set, or through its aspect ratio.
    @inline(never)
    private mutating func knownCrossSize(_ i: Int) -> Double? {
        items[i].sizeCross ?? ratioItemHeight(i)
    }

    /// The input a row item's height (or baseline) is measured with.
    @inline(never)
    private mutating func rowItemInput(_ i: Int, knownCross: Double?) -> LayoutInput {
        let item = items[i]
        let knownHeight = knownCross.map { max(clamp($0, min: item.minCross, max: item.maxCross), item.paddingBorderCross) }
        return childInput(
            knownWidth: item.targetMain, knownHeight: knownHeight, heightIsDefinite: true,
            runMode: item.isBaselineAligned ? .computeBaseline : .computeSize)
    }

    @inline(never)
    private mutating func setHypotheticalCross(_ i: Int, _ cross: Double) {
        items[i].hypotheticalCross = max(clamp(cross, min: items[i].minCross, max: items[i].maxCross), items[i].paddingBorderCross)
    }

    /// A column item's hypothetical cross size (its width).
    @inline(never)
    private mutating func determineColumnItemCrossSize(_ i: Int) {
        // A column item with an aspect ratio and an auto width that is not stretched
        // to a definite width (single-line) takes its width from its used height; so
        // does one whose width is `min-content`, `max-content` or `fit-content` (the
        // intrinsic width of a ratio box at a definite height is that height's).
        let item = items[i]
        guard !item.stretches || isMultiLine,
              item.sizeCross == nil || itemNodes[i].style.width.isContentKeyword
        else { return }
        guard let ratio = item.aspectRatio else {
            // Other items not stretched to the container's width whose used height
            // is definite take their width from their content at that height (a row
            // inside stretches its items to it, which gives ratio boxes their
            // widths), as Chromium sizes the inline size of a column item laid out
            // at its flexed block size.
            let node = itemNodes[i]
            let heightIsBasis = item.sizeMain != nil && node.style.flexBasis.isAuto
            if node.measure == nil && !node.childStorage.isEmpty
                && (heightIsDefinite || heightIsBasis || item.hasDefiniteBasis)
                && node.intrinsicWidthsDependOnHeight() {
                items[i].hypotheticalCross = columnItemWidth(i, height: item.targetMain)
            }
            return
        }
        var width = item.crossFromMain(item.targetMain, ratio: ratio, isRow: false)
        let node = itemNodes[i]
        if item.minCross == nil && (item.minMain == nil || item.sizeMain != nil || !Self.heightIsAuto(node))
            && (!node.childStorage.isEmpty || node.measure != nil) && !node.style.isScrollContainer {
            // `min-width: auto` of a box with an aspect ratio: at least its content
            // (not for a scroll container, nor, as in Chromium, for a flexed height:
            // one with `height: auto` whose set `min-height` lets it shrink below
            // that of its content takes its width from the ratio alone).
            var content = node.intrinsicContentWidths().min + item.paddingBorderCross
            if let maxMain = item.maxMain, item.sizeMain == nil {
                // Capped by the max-height through the ratio (unless the height
                // is set).
                content = min(content, item.crossFromMain(maxMain, ratio: ratio, isRow: false))
            }
            width = max(width, content)
        }
        items[i].hypotheticalCross = max(
            clamp(width, min: item.minCross, max: item.maxCross), item.paddingBorderCross)
    }

    /// Whether `node`'s `height` is `auto` (a static helper: reading the style takes no
    /// room in the frame of a recursive step).
    @inline(never)
    private static func heightIsAuto(_ node: LayoutNode) -> Bool { node.style.height.isAuto }

    /// The height of a row item with an aspect ratio and an auto height at its used width
    /// (points): the ratio's, at least its content's under `min-height: auto`. Nil
    /// without a ratio.
    private mutating func ratioItemHeight(_ i: Int) -> Double? {
        let item = items[i]
        guard let ratio = item.aspectRatio else { return nil }
        let height = item.crossFromMain(item.targetMain, ratio: ratio, isRow: true)
        let node = itemNodes[i]
        guard node.style.height.isAuto else { return height }
        if node.measure == nil && !node.childStorage.isEmpty {
            // Laid out at its width, a container takes its height from the ratio, at least
            // its content's under `min-height: auto` (its own items stretching to the
            // ratio height).
            let input = childInput(knownWidth: item.targetMain, knownHeight: nil, runMode: .computeSize)
            return node.computeLayout(input, scratch: scratch).height
        }
        if node.measure != nil {
            let input = childInput(
                knownWidth: item.targetMain, knownHeight: nil, runMode: .computeSize, sizingMode: .contentSize)
            return max(height, node.computeLayout(input, scratch: scratch).height)
        }
        return height
    }

    /// The distance of an item's alignment baseline from its cross-start border edge
    /// (points). In a row, its first baseline (under `wrap-reverse`, whose cross start is
    /// the bottom, measured from the bottom edge, as Chromium does). No baseline runs
    /// along a column's cross axis: as Chromium does, the item's line-left (physical
    /// left) border edge stands for it, so a column's baseline-aligned items share their
    /// left edges.
    func alignmentBaseline(_ item: FlexItem) -> Double {
        if flow.isRow { return flow.crossReverse ? item.hypotheticalCross - item.baseline : item.baseline }
        return flow.rtl == flow.crossReverse ? 0 : item.hypotheticalCross
    }

    /// §9.4 step 8: the cross size of each flex line: the container's inner cross size
    /// for a single line when it is definite, else the largest outer hypothetical cross
    /// size (baseline-aligned items count by their ascent and descent); a single line is
    /// clamped by the container's min/max cross size.
    mutating func calculateLineCrossSizes() {
        for l in lines.indices {
            var largest = 0.0
            // The largest ascent and descent of the baseline-aligned items, which may be
            // negative (negative margins).
            var ascent = -Double.infinity
            var descent = -Double.infinity
            for i in lines[l].start..<lines[l].end {
                let item = items[i]
                // In a single line of definite cross size, stretched items take the line's
                // size (which matters when content may make the container taller).
                var outer = item.hypotheticalCross + item.marginCross
                if !isMultiLine, let innerCross, item.stretches {
                    // Where content may make the container taller than its ratio height, a
                    // stretched item counts at that height (its content does not), clamped
                    // by its min/max cross size and at least its padding and border.
                    guard flow.isRow && heightIsContentMinimum else { continue }
                    outer = max(clamp(innerCross - item.marginCross, min: item.minCross, max: item.maxCross),
                                item.paddingBorderCross) + item.marginCross
                }
                if item.isBaselineAligned {
                    let itemAscent = item.margin.crossStart + alignmentBaseline(item)
                    ascent = max(ascent, itemAscent)
                    descent = max(descent, outer - itemAscent)
                } else {
                    largest = max(largest, outer)
                }
            }
            lines[l].maxBaselineAscent = ascent
            lines[l].crossSize = max(largest, ascent + descent)
        }
        guard !isMultiLine, lines.count == 1 else { return }
        if let innerCross {
            // Where content may make the container taller than its ratio height, the line
            // is at most as tall as the container's max-height allows.
            if flow.isRow && heightIsContentMinimum {
                let upper = maxHeight.map { max(innerCross, $0 - paddingBorder.cross) } ?? .infinity
                lines[0].crossSize = min(max(innerCross, lines[0].crossSize), upper)
            } else {
                lines[0].crossSize = innerCross
            }
        } else if flow.isRow {
            let pb = paddingBorder.cross
            lines[0].crossSize = max(0, clamp(
                lines[0].crossSize, min: minHeight.map { $0 - pb }, max: maxHeight.map { $0 - pb }))
        }
    }

    /// §9.6 step 15: the container's cross size: definite, or the sum of its lines and
    /// gaps clamped by min/max (a height from the aspect ratio is the least it takes).
    /// Sets `innerCross`.
    mutating func determineContainerCrossSize() {
        if let innerCross, !flow.isRow || !heightIsContentMinimum {
            containerCross = innerCross + paddingBorder.cross
            return
        }
        var sum = crossGap * Double(max(0, lines.count - 1))
        for line in lines { sum += line.crossSize }
        let pb = paddingBorder.cross
        containerCross = max(clamp(sum + pb, min: minHeight, max: maxHeight), pb)
        if heightIsContentMinimum, let height { containerCross = max(containerCross, height) }
        innerCross = containerCross - pb
    }

    /// §9.4 step 9: with `align-content: stretch`, grows the lines of a multi-line
    /// container equally to fill its inner cross size.
    mutating func stretchLinesForAlignContent() {
        guard isMultiLine, alignContent == .stretch, let innerCross, !lines.isEmpty else { return }
        var used = crossGap * Double(lines.count - 1)
        for line in lines { used += line.crossSize }
        let free = innerCross - used
        guard free > 0 else { return }
        let share = free / Double(lines.count)
        for l in lines.indices { lines[l].crossSize += share }
    }

    /// §9.4 step 11: the used cross size of each item: stretched items fill their line
    /// (minus margins, clamped by min/max), others keep their hypothetical cross size.
    mutating func determineUsedCrossSizes() {
        // The cross size of a line wider than this, in a multi-line column, refits its
        // unstretched items (below).
        let wideLine = isMultiLine && !flow.isRow ? innerWidth + layoutEpsilon : .infinity
        var refits = false
        for line in lines {
            for i in line.start..<line.end {
                let item = items[i]
                if item.stretches {
                    let stretched = line.crossSize - item.marginCross
                    items[i].crossSize = max(
                        clamp(stretched, min: item.minCross, max: item.maxCross), item.paddingBorderCross)
                    items[i].isStretched = true
                } else {
                    items[i].crossSize = item.hypotheticalCross
                    if line.crossSize > wideLine { refits = true }
                }
            }
        }
        if refits { refitColumnItemWidths(wideLine: wideLine) }
    }

    /// In a multi-line column, Chromium sizes an item that is not stretched and whose
    /// width is `auto` or `fit-content` against its line's cross size rather than the
    /// container's width: in a line wider than the container (a wider item set its cross
    /// size) its fit-content width may be larger. Its main size stays as flexed.
    @inline(never)
    private mutating func refitColumnItemWidths(wideLine: Double) {
        for l in lines.indices where lines[l].crossSize > wideLine {
            let lineCrossSize = lines[l].crossSize
            for i in lines[l].start..<lines[l].end where !items[i].isStretched && items[i].aspectRatio == nil {
                let node = itemNodes[i]
                let width = node.style.width
                guard width.isAuto || width == .fitContent else { continue }
                var input = childInput(knownWidth: nil, knownHeight: nil, runMode: .computeSize)
                input.availableWidth = .definite(lineCrossSize)
                let refit = node.resolveWidth(
                    input, paddingBorder: items[i].paddingBorderCross, margin: items[i].marginCross)
                items[i].crossSize = max(items[i].crossSize, refit)
            }
        }
    }
}
