import Foundation
import LiveryLayout
import LiveryTestSupport
import Testing

/// Compares the engine with Chromium on every case of `Tests/Fixtures/yoga` (LTR and RTL).
///
/// Enabled cases must pass unless listed in `known-failures.txt` with a reason, and listed
/// cases must still fail (so the list only shrinks). Set `LIVERY_FIXTURE_VERBOSE=1` to
/// print every mismatch, `LIVERY_FIXTURE_CASE=<id>` to run one case.
@Suite struct ChromeFixtureTests {
    struct Row {
        var file: String
        var enabledPassed = 0, enabledTotal = 0, disabledPassed = 0, disabledTotal = 0
    }

    @Test func everyFixtureMatchesChromium() throws {
        let known = try KnownFailures.load()
        let environment = ProcessInfo.processInfo.environment
        let verbose = environment["LIVERY_FIXTURE_VERBOSE"] == "1"
        let only = environment["LIVERY_FIXTURE_CASE"]
        var rows: [Row] = []
        var seenKnown = Set<String>()
        let files = try FixturePaths.fixtureFiles()
        #expect(!files.isEmpty, "no fixtures found in \(FixturePaths.directory().path)")
        for url in files {
            let file = try FixturePaths.load(url)
            let stem = url.deletingPathExtension().lastPathComponent
            var row = Row(file: stem)
            for fixture in file.cases where only == nil || fixture.id == only {
                let messages = ChromeFixtureRunner.mismatches(fixture, rtl: false).map { "ltr \($0)" }
                    + ChromeFixtureRunner.mismatches(fixture, rtl: true).map { "rtl \($0)" }
                let passed = messages.isEmpty
                let key = "\(stem)/\(fixture.id)"
                if fixture.disabled {
                    row.disabledTotal += 1
                    row.disabledPassed += passed ? 1 : 0
                } else {
                    row.enabledTotal += 1
                    row.enabledPassed += passed ? 1 : 0
                    if known.reasons[key] != nil { seenKnown.insert(key) }
                    if !passed && known.reasons[key] == nil {
                        let details = messages.prefix(6).joined(separator: "\n  ")
                        Issue.record("regression in \(key):\n  \(details)")
                    }
                    if passed && known.reasons[key] != nil {
                        Issue.record("\(key) passes now: remove it from known-failures.txt")
                    }
                }
                if verbose && !passed {
                    let status = fixture.disabled ? " (disabled)" : ""
                    let details = messages.prefix(8).joined(separator: "\n  ")
                    print("FAIL \(key)\(status)\n  \(details)")
                }
            }
            rows.append(row)
        }
        if only == nil {
            for key in known.reasons.keys where !seenKnown.contains(key) {
                Issue.record("known-failures.txt lists \(key), which is no enabled case")
            }
        }
        print(Self.table(rows))
    }

    static func table(_ rows: [Row]) -> String {
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        var lines = ["fixture file                      enabled        disabled"]
        var total = Row(file: "TOTAL")
        for row in rows + [Row(file: "")] {
            let r = row.file.isEmpty ? total : row
            lines.append(pad(r.file, 34) + pad("\(r.enabledPassed)/\(r.enabledTotal)", 15)
                         + "\(r.disabledPassed)/\(r.disabledTotal)")
            total.enabledPassed += row.enabledPassed
            total.enabledTotal += row.enabledTotal
            total.disabledPassed += row.disabledPassed
            total.disabledTotal += row.disabledTotal
        }
        return lines.joined(separator: "\n")
    }
}
