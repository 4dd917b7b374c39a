import LiveryCore
import LiveryLayout
import LiveryValues

/// Lays out a styled element tree and gives every element its frame: the one layout pass
/// of every backend (the headless tree, UIKit views).
///
/// Every element is a flex item of its parent (Yoga defaults) except one whose style sets
/// `frame`, `center`, `bounds` or `layout` (InterfaCSS parent-relative frames): it is placed
/// by that value, resolved against its parent's laid-out bounds, like an absolutely
/// positioned box. A root without a size of its own fills the space given (the window).
/// Leaves are measured by their backend (`LaidOutElement.contentMeasurer(in:)`).
public struct ElementTreeLayout<Element: LaidOutElement> {
    public var environment: StyleEnvironment

    public init(environment: StyleEnvironment = StyleEnvironment()) {
        self.environment = environment
    }

    /// The value context for an element with the given bounds and parent bounds.
    public func context(element: Frame = .zero, parent: Frame? = nil, window: Frame? = nil) -> ValueContext {
        let size = environment.windowSize
        let windowFrame = window ?? Frame(x: 0, y: 0, width: size.width, height: size.height)
        return ValueContext(scale: environment.scale, contentSize: environment.contentSize,
                            isDark: environment.colorScheme == .dark, elementBounds: element,
                            parentBounds: parent ?? windowFrame, windowBounds: windowFrame)
    }

    /// Lays out the tree rooted at `root` in the window (frames relative to each parent).
    public func layout(_ root: Element) {
        let size = environment.windowSize
        layout(root, width: size.width, height: size.height)
    }

