import LiverySyntax
import LiveryTestSupport
import Testing

/// A file with an error every few bytes reports `Diagnostic.maximumPerFile` of them and
/// one saying there were more; parsing still recovers to the end.
@Suite struct ParserDiagnosticCapTests {
    @Test func aLongLineOfErrorsIsCappedAndTheRestStillParses() {
        // 50 KB on one line, an error every 7 bytes, then a good rule.
        let text = String(repeating: ".a{x:;}", count: 7_200) + ".ok{alpha:1}"
        let syntax = Parser.parse(SourceFile(path: "long.css", text: text))
        #expect(syntax.diagnostics.count == Diagnostic.maximumPerFile + 1)
        #expect(syntax.diagnostics.dropLast().allSatisfy { $0.id == SyntaxDiagnosticID.missingValue })
        #expect(syntax.diagnostics.last?.id == SyntaxDiagnosticID.tooManyDiagnostics)
        #expect(syntax.items.count == 7_201)
        guard case .rule(let last) = syntax.items.last else {
            Issue.record("the last rule is missing")
            return
        }
        #expect(last.items.count == 1)
    }

    @Test func aMegabyteOfNoiseReportsAtMostTheCap() {
        var generator = SplitMix(state: 42)
        let bytes = (0..<(1 << 20)).map { _ in ParserRobustnessTests.alphabet.randomElement(using: &generator)! }
        let syntax = Parser.parse(SourceFile(path: "noise.css", bytes: bytes))
        #expect(syntax.diagnostics.count == Diagnostic.maximumPerFile + 1)
        let text = DiagnosticFormatter().format(syntax.diagnostics)
        // A line of header, excerpt and caret each, none longer than a window.
        #expect(text.utf8.count < 3 * 400 * syntax.diagnostics.count)
    }
}
