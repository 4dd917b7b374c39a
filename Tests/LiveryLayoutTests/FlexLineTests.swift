import LiveryLayout
import Testing

/// §9.3: collecting items into flex lines.
@Suite struct FlexLineTests {
    @Test func wrapStartsNewLineWhenItemOverflows() {
        let root = node({ $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = 100 },
                        box(40, 10), box(40, 20), box(40, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 40, 10), rect(40, 0, 40, 20), rect(0, 20, 40, 10)])
        #expect(root.frame.height == 30)
    }

    @Test func gapsCountWhenBreakingLines() {
        let root = node({ $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = 100; $0.setGap(10) },
                        box(45, 10), box(45, 10), box(45, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 45, 10), rect(55, 0, 45, 10), rect(0, 20, 45, 10)])
    }

    @Test func noWrapKeepsOneOverflowingLine() {
        let root = node({ $0.flexDirection = .row; $0.width = 100 }, box(60, 10), box(60, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 60, 10), rect(60, 0, 60, 10)])
    }

    @Test func wrapReverseStacksLinesFromCrossEnd() {
        let root = node({ $0.flexDirection = .row; $0.flexWrap = .wrapReverse; $0.width = 100 },
                        box(60, 10), box(60, 20))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 20, 60, 10), rect(0, 0, 60, 20)])
    }

    @Test func columnWrapsAtMaxHeight() {
        let root = node({ $0.flexWrap = .wrap; $0.maxHeight = 50; $0.alignItems = .flexStart },
                        box(10, 30), box(20, 30))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 10, 30), rect(10, 0, 20, 30)])
        #expect(root.frame.height == 30)
    }
}
