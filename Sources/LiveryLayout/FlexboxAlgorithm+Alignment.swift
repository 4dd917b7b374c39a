// §9.5–9.6: main-axis alignment, cross-axis alignment and flex-line alignment.

extension FlexboxAlgorithm {
    /// §9.5 step 12: distributes a line's remaining free space: first to `auto` main-axis
    /// margins, else by `justify-content`. Sets each item's `mainOffset` from the
    /// container's main-start border edge.
    mutating func distributeMainAxisSpace(lineIndex: Int) {
        let line = lines[lineIndex]
        let count = line.end - line.start
        guard count > 0 else { return }
        var used = mainGap * Double(count - 1)
        var autoMargins = 0
        for i in line.start..<line.end {
            used += items[i].outerTargetMain
            autoMargins += (items[i].autoMainStart ? 1 : 0) + (items[i].autoMainEnd ? 1 : 0)
        }
        let free = (innerMain ?? 0) - used
        var leading = 0.0
        var between = 0.0
        var autoShare = 0.0
        if autoMargins > 0 && free > 0 {
            autoShare = free / Double(autoMargins)
        } else {
            // No auto margins, or no positive free space for them: they count as zero
            // and `justify-content` aligns the line (§9.5 step 12).
            (leading, between) = Self.justify(
                justifyContent, free: free, count: count, startIsEnd: flow.mainReverse)
        }
        var cursor = paddingBorder.mainStart + leading
        for i in line.start..<line.end {
            if items[i].autoMainStart { items[i].margin.mainStart = autoShare }
            if items[i].autoMainEnd { items[i].margin.mainEnd = autoShare }
            cursor += items[i].margin.mainStart
            items[i].mainOffset = cursor
            cursor += items[i].targetMain + items[i].margin.mainEnd + mainGap + between
        }
    }

    /// The space before the first item and between items for `justify-content` (points).
    /// With negative free space `space-between` falls back to `flex-start` and
    /// `space-around`/`space-evenly` to the axis' start (browsers' safe fallback);
    /// `center` and `flex-end` overflow.
    /// `startIsEnd` tells that the axis' writing-mode start is the flex end (a reversed
    /// axis), where the safe fallback puts the items.
    static func justify(
        _ value: JustifyContent, free: Double, count: Int, startIsEnd: Bool
    ) -> (leading: Double, between: Double) {
        let safeStart = startIsEnd ? free : 0
        switch value {
        case .flexStart: return (0, 0)
        case .flexEnd: return (free, 0)
        case .center: return (free / 2, 0)
        case .spaceBetween:
            return free > 0 && count > 1 ? (0, free / Double(count - 1)) : (0, 0)
        case .spaceAround:
            if free <= 0 { return (safeStart, 0) }
            return (free / Double(count) / 2, free / Double(count))
        case .spaceEvenly:
            if free <= 0 { return (safeStart, 0) }
            return (free / Double(count + 1), free / Double(count + 1))
        }
    }

    /// §9.6 steps 13–14: resolves `auto` cross-axis margins and aligns each item in its
    /// line by `align-self`. Sets each item's `crossOffset` from its line's cross-start.
    mutating func alignItemsInCrossAxis() {
        for line in lines {
            for i in line.start..<line.end {
                let item = items[i]
                let free = line.crossSize - item.crossSize - item.marginCross
                var offset = 0.0
                if item.autoCrossStart || item.autoCrossEnd {
                    if item.autoCrossStart && item.autoCrossEnd {
                        offset = max(0, free) / 2
                    } else if item.autoCrossStart {
                        offset = max(0, free)
                    }
                } else {
                    switch item.alignSelf {
                    case .flexEnd: offset = free
                    case .center: offset = free / 2
                    case .baseline:
                        offset = line.maxBaselineAscent - alignmentBaseline(item) - item.margin.crossStart
                    default: offset = 0
                    }
                }
                items[i].crossOffset = offset + item.margin.crossStart
            }
        }
    }

    /// §9.6 step 16: positions the flex lines in the container by `align-content`
    /// (`stretch` was applied in step 9). Sets each line's `crossOffset`.
    mutating func alignFlexLines() {
        guard !lines.isEmpty else { return }
        var used = crossGap * Double(lines.count - 1)
        for line in lines { used += line.crossSize }
        let free = (innerCross ?? used) - used
        var leading = 0.0
        var between = 0.0
        if isMultiLine {
            switch alignContent {
            case .flexStart, .stretch: break
            case .flexEnd: leading = free
            case .center: leading = free / 2
            case .spaceBetween, .spaceAround, .spaceEvenly:
                let distribution: JustifyContent = alignContent == .spaceBetween
                    ? .spaceBetween : alignContent == .spaceAround ? .spaceAround : .spaceEvenly
                (leading, between) = Self.justify(
                    distribution, free: free, count: lines.count, startIsEnd: flow.crossReverse)
            }
        }
        var cursor = paddingBorder.crossStart + leading
        for l in lines.indices {
            lines[l].crossOffset = cursor
            cursor += lines[l].crossSize + crossGap + between
        }
    }

    /// §8.5: the container's first baseline from its top border edge: that of the first
    /// line's first baseline-aligned item, else its first item (synthesized from the
    /// item's bottom border edge if it has none). As Chromium takes them, the first line
    /// under `wrap-reverse` is the last one (the topmost of a row), and the first item
    /// in a `-reverse` direction the last in order (the topmost of a `column-reverse`,
    /// the leftmost of an LTR `row-reverse`). Nil for a size-only query or no items.
    func containerBaseline() -> Double? {
        guard input.runMode != .computeSize, let line = flow.crossReverse ? lines.last : lines.first,
              line.end > line.start else { return nil }
        var chosen = flow.mainReverse ? line.end - 1 : line.start
        if flow.isRow, let aligned = (line.start..<line.end).first(where: { items[$0].isBaselineAligned }) {
            chosen = aligned
        }
        let item = items[chosen]
        let origin = physicalOrigin(of: item, in: line)
        let size = flow.widthHeight(main: item.targetMain, cross: item.crossSize)
        var baseline = item.baseline
        if input.runMode != .performLayout && !(flow.isRow && item.isBaselineAligned) {
            // The item's height is definite for its children's percentages only as in
            // the final layout (a height from content is not).
            let query = childInput(
                knownWidth: size.width, knownHeight: size.height,
                heightIsDefinite: Self.usedHeightIsDefinite(
                    item, node: itemNodes[chosen], isRow: flow.isRow, containerHeightIsDefinite: heightIsDefinite),
                runMode: .computeBaseline)
            baseline = itemNodes[item.index].computeLayout(query, scratch: scratch).firstBaseline ?? size.height
        }
        return origin.y + baseline
    }

    /// The physical origin of an item's border box relative to the container's (points).
    func physicalOrigin(of item: FlexItem, in line: FlexLine) -> (x: Double, y: Double) {
        flow.physicalOrigin(
            mainOffset: item.mainOffset, crossOffset: line.crossOffset + item.crossOffset,
            childMain: item.targetMain, childCross: item.crossSize,
            containerMain: containerMain, containerCross: containerCross)
    }
}
