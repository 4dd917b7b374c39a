/// The CSS flexbox layout algorithm (CSS Flexible Box Layout Module Level 1, §9) for one
/// flex container, as browsers implement it, with the style defaults of `LayoutStyle`.
///
/// `run()` performs the steps of §9 in order; each step is a method named after it, in the
/// `FlexboxAlgorithm+*.swift` files. Lengths are in points; "outer" sizes include margins;
/// other sizes are border-box sizes. The inline size (width) of the container is resolved
/// before the algorithm starts, as browsers do, so it is always definite here.
struct FlexboxAlgorithm {
    let node: LayoutNode
    let input: LayoutInput
    /// The layout pass's reusable arrays (for `items` and `lines`).
    let scratch: LayoutScratch
    /// The container's alignment properties and position. Only these are kept, not its
    /// whole `LayoutStyle`: the algorithm is a value that the compiler may copy, and a
    /// style is several hundred bytes.
    let justifyContent: JustifyContent
    let alignItems: AlignItems
    let alignContent: AlignContent
    let position: PositionType
    /// The container's resolved direction (`.ltr` or `.rtl`).
    let direction: LayoutDirection
    let flow: FlowMapping
    /// Whether the container is multi-line (`wrap` or `wrap-reverse`).
    let isMultiLine: Bool
    let padding: ResolvedEdges
    let border: ResolvedEdges
    /// Padding plus border, flow-relative.
    let paddingBorder: FlowEdges
    /// The container's border-box width.
    let width: Double
    /// The container's border-box height, when known before laying out its content.
    let height: Double?
    /// Whether `height` counts as definite for percentages of the items.
    let heightIsDefinite: Bool
    /// Whether `height` came from the aspect ratio with `min-height: auto`: the content
    /// may make the container taller (CSS Sizing 4's automatic minimum of a ratio box),
    /// while the items' percentages and flexing still use `height`.
    let heightIsContentMinimum: Bool
    let minHeight: Double?
    let maxHeight: Double?
    /// The inner (content-box) main size, when known; set by step 4 if it was not.
    var innerMain: Double?
    /// The inner cross size, when known before the lines are measured.
    var innerCross: Double?
    /// Border-box main and cross sizes of the container once determined.
    var containerMain = 0.0
    var containerCross = 0.0
    var mainGap = 0.0
    var crossGap = 0.0
    var items: [FlexItem] = []
    /// The items' nodes, parallel to `items`.
    var itemNodes: [LayoutNode] = []
    var lines: [FlexLine] = []

    /// Prepares the algorithm: resolves the container's box and the sizes known up front.
    init(node: LayoutNode, input: LayoutInput, scratch: LayoutScratch) {
        self.node = node
        self.input = input
        self.scratch = scratch
        let s = node.style
        justifyContent = s.justifyContent
        alignItems = s.alignItems
        alignContent = s.alignContent
        position = s.position
        direction = s.resolvedDirection(inherited: input.direction)
        flow = FlowMapping(s, direction: direction)
        isMultiLine = s.flexWrap != .noWrap
        let box = node.resolvedBox(base: input.parentWidth, direction: direction)
        padding = box.padding
        border = box.border
        let pb = padding + border
        paddingBorder = flow.flow(pb)
        let margin = box.margin
        width = node.resolveWidth(input, paddingBorder: pb.horizontal, margin: margin.horizontal)
        let inherent = input.sizingMode == .inherentSize
        let lower = inherent ? s.boxMinimum(s.minHeight, base: input.parentHeight, paddingBorder: pb.vertical) : nil
        let upper = inherent ? s.boxLimit(s.maxHeight, base: input.parentHeight, paddingBorder: pb.vertical) : nil
        minHeight = lower
        maxHeight = upper
        var resolvedHeight = input.knownHeight
        var definite = input.knownHeight != nil && input.heightIsDefinite
        var contentMinimum = false
        if resolvedHeight == nil, inherent {
            if let h = s.boxSize(s.height, base: input.parentHeight, paddingBorder: pb.vertical) {
                resolvedHeight = h
            } else if let ratio = s.aspectRatio, ratio > 0 {
                resolvedHeight = transferredSize(
                    width, ratio: ratio, toHeight: true, contentBox: s.boxSizing == .contentBox,
                    pbFrom: pb.horizontal, pbTo: pb.vertical)
                contentMinimum = s.minHeight == .auto && !s.isScrollContainer
            }
            resolvedHeight = resolvedHeight.map { max(clamp($0, min: lower, max: upper), pb.vertical) }
            definite = resolvedHeight != nil
        }
        height = resolvedHeight
        heightIsDefinite = definite
        heightIsContentMinimum = contentMinimum
        let innerWidth = max(0, width - pb.horizontal)
        let innerHeight = resolvedHeight.map { max(0, $0 - pb.vertical) }
        (innerMain, innerCross) = flow.isRow ? (innerWidth, innerHeight) : (innerHeight, innerWidth)
        // A percentage row gap resolves against a definite height only (else against zero);
        // a negative `calc()` gap is zero.
        let rowGapBase = (definite ? innerHeight : nil) ?? 0
        mainGap = max(0, (flow.isRow ? s.columnGap.resolve(innerWidth) : s.rowGap.resolve(rowGapBase)) ?? 0)
        crossGap = max(0, (flow.isRow ? s.rowGap.resolve(rowGapBase) : s.columnGap.resolve(innerWidth)) ?? 0)
    }

