import Foundation
import LiveryTestSupport
import LiveryToolingTestSupport
import Testing

/// `livery format`: rewrites sheets in place, `--check` reports without writing, sheets with
/// syntax errors and files of other kinds are left alone, JSON output names each file's status.
struct FormatCommandTests {
    static let messy = ".a{color:red}\n"
    static let formatted = ".a {\n    color: red;\n}\n"
    static let broken = ".a { color red; }\n"

    func scratch() throws -> URL {
        try Fixtures.scratchFolder([
            "app.css": Self.messy, "done.css": Self.formatted, "broken.css": Self.broken,
            "theme.json": "{\"UILabel\": {\"font\": [\"Helvetica\", 12]}}", "screen.xml": "<UIView/>",
        ], prefix: "livery-format")
    }

    func contents(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func formatsInPlaceAndLeavesTheRestAlone() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LiveryProcess.run(["format", "."], in: folder)
        #expect(result.status == 1, "broken.css has a syntax error")
        #expect(result.stdout.contains("formatted ./app.css\n"))
        #expect(result.stdout.hasSuffix("5 files: 1 formatted, 1 unchanged, 1 refused, 2 skipped; 2 errors, 0 warnings\n"))
        #expect(result.stderr.contains("./broken.css:1:6: error: not formatted: the sheet has syntax errors; fix them first [formatting.syntax-errors]"))
        #expect(!result.stderr.contains("theme.json"), "files found in a folder are skipped without a warning")
        #expect(try contents(folder, "app.css") == Self.formatted)
        #expect(try contents(folder, "done.css") == Self.formatted)
        #expect(try contents(folder, "broken.css") == Self.broken)
        #expect(try LiveryProcess.run(["format", "app.css", "done.css"], in: folder).stdout == "2 files: 2 unchanged; 0 errors, 0 warnings\n")
        let named = try LiveryProcess.run(["format", "theme.json"], in: folder)
        #expect(named.status == 0)
        #expect(named.stderr.hasPrefix("theme.json:1:1: warning: UISS JSON sheets are not formatted; only the CSS dialects are [formatting.unsupported-file]"))
    }

    @Test func checkReportsTheFirstLineThatDiffersAndWritesNothing() throws {
        let folder = try Fixtures.scratchFolder(["app.css": "/* ok */\n.a {\n    color:red;\n}\n", "done.css": Self.formatted],
                                                prefix: "livery-format")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LiveryProcess.run(["format", "--check", "app.css", "done.css"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("app.css:3:11: error: not formatted; 'livery format app.css' would change the text from here [formatting.not-formatted]"))
        #expect(result.stdout == "2 files: 1 not-formatted, 1 unchanged; 1 error, 0 warnings\n")
        #expect(try contents(folder, "app.css") == "/* ok */\n.a {\n    color:red;\n}\n")
        #expect(try LiveryProcess.run(["format", "--check", "done.css"], in: folder).status == 0)
    }

    /// The first difference is where the bytes first differ: after a byte-order mark, at the
    /// end of a line whose `\r\n` would become `\n`.
    @Test func checkReportsByteOrderMarksAndLineEndingsWhereTheyAre() throws {
        let folder = try Fixtures.scratchFolder(["bom.css": "\u{FEFF}/* ok */\n.a {\n    color:red;\n}\n",
                                                 "crlf.css": ".a {\r\n    color: red;\r\n}\r\n"], prefix: "livery-format")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LiveryProcess.run(["format", "--check", "bom.css", "crlf.css"], in: folder)
        #expect(result.stderr.contains("bom.css:3:11: error: not formatted"))
        #expect(result.stderr.contains("crlf.css:1:5: error: not formatted"))
    }

    /// A symbolic link stays a link and its target is formatted; permissions are kept.
    @Test func writesThroughLinksAndKeepsPermissions() throws {
        let folder = try Fixtures.scratchFolder(["real.css": Self.messy, "private.css": Self.messy], prefix: "livery-format")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("link.css").path, withDestinationPath: "real.css")
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.appendingPathComponent("private.css").path)
        let result = try LiveryProcess.run(["format", "link.css", "private.css"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try manager.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.css").path) == "real.css")
        #expect(try contents(folder, "real.css") == Self.formatted)
        let permissions = try manager.attributesOfItem(atPath: folder.appendingPathComponent("private.css").path)[.posixPermissions]
        #expect((permissions as? NSNumber)?.intValue == 0o640)
        #expect(try contents(folder, "private.css") == Self.formatted)
    }

    @Test func jsonNamesEachFilesStatus() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LiveryProcess.run(["format", "--check", "--format", "json", "app.css", "done.css", "broken.css", "theme.json", "screen.xml"],
                                           in: folder)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: String]])
        #expect(files.map { $0["path"] ?? "" } == ["screen.xml", "app.css", "done.css", "broken.css", "theme.json"])
        #expect(files.map { $0["status"] ?? "" } == ["skipped", "not-formatted", "unchanged", "refused", "skipped"])
        let ids = (json["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids == ["formatting.unsupported-file", "formatting.not-formatted", "formatting.syntax-errors",
                        "syntax.expected-colon", "formatting.unsupported-file"])
    }

    @Test func nothingToFormatIsAUsageError() throws {
        let result = try LiveryProcess.run(["format"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument '<paths> ...'"))
    }
}
