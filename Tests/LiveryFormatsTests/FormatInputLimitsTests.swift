import LiveryCore
import LiveryFormats
import LiverySyntax
import Testing

/// The other dialects follow the same input rules as Livery CSS: each file reports at most
/// `Diagnostic.maximumPerFile` diagnostics.
struct FormatInputLimitsTests {
    @Test func uissErrorsAreCapped() {
        let json = "{" + String(repeating: "\"UILabel\": { \"alpha\": \"x\" },", count: 1_000) + "}"
        let sheet = FormatLoader().load(SourceFile(path: "a.json", text: json))
        #expect(sheet.diagnostics.count == Diagnostic.maximumPerFile + 1)
        #expect(sheet.diagnostics.last?.id == SyntaxDiagnosticID.tooManyDiagnostics)
    }
}