    /// The container's inner width (points), always definite.
    var innerWidth: Double { max(0, width - padding.horizontal - border.horizontal) }

    /// The percentage base for the items' heights: the inner height if definite.
    var percentBaseHeight: Double? {
        heightIsDefinite ? height.map { max(0, $0 - padding.vertical - border.vertical) } : nil
    }

    /// Runs the algorithm and returns the container's size and first baseline; under
    /// `.performLayout` also sets every descendant's frame.
    mutating func run() -> LayoutOutput {
        // Kept small (what is worked out here goes into functions of its own): its frame is
        // on the stack for as long as the items' subtrees are measured and laid out. Those
        // functions are `mutating` although some only read: an unoptimized build copies the
        // whole algorithm value into the caller's frame to call a non-mutating method.
        if let known = sizeKnownBeforeLayout() { return known }
        items = scratch.takeItems()
        lines = scratch.takeLines()
        defer { scratch.recycle(items: &items, lines: &lines) }
        generateFlexItems()
        determineFlexBaseSizes()
        collectFlexLines()
        determineContainerMainSize()
        for index in lines.indices { resolveFlexibleLengths(lineIndex: index) }
        determineHypotheticalCrossSizes()
        calculateLineCrossSizes()
        determineContainerCrossSize()
        stretchLinesForAlignContent()
        determineUsedCrossSizes()
        for index in lines.indices { distributeMainAxisSpace(lineIndex: index) }
        alignItemsInCrossAxis()
        alignFlexLines()
        if input.runMode == .performLayout {
            recordResolvedEdges()
            layoutItems()
            layoutOutOfFlowChildren()
        }
        return output()
    }

    /// The size when only the size is asked for and both dimensions are known already.
    @inline(never)
    private mutating func sizeKnownBeforeLayout() -> LayoutOutput? {
        guard input.runMode == .computeSize, let height, input.knownWidth != nil, !heightIsContentMinimum else { return nil }
        return LayoutOutput(width: width, height: height, firstBaseline: nil)
    }

    /// Keeps the direction, padding and border the layout used on the node.
    @inline(never)
    private mutating func recordResolvedEdges() {
        node.resolvedDirection = direction
        node.layoutPadding = padding
        node.layoutBorder = border
    }

    /// The container's size and first baseline.
    @inline(never)
    private mutating func output() -> LayoutOutput {
        let size = flow.widthHeight(main: containerMain, cross: containerCross)
        return LayoutOutput(
            width: size.width, height: size.height,
            firstBaseline: Self.clampedBaseline(containerBaseline(), of: node, height: size.height))
    }

    /// A scroll container's first baseline stays within its border box (of border-box
    /// height `height`), as in Chromium. Static and kept out of `run()`, so that neither
    /// a copy of the algorithm nor of the style enlarges every level of a deep layout.
    @inline(never)
    private static func clampedBaseline(_ baseline: Double?, of node: LayoutNode, height: Double) -> Double? {
        guard let baseline, node.style.isScrollContainer else { return baseline }
        return min(max(baseline, 0), height)
    }
}
