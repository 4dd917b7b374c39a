import Foundation
import LiveryLayout
import LiveryTestSupport
import Testing

/// Compares the engine with Chromium on the golden random trees of
/// `Tests/Fixtures/chrome-random` (recorded by `layout-oracle record`), LTR and RTL,
/// every node within 0.5 pt. No browser needed.
///
/// A tree must match unless `known-differences.txt` lists it with a reason, and a listed
/// tree must still differ (a fix removes it from the list; a regression fails).
@Suite struct ChromeRandomFixtureTests {
    static let set = "chrome-random"

    @Test func everyGoldenTreeMatchesChromium() throws {
        let known = try KnownFailures.load(FixturePaths.directory(Self.set).appendingPathComponent("known-differences.txt"))
        let files = try FixturePaths.fixtureFiles(Self.set)
        #expect(!files.isEmpty, "no golden trees in \(FixturePaths.directory(Self.set).path)")
        var total = 0, agreeing = 0
        var seen = Set<String>()
        for url in files {
            for fixture in try FixturePaths.load(url).cases {
                total += 1
                let differences = ChromeFixtureRunner.mismatchesBothDirections(fixture.root, limit: 4)
                let listed = known.reasons[fixture.id] != nil
                if listed { seen.insert(fixture.id) }
                if differences.isEmpty {
                    agreeing += 1
                    if listed { Issue.record("\(fixture.id) matches Chromium now: remove it from known-differences.txt") }
                } else if !listed {
                    Issue.record("\(fixture.id) differs from Chromium:\n  \(differences.joined(separator: "\n  "))")
                }
            }
        }
        for key in known.reasons.keys where !seen.contains(key) {
            Issue.record("known-differences.txt lists \(key), which is no golden tree")
        }
        #expect(total >= 300)
        print("chrome-random: \(agreeing) of \(total) golden trees match Chromium within 0.5 pt")
    }

    /// The golden trees are the generator's: regenerating a case from its seed and index
    /// gives the recorded styles, so the generator and the fixtures cannot drift apart
    /// unnoticed (re-record after changing the generator).
    @Test func goldenTreesComeFromTheGenerator() throws {
        for url in try FixturePaths.fixtureFiles(Self.set) {
            let file = try FixturePaths.load(url)
            let maxNodes = Int(file.fixture.components(separatedBy: "--max-nodes ").last ?? "") ?? 300
            for fixture in file.cases.prefix(25) {
                let parts = fixture.id.dropFirst("seed".count).split(separator: "-")
                let seed = try #require(UInt64(parts[0])), index = try #require(Int(parts[1]))
                let regenerated = FlexTreeGenerator.tree(seed: seed, index: index, maxNodes: maxNodes)
                #expect(Self.styles(regenerated) == Self.styles(fixture.root), "\(fixture.id)")
            }
        }
    }

    private static func styles(_ node: ChromeFixtureNode) -> [[String: String]] {
        [node.style] + node.children.flatMap(styles)
    }
}
