/// A box in a layout tree: its style, its children and, after `calculateLayout`, its frame.
///
/// Every node is a flex container for its children. A leaf may have a `measure` function
/// for content such as text. Changing `style`, `children` or `measure` marks the node and
/// its ancestors dirty; unchanged subtrees reuse cached results on the next layout.
///
/// The stored properties are marked `@exclusivity(unchecked)`: every access to them,
/// in the engine and through the public API, is instantaneous (a read or write that runs
/// no other code while it lasts), so the runtime's dynamic exclusivity check, which
/// otherwise runs on each of the many property accesses of a layout pass, could never
/// find an overlapping access. The static (compile-time) checks still apply.
public final class LayoutNode {
    /// The node's style. Setting a different value marks the node dirty.
    @exclusivity(unchecked)
    public var style: LayoutStyle {
        didSet { if style != oldValue { markDirty() } }
    }

    /// The child nodes, in order. Setting them re-parents them and marks the node dirty.
    public var children: [LayoutNode] {
        get { childStorage }
        set {
            for child in childStorage where child.parentStorage === self { child.parentStorage = nil }
            childStorage = newValue
            for child in newValue { child.parentStorage = self }
            markDirty()
        }
    }

    /// The children without the re-parenting of the public setter.
    @exclusivity(unchecked)
    private(set) var childStorage: [LayoutNode]

    /// Measures a leaf's content (text, images…). Ignored when the node has children.
    @exclusivity(unchecked)
    public var measure: MeasureFunction? {
        didSet { markDirty() }
    }

    /// Returns a leaf's first baseline from the top of its content box; nil synthesizes it
    /// from the bottom of the border box.
    @exclusivity(unchecked)
    public var baseline: BaselineFunction? {
        didSet { markDirty() }
    }

    /// An optional name, for debugging and test messages.
    public var name: String?

    /// The parent node, if any (set when the node is placed in `children`).
    ///
    /// Not a `weak` reference, which would slow down every retain of every node: the
    /// parent clears it in `deinit`, and re-parenting overwrites it.
    public var parent: LayoutNode? { parentStorage }

    @exclusivity(unchecked)
    unowned(unsafe) var parentStorage: LayoutNode?

    /// The frame after the last layout, relative to the parent's border box, in points,
    /// rounded to the pixel grid of the layout's `scale` (unrounded when scale is nil).
    @exclusivity(unchecked)
    public internal(set) var frame: LayoutRect = .zero

    /// The frame before pixel rounding, relative to the parent's border box, in points.
    @exclusivity(unchecked)
    public internal(set) var unroundedFrame: LayoutRect = .zero

    /// How many times the layout algorithm actually ran for this node (cache misses); a
    /// diagnostic for tests and benchmarks.
    @exclusivity(unchecked)
    public internal(set) var computeCount = 0

    /// The direction the node was laid out in (its own, or inherited).
    @exclusivity(unchecked)
    public internal(set) var resolvedDirection: LayoutDirection = .ltr

    /// Used padding after the last layout (points, physical edges).
    @exclusivity(unchecked)
    public internal(set) var layoutPadding = ResolvedEdges.zero

    /// Used border widths after the last layout (points, physical edges).
    @exclusivity(unchecked)
    public internal(set) var layoutBorder = ResolvedEdges.zero

    /// Cached layout results, cleared by `markDirty()`.
    @exclusivity(unchecked)
    var cache = LayoutCache()

    /// Creates a node.
    public init(
        style: LayoutStyle = LayoutStyle(), children: [LayoutNode] = [],
        measure: MeasureFunction? = nil, name: String? = nil
    ) {
        self.style = style
        self.childStorage = children
        self.measure = measure
        self.name = name
        for child in children { child.parentStorage = self }
    }

    deinit {
        for child in childStorage where child.parentStorage === self { child.parentStorage = nil }
        // Releasing a child would run its deinit inside this one, and so on down the tree:
        // instead, take the children of each node about to go and release them here, one
        // level at a time, so a tree of any depth is freed without recursion.
        guard !childStorage.isEmpty else { return }
        var released = childStorage
        childStorage = []
        while var node = released.popLast() {
            guard isKnownUniquelyReferenced(&node), !node.childStorage.isEmpty else { continue }
            for child in node.childStorage where child.parentStorage === node { child.parentStorage = nil }
            released.append(contentsOf: node.childStorage)
            node.childStorage = []
        }
    }

    /// Discards the cached layout of this node and its ancestors, so the next
    /// `calculateLayout` recomputes them. Call it when a measure function's content changes.
    public func markDirty() {
        var node: LayoutNode? = self
        while let current = node {
            current.cache.clear()
            node = current.parentStorage
        }
    }

    /// Appends a child (re-parenting it) and marks this node dirty.
    public func appendChild(_ child: LayoutNode) {
        childStorage.append(child)
        child.parentStorage = self
        markDirty()
    }

    /// Inserts a child at `index` and marks this node dirty.
    public func insertChild(_ child: LayoutNode, at index: Int) {
        childStorage.insert(child, at: index)
        child.parentStorage = self
        markDirty()
    }

    /// Removes and returns the child at `index`, and marks this node dirty.
    @discardableResult
    public func removeChild(at index: Int) -> LayoutNode {
        let child = childStorage.remove(at: index)
        if child.parentStorage === self { child.parentStorage = nil }
        markDirty()
        return child
    }
}

/// Resolved lengths of the four physical edges of a box, in points.
public struct ResolvedEdges: Hashable, Sendable {
    /// Left edge (points).
    public var left: Double
    /// Top edge (points).
    public var top: Double
    /// Right edge (points).
    public var right: Double
    /// Bottom edge (points).
    public var bottom: Double

    /// Edges from their four values (points).
    @inlinable
    public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// All edges zero.
    public static let zero = ResolvedEdges(left: 0, top: 0, right: 0, bottom: 0)

    /// Left plus right (points).
    @inlinable public var horizontal: Double { left + right }
    /// Top plus bottom (points).
    @inlinable public var vertical: Double { top + bottom }

    /// Edge-wise sum.
    @inlinable
    static func + (a: ResolvedEdges, b: ResolvedEdges) -> ResolvedEdges {
        ResolvedEdges(
            left: a.left + b.left, top: a.top + b.top,
            right: a.right + b.right, bottom: a.bottom + b.bottom)
    }
}
