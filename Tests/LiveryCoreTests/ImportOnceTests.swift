import Foundation
import LiveryCore
import LiverySyntax
import LiveryTestSupport
import Testing

/// A file imported several times in one load is read and parsed once, and stands where
/// its last `@import` stands — what inlining it at every `@import` gives the cascade.
struct ImportOnceTests {
    /// File `f<i>` imports `f<i+1>` twice, with a rule between, down to `f<depth>`.
    static func diamond(depth: Int) -> [String: String] {
        var files: [String: String] = [:]
        for level in 0..<depth {
            files["f\(level).css"] = """
                .a\(level) { alpha: 0.1; }
                @import "f\(level + 1).css";
                .b\(level) { alpha: 0.2; }
                @import "f\(level + 1).css";
                .c\(level) { alpha: 0.3; }
                """
        }
        files["f\(depth).css"] = ".leaf { alpha: 1; }"
        return files
    }

    @Test func aThirtyLevelDiamondReadsEachFileOnce() throws {
        let folder = try Fixtures.scratchFolder(Self.diamond(depth: 30), prefix: "livery-diamond")
        defer { try? FileManager.default.removeItem(at: folder) }
        let counting = CountingSourceLoader(FileSystemSourceLoader())
        let sheet = StyleSheetLoader(sourceLoader: counting).load(folder.appendingPathComponent("f0.css").path)
        #expect(sheet.diagnostics.isEmpty)
        #expect(counting.reads.count == 31)
        #expect(counting.reads.values.allSatisfy { $0 == 1 })
        // Each level's rules in order, the next level expanded at its last @import.
        let expected = (0..<30).flatMap { [".a\($0)", ".b\($0)"] } + [".leaf"] + (0..<30).reversed().map { ".c\($0)" }
        #expect(sheet.rules.map { $0.selectors[0].description } == expected)
    }

    /// The rules of `text` with every `@import` replaced by the file's text, recursively:
    /// what loading did before imports were read once (exponential in the depth).
    static func inlined(_ name: String, _ files: [String: String]) -> String {
        (files[name] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("@import \"") else { return String(line) }
            return inlined(String(line.dropFirst(9).prefix { $0 != "\"" }), files)
        }.joined(separator: "\n")
    }

    @Test func theResultIsInliningEveryImportKeepingTheLastCopyOfEachRule() {
        var files = Self.diamond(depth: 5)
        // Variables and a selector that several files style.
        files["f2.css"]! += "\n@tone: 0.25;\n.shared { alpha: @tone; }"
        files["f4.css"]! += "\n@tone: 0.75;\n.shared { alpha: @tone; hidden: true; }"
        let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader(files)).load("f0.css")
        let everyCopy = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["all.css": Self.inlined("f0.css", files)]))
            .load("all.css")
        #expect(sheet.diagnostics.isEmpty && everyCopy.diagnostics.isEmpty)
        #expect(everyCopy.rules.count > 4 * sheet.rules.count)
        // A later identical copy always wins over an earlier one: only the last copies count.
        var lastCopies: [String] = []
        for line in everyCopy.dumpText.split(separator: "\n").reversed() where !lastCopies.contains(String(line)) {
            lastCopies.insert(String(line), at: 0)
        }
        #expect(sheet.dumpText.split(separator: "\n").map(String.init) == lastCopies)
        let values = { (sheet: StyleSheet) in sheet.variables.all.map { "\($0.name): \($0.value.cssText)" }.sorted() }
        #expect(values(sheet) == values(everyCopy))
        #expect(values(sheet).count == 1)
    }

    @Test func aFileImportedTwiceStandsAtItsLastImport() {
        let counting = CountingSourceLoader(InMemorySourceLoader([
            "main.css": "@import \"b.css\";\n.x { alpha: 0.5; }\n@import \"b.css\";",
            "b.css": ".x { alpha: 1; }\n.bad { alpha: ; }",
        ]))
        let sheet = StyleSheetLoader(sourceLoader: counting).load("main.css")
        // Inlined twice this was `1, 0.5, 1`: the last `.x` wins either way.
        #expect(sheet.rules.map { $0.declarations[0].value.cssText } == ["0.5", "1"])
        #expect(counting.reads == ["main.css": 1, "b.css": 1])
        // Its diagnostics are reported once.
        #expect(sheet.diagnostics.map(\.description) == ["b.css:2:8: error: expected a value for 'alpha' [syntax.missing-value]"])
    }

    @Test func diagnosticsListEachFileBeforeTheFilesItImports() {
        let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader([
            "main.css": "@import \"a.css\";\n@import \"c.css\";\n.m { alpha: ; }",
            "a.css": ".a { alpha: ; }\n@import \"b.css\";",
            "b.css": ".b { alpha: ; }",
            "c.css": ".c { alpha: ; }",
        ])).load("main.css")
        #expect(sheet.diagnostics.map(\.path) == ["main.css", "a.css", "b.css", "c.css"])
    }
}
