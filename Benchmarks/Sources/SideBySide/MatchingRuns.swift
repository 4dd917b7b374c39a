import LiveryBenchmarkInputs
import LiveryBenchmarkSupport
import LiveryCore

/// Matching every rule against every element, and the full cascade (parse + match +
/// cascade), on the generated trees.
struct MatchingRuns {
    let inputs: InputFolder
    let iterations: Int
    /// Also count matches by brute force (every selector against every element) and stop
    /// when the counts differ: the smoke run's correctness check.
    let verify: Bool

    func run(into report: inout Report) {
        let sheet = load(inputs.text("rules.livery.css"))
        let cascade = Cascade(sheets: [sheet])
        for (size, count) in [("small", inputs.sizes.smallTree), ("large", inputs.sizes.largeTree)] {
            let elements = GeneratedTree.generate(count: count).makeElements().all
            var matches = 0
            let seconds = median(iterations) {
                // Elements come parents first: each chain extends its parent's, as when
                // the styling manager styles a tree.
                matches = 0
                var chains: [ObjectIdentifier: AncestorChain<BenchElement>] = [:]
                for element in elements {
                    let chain = element.styleParent.flatMap { chains[ObjectIdentifier($0)] }
                        .map { AncestorChain(element, parent: $0) } ?? AncestorChain(element)
                    chains[ObjectIdentifier(element)] = chain
                    matches += cascade.matchedRules(in: chain).count
                }
            }
            report.add("match.\(size)", seconds: seconds, count: matches)
            if verify { check(matches, bruteForce(sheet, elements), "match.\(size)") }
        }
        let cssText = inputs.text("rules.css.css"), liveryText = inputs.text("rules.livery.css")
        for (name, text) in [("style", liveryText), ("styleCSS", cssText)] {
            var values = 0
            let seconds = median(iterations, prepare: { GeneratedTree.generate(count: inputs.sizes.smallTree).makeElements() }) { tree in
                let manager = StylingManager<BenchElement>()
                manager.add(load(text))
                manager.style(tree.root)
                values = tree.all.count { !($0.computedStyle?.values.isEmpty ?? true) }
            }
            report.add("\(name).small", seconds: seconds, count: values)
        }
    }

    func load(_ text: String) -> StyleSheet {
        StyleSheetLoader(sourceLoader: InMemorySourceLoader(["rules.css": text])).load("rules.css")
    }

    func bruteForce(_ sheet: StyleSheet, _ elements: [BenchElement]) -> Int {
        let matcher = SelectorMatcher()
        var count = 0
        for rule in sheet.rules {
            for element in elements where rule.selectors.contains(where: { matcher.matches($0, element) }) { count += 1 }
        }
        return count
    }

    func check(_ indexed: Int, _ bruteForce: Int, _ name: String) {
        guard indexed == bruteForce else {
            fatalError("\(name): the rule index found \(indexed) matches, brute force \(bruteForce)")
        }
    }
}
