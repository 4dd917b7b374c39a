import LiveryLayout
import Testing

/// Absolutely positioned children: insets, sizes and static positions.
@Suite struct AbsoluteLayoutTests {
    @Test func insetsPlaceAgainstPaddingBox() {
        let child = node { s in
            s.position = .absolute
            s.inset = LayoutEdges(left: 10, top: 20, right: .auto, bottom: .auto)
            s.width = 30
            s.height = 30
        }
        let root = node({ $0.width = 100; $0.height = 100; $0.border = LayoutEdges(all: 5);
                          $0.padding = LayoutEdges(all: 7) }, child)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.frame == rect(15, 25, 30, 30))
    }

    @Test func opposingInsetsSizeTheBox() {
        let child = node { s in
            s.position = .absolute
            s.inset = LayoutEdges(left: 10, top: 10, right: 20, bottom: 30)
        }
        let root = node({ $0.width = 100; $0.height = 100 }, child)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.frame == rect(10, 10, 70, 60))
    }

    @Test func rightAndBottomInsetsAlignToFarEdges() {
        let child = node { s in
            s.position = .absolute
            s.inset = LayoutEdges(left: .auto, top: .auto, right: 5, bottom: 5)
            s.width = 10
            s.height = 10
        }
        let root = node({ $0.width = 100; $0.height = 100 }, child)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.frame == rect(85, 85, 10, 10))
    }

    @Test func staticPositionFollowsJustifyAndAlign() {
        let child = node { s in
            s.position = .absolute
            s.width = 10
            s.height = 10
        }
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100;
                          $0.justifyContent = .center; $0.alignItems = .flexEnd }, box(20, 20), child)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.frame == rect(45, 90, 10, 10))
        #expect(root.children[0].frame == rect(40, 80, 20, 20))
    }

    @Test func staticParentIsNoContainingBlock() {
        let child = node { s in
            s.position = .absolute
            s.inset = LayoutEdges(left: 0, top: 0, right: .auto, bottom: .auto)
            s.width = 10
            s.height = 10
        }
        let middle = node({ $0.position = .static; $0.margin = LayoutEdges(left: 30, top: 40);
                            $0.width = 50; $0.height = 50 }, child)
        let root = node({ $0.width = 100; $0.height = 100 }, middle)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        // Placed at the root's origin, reported relative to its parent.
        #expect(child.frame == rect(-30, -40, 10, 10))
    }

    @Test func percentageInsetsUseContainingBlock() {
        let child = node { s in
            s.position = .absolute
            s.inset = LayoutEdges(left: .percent(10), top: .percent(50), right: .auto, bottom: .auto)
            s.width = .percent(50)
            s.height = 10
        }
        let root = node({ $0.width = 200; $0.height = 100 }, child)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(child.frame == rect(20, 50, 100, 10))
    }
}
