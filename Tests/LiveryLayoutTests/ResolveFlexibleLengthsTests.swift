import LiveryLayout
import Testing

/// §9.7: resolving flexible lengths, and the automatic minimum size (§4.5).
@Suite struct ResolveFlexibleLengthsTests {
    @Test func growDistributesFreeSpaceByFactor() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 },
                        node { $0.flexGrow = 1 }, node { $0.flexGrow = 3 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 25, 10), rect(25, 0, 75, 10)])
    }

    @Test func growFactorsBelowOneLeaveSpace() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 },
                        node { $0.flexGrow = 0.25 }, node { $0.flexGrow = 0.25 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 25, 10), rect(25, 0, 25, 10)])
    }

    @Test func shrinkIsWeightedByBaseSize() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 },
                        node { $0.flexBasis = 100; $0.flexShrink = 1 },
                        node { $0.flexBasis = 50; $0.flexShrink = 1 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil, scale: nil)
        #expect(abs(root.children[0].frame.width - 66.6667) < 0.001)
        #expect(abs(root.children[1].frame.width - 33.3333) < 0.001)
    }

    @Test func defaultFlexShrinkIsZero() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 }, box(80, 10), box(80, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 80, 10), rect(80, 0, 80, 10)])
    }

    @Test func maxViolationFreezesAndRedistributes() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 },
                        node { $0.flexGrow = 1; $0.maxWidth = 20 }, node { $0.flexGrow = 1 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 20, 10), rect(20, 0, 80, 10)])
    }

    @Test func automaticMinimumSizeKeepsContentVisible() {
        // flex: 1 (basis 0) items may not shrink below their content (min-height: auto).
        let root = node({ $0.height = 100; $0.width = 50 },
                        node({ $0.setFlex(1) }, box(10, 80)),
                        node { $0.setFlex(1) })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 50, 80), rect(0, 80, 50, 20)])
    }

    @Test func scrollContainersHaveNoAutomaticMinimum() {
        let root = node({ $0.height = 100; $0.width = 50 },
                        node({ $0.setFlex(1); $0.overflow = .scroll }, box(10, 80)),
                        node { $0.setFlex(1) })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 50, 50), rect(0, 50, 50, 50)])
    }

    @Test func explicitMinWidthOverridesAutomaticMinimum() {
        let root = node({ $0.flexDirection = .row; $0.width = 50; $0.height = 10 },
                        node({ $0.flexShrink = 1; $0.minWidth = 0 }, box(100, 10)))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame.width == 50)
    }
}
