import Foundation
import LiveryTestSupport

/// Generates random flexbox trees, lays each out in headless Chromium and in Livery, and
/// compares every node's border box (within `ChromeFixtureRunner.tolerance`, LTR and RTL).
struct LayoutOracle {
    /// Trees per browser page.
    var batchSize = 100
    var maxNodes = 300
    /// Trees with lengths written as `calc()` (`FlexTreeGenerator.withCalc`).
    var calc = false

    /// The verdict on one tree.
    struct Verdict {
        var index: Int
        var tree: ChromeFixtureNode
        /// The differing nodes (`ltr root/1/0: expected …, got …`), empty when Livery agrees.
        var differences: [String]
        var agrees: Bool { differences.isEmpty }
    }

    /// Trees `indices` of run `seed`, rendered in batches; `report` sees each batch's verdicts.
    func run(seed: UInt64, indices: Range<Int>, report: ([Verdict]) -> Bool) throws {
        var start = indices.lowerBound
        while start < indices.upperBound {
            let batch = start..<min(start + batchSize, indices.upperBound)
            let trees = batch.map { FlexTreeGenerator.tree(seed: seed, index: $0, maxNodes: maxNodes, calc: calc) }
            let rendered = try ChromeLayoutPage.render(trees)
            let verdicts = zip(batch, rendered).map { index, tree in
                Verdict(index: index, tree: tree,
                        differences: ChromeFixtureRunner.mismatchesBothDirections(tree, limit: 3))
            }
            if !report(verdicts) { return }
            start = batch.upperBound
        }
    }

    /// Whether each candidate tree still differs from Chromium (one browser page).
    static func stillDiffer(_ candidates: [ChromeFixtureNode]) throws -> [Bool] {
        try ChromeLayoutPage.render(candidates).map { !ChromeFixtureRunner.mismatchesBothDirections($0, limit: 1).isEmpty }
    }

    /// Small trees showing the same kind of difference as `trees`, minimized together.
    static func minimize(_ trees: [ChromeFixtureNode]) throws -> [ChromeFixtureNode] {
        try ChromeLayoutPage.render(FlexTreeMinimizer.minimize(trees, fails: stillDiffer))
    }

    /// The lines describing a minimized reproduction: its markup and its differences.
    static func describeReproduction(_ tree: ChromeFixtureNode) -> [String] {
        let differences = ChromeFixtureRunner.mismatchesBothDirections(tree)
        return ChromeLayoutPage.markup(tree).split(separator: "\n").map { "    " + $0 }
            + differences.map { "    ! " + $0 }
    }

    /// Counts the properties (`name` and `name: value` for keywords) of the first differing
    /// node and of its parent (`parent name`), once per differing tree.
    static func countSuspects(_ verdict: Verdict, into counts: inout [String: Int]) {
        guard let first = verdict.differences.first,
              let pathText = first.split(separator: " ").dropFirst().first?.dropLast() else { return }
        let path = pathText.split(separator: "/").dropFirst().compactMap { Int($0) }
        var names = Set<String>()
        func add(_ node: ChromeFixtureNode, prefix: String) {
            for (name, value) in node.style {
                names.insert(prefix + name)
                if value.first?.isLetter == true { names.insert(prefix + name + ": " + value) }
            }
            if node.style.isEmpty { names.insert(prefix + "(no style)") }
        }
        add(verdict.tree[path: path], prefix: "")
        if !path.isEmpty { add(verdict.tree[path: Array(path.dropLast())], prefix: "parent ") }
        names.insert(first.hasPrefix("rtl") ? "(rtl only)" : "(ltr)")
        for name in names { counts[name, default: 0] += 1 }
    }

    /// Counts, per property (and `name: keyword`), the trees setting it and how many of
    /// those differ.
    static func countProperties(_ verdict: Verdict, into counts: inout [String: (trees: Int, differing: Int)]) {
        var names = Set<String>()
        func add(_ node: ChromeFixtureNode) {
            for (name, value) in node.style {
                names.insert(name)
                if value.first?.isLetter == true { names.insert(name + ": " + value) }
            }
            node.children.forEach(add)
        }
        add(verdict.tree)
        for name in names {
            counts[name, default: (0, 0)].trees += 1
            if !verdict.agrees { counts[name, default: (0, 0)].differing += 1 }
        }
    }

    /// Properties by the share of differing trees among those setting them.
    static func printPropertyCounts(_ counts: [String: (trees: Int, differing: Int)]) -> [String] {
        counts.filter { $0.value.trees >= 20 }
            .sorted { Double($0.value.differing) / Double($0.value.trees) > Double($1.value.differing) / Double($1.value.trees) }
            .prefix(40).map { name, count in
                String(format: "  %5.1f%% of %4d  %@", 100 * Double(count.differing) / Double(count.trees), count.trees, name)
            }
    }

    /// The most frequent suspects, one line each.
    static func printSuspects(_ counts: [String: Int], failing: Int) -> [String] {
        counts.sorted { $0.value > $1.value }.prefix(45).map { name, count in
            String(format: "  %5.1f%%  %@", 100 * Double(count) / Double(max(failing, 1)), name)
        }
    }
}

extension ChromeFixtureNode {
    /// Whether some node of the tree sets the CSS property `name`.
    func mentions(_ name: String) -> Bool {
        style[name] != nil || children.contains { $0.mentions(name) }
    }
}
