// layout-oracle: compares Livery's flexbox layout with headless Chromium's on random trees.
//
//   layout-oracle run    --seed S [--count N] [--minimize K] [--max-nodes M] [--quiet] [--stats] [--with PROPERTY] [--calc]
//   layout-oracle live   [--seed S] [--seconds T] [--min-rate R] [--calc]
//   layout-oracle show   --seed S --index I [--minimize] [--calc]
//   layout-oracle compare --file TREES.json [--out RENDERED.json]   (a JSON array of {"style": {…}, "children": […]})
//   layout-oracle record --seed S --count N --out FILE [--known FILE] [--max-nodes M]
//
// `run` renders trees 0..<N of seed S, prints the first differing node of each tree that
// differs and the agreement rate; `--minimize K` shrinks the first K differing trees to
// small reproductions (`--with P`: only trees setting property P); `--stats` counts the properties set on the first differing node
// and its parent over the differing trees (where to look first). `live` runs fresh trees (seed from the clock unless given) for T
// seconds (default 60) and exits 1 only when the agreement rate falls below R (default
// 0.9). `show` prints one tree, its differences and optionally its reduction. `record`
// writes a golden file in the fixture format (`Tests/Fixtures/chrome-random`),
// and with `--known` the list of its trees that differ from Livery, each with its first
// difference and a minimized reproduction. `--calc` writes many of the trees' lengths as
// `calc(P% ± Npx)` (otherwise the same trees).
// Exit status: 0 done, 1 rate below --min-rate, 2 usage error or browser failure.
import Foundation
import LiveryTestSupport

/// The command line: a subcommand and `--name value` options.
struct Options {
    var command: String
    var values: [String: String] = [:]
    var flags: Set<String> = []

