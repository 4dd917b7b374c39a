import Foundation
import LiveryFormats
import LiveryFormatting
import LiverySyntax
import LiveryTestSupport
import Testing

/// Whole sheets of each CSS dialect formatted (`Tests/Fixtures/formatting/NAME.formatted.golden`;
/// re-record with `LIVERY_RECORD=1`), and every stylesheet among the fixtures formatted
/// without a refusal of its meaning.
struct FormattingGoldenTests {
    static let folder = Fixtures.url("formatting")

    /// Each sheet and the dialect it is read in (`.css` is Livery CSS unless named here).
    static let sheets: [(name: String, dialect: StyleSheetFormat)] = [
        ("messy.css", .livery), ("messy.rflk", .reflektor), ("messy.nss", .nui), ("nimbus.css", .nimbus),
    ]

    @Test(arguments: sheets.map(\.name))
    func formatsAsTheGolden(_ name: String) throws {
        let dialect = try #require(Self.sheets.first { $0.name == name }?.dialect)
        let formatter = StyleSheetFormatter(loader: FormatLoader(defaultFormat: dialect))
        let path = Self.folder.appendingPathComponent(name).path
        let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let result = formatter.format(file)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .formatted(let text) = result.outcome else {
            Issue.record("\(name) was not formatted: \(result.outcome)")
            return
        }
        try GoldenFiles.assertMatches(text, golden: Self.folder.appendingPathComponent(name + ".formatted.golden"))
        #expect(formatter.format(SourceFile(path: path, text: text)).outcome == .unchanged)
    }

    /// Every stylesheet of the CSS dialects among the test fixtures either formats (and then
    /// formats to itself) or is refused for its syntax errors: never because formatting would
    /// change it. Nimbus sheets are read as Nimbus CSS.
    @Test func everyFixtureSheetFormatsOrHasSyntaxErrors() throws {
        var formatted = 0
        var refusedForSyntax = 0
        for path in try Self.fixtureSheets() {
            let dialect: StyleSheetFormat = path.contains("nimbus") ? .nimbus : .livery
            let formatter = StyleSheetFormatter(loader: FormatLoader(defaultFormat: dialect))
            let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let result = formatter.format(file)
            #expect(!result.diagnostics.contains { $0.id == FormattingDiagnosticID.wouldChangeMeaning },
                    "\(path): \(result.diagnostics.map(\.description))")
            switch result.outcome {
            case .formatted(let text):
                formatted += 1
                #expect(formatter.format(SourceFile(path: path, text: text)).outcome == .unchanged, "\(path)")
            case .unchanged:
                formatted += 1
            case .refused:
                if result.diagnostics.first?.id == FormattingDiagnosticID.syntaxErrors { refusedForSyntax += 1 }
            }
        }
        // The fixtures hold sheets of both kinds; most parse cleanly.
        #expect(formatted > 30)
        #expect(refusedForSyntax >= 3)
    }

    /// The stylesheets of the CSS dialects under `Tests/Fixtures` (not the fuzz corpora, whose
    /// inputs are not sheets of one dialect).
    static func fixtureSheets() throws -> [String] {
        let root = Fixtures.root
        let extensions: Set<String> = ["css", "rflk", "nss", "livery"]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "fuzz" { enumerator?.skipDescendants() }
            if extensions.contains(url.pathExtension.lowercased()) { paths.append(url.path) }
        }
        return paths.sorted()
    }
}
