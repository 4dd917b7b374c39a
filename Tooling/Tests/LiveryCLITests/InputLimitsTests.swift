import LiveryTestSupport
import LiveryToolingTestSupport
import Foundation
import Testing

/// What an outside fuzzer found, end to end: reports stay proportional to the input
/// (excerpts are windows, at most 100 diagnostics a file), a file that is not text is one
/// error, and imports never read outside the folders of the files given.
struct InputLimitsTests {
    /// 50 KB on one line, an error every 7 bytes, then a good rule.
    static let longLine = String(repeating: ".a{x:;}", count: 7_200) + ".ok{alpha:1}\n"

    @Test func aLongLineOfErrorsPrintsTheCapWithShortExcerpts() throws {
        let folder = try Fixtures.scratchFolder(["long.css": Self.longLine])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LiveryProcess.run(["check", "long.css"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "checked 1 file: 101 errors, 0 warnings\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("long.css:") }.count == 101)
        #expect(lines.last { $0.hasPrefix("long.css:") }?.hasSuffix(
            "error: too many errors in 'long.css' (more than 100); the rest are not reported [file.too-many-errors]") == true)
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= 130 })
        #expect(result.stderr.utf8.count < 40_000)
    }

    @Test func theJSONReportIsCappedToo() throws {
        let folder = try Fixtures.scratchFolder(["long.css": Self.longLine])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LiveryProcess.run(["dump", "--format", "json", "long.css"], in: folder)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 101)
        #expect(diagnostics.last?["id"] as? String == "file.too-many-errors")
        let rules = try #require((json["stylesheets"] as? [[String: Any]])?.first?["rules"] as? [[String: Any]])
        #expect(rules.count == 1)
    }

    @Test func aBinaryFileIsOneErrorAndNothingOfItIsPrinted() throws {
        let folder = try Fixtures.scratchFolder("livery-binary")
        defer { try? FileManager.default.removeItem(at: folder) }
        var elf: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0]
        for index in 0..<50_000 { elf.append(index % 9 == 0 ? 0x0A : UInt8(truncatingIfNeeded: index &* 37)) }
        try Data(elf).write(to: folder.appendingPathComponent("ls.css"))
        var generator = SplitMix(state: 99)
        let random = (0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(random).write(to: folder.appendingPathComponent("random.css"))
        let result = try LiveryProcess.run(["check", "ls.css", "random.css"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 2)
        #expect(result.stderr.hasPrefix("ls.css:1:1: error: not a text file (a NUL byte at offset 7); nothing of it is loaded [file.not-text]\n"))
        #expect(result.stderr.contains("random.css:1:1: error: not a text file ("))
        #expect(result.stdout == "checked 2 files: 2 errors, 0 warnings\n")
    }

    @Test(arguments: ["/etc/passwd", "/proc/self/environ", "../../../../../../../../../etc/passwd"])
    func importsOutsideTheProjectAreNotRead(_ path: String) throws {
        let folder = try Fixtures.scratchFolder(["project/main.css": "@import \"\(path)\";\n.a { alpha: 1; }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["check", "dump"] {
            let result = try LiveryProcess.run([command, "project/main.css"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("project/main.css:1:9: error: cannot import '\(path)': it is outside the folders"))
            #expect(result.stderr.contains("[import.outside-project]"))
            #expect(!result.stderr.contains("root:") && !result.stderr.contains("PATH="))
            #expect(result.stderr.split(separator: "\n").count == 3)
        }
    }

    @Test func allowImportAddsAFolder() throws {
        let folder = try Fixtures.scratchFolder([
            "project/main.css": "@import \"../shared/theme.css\";\n.a { tintColor: @accent; }\n",
            "shared/theme.css": "@accent: red;\n",
            "layout.xml": "<view class=\"a\"/>",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try LiveryProcess.run(["check", "project/main.css"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("[import.outside-project]"))
        let allowed = try LiveryProcess.run(["check", "--allow-import", "shared", "project/main.css"], in: folder)
        #expect(allowed.status == 0)
        #expect(allowed.stderr.isEmpty)
        let dumped = try LiveryProcess.run(["dump", "--allow-import", "shared", "project/main.css"], in: folder)
        #expect(dumped.stdout == ".a { tintColor: red; }\n")
        let styled = try LiveryProcess.run(["style", "--layout", "layout.xml", "--stylesheet", "project/main.css",
                                            "--allow-import", "shared", "--format", "json"], in: folder)
        #expect(styled.status == 0)
        #expect(styled.stdout.contains("\"tintColor\" : \"#ff0000ff\"") || styled.stdout.contains("\"tintColor\": \"#ff0000ff\""))
    }

    @Test func theFoldersOfTheFilesGivenMayImportFromEachOther() throws {
        let folder = try Fixtures.scratchFolder([
            "project/screens/home.css": "@import \"../theme.css\";\n.home { tintColor: @accent; }\n",
            "project/theme.css": "@accent: red;\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder given: everything under it.
        let whole = try LiveryProcess.run(["check", "project"], in: folder)
        #expect(whole.status == 0)
        #expect(whole.stderr.isEmpty)
        // Files given: their folders.
        let files = try LiveryProcess.run(["check", "project/screens/home.css", "project/theme.css"], in: folder)
        #expect(files.status == 0)
        let alone = try LiveryProcess.run(["check", "project/screens/home.css"], in: folder)
        #expect(alone.status == 1)
    }
}