    /// Lays out the tree rooted at `root` in a space of `width` × `height` points (a root
    /// without a size of its own takes it all; with `rootSizeIsFixed`, the root is exactly
    /// that size — a view laying out its own content); `contentInsets` (top, left, bottom,
    /// right) are added to the root's padding (a safe area, layout margins).
    public func layout(_ root: Element, width: Double, height: Double, rootSizeIsFixed: Bool = false,
                       contentInsets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)) {
        var built = Built()
        let rootLayout = build(root, into: &built)
        if rootSizeIsFixed || rootLayout.style.width.isAuto { rootLayout.style.width = .points(width) }
        if rootSizeIsFixed || rootLayout.style.height.isAuto { rootLayout.style.height = .points(height) }
        if contentInsets != (0, 0, 0, 0) {
            var padding = rootLayout.style.padding
            padding.top = .points(contentInsets.top + (padding.top.resolve(width) ?? 0))
            padding.left = .points(contentInsets.left + (padding.left.resolve(width) ?? 0))
            padding.bottom = .points(contentInsets.bottom + (padding.bottom.resolve(width) ?? 0))
            padding.right = .points(contentInsets.right + (padding.right.resolve(width) ?? 0))
            rootLayout.style.padding = padding
        }
        rootLayout.calculateLayout(availableWidth: width, availableHeight: height, scale: environment.scale)
        // Parent-relative frames need their parent's size: resolve, lay out again, until stable.
        for _ in 0..<8 where resolveFrameLayouts(built) {
            rootLayout.calculateLayout(availableWidth: width, availableHeight: height, scale: environment.scale)
        }
        for (element, layoutNode) in built.pairs {
            let frame = layoutNode.frame
            element.setLayoutFrame(Frame(frame))
        }
    }

    /// The layout nodes made for a tree.
    struct Built {
        var pairs: [(Element, LayoutNode)] = []
        var frameLayout: [(Element, LayoutNode)] = []
        /// Layout nodes by element (siblings named by `layout` constraints are read here).
        var layoutNodes: [ObjectIdentifier: LayoutNode] = [:]
    }

    /// Makes the layout nodes of the tree under `root`, without recursion: nodes are made
    /// parents first, and each node's children are attached once they are all made,
    /// deepest nodes first (so attaching never walks up a tree already built).
    func build(_ root: Element, into built: inout Built) -> LayoutNode {
        var made: [(node: LayoutNode, parent: Int)] = []
        var pending: [(element: Element, parentIsController: Bool, parent: Int)] = [(root, false, -1)]
        while let (element, parentIsController, parent) = pending.popLast() {
            let children = element.layoutChildren
            let node = makeNode(element, parentIsController: parentIsController, isLeaf: children.isEmpty, into: &built)
            made.append((node, parent))
            for child in children.reversed() {
                pending.append((child, element.isViewControllerElement, made.count - 1))
            }
        }
        var children = Array(repeating: [LayoutNode](), count: made.count)
        for (node, parent) in made where parent >= 0 { children[parent].append(node) }
        for index in made.indices.reversed() where !children[index].isEmpty {
            made[index].node.children = children[index]
        }
        return made[0].node
    }

    /// The layout node of one element, its children not attached yet.
    func makeNode(_ element: Element, parentIsController: Bool, isLeaf: Bool, into built: inout Built) -> LayoutNode {
        let reader = ComputedLayoutStyle(context: context())
        var (style, usesFrameLayout) = reader.style(for: element.computedStyle)
        if parentIsController || element.isViewControllerElement {
            // A controller's view fills its container.
            if style.width.isAuto { style.width = .percent(100) }
            if style.height.isAuto { style.height = .percent(100) }
        }
        let layoutNode = LayoutNode(style: style, name: element.styleID)
        if isLeaf, let measurer = element.contentMeasurer(in: context()) {
            if let text = measurer.text { layoutNode.setText(text) }
            let size = measurer.size
            // A deep tree is laid out on a thread of its own: the backend measures on the
            // thread that asked for the layout (UIKit measures on the main thread).
            // What a backend measures is bounded as lengths are: a text of a huge font, or a
            // view's own sizeThatFits, may be infinite or NaN, and the layout sums it.
            layoutNode.measure = { width, widthMode, _, _ in
                let measured = LayoutStack.onCallingThread { size(width, widthMode) }
                return LayoutSize(width: max(ValueBounds.clamped(measured.width, ValueBounds.length), 0),
                                  height: max(ValueBounds.clamped(measured.height, ValueBounds.length), 0))
            }
        }
        built.pairs.append((element, layoutNode))
        built.layoutNodes[ObjectIdentifier(element)] = layoutNode
        if usesFrameLayout { built.frameLayout.append((element, layoutNode)) }
        return layoutNode
    }

    /// Resolves `frame`/`bounds`/`center` against the parents' current frames; returns
    /// whether any layout style changed.
    func resolveFrameLayouts(_ built: Built) -> Bool {
        var changed = false
        for (node, layoutNode) in built.frameLayout {
            let parentFrame = layoutNode.parent?.frame
            let parent = Frame(x: 0, y: 0, width: parentFrame?.width ?? environment.windowSize.width,
                               height: parentFrame?.height ?? environment.windowSize.height)
            let own = layoutNode.frame
            let measured = node.contentMeasurer(in: context())
            var valueContext = context(element: Frame(own), parent: parent,
                                       window: windowBounds(inParentOf: layoutNode))
            if let measured {
                let size = measured.size
                valueContext.sizeThatFits = { width, _ in
                    let fitting = size(width, .atMost)
                    return (fitting.width, fitting.height)
                }
            }
            let sibling: (String) -> (x: Double, y: Double, width: Double, height: Double)? = { id in
                guard let other = node.styleParent?.layoutChildren.first(where: { $0.styleID == id && $0 !== node }),
                      let frame = built.layoutNodes[ObjectIdentifier(other)]?.frame else { return nil }
                return (frame.x, frame.y, frame.width, frame.height)
            }
            guard var frame = frameLayout(node, in: valueContext, sibling: sibling) else { continue }
            let limit = ComputedLayoutStyle.maximumLength
            frame = Frame(x: ValueBounds.clamped(frame.x, limit), y: ValueBounds.clamped(frame.y, limit),
                          width: ValueBounds.clamped(frame.width, limit),
                          height: ValueBounds.clamped(frame.height, limit))
            // Absolute insets count from the parent's padding box: take its border off, and
            // drop margins and other insets, so the frame is exactly where the value says.
            let border = layoutNode.parent?.layoutBorder ?? .zero
            var style = layoutNode.style
            style.inset = LayoutEdges(left: .points(frame.x - border.left), top: .points(frame.y - border.top),
                                      right: .auto, bottom: .auto)
            style.margin = LayoutEdges(all: .points(0))
            style.width = .points(frame.width)
            style.height = .points(frame.height)
            if style != layoutNode.style {
                layoutNode.style = style
                changed = true
            }
        }
        return changed
    }

    /// The window's bounds in the coordinate space of `node`'s parent, in points: the
    /// window's size at minus the parent's origin in the window (the root's parent is the window).
    func windowBounds(inParentOf node: LayoutNode) -> Frame {
        var x = 0.0
        var y = 0.0
        var ancestor = node.parent
        while let current = ancestor {
            x += current.frame.x
            y += current.frame.y
            ancestor = current.parent
        }
        let size = environment.windowSize
        return Frame(x: -x, y: -y, width: size.width, height: size.height)
    }

    /// The frame `frame`, `bounds`, `center` and then `layout` constraints give, in the
    /// parent's coordinates; `sibling` finds the frame of a sibling by id.
    func frameLayout(_ node: Element, in context: ValueContext,
                     sibling: (String) -> (x: Double, y: Double, width: Double, height: Double)? = { _ in nil }) -> Frame? {
        var frame: Frame?
        if case .rect(let rect)? = node.resolvedValue("frame", in: context) {
            frame = rect.points(in: context)
        }
        if case .rect(let bounds)? = node.resolvedValue("bounds", in: context) {
            let size = bounds.points(in: context)
            frame = Frame(x: frame?.x ?? 0, y: frame?.y ?? 0, width: size.width, height: size.height)
        }
        if case .point(let center)? = node.resolvedValue("center", in: context) {
            let base = frame ?? context.elementBounds
            let x = center.x.points(in: context, basis: context.parentBounds.width) ?? 0
            let y = center.y.points(in: context, basis: context.parentBounds.height) ?? 0
            frame = Frame(x: x - base.width / 2, y: y - base.height / 2, width: base.width, height: base.height)
        }
        if case .layout(let layout)? = node.resolvedValue("layout", in: context) {
            let base = frame ?? context.elementBounds
            let parent = context.parentBounds
            // The layout guide is the parent's bounds: the headless window has no bars.
            let guide = (top: 0.0, bottom: parent.height)
            // `sizeToFit(w, h)` measures within its limit (a label wraps there), else within the parent.
            let limit = layout.fittingLimit(parent: (parent.width, parent.height), guide: guide, sibling: sibling)
            func within(_ length: Double?, _ fallback: Double) -> Double { length.flatMap { $0.isFinite ? $0 : nil } ?? fallback }
            let space = (width: within(limit?.width, parent.width), height: within(limit?.height, parent.height))
            let fitting = layout.sizeToFit ? context.sizeThatFits?(space.width, space.height) : nil
            let result = layout.frame(current: (base.x, base.y, base.width, base.height),
                                      fitting: fitting.map { (width: $0.0, height: $0.1) },
                                      parent: (parent.width, parent.height), guide: guide, sibling: sibling)
            frame = Frame(x: result.x, y: result.y, width: result.width, height: result.height)
        }
        return frame
    }
}

extension Rect {
    /// The rect in points (percentages of the parent's size).
    public func points(in context: ValueContext) -> Frame {
        let parent = context.parentBounds
        return Frame(x: x.points(in: context, basis: parent.width) ?? 0, y: y.points(in: context, basis: parent.height) ?? 0,
                     width: width.points(in: context, basis: parent.width) ?? 0,
                     height: height.points(in: context, basis: parent.height) ?? 0)
    }
}

extension Frame {
    /// The frame of a laid-out node. The layout engine keeps its own rectangle type
    /// (`LayoutRect`: `LiveryLayout` imports nothing of Livery); this is the one place the two
    /// meet.
    init(_ rect: LayoutRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
