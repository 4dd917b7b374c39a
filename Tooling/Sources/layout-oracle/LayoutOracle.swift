import Foundation
import LiveryTestSupport

/// Generates random flexbox trees, lays each out in headless Chromium and in Livery, and
/// compares every node's border box (within `ChromeFixtureRunner.tolerance`, LTR and RTL).
struct LayoutOracle {
    /// Trees per browser page.
    var batchSize = 100
    var maxNodes = 300

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
            let trees = batch.map { FlexTreeGenerator.tree(seed: seed, index: $0, maxNodes: maxNodes) }
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

    /// A small tree showing the same kind of difference as `tree`.
    static func minimize(_ tree: ChromeFixtureNode) throws -> ChromeFixtureNode {
        let reduced = try FlexTreeMinimizer.minimize(tree, fails: stillDiffer)
        return try ChromeLayoutPage.render([reduced])[0]
    }

    /// The lines describing a minimized reproduction: its markup and its differences.
    static func describeReproduction(_ tree: ChromeFixtureNode) -> [String] {
        let differences = ChromeFixtureRunner.mismatchesBothDirections(tree)
        return ChromeLayoutPage.markup(tree).split(separator: "\n").map { "    " + $0 }
            + differences.map { "    ! " + $0 }
    }
}
