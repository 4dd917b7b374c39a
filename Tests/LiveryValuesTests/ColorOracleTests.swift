import Foundation
import LiverySyntax
@testable import LiveryValues
import Testing

/// Livery's color parser against a browser's: `Tests/Fixtures/color-oracle/cases.json` holds
/// random CSS color values and the color Chromium computes for each, or that it refuses it
/// (`Scripts/color-oracle` regenerates it; its notes list where Livery differs on purpose).
/// Livery must accept what Chromium accepts, refuse what it refuses, and make the same color,
/// give or take one step of a channel (both round to 8 bits, after conversions done in a
/// different order).
@Suite struct ColorOracleTests {
    struct Case: Decodable {
        let css: String
        let rgba: [Int]?
        /// For a comma form the browser refuses: its space form and the browser's color for
        /// it, which Livery gives the comma form too (numbers and percentages may mix).
        let spaceForm: String?
        let spaceFormRGBA: [Int]?

        var expected: [Int]? { rgba ?? spaceFormRGBA }
    }

    struct Cases: Decodable {
        let oracle: String
        let cases: [Case]
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/color-oracle/cases.json")

    /// Livery's color of `css` as 8-bit channels, or `nil` when it refuses it.
    static func rgba(_ css: String) -> [Int]? {
        guard case .color(.rgba(let color))? = parseValue(css, as: .color).value else { return nil }
        return [Int(color.red), Int(color.green), Int(color.blue), Int(color.alpha)]
    }

    @Test func everyColorReadsAsChromiumReadsIt() throws {
        let fixture = try JSONDecoder().decode(Cases.self, from: Data(contentsOf: Self.fixture))
        #expect(fixture.cases.count >= 2_000)
        var mismatches: [String] = []
        for test in fixture.cases {
            let livery = Self.rgba(test.css)
            let same = switch (livery, test.expected) {
            case (nil, nil): true
            case let (ours?, theirs?): zip(ours, theirs).allSatisfy { abs($0 - $1) <= 1 }
            default: false
            }
            if !same {
                mismatches.append("\(test.css): Livery \(livery.map { "\($0)" } ?? "refuses"), Chromium \(test.expected.map { "\($0)" } ?? "refuses")")
            }
        }
        let shown = mismatches.prefix(40).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(fixture.cases.count) differ from \(fixture.oracle):\n\(shown)")
    }
}
