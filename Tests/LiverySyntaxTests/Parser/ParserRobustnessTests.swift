import LiverySyntax
import LiveryTestSupport
import Testing

/// Deterministic pseudo-random input: the tokenizer and parser never crash or hang, and
/// every diagnostic and every item points inside the file.
@Suite struct ParserRobustnessTests {

    static let sample = Array("""
        @import "base.css";
        @accent: #ff8800;
        --gap: 8;
        /* buttons */
        ^UIButton.primary, #save:not(.disabled, :highlighted) > label {
          titleColor(highlighted): darken(@accent, 10%);
          title__selected: "Saved \\"now\\"";
          titleLabel.font: bold 15 "Helvetica Neue" !important;
          image: url(icons/save.png);
          background = url('bg.png');
          &:pressed { alpha: 0.5; }
          > .badge { frame: rect(0, 0, 2n+1, -n+3); }
          @extend .base;
          @media (idiom: pad) and (orientation: landscape) { width: 50%; }
        }
        // line comment
        li:nth-child(2n+1) ~ li + li { margin: -1.5e2px .5em; }
        @media not screen, (color-scheme: dark) { .x { y: z } }
        """.utf8)

    /// Bytes that matter to the tokenizer and parser, and some that break things.
    static let alphabet: [UInt8] = Array("{}();:,.#@\"'\\/*!-+=>~&^%[] \n\t\raA0z9_url(".utf8) + [0x00, 0x80, 0xC3, 0xA9, 0xED, 0xF0, 0xFF]

    static func randomBytes(_ generator: inout SplitMix) -> [UInt8] {
        let count = Int.random(in: 0...200, using: &generator)
        return (0..<count).map { _ in
            Bool.random(using: &generator)
                ? alphabet.randomElement(using: &generator)!
                : UInt8.random(in: 0...255, using: &generator)
        }
    }

    static func mutated(_ generator: inout SplitMix) -> [UInt8] {
        var bytes = sample
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            let position = Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: // delete a run
                let end = min(bytes.count, position + Int.random(in: 1...20, using: &generator))
                bytes.removeSubrange(position..<end)
            case 1: // insert significant bytes
                let insert = (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                bytes.insert(contentsOf: insert, at: position)
            case 2: // overwrite with a random byte
                if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &generator) }
            case 3: // duplicate a run
                let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                bytes.insert(contentsOf: Array(bytes[position..<end]), at: position)
            default: // truncate
                bytes.removeSubrange(position...)
            }
        }
        return bytes
    }

    static func check(_ bytes: [UInt8]) {
        let file = SourceFile(path: "fuzz.css", bytes: bytes)
        let sheet = Parser.parse(file)
        for diagnostic in sheet.diagnostics {
            let range = diagnostic.span.range
            #expect(range.start >= 0 && range.start <= range.end && range.end <= bytes.count, "\(diagnostic) in \(bytes)")
            let location = diagnostic.location
            #expect(location.line >= 1 && location.line <= file.lineCount && location.column >= 1)
        }
        _ = DiagnosticFormatter().format(sheet.diagnostics)
        checkItems(sheet.items, count: bytes.count, bytes: bytes)
        var end = 0
        for token in sheet.source.tokens {
            #expect(Int(token.start) >= end && token.start < token.end, "token \(token) in \(bytes)")
            end = Int(token.end)
        }
        #expect(end <= bytes.count)
    }

    static func checkItems(_ items: [BlockItem], count: Int, bytes: [UInt8]) {
        for item in items {
            switch item {
            case .rule(let rule):
                #expect(rule.range.end <= count && rule.preludeRange.end <= count, "rule in \(bytes)")
                #expect(!rule.selectors.isEmpty)
                checkItems(rule.items, count: count, bytes: bytes)
            case .media(let media):
                #expect(media.range.end <= count)
                checkItems(media.items, count: count, bytes: bytes)
            case .declaration(let declaration):
                #expect(declaration.range.end <= count && !declaration.value.isEmpty, "declaration in \(bytes)")
            case .variable(let variable):
                #expect(variable.range.end <= count && !variable.value.isEmpty)
            case .importRule(let rule):
                #expect(rule.range.end <= count && !rule.path.isEmpty)
            case .extend(let extend):
                #expect(extend.range.end <= count && !extend.targets.isEmpty)
            }
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func randomBytesNeverBreakTheParser() {
        var generator = SplitMix(state: 0x11CE_2024)
        for _ in 0..<1_000 {
            Self.check(Self.randomBytes(&generator))
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func mutatedStylesheetsNeverBreakTheParser() {
        var generator = SplitMix(state: 0x5EED)
        Self.check(Self.sample)
        for _ in 0..<1_000 {
            Self.check(Self.mutated(&generator))
        }
    }

    @Test func sampleParsesCleanly() {
        let sheet = Parser.parse(SourceFile(path: "sample.css", bytes: Self.sample))
        #expect(SyntaxSummary.diagnostics(sheet.diagnostics) == [])
        #expect(sheet.items.count == 6)
    }

    @Test(.timeLimit(.minutes(1)), arguments: ["{", "(", "[", ":not(", "url(", "\"", "/*", "@a:", ".a{", "}", "a,"])
    func longRepetitionsFinish(unit: String) {
        let text = String(repeating: unit, count: 20_000)
        let sheet = SyntaxSummary.parse(text)
        for diagnostic in sheet.diagnostics {
            #expect(diagnostic.span.range.end <= text.utf8.count)
        }
    }

    /// Sheets of 50,000 lines where no item ends with `;`: recovery splits items at line
    /// breaks, and must not rescan the rest of the file for each (that was quadratic).
    @Test(.timeLimit(.minutes(1)), arguments: [
        ".a\n", "color: red\n", "@a: 1\n", "junk junk\n", "a:b\n", "@import \"a\"\n", "@extend .b\n",
    ])
    func recoveryIsLinear(line: String) {
        let text = ".x {\n" + String(repeating: line, count: 50_000) + ".b { y: 2 } }\n.c { z: 3 }"
        let clock = ContinuousClock()
        var sheet: StyleSheetSyntax?
        let elapsed = clock.measure { sheet = SyntaxSummary.parse(text) }
        #expect(elapsed < .seconds(10), "\(elapsed) for 50,000 lines of \(line.debugDescription)")
        #expect(SyntaxSummary.items(sheet?.items ?? []).suffix(3) == [".c {", "  z: 3", "}"])
    }
}
