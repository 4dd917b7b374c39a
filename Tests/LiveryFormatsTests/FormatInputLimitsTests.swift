import LiveryCore
import LiveryFormats
import LiverySyntax
import Testing

/// The other dialects follow the same input rules as Livery CSS: a file that is not text is
/// one error, and each file reports at most `Diagnostic.maximumPerFile` diagnostics.
struct FormatInputLimitsTests {
    @Test(arguments: [StyleSheetFormat.livery, .uiss, .reflektor, .nimbus])
    func aBinaryFileIsOneErrorInEveryDialect(_ format: StyleSheetFormat) {
        let bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + Array(repeating: 0x41, count: 1_000)
        let sheet = FormatLoader().load(SourceFile(path: "bin", bytes: bytes), format: format)
        #expect(sheet.diagnostics.map(\.description) == [
            "bin:1:1: error: not a text file (a NUL byte at offset 7); nothing of it is loaded [file.not-text]",
        ])
        let converted = FormatConverter().convert(SourceFile(path: "bin", bytes: bytes), from: format)
        #expect(converted.css.isEmpty)
        #expect(converted.diagnostics.map(\.id) == [SyntaxDiagnosticID.fileNotText])
    }

    @Test func uissErrorsAreCapped() {
        let json = "{" + String(repeating: "\"UILabel\": { \"alpha\": \"x\" },", count: 1_000) + "}"
        let sheet = FormatLoader().load(SourceFile(path: "a.json", text: json))
        #expect(sheet.diagnostics.count == Diagnostic.maximumPerFile + 1)
        #expect(sheet.diagnostics.last?.id == SyntaxDiagnosticID.tooManyDiagnostics)
    }
}
