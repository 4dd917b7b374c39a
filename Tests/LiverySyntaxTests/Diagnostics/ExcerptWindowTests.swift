import LiverySyntax
import Testing

/// What one diagnostic shows of its source: a window of a long line, a message of bounded
/// length — so a report costs the same per diagnostic however long the lines are.
@Suite struct ExcerptWindowTests {
    // MARK: Messages

    @Test func longMessagesKeepTheirStartAndEnd() {
        let file = SourceFile(path: "a.css", text: "x")
        let quoted = String(repeating: "n", count: 50_000)
        let diagnostic = Diagnostic.error(DiagnosticID("x.y"), "unknown pseudo class ':\(quoted)'; rule dropped",
                                          at: SourceSpan(file: file, range: SourceRange(at: 0)))
        #expect(diagnostic.message.unicodeScalars.count == Diagnostic.maximumMessageLength)
        #expect(diagnostic.message.hasPrefix("unknown pseudo class ':nnn"))
        #expect(diagnostic.message.hasSuffix("nnn'; rule dropped"))
        #expect(diagnostic.message.contains("…"))
        let note = Diagnostic.Note(quoted)
        #expect(note.message.unicodeScalars.count == Diagnostic.maximumMessageLength)
    }

    // MARK: Excerpts of long lines

    /// A 50 KB line: `.a{x:;}` 7,000 times.
    static let longLine = SourceFile(path: "long.css", text: String(repeating: ".a{x:;}", count: 7_000) + "\n.b{}\n")

    func excerpt(_ file: SourceFile, _ range: SourceRange) -> (text: String, caret: String) {
        let lines = DiagnosticFormatter().format(.error(DiagnosticID("x.y"), "bad", at: SourceSpan(file: file, range: range)))
            .split(separator: "\n", omittingEmptySubsequences: false)
        return (String(lines[1].dropFirst(4)), String(lines[2].dropFirst(4)))
    }

    @Test func aLongLineIsCutToAWindowAroundTheColumn() {
        let offset = 7 * 3_000 + 3 // the `x` of the 3,001st `.a{x:;}`
        let (text, caret) = excerpt(Self.longLine, SourceRange(start: offset, end: offset + 1))
        #expect(text.unicodeScalars.count <= DiagnosticFormatter.maximumExcerptWidth + 2)
        #expect(text.hasPrefix("…") && text.hasSuffix("…"))
        // The caret stands under the `x`.
        let column = caret.unicodeScalars.count - 1
        #expect(caret.hasSuffix("^"))
        #expect(Array(text.unicodeScalars)[column] == "x")
        #expect(String(String.UnicodeScalarView(Array(text.unicodeScalars)[(column - 3)...(column + 3)])) == ".a{x:;}")
    }

    @Test func theStartAndTheEndOfALongLineHaveOneMark() {
        let (start, startCaret) = excerpt(Self.longLine, SourceRange(start: 3, end: 4))
        #expect(!start.hasPrefix("…") && start.hasSuffix("…"))
        #expect(start.hasPrefix(".a{x:;}"))
        #expect(start.unicodeScalars.count == DiagnosticFormatter.maximumExcerptWidth + 1)
        #expect(startCaret == "   ^")
        let end = 7 * 7_000
        let (last, lastCaret) = excerpt(Self.longLine, SourceRange(start: end - 4, end: end))
        #expect(last.hasPrefix("…") && !last.hasSuffix("…"))
        #expect(last.hasSuffix(".a{x:;}"))
        #expect(last.unicodeScalars.count == DiagnosticFormatter.maximumExcerptWidth + 1)
        #expect(lastCaret.hasSuffix("^~~~") && lastCaret.unicodeScalars.count == last.unicodeScalars.count)
    }

    @Test func aSpanRunningPastTheWindowIsMarkedToItsEdge() {
        let (text, caret) = excerpt(Self.longLine, SourceRange(start: 70, end: 7 * 7_000))
        #expect(caret.unicodeScalars.count == text.unicodeScalars.count - 1)
        #expect(caret.contains("^~~~"))
    }

    @Test func aLineOfManyByteCharactersIsCutByCharacters() throws {
        // 7 bytes a group: the window's byte bounds fall inside characters.
        let file = SourceFile(path: "wide.css", text: String(repeating: "aé😀", count: 5_000))
        let offset = 7 * 2_500 + 1
        let (text, caret) = excerpt(file, SourceRange(start: offset, end: offset + 6))
        #expect(text.unicodeScalars.count == DiagnosticFormatter.maximumExcerptWidth + 2)
        #expect(!text.unicodeScalars.contains("\u{FFFD}"))
        let column = try #require(Array(caret.unicodeScalars).firstIndex(of: "^"))
        #expect(Array(text.unicodeScalars)[column...].starts(with: "é😀a".unicodeScalars))
        #expect(caret.hasSuffix("^~"))
    }

    @Test func aLineUpToTheWidthIsShownWhole() {
        let line = String(repeating: "a", count: DiagnosticFormatter.maximumExcerptWidth)
        let (text, _) = excerpt(SourceFile(path: "a.css", text: line + "\n"), SourceRange(at: 100))
        #expect(text == line)
    }
}
