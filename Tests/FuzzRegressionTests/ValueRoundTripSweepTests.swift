@testable import LiveryFuzzing
import Testing

/// The values target's property (a typed value, printed back as CSS, types again to the
/// same value) for every catalog property and a list of values at the corners of the value
/// syntax: expressions, units, colors, fonts, keywords, escapes. The fuzzer reaches these
/// one at a time; this tries them all (`line-height: normal` printed `0`, which reads back
/// as `0%`).
struct ValueRoundTripSweepTests {
    static let values = [
        "1", "-1", "0", "-0", "+1", ".5", "1.", "1.5", "1e300", "-1e300", "1e-300", "1E3", "1e3px", "0x10", "1_000",
        "1pt", "1px", "1em", "1rem", "1%", "-50%", "1deg", "1rad", "1turn", "1vh", "1in", "1s", "1x", "1e", "1e+", "e3", "1e3e3",
        "1-0.5", "1 -0.5", "2 * 3", "10 / 4", "2 ** 3", "(1 + 2) * 3", "1 + 2pt", "3pt / 1pt", "1px + 1", "1em + 1", "1% + 1",
        "calc(1 + 2)", "calc(50% - 10px)", "calc(1em + 2pt)", "calc(100% / 3)",
        "true", "false", "YES", "NO", "auto", "none", "normal", "*", "inherit", "initial",
        "\"text\"", "'a b'", "red", "#abc", "#abcd", "#aabbcc80", "rgb(1, 2, 3)", "rgba(1,2,3,.5)", "hsl(120, 50%, 50%)",
        "darken(red, 10%)", "alpha(red, 0.5)", "image(\"a\")", "url(a.png)", "linear-gradient(red, blue)",
        "system 12", "bold 12", "\"Avenir\" 12", "12 system", "italic bold 12px Georgia",
        "1 2", "1 2 3 4", "1, 2", "1,2,3,4", "rotate(45deg)", "scale(2) translate(1, 2)", "matrix(1,0,0,1,0,0)",
        "center", "left", "byTruncatingTail", "flexibleWidth flexibleHeight", "top left", "-webkit-x", "--x", "@x", "$x",
        "1 !important", "\u{663}", "\u{FF11}", "1\\31", "\\31 ", "1\u{0}",
    ]

    @Test func everyPropertyPrintsWhatItReads() {
        var failures: [String] = []
        for index in StyleSheetChecks.properties.indices {
            for value in Self.values {
                let bytes = [UInt8(index >> 8), UInt8(index & 0xFF)] + Array(value.utf8)
                failures += FuzzTarget.values.check(bytes).map { "\(StyleSheetChecks.properties[index].name): \(value): \($0)" }
            }
        }
        #expect(StyleSheetChecks.properties.count > 300)
        #expect(failures.isEmpty, "\(failures.count) failures, the first: \(failures.prefix(5).joined(separator: "\n"))")
    }
}
