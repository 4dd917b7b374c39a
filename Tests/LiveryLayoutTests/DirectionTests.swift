import LiveryLayout
import Testing

/// Right-to-left layout: the inline axis starts at the right.
@Suite struct DirectionTests {
    @Test func rowStartsAtRightInRTL() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 }, box(20, 10), box(30, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil, direction: .rtl)
        #expect(childFrames(root) == [rect(80, 0, 20, 10), rect(50, 0, 30, 10)])
    }

    @Test func rowReverseStartsAtLeftInRTL() {
        let root = node({ $0.flexDirection = .rowReverse; $0.width = 100; $0.height = 10 }, box(20, 10), box(30, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil, direction: .rtl)
        #expect(childFrames(root) == [rect(0, 0, 20, 10), rect(20, 0, 30, 10)])
    }

    @Test func startAndEndEdgesFollowDirection() {
        let make = {
            node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 },
                 box(20, 10) { $0.margin = LayoutEdges(start: 5, end: 15) })
        }
        let ltr = make()
        ltr.calculateLayout(availableWidth: nil, availableHeight: nil, direction: .ltr)
        #expect(ltr.children[0].frame.x == 5)
        let rtl = make()
        rtl.calculateLayout(availableWidth: nil, availableHeight: nil, direction: .rtl)
        #expect(rtl.children[0].frame.x == 75)
    }

    @Test func columnCrossStartIsRightInRTL() {
        let root = node({ $0.width = 100; $0.height = 100; $0.alignItems = .flexStart }, box(20, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil, direction: .rtl)
        #expect(root.children[0].frame == rect(80, 0, 20, 10))
    }

    @Test func childDirectionOverridesInherited() {
        let inner = node({ $0.flexDirection = .row; $0.direction = .ltr; $0.height = 10 }, box(10, 10))
        let root = node({ $0.width = 100 }, inner)
        root.calculateLayout(availableWidth: nil, availableHeight: nil, direction: .rtl)
        #expect(inner.children[0].frame.x == 0)
    }
}
