import LiveryLayout
import Testing

/// The layout cache: unchanged subtrees are not laid out or measured again.
@Suite struct LayoutCacheTests {
    /// A row of `count` text leaves counting their measure calls, in a column root.
    func tree(count: Int, calls: CallCounter) -> (root: LayoutNode, rows: [LayoutNode]) {
        var rows: [LayoutNode] = []
        for _ in 0..<2 {
            var leaves: [LayoutNode] = []
            for index in 0..<count {
                let text = TextMeasurer.squareGlyphs(text: "item \(index)", fontSize: 10)
                let leaf = LayoutNode()
                leaf.measure = { w, wm, h, hm in
                    calls.increment()
                    return text.measureFunction(w, wm, h, hm)
                }
                leaves.append(leaf)
            }
            rows.append(node({ $0.flexDirection = .row; $0.flexWrap = .wrap }, leaves[0], leaves[1], leaves[2]))
        }
        let root = LayoutNode(children: rows)
        return (root, rows)
    }

    func computeCount(_ node: LayoutNode) -> Int {
        node.computeCount + node.children.reduce(0) { $0 + computeCount($1) }
    }

    @Test func secondLayoutWithSameInputsDoesNoWork() {
        let calls = CallCounter()
        let (root, _) = tree(count: 3, calls: calls)
        root.calculateLayout(availableWidth: 200, availableHeight: 400)
        let firstCalls = calls.value
        let firstComputes = computeCount(root)
        let frames = root.children.flatMap(childFrames)
        #expect(firstCalls > 0)
        root.calculateLayout(availableWidth: 200, availableHeight: 400)
        #expect(calls.value == firstCalls)
        #expect(computeCount(root) == firstComputes)
        #expect(root.children.flatMap(childFrames) == frames)
    }

    @Test func markDirtyRecomputesOnlyTheDirtyPath() {
        let calls = CallCounter()
        let (root, rows) = tree(count: 3, calls: calls)
        root.calculateLayout(availableWidth: 200, availableHeight: 400)
        let otherRowComputes = computeCount(rows[1])
        rows[0].children[0].markDirty()
        let before = calls.value
        root.calculateLayout(availableWidth: 200, availableHeight: 400)
        #expect(calls.value > before)
        #expect(computeCount(rows[1]) == otherRowComputes)
    }

    @Test func styleChangeInvalidatesAndRelayouts() {
        let child = box(10, 10)
        let root = node({ $0.width = 100; $0.height = 100 }, child)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.frame == rect(0, 0, 10, 10))
        child.style.height = 30
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.frame == rect(0, 0, 10, 30))
        let computes = child.computeCount
        child.style.height = 30  // same value: stays clean
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.computeCount == computes)
    }

    @Test func differentConstraintsAreRecomputed() {
        let root = node({ $0.flexDirection = .row }, node { $0.flexGrow = 1 })
        root.calculateLayout(availableWidth: 100, availableHeight: 50)
        #expect(root.children[0].frame.width == 100)
        root.calculateLayout(availableWidth: 300, availableHeight: 50)
        #expect(root.children[0].frame.width == 300)
    }

    @Test func childrenChangesMarkDirty() {
        let root = node({ $0.flexDirection = .row }, box(10, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.frame.width == 10)
        root.appendChild(box(20, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.frame.width == 30)
        root.removeChild(at: 0)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.frame.width == 20)
        #expect(root.children[0].parent === root)
    }
}
