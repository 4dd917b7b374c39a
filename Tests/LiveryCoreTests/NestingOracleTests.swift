import Foundation
import LiveryTestSupport
import Testing

/// Livery's nesting and cascade against a browser's: `Tests/Fixtures/nesting-oracle/cases.json`
/// holds random trees, random sheets of nested rules setting `opacity`, and the value
/// Chromium computes for every element under each (`Scripts/nesting-oracle` regenerates it,
/// and says where the generator keeps to what Livery's nesting and the web's share). With
/// `alpha` for `opacity`, every element ends with the same value.
struct NestingOracleTests {
    struct Tree: Decodable {
        let nodes: [SelectorOracleTests.Node]
        let sheets: [Sheet]
    }

    struct Sheet: Decodable {
        let text: String
        /// Chromium's computed opacity of each element, in document order.
        let opacity: [String]
    }

    struct Cases: Decodable {
        let oracle: String
        let trees: [Tree]
    }

    @Test func everyNestedSheetStylesAsChromiumDoes() throws {
        let data = try Data(contentsOf: Fixtures.url("nesting-oracle/cases.json"))
        let fixture = try JSONDecoder().decode(Cases.self, from: data)
        var mismatches: [String] = []
        var styled = 0
        for tree in fixture.trees {
            let (html, elements) = SelectorOracleTests.elements(tree.nodes)
            for case_ in tree.sheets {
                let text = case_.text.replacingOccurrences(of: "opacity:", with: "alpha:")
                let values = SelectorOracleTests.alphas(styling: html, elements, with: text)
                let expected = case_.opacity.map { Double($0) ?? -1 }
                if values != expected {
                    mismatches.append("\(case_.text)\n  in \(tree.nodes.count) elements: Livery \(values), Chromium \(expected)")
                }
                styled += expected.filter { $0 != 1 }.count
            }
        }
        #expect(styled > 1_000, "the sheets set values: \(styled)")
        let shown = mismatches.prefix(10).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) differ from \(fixture.oracle):\n\(shown)")
    }
}
