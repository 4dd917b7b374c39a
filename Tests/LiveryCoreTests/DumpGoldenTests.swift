import LiveryTestSupport
import Foundation
import LiveryCore
import LiverySyntax
import Testing

/// Every stylesheet under `Tests/Fixtures/stylesheets` is loaded and its `dump` text and
/// diagnostics compared with `NAME.dump.txt` beside it.
struct DumpGoldenTests {
    static let folder = Fixtures.url("stylesheets")

    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".css") }.sorted()
    }()

    @Test func fixturesExist() {
        #expect(Self.fixtures.count >= 10)
    }

    @Test(arguments: fixtures)
    func dumpMatchesGolden(_ name: String) throws {
        let sheet = StyleSheetLoader().load(Self.folder.appendingPathComponent(name).path)
        let prefix = Self.folder.path + "/"
        var text = sheet.dumpText
        if !sheet.diagnostics.isEmpty {
            text += "\n# diagnostics\n"
            for diagnostic in sheet.diagnostics {
                text += diagnostic.description.replacingOccurrences(of: prefix, with: "") + "\n"
            }
        }
        let golden = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".css", with: ".dump.txt"))
        try GoldenFiles.assertMatches(text, golden: golden)
    }
}
