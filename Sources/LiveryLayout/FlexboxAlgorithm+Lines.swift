// §9.3 and §9.7: collecting flex lines, the container's main size and flexing the items.

/// Tolerance (points) when comparing accumulated lengths, so that rounding in sums such
/// as 3 × 33.333…% does not break a line early.
let layoutEpsilon = 1.0 / 1024

extension FlexboxAlgorithm {
    /// §9.3 step 5: collects the items into flex lines. A single-line container has one
    /// line; a multi-line one starts a new line when the next item's outer hypothetical
    /// main size (plus the gap) would overflow the available main space. A column whose
    /// height its parent took from its content (indefinite, its own `height` not set)
    /// breaks its lines as when that height was measured, at its max-height or not at
    /// all, as Chromium does: negative margins may make that height less than its lines.
    mutating func collectFlexLines() {
        guard isMultiLine, !items.isEmpty else {
            lines.append(FlexLine(start: 0, end: items.count))
            return
        }
        var limit = Double.infinity
        if let innerMain, flow.isRow || heightIsDefinite || node.style.height.resolve(input.parentHeight) != nil {
            limit = innerMain
        } else if !flow.isRow, let maxHeight = maxHeight ?? contentSizeMaxHeight() {
            // The min-height wins over a smaller max-height.
            limit = max(0, max(maxHeight, minHeight ?? 0) - paddingBorder.main)
        }
        var start = 0
        var used = 0.0
        for index in items.indices {
            let outer = items[index].outerHypotheticalMain
            if index > start && used + mainGap + outer > limit + layoutEpsilon {
                lines.append(FlexLine(start: start, end: index))
                start = index
                used = outer
            } else {
                used += (index > start ? mainGap : 0) + outer
            }
        }
        lines.append(FlexLine(start: start, end: items.count))
    }

    /// The border-box height at which a column sized from its content only
    /// (`.contentSize`: its automatic minimum or content height as a flex item) breaks its
    /// lines, as Chromium's intrinsic block size of a wrapping column does: its `height`
    /// (clamped by min/max-height) when in points, else the height its aspect ratio gives
    /// its width, at most its max-height. Percentages do not resolve there (the column
    /// breaks its lines at a percentage height only in layout).
    private func contentSizeMaxHeight() -> Double? {
        guard input.sizingMode == .contentSize else { return nil }
        let s = node.style
        let pbMain = paddingBorder.main
        let maximum = s.boxLimit(s.maxHeight, base: nil, paddingBorder: pbMain)
        if let height = s.boxSize(s.height, base: nil, paddingBorder: pbMain) {
            return clamp(height, min: s.boxMinimum(s.minHeight, base: nil, paddingBorder: pbMain), max: maximum)
        }
        guard let ratio = s.aspectRatio, ratio > 0 else { return maximum }
        let pb = paddingBorder
        let ratioHeight = transferredSize(
            width, ratio: ratio, toHeight: true, contentBox: s.boxSizing == .contentBox,
            pbFrom: pb.cross, pbTo: pb.main)
        return min(ratioHeight, maximum ?? .infinity)
    }

    /// §9.2 step 4 / §9.9: the container's main size. Row containers know their width; a
    /// column container with an indefinite height takes its longest line, clamped by
    /// min/max-height (a height from the aspect ratio is the least it takes).
    mutating func determineContainerMainSize() {
        if let innerMain, flow.isRow || !heightIsContentMinimum {
            containerMain = innerMain + paddingBorder.main
            return
        }
        var longest = 0.0
        for line in lines {
            longest = max(longest, outerHypotheticalLength(line))
        }
        containerMain = max(clamp(longest + paddingBorder.main, min: minHeight, max: maxHeight), paddingBorder.main)
        if heightIsContentMinimum, let height { containerMain = max(containerMain, height) }
        innerMain = containerMain - paddingBorder.main
    }

