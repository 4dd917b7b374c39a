import Foundation
import LiverySyntax
@testable import LiveryValues
import Testing

/// Livery's lengths against a browser's: `Tests/Fixtures/length-oracle/cases.json` holds
/// random lengths (`px`, `%`, `calc()` of them) and what Chromium computes for each as a
/// `margin-left` in a box 400 pixels wide, or that it refuses it (`Scripts/length-oracle`
/// regenerates it; its notes list what is left out on purpose). Livery must accept what
/// Chromium accepts, refuse what it refuses, and resolve to the same points against a basis
/// of 400, give or take Chromium's layout unit (1/64 pixel) or, for large values, the six
/// significant digits its computed style prints.
@Suite struct LengthOracleTests {
    struct Case: Decodable {
        let css: String
        let points: Double?
    }

    struct Cases: Decodable {
        let oracle: String
        let basis: Double
        let cases: [Case]
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/length-oracle/cases.json")

    @Test func everyLengthResolvesAsChromiumResolvesIt() throws {
        let fixture = try JSONDecoder().decode(Cases.self, from: Data(contentsOf: Self.fixture))
        #expect(fixture.cases.count >= 2_000)
        var mismatches: [String] = []
        for test in fixture.cases {
            let (value, _) = parseValue(test.css, as: .length)
            let points = value.flatMap { Double($0.resolved(in: ValueContext(percentageBasis: fixture.basis)).json.compactText) }
            let same = switch (points, test.points) {
            case (nil, nil): true
            case let (ours?, theirs?): abs(ours - theirs) <= max(1.0 / 32, abs(theirs) * 1e-5)
            default: false
            }
            if !same {
                mismatches.append("\(test.css): Livery \(points.map { "\($0)" } ?? (value == nil ? "refuses" : "unresolved")), Chromium \(test.points.map { "\($0)" } ?? "refuses")")
            }
        }
        let shown = mismatches.prefix(40).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(fixture.cases.count) differ from \(fixture.oracle):\n\(shown)")
    }
}
