import LiveryLayout
import Testing

/// §9.5: justify-content and auto margins in the main axis.
@Suite struct MainAxisAlignmentTests {
    @Test(arguments: [
        (JustifyContent.flexStart, [0.0, 20.0]), (.flexEnd, [60.0, 80.0]), (.center, [30.0, 50.0]),
        (.spaceBetween, [0.0, 80.0]), (.spaceAround, [15.0, 65.0]), (.spaceEvenly, [20.0, 60.0]),
    ])
    func justifyContentDistributesFreeSpace(justify: JustifyContent, xs: [Double]) {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10; $0.justifyContent = justify },
                        box(20, 10), box(20, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children.map(\.frame.x) == xs)
    }

    @Test func autoMarginsTakeFreeSpaceBeforeJustify() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10; $0.justifyContent = .center },
                        box(20, 10) { $0.margin = LayoutEdges(right: .auto) }, box(20, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children.map(\.frame.x) == [0, 80])
    }

    @Test func columnReverseStartsAtBottom() {
        let root = node({ $0.flexDirection = .columnReverse; $0.width = 10; $0.height = 100 },
                        box(10, 20), box(10, 30))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children.map(\.frame.y) == [80, 50])
    }

    @Test func overflowingSpaceAroundFallsBackToStart() {
        let root = node({ $0.flexDirection = .row; $0.width = 50; $0.height = 10; $0.justifyContent = .spaceAround },
                        box(40, 10), box(40, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children.map(\.frame.x) == [0, 40])
    }

    @Test func gapSeparatesItems() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10; $0.columnGap = 10 },
                        box(20, 10), box(20, 10), box(20, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children.map(\.frame.x) == [0, 30, 60])
    }
}
