import Foundation
import LiveryCore
import LiverySyntax
import LiveryTestSupport
import Testing

/// Livery's selectors against a browser's: `Tests/Fixtures/selector-oracle/cases.json` holds
/// random trees, random selectors of what Livery and the web have in common, and the
/// elements Chromium's `querySelectorAll` finds for each, or that it refuses the selector
/// (`Scripts/selector-oracle` regenerates it). Livery must refuse what Chromium refuses and
/// match the same elements.
struct SelectorOracleTests {
    struct Tree: Decodable {
        /// Elements in document order: type, id, classes, parent index (-1 for the root).
        let nodes: [Node]
        /// Each selector and the indices of the elements it matches, `nil` when refused.
        let selectors: [Answer]
        /// Rules setting opacity and the value each element computes.
        let cascades: [Cascade]
    }

    struct Cascade: Decodable {
        let rules: [Rule]
        /// Chromium's computed opacity of each element, in document order.
        let opacity: [String]
    }

    struct Rule: Decodable {
        let selector: String, value: String, important: Bool

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            selector = try fields.decode(String.self)
            value = try fields.decode(String.self)
            important = try fields.decode(Bool.self)
        }
    }

    struct Node: Decodable {
        let type: String, id: String?, classes: [String], parent: Int

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            type = try fields.decode(String.self)
            id = try fields.decode(String?.self)
            classes = try fields.decode([String].self)
            parent = try fields.decode(Int.self)
        }
    }

    struct Answer: Decodable {
        let selector: String, matches: [Int]?

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            selector = try fields.decode(String.self)
            matches = try fields.decode([Int]?.self)
        }
    }

    struct Cases: Decodable {
        let oracle: String
        let trees: [Tree]
    }

    /// The tree's elements in document order, under an `html` and a `body` element as in
    /// the browser's document, whose `head` holds a `title` (`html` holds the tree: elements
    /// know their parents weakly).
    static func elements(_ nodes: [Node]) -> (html: TestElement, elements: [TestElement]) {
        let body = TestElement(typeChain: TypeChain(["body"]))
        let head = TestElement(typeChain: TypeChain(["head"]), [TestElement(typeChain: TypeChain(["title"]))])
        let html = TestElement(typeChain: TypeChain(["html"]), [head, body])
        var elements: [TestElement] = []
        for node in nodes {
            // A view of its own type (type selectors match `box`; `alpha` is a view's).
            let element = TestElement(typeChain: TypeChain([node.type, "UIView"]), id: node.id, classes: node.classes)
            _ = (node.parent < 0 ? body : elements[node.parent]).add(element)
            elements.append(element)
        }
        return (html, elements)
    }

    /// The `alpha` each of `elements` ends with (1 where nothing sets it) when a sheet of
    /// `text` styles the tree under `html`; -1 for a value that is no number.
    static func alphas(styling html: TestElement, _ elements: [TestElement], with text: String) -> [Double] {
        let manager = StylingManager<TestElement>()
        manager.add(sheet(text))
        manager.style(html)
        return elements.map { element in element.value("alpha").map { Double($0) ?? -1 } ?? 1 }
    }

    @Test func everySelectorMatchesWhatChromiumMatches() throws {
        let data = try Data(contentsOf: Fixtures.url("selector-oracle/cases.json"))
        let fixture = try JSONDecoder().decode(Cases.self, from: data)
        let matcher = SelectorMatcher()
        var mismatches: [String] = []
        var compared = 0, matched = 0
        for tree in fixture.trees {
            let (html, elements) = Self.elements(tree.nodes)
            defer { withExtendedLifetime(html) {} }
            for answer in tree.selectors {
                let loaded = sheet("\(answer.selector) { alpha: 1; }")
                let selectors = loaded.rules.first?.selectors ?? []
                guard let expected = answer.matches else {
                    if !selectors.isEmpty { mismatches.append("\(answer.selector): Livery reads it, Chromium refuses it") }
                    continue
                }
                guard selectors.count == 1 else {
                    let reasons = loaded.diagnostics.map(\.message).joined(separator: "; ")
                    mismatches.append("\(answer.selector): Livery refuses it (\(reasons)), Chromium matches \(expected)")
                    continue
                }
                let found = elements.indices.filter { matcher.matches(selectors[0], elements[$0]) }
                if found != expected {
                    mismatches.append("\(answer.selector) in \(tree.nodes.count) elements: Livery \(found), Chromium \(expected)")
                }
                compared += 1
                matched += expected.count
            }
        }
        #expect(compared > 2_000 && matched > compared, "the cases exercise matches: \(matched) in \(compared) selectors")
        let shown = mismatches.prefix(40).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) differ from \(fixture.oracle):\n\(shown)")
    }

    /// The same rules with `alpha` for `opacity`: every element ends with the value of the
    /// rule Chromium's cascade picks (importance, specificity, order), or none.
    @Test func everyCascadePicksWhatChromiumPicks() throws {
        let data = try Data(contentsOf: Fixtures.url("selector-oracle/cases.json"))
        let fixture = try JSONDecoder().decode(Cases.self, from: data)
        var mismatches: [String] = []
        var styled = 0
        for tree in fixture.trees {
            let (html, elements) = Self.elements(tree.nodes)
            for cascade in tree.cascades {
                let text = cascade.rules.map { "\($0.selector) { alpha: \($0.value)\($0.important ? " !important" : ""); }" }
                    .joined(separator: "\n")
                let values = Self.alphas(styling: html, elements, with: text)
                let expected = cascade.opacity.map { Double($0) ?? -1 }
                if values != expected {
                    mismatches.append("\(text.replacingOccurrences(of: "\n", with: " | ")): Livery \(values), Chromium \(expected)")
                }
                styled += expected.filter { $0 != 1 }.count
            }
        }
        #expect(styled > 1_000, "the cascades set values: \(styled)")
        let shown = mismatches.prefix(20).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) differ from \(fixture.oracle):\n\(shown)")
    }
}