    /// Sum of the outer hypothetical main sizes of a line's items plus its gaps (points).
    func outerHypotheticalLength(_ line: FlexLine) -> Double {
        var sum = 0.0
        for index in line.start..<line.end { sum += items[index].outerHypotheticalMain }
        return sum + mainGap * Double(max(0, line.end - line.start - 1))
    }

    /// §9.7: resolves the flexible lengths of one line's items, setting `targetMain`.
    mutating func resolveFlexibleLengths(lineIndex: Int) {
        let line = lines[lineIndex]
        let range = line.start..<line.end
        guard !range.isEmpty else { return }
        let space = innerMain ?? 0
        let gaps = mainGap * Double(range.count - 1)
        let growing = outerHypotheticalLength(line) < space
        for i in range {
            let factor = growing ? items[i].flexGrow : items[i].flexShrink
            let base = items[i].flexBaseSize, hypothetical = items[i].hypotheticalMain
            items[i].targetMain = hypothetical
            items[i].frozen = factor == 0 || (growing && base > hypothetical) || (!growing && base < hypothetical)
        }
        let initialFree = space - gaps - range.reduce(0.0) {
            $0 + (items[$1].frozen ? items[$1].outerTargetMain : items[$1].outerFlexBase)
        }
        while range.contains(where: { !items[$0].frozen }) {
            distributeFreeSpace(range, space: space - gaps, initialFree: initialFree, growing: growing)
            if fixMinMaxViolations(range) { break }
        }
    }

    /// §9.7 step 4 b–d: distributes the remaining free space over the unfrozen items.
    private mutating func distributeFreeSpace(
        _ range: Range<Int>, space: Double, initialFree: Double, growing: Bool
    ) {
        var used = 0.0
        var factors = 0.0
        var scaledShrink = 0.0
        for i in range {
            if items[i].frozen {
                used += items[i].outerTargetMain
            } else {
                used += items[i].outerFlexBase
                factors += growing ? items[i].flexGrow : items[i].flexShrink
                scaledShrink += items[i].flexShrink * (items[i].flexBaseSize - items[i].paddingBorderMain)
            }
        }
        var free = space - used
        if factors < 1 {
            let scaled = initialFree * factors
            if abs(scaled) < abs(free) { free = scaled }
        }
        for i in range where !items[i].frozen {
            var target = items[i].flexBaseSize
            if free != 0 && growing && factors > 0 {
                target += free * items[i].flexGrow / factors
            } else if free != 0 && !growing && scaledShrink > 0 {
                let scaledFactor = items[i].flexShrink * (items[i].flexBaseSize - items[i].paddingBorderMain)
                target += free * scaledFactor / scaledShrink
            }
            items[i].targetMain = target
        }
    }

    /// §9.7 step 4 e–f: clamps targets by min/max sizes and freezes items; returns true
    /// when every item is frozen.
    private mutating func fixMinMaxViolations(_ range: Range<Int>) -> Bool {
        var total = 0.0
        for i in range where !items[i].frozen {
            let target = items[i].targetMain
            // A target at or above the hypothetical size cannot violate the minimum, so
            // the automatic minimum is only computed for items that shrink below it.
            let needsMinimum = target < items[i].hypotheticalMain || items[i].resolvedMinMain != nil
            let minimum = max(needsMinimum ? minimumMainSize(i) : 0, items[i].paddingBorderMain)
            let clamped = max(clamp(target, min: nil, max: items[i].maxMain), minimum)
            items[i].violation = clamped - target
            items[i].targetMain = clamped
            total += clamped - target
        }
        var allFrozen = true
        for i in range where !items[i].frozen {
            let v = items[i].violation
            if abs(total) < layoutEpsilon / 1024 || (total > 0 && v > 0) || (total < 0 && v < 0) {
                items[i].frozen = true
            } else {
                allFrozen = false
            }
        }
        return allFrozen
    }
}
