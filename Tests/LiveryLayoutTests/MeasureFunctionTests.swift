import LiveryLayout
import Testing

/// Leaves measured by a `MeasureFunction`, and the text measurers.
@Suite struct MeasureFunctionTests {
    @Test func measureReceivesContentBoxConstraints() {
        let seen = CallCounter()
        let leaf = LayoutNode(style: { var s = LayoutStyle(); s.padding = LayoutEdges(all: 5); return s }())
        leaf.measure = { width, widthMode, height, heightMode in
            seen.increment()
            #expect(width == 90 && widthMode == .exactly)
            #expect(height == nil && heightMode == .undefined)
            return LayoutSize(width: 10, height: 25)
        }
        let root = node({ $0.width = 100 }, leaf)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(leaf.frame == rect(0, 0, 100, 35))
        #expect(seen.value >= 1)
    }

    @Test func measuredLeafShrinksToFitInColumn() {
        let leaf = LayoutNode()
        leaf.setText(.squareGlyphs(text: "aa bbbb cc", fontSize: 10))
        let root = node({ $0.width = 70; $0.alignItems = .flexStart }, leaf)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        // "aa bbbb" is 70 wide: fit-content keeps the available 70 and wraps "cc".
        #expect(leaf.frame == rect(0, 0, 70, 20))
    }

    @Test func squareGlyphMeasurerWrapsLikeABrowser() {
        let text = TextMeasurer.squareGlyphs(text: "Lorem  ipsum\n dolor", fontSize: 10)
        #expect(text.minContentWidth == 50)
        #expect(text.maxContentWidth == 170)
        #expect(text.size(width: 120, mode: .atMost) == LayoutSize(width: 120, height: 20))
        #expect(text.size(width: 20, mode: .atMost) == LayoutSize(width: 50, height: 30))
        #expect(text.size(width: nil, mode: .undefined) == LayoutSize(width: 170, height: 10))
        #expect(text.size(width: 30, mode: .exactly) == LayoutSize(width: 30, height: 30))
    }

    @Test func approximateMeasurerScalesWithFontSize() {
        let small = TextMeasurer.approximate(text: "Hello world", fontSize: 10)
        let large = TextMeasurer.approximate(text: "Hello world", fontSize: 20)
        #expect(abs(large.maxContentWidth - 2 * small.maxContentWidth) < 1e-9)
        #expect(small.lineHeight == 12)
        #expect(small.maxContentWidth > small.minContentWidth)
    }

    @Test func textItemsWithFlexShrinkStopAtMinContent() {
        let leaf = LayoutNode(style: { var s = LayoutStyle(); s.flexShrink = 1; return s }())
        leaf.setText(.squareGlyphs(text: "aaaaa bb", fontSize: 10))
        let root = node({ $0.flexDirection = .row; $0.width = 30; $0.alignItems = .flexStart }, leaf)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(leaf.frame == rect(0, 0, 50, 20))
    }
}
