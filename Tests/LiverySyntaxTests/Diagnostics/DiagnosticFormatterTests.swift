import LiverySyntax
import Testing

@Suite struct DiagnosticFormatterTests {
    static let file = SourceFile(path: "styles.css", text: ".a {\n  color: \"red;\n}\n\tx: é;\n")

    @Test func oneLineDescription() {
        let diagnostic = Diagnostic.error(DiagnosticID("syntax.unterminated-string"), "unterminated string",
                                          at: SourceSpan(file: Self.file, range: SourceRange(start: 14, end: 19)))
        #expect(diagnostic.description == "styles.css:2:10: error: unterminated string [syntax.unterminated-string]")
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.path == "styles.css")
    }

    @Test func sourceLineAndCaret() {
        let diagnostic = Diagnostic.error(DiagnosticID("syntax.unterminated-string"), "unterminated string",
                                          at: SourceSpan(file: Self.file, range: SourceRange(start: 14, end: 19)))
        #expect(DiagnosticFormatter().format(diagnostic) == """
            styles.css:2:10: error: unterminated string [syntax.unterminated-string]
                  color: "red;
                         ^~~~~

            """)
        #expect(DiagnosticFormatter(showsSourceLine: false).format(diagnostic)
            == "styles.css:2:10: error: unterminated string [syntax.unterminated-string]\n")
    }

    @Test func emptyRangeGetsOneCaret() {
        let diagnostic = Diagnostic.warning(DiagnosticID("x.y"), "here", at: SourceSpan(file: Self.file, range: SourceRange(at: 0)))
        #expect(DiagnosticFormatter().format(diagnostic) == "styles.css:1:1: warning: here [x.y]\n    .a {\n    ^\n")
    }

    @Test func caretKeepsTabsAndCountsScalars() {
        // Line 4 is "\tx: é;": `é` is bytes 26..<28 (column 5).
        let diagnostic = Diagnostic.error(DiagnosticID("x.y"), "bad", at: SourceSpan(file: Self.file, range: SourceRange(start: 26, end: 28)))
        #expect(DiagnosticFormatter().format(diagnostic) == "styles.css:4:5: error: bad [x.y]\n    \tx: é;\n    \t   ^\n")
    }

    @Test func rangeOverSeveralLinesUnderlinesToTheEndOfTheFirst() {
        let diagnostic = Diagnostic.error(DiagnosticID("x.y"), "bad", at: SourceSpan(file: Self.file, range: SourceRange(start: 3, end: 22)))
        #expect(DiagnosticFormatter().format(diagnostic) == "styles.css:1:4: error: bad [x.y]\n    .a {\n       ^\n")
    }

    @Test func notes() {
        let note = Diagnostic.Note("first seen here", at: SourceSpan(file: Self.file, range: SourceRange(start: 0, end: 2)))
        let diagnostic = Diagnostic.error(DiagnosticID("x.y"), "bad", at: SourceSpan(file: Self.file, range: SourceRange(at: 7)),
                                          notes: [note, Diagnostic.Note("no place")])
        #expect(DiagnosticFormatter().format(diagnostic) == """
            styles.css:2:3: error: bad [x.y]
                  color: "red;
                  ^
            styles.css:1:1: note: first seen here
                .a {
                ^~
            note: no place

            """)
        #expect(DiagnosticFormatter(showsSourceLine: false).format([diagnostic, diagnostic]).split(separator: "\n").count == 6)
    }

    @Test func emptyFileHasNoExcerpt() {
        let empty = SourceFile(path: "e.css", text: "")
        let diagnostic = Diagnostic.error(DiagnosticID("x.y"), "bad", at: SourceSpan(file: empty, range: SourceRange(at: 0)))
        #expect(DiagnosticFormatter().format(diagnostic) == "e.css:1:1: error: bad [x.y]\n")
    }

    @Test func severityOrderAndBag() {
        #expect(Diagnostic.Severity.note < .warning)
        #expect(Diagnostic.Severity.warning < .error)
        var bag = DiagnosticBag()
        #expect(bag.isEmpty)
        bag.warning(DiagnosticID("w"), "w", file: Self.file, range: SourceRange(at: 0))
        #expect(!bag.hasErrors)
        bag.error(DiagnosticID("e"), "e", file: Self.file, range: SourceRange(at: 0))
        #expect(bag.hasErrors)
        #expect(bag.diagnostics.map(\.id.rawValue) == ["w", "e"])
    }

    @Test func json() {
        let diagnostic = Diagnostic.error(DiagnosticID("syntax.x"), "bad", at: SourceSpan(file: Self.file, range: SourceRange(start: 14, end: 19)))
        guard case .object(let members) = diagnostic.json else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.0) == ["path", "line", "column", "severity", "id", "message", "endLine", "endColumn"])
        #expect(members[1].1 == .number(2))
        #expect(members[2].1 == .number(10))
        #expect(members[7].1 == .number(15))
    }
}
