import LiveryLayout
import Testing

/// §9.4 and §9.6: cross sizes, stretching, align-self, baselines and align-content.
@Suite struct CrossAxisTests {
    @Test(arguments: [
        (AlignItems.flexStart, 0.0), (.center, 40.0), (.flexEnd, 80.0),
    ])
    func alignItemsPlacesItemsInLine(align: AlignItems, y: Double) {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100; $0.alignItems = align },
                        box(10, 20))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(0, y, 10, 20))
    }

    @Test func stretchFillsLineMinusMargins() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100 },
                        node { $0.width = 10; $0.margin = LayoutEdges(top: 5, bottom: 15) })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(0, 5, 10, 80))
    }

    @Test func stretchRespectsMaxCrossSize() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100 },
                        node { $0.width = 10; $0.maxHeight = 30 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(0, 0, 10, 30))
    }

    @Test func alignSelfOverridesAlignItems() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100; $0.alignItems = .flexEnd },
                        box(10, 10) { $0.alignSelf = .flexStart }, box(10, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 10, 10), rect(10, 90, 10, 10)])
    }

    @Test func autoCrossMarginsCenter() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100 },
                        box(10, 10) { $0.margin = LayoutEdges(top: .auto, bottom: .auto) })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(0, 45, 10, 10))
    }

    @Test func baselineAlignsSynthesizedBaselines() {
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100; $0.alignItems = .baseline },
                        box(10, 50), box(10, 20))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(childFrames(root) == [rect(0, 0, 10, 50), rect(10, 30, 10, 20)])
    }

    @Test func baselineUsesTextBaseline() {
        let text = LayoutNode()
        text.setText(.squareGlyphs(text: "ab", fontSize: 10))
        let root = node({ $0.flexDirection = .row; $0.alignItems = .baseline }, box(10, 50), text)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        // The text's baseline (8 from its top) aligns with the box's bottom edge (50).
        #expect(root.children[1].frame == rect(10, 42, 20, 10))
    }

    @Test func singleLineCrossSizeIsClampedByMinHeight() {
        let root = node({ $0.flexDirection = .row; $0.minHeight = 40 }, node { $0.width = 10 })
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(root.children[0].frame == rect(0, 0, 10, 40))
    }

    // spaceEvenly: 80 / 3 and 10 + 160 / 3.
    @Test(arguments: [
        (AlignContent.flexStart, [0.0, 10.0]), (.flexEnd, [80.0, 90.0]), (.center, [40.0, 50.0]),
        (.spaceBetween, [0.0, 90.0]), (.spaceAround, [20.0, 70.0]),
        (.spaceEvenly, [26.666666666666668, 63.333333333333336]),
        (.stretch, [0.0, 50.0]),
    ])
    func alignContentDistributesLines(align: AlignContent, ys: [Double]) {
        let root = node({ $0.flexDirection = .row; $0.flexWrap = .wrap; $0.width = 100; $0.height = 100;
                          $0.alignContent = align },
                        box(60, 10), box(60, 10))
        root.calculateLayout(availableWidth: nil, availableHeight: nil, scale: nil)
        #expect(approximatelyEqual(root.children.map(\.frame.y), ys))
    }
}
