import LiveryLayout
import Testing

/// §9.2: available space, flex base size and hypothetical main size.
@Suite struct FlexBaseSizeTests {
    @Test func definiteFlexBasisWinsOverWidth() {
        let root = node({ $0.flexDirection = .row; $0.width = 200; $0.height = 50 },
                        box(80, 10) { $0.flexBasis = 30 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(0, 0, 30, 10))
    }

    @Test func percentFlexBasisResolvesAgainstInnerMainSize() {
        let root = node({ $0.flexDirection = .row; $0.width = 200; $0.padding = LayoutEdges(all: 10) },
                        node { $0.flexBasis = .percent(25) })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(10, 10, 45, 0))
    }

    @Test func autoBasisUsesContentWhenNoSize() {
        let root = node({ $0.flexDirection = .row; $0.width = 300 },
                        node({ $0.flexDirection = .row }, box(40, 10), box(60, 20)))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(0, 0, 100, 20))
    }

    @Test func contentBoxSizingAddsPaddingAndBorder() {
        let root = node({ $0.width = 100; $0.boxSizing = .contentBox; $0.padding = LayoutEdges(all: 5);
                          $0.border = LayoutEdges(all: 1) })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.frame.width == 112)
        #expect(root.frame.height == 12)
    }

    @Test func aspectRatioTransfersCrossSize() {
        let root = node({ $0.flexDirection = .row; $0.width = 200; $0.height = 100; $0.alignItems = .flexStart },
                        node { $0.height = 40; $0.aspectRatio = 2 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(0, 0, 80, 40))
    }

    @Test func hypotheticalMainSizeIsClampedByMinAndMax() {
        let root = node({ $0.width = 100; $0.height = 300 },
                        node { $0.flexBasis = 10; $0.minHeight = 30 },
                        node { $0.flexBasis = 200; $0.maxHeight = 50 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 100, 30), rect(0, 30, 100, 50)])
    }

    @Test func rootFillsDefiniteAvailableSpace() {
        let root = node({ $0.margin = LayoutEdges(all: 5) }, box(10, 10))
        root.calculateLayout(availableWidth: 390, availableHeight: 844)
        #expect(root.frame == rect(5, 5, 380, 834))
    }

    @Test func rootWithoutAvailableSpaceTakesMaxContent() {
        let root = node({ $0.flexDirection = .row }, box(10, 10), box(20, 30))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.frame == rect(0, 0, 30, 30))
    }
}
