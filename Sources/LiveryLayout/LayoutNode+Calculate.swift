// The public entry points of a layout pass, and pixel rounding.

extension LayoutNode {
    /// Lays out the tree rooted at this node and sets every node's `frame` (points).
    ///
    /// - Parameters:
    ///   - availableWidth: space for the root (points). A root without a width of its own
    ///     fills it; nil sizes the root to its max-content width.
    ///   - availableHeight: likewise for the height; nil sizes it to its content.
    ///   - direction: the direction `.inherit` resolves to at the root.
    ///   - scale: pixels per point for rounding frames to the pixel grid (e.g. 2 or 3);
    ///     nil leaves frames unrounded.
    public func calculateLayout(
        availableWidth: Double?, availableHeight: Double?,
        direction: LayoutDirection = .ltr, scale: Double? = 1
    ) {
        calculateLayout(
            width: availableWidth.map { .definite($0) } ?? .maxContent,
            height: availableHeight.map { .definite($0) } ?? .maxContent,
            direction: direction, scale: scale)
    }

    /// Lays out the tree rooted at this node under explicit available-space constraints.
    ///
    /// With `.definite` space a root without a size of its own fills it (minus margins);
    /// with `.minContent`/`.maxContent` it takes that intrinsic size. `percentBase` is the
    /// size (points) the root's own percentages resolve against; by default the definite
    /// available sizes (percentages of an indefinite size behave as `auto`).
    public func calculateLayout(
        width: AvailableSpace, height: AvailableSpace, direction: LayoutDirection = .ltr,
        scale: Double? = 1, percentBase: LayoutSize? = nil
    ) {
        // The algorithm recurses once per level of the tree: a deep tree gets a thread
        // with a stack its depth needs (see `LayoutStack`).
        LayoutStack.run(depth: treeDepth) {
            self.layOutTree(width: width, height: height, direction: direction, scale: scale, percentBase: percentBase)
        }
    }

    /// `calculateLayout(width:height:direction:scale:percentBase:)` on the current thread,
    /// whatever the depth.
    func layOutTree(
        width: AvailableSpace, height: AvailableSpace, direction: LayoutDirection,
        scale: Double?, percentBase: LayoutSize?
    ) {
        let inherited: LayoutDirection = direction == .rtl ? .rtl : .ltr
        let s = style
        if s.display == .none {
            FlexboxAlgorithm.zeroSubtree(self)
            roundFrames(scale: scale)
            return
        }
        let baseWidth = percentBase?.width ?? width.value
        let baseHeight = percentBase?.height ?? height.value
        let ownDirection = s.resolvedDirection(inherited: inherited)
        let margin = s.resolvedMargin(ownDirection, base: baseWidth)
        let pb = s.resolvedPadding(ownDirection, base: baseWidth) + s.resolvedBorder(ownDirection, base: baseWidth)
        let hasWidth = s.boxSize(s.width, base: baseWidth, paddingBorder: 0) != nil || s.width.isIntrinsicKeyword
        let hasHeight = s.boxSize(s.height, base: baseHeight, paddingBorder: 0) != nil || s.height.isIntrinsicKeyword
        let ratioSized = s.aspectRatio != nil && (hasWidth || hasHeight)
        var knownWidth: Double?
        var knownHeight: Double?
        if case .definite(let w) = width, !hasWidth, !ratioSized {
            knownWidth = fill(w - margin.horizontal, s.minWidth, s.maxWidth, base: baseWidth, pb: pb.horizontal)
        }
        if case .definite(let h) = height, !hasHeight, !ratioSized {
            knownHeight = fill(h - margin.vertical, s.minHeight, s.maxHeight, base: baseHeight, pb: pb.vertical)
        }
        let input = LayoutInput(
            knownWidth: knownWidth, knownHeight: knownHeight, heightIsDefinite: true,
            parentWidth: baseWidth, parentHeight: baseHeight,
            availableWidth: width, availableHeight: height,
            runMode: .performLayout, sizingMode: .inherentSize, direction: inherited)
        let output = computeLayout(input, scratch: LayoutScratch())
        let offset = rootOffset(ownDirection, baseWidth: baseWidth, baseHeight: baseHeight)
        unroundedFrame = LayoutRect(
            x: margin.left + offset.x, y: margin.top + offset.y, width: output.width, height: output.height)
        roundFrames(scale: scale)
    }

    /// A root size that fills `space`, clamped by the min/max properties (points).
    private func fill(
        _ space: Double, _ minimum: LayoutDimension, _ maximum: LayoutDimension, base: Double?, pb: Double
    ) -> Double {
        let lower = style.boxLimit(minimum, base: base, paddingBorder: pb)
        let upper = style.boxLimit(maximum, base: base, paddingBorder: pb)
        return max(clamp(space, min: lower, max: upper), pb)
    }

    /// The root's shift by its `left`/`top` insets (points), unless it is `static`.
    private func rootOffset(
        _ direction: LayoutDirection, baseWidth: Double?, baseHeight: Double?
    ) -> (x: Double, y: Double) {
        let s = style
        guard s.position != .static else { return (0, 0) }
        let left = s.inset.resolvedLeft(direction).resolve(baseWidth)
        let top = s.inset.top.resolve(baseHeight)
        return (left ?? 0, top ?? 0)
    }

    /// Sets `frame` for the whole tree from `unroundedFrame`, snapping every edge to the
    /// pixel grid of `scale` in absolute coordinates (so sizes may change by a pixel but
    /// adjacent edges stay adjacent). A nil scale copies the unrounded frames.
    func roundFrames(scale: Double?) {
        // Parents before children, with an explicit stack: any depth works.
        struct Pending {
            let node: LayoutNode
            let parentX: Double, parentY: Double, roundedParentX: Double, roundedParentY: Double
        }
        var stack = [Pending(node: self, parentX: 0, parentY: 0, roundedParentX: 0, roundedParentY: 0)]
        while let pending = stack.popLast() {
            let node = pending.node
            let f = node.unroundedFrame
            let x = pending.parentX + f.x
            let y = pending.parentY + f.y
            guard let scale, scale > 0 else {
                node.frame = f
                for child in node.childStorage {
                    stack.append(Pending(node: child, parentX: x, parentY: y, roundedParentX: 0, roundedParentY: 0))
                }
                continue
            }
            let left = Self.snap(x, scale), top = Self.snap(y, scale)
            let right = Self.snap(x + f.width, scale), bottom = Self.snap(y + f.height, scale)
            node.frame = LayoutRect(
                x: left - pending.roundedParentX, y: top - pending.roundedParentY, width: right - left, height: bottom - top)
            for child in node.childStorage {
                stack.append(Pending(node: child, parentX: x, parentY: y, roundedParentX: left, roundedParentY: top))
            }
        }
    }

    /// Rounds a coordinate (points) to the nearest pixel at `scale`, halves away from
    /// zero, ignoring floating-point noise below a millionth of a pixel. A coordinate too
    /// large to count in pixels at that scale is left as it is (rounding it would give NaN).
    static func snap(_ value: Double, _ scale: Double) -> Double {
        let millionths = value * scale * 1_000_000
        guard millionths.isFinite, scale > 0 else { return value }
        let pixels = millionths.rounded() / 1_000_000
        return pixels.rounded(.toNearestOrAwayFromZero) / scale
    }
}
