import LiverySyntax
import LiveryTestSupport
import Testing

/// Whether a file given as a stylesheet is text at all (`SourceFile.notTextReason`).
@Suite struct TextCheckTests {
    static func reason(_ bytes: [UInt8]) -> String? { SourceFile(path: "f", bytes: bytes).notTextReason }

    @Test func stylesheetsAreText() {
        #expect(Self.reason(Array(".a { color: red; }\n\t/* é 😀 — ✓ */\r\n".utf8)) == nil)
        #expect(Self.reason([0xEF, 0xBB, 0xBF] + Array(".a {}".utf8)) == nil)
        #expect(Self.reason([]) == nil)
    }

    @Test func aStrayBadByteInAStylesheetIsStillText() {
        // The tokenizer reports the byte (`syntax.invalid-utf8`) and the rest loads.
        #expect(Self.reason(Array(".a { x: ".utf8) + [0xFF] + Array("; y: 2 }\n.b { alpha: 1; }".utf8)) == nil)
        // Latin-1 in a comment.
        #expect(Self.reason(Array("/* (c) 2024 Soci".utf8) + [0xE9] + Array("t\u{E9} */ .a { alpha: 1; }".utf8)) == nil)
    }

    @Test func aNULByteInTheFirst8KBIsBinary() {
        #expect(Self.reason(Array("\u{7F}ELF".utf8) + [2, 1, 1, 0, 0, 0]) == "a NUL byte at offset 7")
        let late = Array(repeating: UInt8(ascii: "a"), count: SourceFile.textSampleSize) + [0]
        #expect(Self.reason(late) == nil)
    }

    @Test func mostlyControlCharactersOrInvalidUTF8IsBinary() {
        let noise = (0..<1_000).map { UInt8(0x80 + $0 % 0x40) } // lone continuation bytes
        #expect(Self.reason(noise) == "1000 of its first 1000 bytes are control characters or invalid UTF-8")
        let controls = (0..<100).map { _ in [UInt8(0x01), UInt8(ascii: "a")] }.flatMap { $0 }
        #expect(Self.reason(controls) != nil)
    }

    @Test func randomBytesAreBinary() {
        var generator = SplitMix(state: 7)
        for _ in 0..<50 {
            let bytes = (0..<4_096).map { _ in UInt8.random(in: 1...255, using: &generator) } // not even a NUL
            #expect(Self.reason(bytes) != nil)
        }
    }

    @Test func theDiagnosticShowsNothingOfTheFile() {
        let diagnostic = Diagnostic.notText(path: "ls.css", reason: "a NUL byte at offset 7")
        #expect(DiagnosticFormatter().format(diagnostic)
            == "ls.css:1:1: error: not a text file (a NUL byte at offset 7); nothing of it is loaded [file.not-text]\n")
    }
}
