/// Shrinks a fixture tree that shows a layout difference to a small reproduction.
///
/// Each round proposes every one-step simplification of the current tree (removing a
/// subtree, removing one CSS property of one node but the root's width), smallest result first, asks `fails`
/// about all of them at once (one browser page per round), and keeps the smallest that
/// still fails. It stops when no simplification fails or after `maxRounds` rounds.
public enum FlexTreeMinimizer {
    /// The minimized tree (the input when nothing smaller fails). `fails` gets a batch
    /// of candidate trees and answers, per tree, whether it still shows the difference.
    public static func minimize(
        _ tree: ChromeFixtureNode, maxRounds: Int = 80, batchLimit: Int = 400,
        fails: ([ChromeFixtureNode]) throws -> [Bool]
    ) rethrows -> ChromeFixtureNode {
        var current = tree
        for _ in 0..<maxRounds {
            let candidates = simplifications(of: current)
                .sorted { weight($0) < weight($1) }
                .prefix(batchLimit)
            guard !candidates.isEmpty else { break }
            let verdicts = try fails(Array(candidates))
            guard let index = verdicts.firstIndex(of: true) else { break }
            current = candidates[candidates.startIndex + index]
        }
        return current
    }

    /// Minimizes several trees at once, one browser page per round for all of them.
    public static func minimize(
        _ trees: [ChromeFixtureNode], maxRounds: Int = 80, batchLimit: Int = 150,
        fails: ([ChromeFixtureNode]) throws -> [Bool]
    ) rethrows -> [ChromeFixtureNode] {
        var current = trees
        var done = Array(repeating: false, count: trees.count)
        for _ in 0..<maxRounds where done.contains(false) {
            var batch: [ChromeFixtureNode] = []
            var owners: [(tree: Int, range: Range<Int>)] = []
            for index in current.indices where !done[index] {
                let candidates = simplifications(of: current[index]).sorted { weight($0) < weight($1) }.prefix(batchLimit)
                if candidates.isEmpty { done[index] = true; continue }
                owners.append((index, batch.count..<batch.count + candidates.count))
                batch.append(contentsOf: candidates)
            }
            guard !batch.isEmpty else { break }
            let verdicts = try fails(batch)
            for (tree, range) in owners {
                if let hit = range.first(where: { verdicts[$0] }) {
                    current[tree] = batch[hit]
                } else {
                    done[tree] = true
                }
            }
        }
        return current
    }

    /// Size of a tree for ordering candidates: nodes count most, then properties.
    public static func weight(_ tree: ChromeFixtureNode) -> Int {
        10 * tree.count + propertyCount(tree)
    }

    private static func propertyCount(_ node: ChromeFixtureNode) -> Int {
        node.style.count + node.children.reduce(0) { $0 + propertyCount($1) }
    }

    /// Every tree one step simpler than `tree`.
    static func simplifications(of tree: ChromeFixtureNode) -> [ChromeFixtureNode] {
        var result: [ChromeFixtureNode] = []
        var paths: [[Int]] = []
        collectPaths(tree, [], into: &paths)
        for path in paths where !path.isEmpty {
            var copy = tree
            copy[path: Array(path.dropLast())].children.remove(at: path[path.count - 1])
            result.append(copy)
        }
        for path in paths {
            // The root keeps its width: generated roots always have one, and without it
            // the root is sized min-content wide and the reduction drifts to other causes.
            for name in tree[path: path].style.keys.sorted() where !(path.isEmpty && name == "width") {
                var copy = tree
                copy[path: path].style[name] = nil
                result.append(copy)
            }
        }
        return result
    }

    private static func collectPaths(_ node: ChromeFixtureNode, _ path: [Int], into paths: inout [[Int]]) {
        paths.append(path)
        for index in node.children.indices { collectPaths(node.children[index], path + [index], into: &paths) }
    }
}
