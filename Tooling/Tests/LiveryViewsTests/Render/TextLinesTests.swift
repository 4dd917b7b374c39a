import Testing
@testable import LiveryViews

/// Line breaking for the renderers: greedy at spaces, line limits, tail truncation.
struct TextLinesTests {
    // At 10 points: "ab" is 10.4 wide, a space 2.8, "…" 5.2.
    @Test(arguments: [
        ("ab ab ab", 100.0, 0, ["ab ab ab"]),
        ("ab ab ab", 24.0, 0, ["ab ab", "ab"]),
        ("ab ab ab", 10.0, 0, ["ab", "ab", "ab"]),
        ("ab  ab\\n ab", 24.0, 2, ["ab ab", "ab"]),
        ("ab ab ab ab", 24.0, 1, ["ab a…"]),
        ("ab ab ab ab ab", 24.0, 2, ["ab ab", "ab a…"]),
        ("ab ab ab", 30.0, 1, ["ab ab…"]),
        ("   ", 30.0, 1, []),
    ] as [(String, Double, Int, [String])])
    func lines(text: String, width: Double, maximumLines: Int, expected: [String]) {
        #expect(TextLines(fontSize: 10).lines(text.replacingOccurrences(of: "\\n", with: "\n"), width: width,
                                              maximumLines: maximumLines) == expected)
    }

    @Test func wrappingModesCutWithoutAnEllipsis() {
        #expect(TextLines(fontSize: 10).lines("ab ab ab ab", width: 24, maximumLines: 1, truncates: false) == ["ab ab ab ab"])
        #expect(TextLines(fontSize: 10).lines("ab ab ab ab ab", width: 24, maximumLines: 2, truncates: false) == ["ab ab", "ab ab"])
    }

    @Test func aVeryLongLineIsTruncatedQuickly() {
        let text = String(repeating: "word ", count: 50_000)
        let line = TextLines(fontSize: 10).lines(text, width: 100, maximumLines: 1)
        #expect(line.count == 1 && line[0].hasSuffix("…"))
    }
}
