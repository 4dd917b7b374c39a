// The final pass of a full layout: laying out each item at its used size and setting frames.

extension FlexboxAlgorithm {
    /// Lays out every item at its used main and cross size and sets its frame (relative
    /// to the container's border box, with `position: relative` offsets applied).
    mutating func layoutItems() {
        for lineIndex in lines.indices {
            for i in lines[lineIndex].start..<lines[lineIndex].end { layOutItem(i, lineIndex: lineIndex) }
        }
    }

    /// Lays one item out at its used size and places it. Kept small: its frame is on the
    /// stack for as long as the item's subtree is laid out, so the input and the placing
    /// are worked out in functions of their own.
    private mutating func layOutItem(_ i: Int, lineIndex: Int) {
        let item = items[i]
        let output = itemNodes[i].computeLayout(layoutInput(ofItem: i), scratch: scratch)
        place(item, i, lineIndex: lineIndex, output: output)
    }

    /// The input an item is laid out with: its target main size and its cross size.
    @inline(never)
    private mutating func layoutInput(ofItem i: Int) -> LayoutInput {
        let item = items[i]
        let size = flow.widthHeight(main: item.targetMain, cross: item.crossSize)
        return childInput(
            knownWidth: size.width, knownHeight: ratioContentHeight(i) ? nil : size.height,
            heightIsDefinite: Self.usedHeightIsDefinite(
                item, node: itemNodes[i], isRow: flow.isRow, containerHeightIsDefinite: heightIsDefinite),
            runMode: .performLayout)
    }

    /// Records a laid-out item's baseline and sets its frame (`item`: as it was before its
    /// layout).
    @inline(never)
    private mutating func place(_ item: FlexItem, _ i: Int, lineIndex: Int, output: LayoutOutput) {
        let size = flow.widthHeight(main: item.targetMain, cross: item.crossSize)
        items[i].baseline = output.firstBaseline ?? size.height
        let child = itemNodes[i]
        let origin = physicalOrigin(of: item, in: lines[lineIndex])
        let offset = relativeOffset(child)
        child.unroundedFrame = LayoutRect(
            x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
    }

    /// Whether an item's used height is definite for its children's percentages: in a
    /// row, a set, stretched or ratio height; in a column, a height after flexing in a
    /// definite container, or a definite flex basis (its own, or its height under
    /// `flex-basis: auto`), as Chromium resolves the item's children's percentages.
    /// Static, so that calling it from a mutating step does not copy the algorithm value.
    static func usedHeightIsDefinite(
        _ item: FlexItem, node: LayoutNode, isRow: Bool, containerHeightIsDefinite: Bool
    ) -> Bool {
        if isRow { return item.sizeCross != nil || item.isStretched || item.aspectRatio != nil }
        if containerHeightIsDefinite || item.hasDefiniteBasis || item.aspectRatio != nil { return true }
        return item.sizeMain != nil && node.style.flexBasis.isAuto
    }

    /// Whether row item `i` has an aspect ratio and an auto height that its content made
    /// taller than the ratio's (not stretched further): it is then laid out at its width
    /// alone, to take that height again while its children's percentages resolve
    /// against the ratio height, as they do in Chromium.
    private func ratioContentHeight(_ i: Int) -> Bool {
        let item = items[i]
        guard flow.isRow, let ratio = item.aspectRatio, itemNodes[i].style.height.isAuto,
              abs(item.crossSize - item.hypotheticalCross) < layoutEpsilon else { return false }
        return item.crossSize > item.crossFromMain(item.targetMain, ratio: ratio, isRow: true) + layoutEpsilon
    }

    /// The visual shift of a `position: relative` item by its insets (points): `left`
    /// wins over `right` (in RTL `right` wins), `top` over `bottom`.
    func relativeOffset(_ child: LayoutNode) -> (x: Double, y: Double) {
        let s = child.style
        guard s.position == .relative else { return (0, 0) }
        let childDirection = s.resolvedDirection(inherited: direction)
        let left = s.inset.resolvedLeft(childDirection).resolve(innerWidth)
        let right = s.inset.resolvedRight(childDirection).resolve(innerWidth)
        let top = s.inset.top.resolve(percentBaseHeight)
        let bottom = s.inset.bottom.resolve(percentBaseHeight)
        let x: Double
        if direction == .rtl, let right {
            x = -right
        } else {
            x = left ?? right.map { -$0 } ?? 0
        }
        return (x, top ?? bottom.map { -$0 } ?? 0)
    }

    /// Handles the children that are not flex items: zero frames for `display: none`
    /// subtrees and `display: contents` boxes, and, when the container is a containing
    /// block, the absolutely positioned descendants it contains.
    func layoutOutOfFlowChildren() {
        clearBoxlessChildren(of: node)
        let isContainingBlock = position != .static || node.parent == nil
        guard isContainingBlock else { return }
        let size = flow.widthHeight(main: containerMain, cross: containerCross)
        var context = AbsoluteLayout(
            width: size.width, height: size.height, border: border, direction: direction, scratch: scratch)
        context.scrolls = node.style.overflow != .visible
        context.layoutDescendants(
            of: node, offsetX: 0, offsetY: 0, width: size.width, height: size.height)
    }

    /// Zeroes the frames of `display: none` subtrees and of `display: contents` boxes
    /// among `parent`'s children (looking through `contents` boxes).
    private func clearBoxlessChildren(of parent: LayoutNode) {
        for child in parent.children {
            switch child.style.display {
            case .none: Self.zeroSubtree(child)
            case .contents:
                child.unroundedFrame = .zero
                clearBoxlessChildren(of: child)
            case .flex: continue
            }
        }
    }

    /// Sets a hidden subtree's frames to zero.
    static func zeroSubtree(_ node: LayoutNode) {
        node.unroundedFrame = .zero
        for child in node.children { zeroSubtree(child) }
    }
}