    init(_ arguments: [String]) throws {
        guard let first = arguments.first else { throw UsageError("missing command (run, live, show, record)") }
        command = first
        var index = 1
        while index < arguments.count {
            let name = arguments[index]
            guard name.hasPrefix("--") else { throw UsageError("unexpected argument \(name)") }
            let key = String(name.dropFirst(2))
            if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                values[key] = arguments[index + 1]
                index += 2
            } else {
                flags.insert(key)
                index += 1
            }
        }
    }

    func int(_ key: String, _ fallback: Int? = nil) throws -> Int {
        if let text = values[key] {
            guard let value = Int(text) else { throw UsageError("--\(key) wants a number, not \(text)") }
            return value
        }
        if let fallback { return fallback }
        throw UsageError("missing --\(key)")
    }

    func seed() throws -> UInt64? {
        guard let text = values["seed"] else { return nil }
        guard let value = UInt64(text) else { throw UsageError("--seed wants a number, not \(text)") }
        return value
    }
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Prints a line at once (the runs are long; progress should show).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func runCommand(_ options: Options) throws -> Int32 {
    var oracle = LayoutOracle()
    oracle.maxNodes = try options.int("max-nodes", 300)
    oracle.calc = options.flags.contains("calc")
    switch options.command {
    case "run":
        guard let seed = try options.seed() else { throw UsageError("missing --seed") }
        let count = try options.int("count", 2000)
        var toMinimize = try options.int("minimize", 0)
        let quiet = options.flags.contains("quiet")
        var agreed = 0, total = 0
        var suspects: [String: Int] = [:]
        var propertyCounts: [String: (trees: Int, differing: Int)] = [:]
        var differing: [ChromeFixtureNode] = []
        let filter = options.values["with"]
        try oracle.run(seed: seed, indices: 0..<count) { verdicts in
            for verdict in verdicts {
                total += 1
                LayoutOracle.countProperties(verdict, into: &propertyCounts)
                if verdict.agrees { agreed += 1; continue }
                LayoutOracle.countSuspects(verdict, into: &suspects)
                if !quiet { say("tree \(verdict.index) (\(verdict.tree.count) nodes): \(verdict.differences[0])") }
                if toMinimize > 0 && (filter == nil || verdict.tree.mentions(filter!)) {
                    toMinimize -= 1
                    differing.append(verdict.tree)
                }
            }
            return true
        }
        if !differing.isEmpty {
            say("minimized reproductions:")
            for tree in try LayoutOracle.minimize(differing) { LayoutOracle.describeReproduction(tree).forEach(say) }
        }
        if options.flags.contains("stats") {
            LayoutOracle.printSuspects(suspects, failing: total - agreed).forEach(say)
            say("trees setting a property: how many, how many of them differ")
            LayoutOracle.printPropertyCounts(propertyCounts).forEach(say)
        }
        say(String(format: "seed %llu: %d of %d trees agree with Chromium within 0.5 pt (%.2f%%)",
                   seed, agreed, total, 100 * Double(agreed) / Double(max(total, 1))))
        return 0
    case "live":
        let seed = try options.seed() ?? UInt64(Date().timeIntervalSince1970 * 1000)
        let seconds = Double(try options.int("seconds", 60))
        let minimum = Double(options.values["min-rate"] ?? "0.9") ?? 0.9
        let deadline = Date().addingTimeInterval(seconds)
        var agreed = 0, total = 0
        var firstFailures: [String] = []
        try oracle.run(seed: seed, indices: 0..<Int.max) { verdicts in
            for verdict in verdicts {
                total += 1
                if verdict.agrees { agreed += 1 } else if firstFailures.count < 5 {
                    firstFailures.append("  tree \(verdict.index): \(verdict.differences[0])")
                }
            }
            return Date() < deadline
        }
        let rate = Double(agreed) / Double(max(total, 1))
        say(String(format: "layout oracle, seed %llu: %d of %d fresh trees agree with Chromium within 0.5 pt (%.2f%%)",
                   seed, agreed, total, 100 * rate))
        firstFailures.forEach(say)
        if rate < minimum {
            say(String(format: "below the floor of %.0f%%: reproduce with `layout-oracle run --seed %llu --count %d`",
                       100 * minimum, seed, total))
            return 1
        }
        return 0
    case "show":
        guard let seed = try options.seed() else { throw UsageError("missing --seed") }
        let index = try options.int("index")
        let tree = try ChromeLayoutPage.render([FlexTreeGenerator.tree(seed: seed, index: index, maxNodes: oracle.maxNodes, calc: oracle.calc)])[0]
        say("tree \(index) of seed \(seed), \(tree.count) nodes:")
        LayoutOracle.describeReproduction(tree).forEach(say)
        if options.flags.contains("minimize") {
            say("minimized:")
            LayoutOracle.describeReproduction(try LayoutOracle.minimize([tree])[0]).forEach(say)
        }
        return 0
    case "compare":
        guard let path = options.values["file"] else { throw UsageError("missing --file") }
        let trees = try JSONDecoder().decode([ChromeFixtureNode].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let rendered = try ChromeLayoutPage.render(trees)
        for (index, tree) in rendered.enumerated() {
            let differences = ChromeFixtureRunner.mismatchesBothDirections(tree)
            say("tree \(index): " + (differences.isEmpty ? "agrees" : "differs"))
            differences.forEach { say("    ! " + $0) }
        }
        if let out = options.values["out"] {
            // The trees with Chromium's frames (to write a unit test from a reduction).
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(rendered).write(to: URL(fileURLWithPath: out))
        }
        return 0
    case "record":
        guard let seed = try options.seed() else { throw UsageError("missing --seed") }
        let count = try options.int("count")
        guard let out = options.values["out"] else { throw UsageError("missing --out") }
        var cases: [ChromeFixtureCase] = []
        var differing: [String] = []
        try oracle.run(seed: seed, indices: 0..<count) { verdicts in
            for verdict in verdicts {
                let id = "seed\(seed)-\(verdict.index)"
                cases.append(ChromeFixtureCase(id: id, root: verdict.tree))
                if !verdict.agrees { differing.append("\(id): \(verdict.differences[0])") }
            }
            return true
        }
        if let knownPath = options.values["known"] {
            try writeKnownDifferences(cases: cases, to: knownPath, seed: seed)
        }
        let file = ChromeFixtureFile(fixture: "layout-oracle record --seed \(seed) --count \(count) --max-nodes \(oracle.maxNodes)",
                                     browser: try Chromium.version(), cases: cases)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(file).write(to: URL(fileURLWithPath: out))
        say("wrote \(cases.count) trees to \(out); \(differing.count) differ from Livery:")
        differing.forEach(say)
        return 0
    default:
        throw UsageError("unknown command \(options.command) (run, live, show, record)")
    }
}

/// Writes the list of golden trees that differ from Livery, each with its first
/// difference and a minimized reproduction as its reason.
func writeKnownDifferences(cases: [ChromeFixtureCase], to path: String, seed: UInt64) throws {
    let differing = cases.filter { !ChromeFixtureRunner.mismatchesBothDirections($0.root, limit: 1).isEmpty }
    say("minimizing \(differing.count) differing trees for \(path)")
    let reduced = try LayoutOracle.minimize(differing.map(\.root))
    var lines = [
        "# Golden trees where Livery differs from Chromium by more than 0.5 pt, one per line:",
        "#   tree-id: first difference; reduced: a small tree showing a difference (may be another cause)",
        "# Written by `layout-oracle record --seed \(seed) --known`; ChromeRandomFixtureTests fails when a",
        "# tree outside this list differs, and when a listed tree matches (then remove its line).",
    ]
    for (fixture, small) in zip(differing, reduced) {
        let first = ChromeFixtureRunner.mismatchesBothDirections(fixture.root, limit: 1)[0]
        let markup = ChromeLayoutPage.markup(small).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        lines.append("\(fixture.id): \(first); reduced: \(markup)")
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
}

do {
    exit(try runCommand(Options(Array(CommandLine.arguments.dropFirst()))))
} catch {
    FileHandle.standardError.write(Data("layout-oracle: \(error)\n".utf8))
    exit(2)
}
