import Foundation
import LiveryLayout
import LiveryTestSupport
import Testing

/// The random trees of the layout oracle: reproducible, within their size limit, and
/// covering every property the engine lays out with values the style mapper reads.
@Suite struct FlexTreeGeneratorTests {
    @Test func aTreeDependsOnlyOnItsSeedAndIndex() {
        let first = FlexTreeGenerator.tree(seed: 42, index: 7)
        #expect(first == FlexTreeGenerator.tree(seed: 42, index: 7))
        #expect(first != FlexTreeGenerator.tree(seed: 42, index: 8))
        #expect(first != FlexTreeGenerator.tree(seed: 43, index: 7))
    }

    /// The `calc()` variant is the same tree with some lengths rewritten, and every one it
    /// writes maps to `LayoutDimension.calc`.
    @Test func calcTreesRewriteLengthsOfTheSameTree() {
        var calcs = 0
        func compare(_ plain: ChromeFixtureNode, _ calc: ChromeFixtureNode) {
            #expect(plain.style.keys.sorted() == calc.style.keys.sorted())
            for (name, value) in calc.style where value.hasPrefix("calc(") {
                calcs += 1
                guard case .calc = FixtureStyleMapper.length(value) else {
                    Issue.record("\(name): \(value) does not map to calc")
                    continue
                }
            }
            #expect(plain.children.count == calc.children.count)
            zip(plain.children, calc.children).forEach(compare)
        }
        for index in 0..<200 {
            compare(FlexTreeGenerator.tree(seed: 5, index: index), FlexTreeGenerator.tree(seed: 5, index: index, calc: true))
        }
        #expect(calcs > 100)
    }

    @Test(arguments: [1, 10, 120, 300])
    func treesStayWithinTheNodeLimit(maxNodes: Int) {
        let largest = (0..<300).map { FlexTreeGenerator.tree(seed: 9, index: $0, maxNodes: maxNodes).count }.max()
        #expect(largest! <= maxNodes)
        if maxNodes >= 120 { #expect(largest! > 60) }
    }

    @Test func everyGeneratedPropertyIsOneTheEngineReads() {
        var seen = Set<String>()
        var unsupported: [String] = []
        func visit(_ node: ChromeFixtureNode) {
            for (name, value) in node.style { seen.insert(name); seen.insert("\(name): \(value)") }
            _ = FixtureStyleMapper.style(node.style, unsupported: &unsupported)
            node.children.forEach(visit)
        }
        for index in 0..<600 { visit(FlexTreeGenerator.tree(seed: 3, index: index)) }
        #expect(unsupported.isEmpty, "\(Set(unsupported).sorted().prefix(10))")
        let expected = [
            "flex-direction: row", "flex-direction: row-reverse", "flex-direction: column-reverse",
            "flex-wrap: wrap", "flex-wrap: wrap-reverse", "justify-content: space-evenly",
            "align-items: baseline", "align-self: center", "align-content: stretch", "row-gap", "column-gap",
            "flex-grow", "flex-shrink", "flex-basis", "min-width", "min-height", "max-width", "max-height",
            "aspect-ratio", "margin-left: auto", "margin-inline-start", "padding-top", "border-left-width",
            "position: absolute", "inset-inline-start", "left", "bottom", "display: none", "display: contents",
            "direction: rtl", "box-sizing: content-box", "overflow-x: hidden", "width: fit-content",
        ]
        for name in expected { #expect(seen.contains(name), "no tree sets \(name)") }
    }
}
