import LiverySyntax
import Testing

/// How many diagnostics one file reports: a file with an error every few bytes reports
/// `Diagnostic.maximumPerFile` of them, then one saying there were more.
@Suite struct DiagnosticLimitTests {
    static func errors(_ count: Int, in file: SourceFile, severity: Diagnostic.Severity = .error) -> [Diagnostic] {
        (0..<count).map { index in
            Diagnostic(severity, DiagnosticID("x.y"), "problem \(index)", at: SourceSpan(file: file, range: SourceRange(at: index)))
        }
    }

    // MARK: The cap per file

    @Test func aFileKeepsItsFirstDiagnosticsThenOneSayingThereWereMore() throws {
        let file = SourceFile(path: "a.css", text: String(repeating: "x", count: 500))
        let limited = Diagnostic.limitedPerFile(Self.errors(250, in: file))
        #expect(limited.count == Diagnostic.maximumPerFile + 1)
        #expect(limited.prefix(Diagnostic.maximumPerFile).map(\.message) == (0..<100).map { "problem \($0)" })
        let last = try #require(limited.last)
        #expect(last.id == SyntaxDiagnosticID.tooManyDiagnostics)
        #expect(last.severity == .error)
        #expect(last.description == "a.css:1:101: error: too many errors in 'a.css' (more than 100); the rest are not reported [file.too-many-errors]")
    }

    @Test func fewDiagnosticsAreKeptAsTheyAre() {
        let file = SourceFile(path: "a.css", text: "x")
        let diagnostics = Self.errors(Diagnostic.maximumPerFile, in: file)
        #expect(Diagnostic.limitedPerFile(diagnostics) == diagnostics)
    }

    @Test func eachFileHasItsOwnCap() {
        let a = SourceFile(path: "a.css", text: String(repeating: "x", count: 200))
        let b = SourceFile(path: "b.css", text: String(repeating: "x", count: 200))
        let limited = Diagnostic.limitedPerFile(Self.errors(150, in: a) + Self.errors(30, in: b) + Self.errors(120, in: b))
        #expect(limited.filter { $0.path == "a.css" }.count == 101)
        #expect(limited.filter { $0.path == "b.css" }.count == 101)
        // Each summary follows the last diagnostic kept of its file.
        #expect(limited[100].id == SyntaxDiagnosticID.tooManyDiagnostics && limited[100].path == "a.css")
        #expect(limited.last?.id == SyntaxDiagnosticID.tooManyDiagnostics && limited.last?.path == "b.css")
    }

    @Test func limitingMergedListsAgainKeepsOneSummaryAtTheFirstLeftOut() {
        let file = SourceFile(path: "a.css", text: String(repeating: "x", count: 500))
        let first = Diagnostic.limitedPerFile(Self.errors(200, in: file))
        let again = Diagnostic.limitedPerFile(first + Self.errors(50, in: file))
        #expect(again.count == 101)
        #expect(again.filter { $0.id == SyntaxDiagnosticID.tooManyDiagnostics }.map(\.location.column) == [101])
    }

    @Test func onlyWarningsLeftOutMakeAWarning() {
        let file = SourceFile(path: "a.css", text: String(repeating: "x", count: 300))
        let limited = Diagnostic.limitedPerFile(Self.errors(100, in: file) + Self.errors(100, in: file, severity: .warning))
        #expect(limited.last?.severity == .warning)
        #expect(limited.last?.message == "too many warnings in 'a.css' (more than 100); the rest are not reported")
    }
}
