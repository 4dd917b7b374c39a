import Foundation
import LiveryCore
import LiverySyntax
import LiveryTestSupport
import Testing

/// Pathological input loads in time and space proportional to its size: a long line of
/// errors reports at most `Diagnostic.maximumPerFile` of them, each excerpt a window of its
/// line; a file that is not text is one error. (Counts and sizes, not timings.)
struct LoaderInputLimitsTests {
    static func load(_ text: String, path: String = "main.css") -> StyleSheet {
        StyleSheetLoader(sourceLoader: InMemorySourceLoader([path: text])).load(path)
    }

    /// Every line of the text report, and the JSON of every diagnostic, stay short.
    static func expectShortReport(_ diagnostics: [Diagnostic]) {
        let text = DiagnosticFormatter().format(diagnostics)
        for line in text.split(separator: "\n") {
            #expect(line.unicodeScalars.count <= 4 + DiagnosticFormatter.maximumExcerptWidth + 2
                    || line.unicodeScalars.count <= Diagnostic.maximumMessageLength + 100)
        }
        #expect(text.utf8.count <= diagnostics.count * 800)
        let json = JSONValue.array(diagnostics.map(\.json)).prettyText
        #expect(json.utf8.count <= diagnostics.count * 600)
    }

    @Test func a50KBLineOfErrorsReportsTheCapAndTheRestLoads() {
        // Syntax errors (parser) and value errors (typing) on one 50 KB line, then good rules.
        let line = String(repeating: ".a{x:;}label{alpha:nope;}", count: 2_000)
        let sheet = Self.load(line + ".ok{alpha:1}\n.next { alpha: 0.5; }\n")
        #expect(line.utf8.count >= 50_000)
        #expect(sheet.diagnostics.count == Diagnostic.maximumPerFile + 1)
        #expect(sheet.diagnostics.last?.id == SyntaxDiagnosticID.tooManyDiagnostics)
        #expect(Set(sheet.diagnostics.dropLast().map(\.id.rawValue)).count == 2)
        #expect(sheet.rules.suffix(2).map { $0.selectors[0].description } == [".ok", ".next"])
        Self.expectShortReport(sheet.diagnostics)
    }

    @Test func anImportedFileHasItsOwnCap() {
        let junk = String(repeating: "junk;\n", count: 1_000)
        let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader([
            "main.css": "@import \"junk.css\";\n.a { alpha: ; }\n.b { alpha: 1; }",
            "junk.css": junk,
        ])).load("main.css")
        #expect(sheet.diagnostics.filter { $0.path == "main.css" }.count == 1)
        #expect(sheet.diagnostics.filter { $0.path == "junk.css" }.count == Diagnostic.maximumPerFile + 1)
        #expect(sheet.rules.map { $0.selectors[0].description } == [".b"])
    }

    @Test func thousandsOfMadeUpPropertiesStillGetTheirReportedSuggestions() {
        let madeUp = (0..<3_000).map { "p\($0)x: 1;" }.joined(separator: " ")
        let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader([
            "main.css": ".a { alpah: 1; \(madeUp) }\n@import \"b.css\";",
            "b.css": "label { textColr: red; }",
        ])).load("main.css")
        let main = sheet.diagnostics.filter { $0.path == "main.css" }
        #expect(main.count == Diagnostic.maximumPerFile + 1)
        #expect(main.first?.message == "unknown property 'alpah'; did you mean 'alpha'?")
        #expect(sheet.diagnostics.filter { $0.path == "b.css" }.map(\.message)
            == ["unknown property 'textColr' for UILabel; did you mean 'textColor'?"])
    }

    /// The suggestions' candidate lists are kept with the catalog, which every load on every
    /// thread shares: loads at once on many threads suggest the same names.
    @Test func loadsOnManyThreadsAtOnceGetTheSameSuggestions() {
        let catalog = PropertyCatalog.standard
        let sheets = ["UILabel { textColr: red; }", "UIButton { titleColr: red; }", ".a { alpah: 1; }", "UISwitch { onTintColr: red; }"]
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var messages: [Int: Set<String>] = [:]
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 32) { iteration in
            let index = iteration % sheets.count
            let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["main.css": sheets[index]]), catalog: catalog).load("main.css")
            results.lock.lock()
            results.messages[index, default: []].formUnion(sheet.diagnostics.map(\.message))
            results.lock.unlock()
        }
        #expect(results.messages[0] == ["unknown property 'textColr' for UILabel; did you mean 'textColor'?"])
        #expect(results.messages[1] == ["unknown property 'titleColr' for UIButton; did you mean 'titleColor'?"])
        #expect(results.messages[2] == ["unknown property 'alpah'; did you mean 'alpha'?"])
        #expect(results.messages[3] == ["unknown property 'onTintColr' for UISwitch; did you mean 'onTintColor'?"])
    }

    @Test func aMegabyteOfRandomBytesIsOneError() {
        var generator = SplitMix(state: 2024)
        let bytes = (0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let sheet = StyleSheetLoader().load(SourceFile(path: "random.css", bytes: bytes))
        #expect(sheet.diagnostics.map(\.id) == [SyntaxDiagnosticID.fileNotText])
        #expect(sheet.rules.isEmpty)
        #expect(sheet.file.bytes.isEmpty)
    }

    @Test func aMegabyteOfRandomStylesheetCharactersReportsTheCap() {
        // Text, so it is parsed: every kind of token and error, recovered from.
        var generator = SplitMix(state: 7)
        let alphabet = Array("{}();:,.#@\"'\\/*!-+=>~&^%[] \n\t\raA0z9_url(é".unicodeScalars)
        var text = String.UnicodeScalarView()
        for _ in 0..<(1 << 20) { text.append(alphabet.randomElement(using: &generator)!) }
        let sheet = Self.load(String(text))
        #expect(sheet.diagnostics.count <= Diagnostic.maximumPerFile + 1)
        Self.expectShortReport(sheet.diagnostics)
    }

    @Test func aBinaryFileGivenAsAStylesheetIsOneErrorAndShowsNothing() throws {
        let folder = try Fixtures.scratchFolder("livery-binary")
        defer { try? FileManager.default.removeItem(at: folder) }
        // An ELF header, then code and text that would make lines of junk.
        var bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + Array(repeating: 0, count: 8)
        for index in 0..<20_000 { bytes.append(index % 7 == 0 ? 0x0A : UInt8(truncatingIfNeeded: index * 31)) }
        let path = folder.appendingPathComponent("ls.css").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let sheet = StyleSheetLoader().load(path)
        #expect(sheet.diagnostics.map(\.description) == [
            "\(path):1:1: error: not a text file (a NUL byte at offset 7); nothing of it is loaded [file.not-text]",
        ])
        #expect(DiagnosticFormatter().format(sheet.diagnostics) == sheet.diagnostics[0].description + "\n")
        #expect(sheet.rules.isEmpty)
    }
}
