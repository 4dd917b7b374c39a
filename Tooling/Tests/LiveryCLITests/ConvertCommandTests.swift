import Foundation
import LiveryTestSupport
import LiveryToolingTestSupport
import Testing

/// `livery convert`: format inference, `--from`, `--out`, usage errors and missing files.
struct ConvertCommandTests {
    /// Runs the built `livery` in the format fixtures folder.
    func livery(_ arguments: [String]) throws -> LiveryProcess.Result {
        try LiveryProcess.run(arguments, in: Fixtures.url("formats"))
    }

    @Test(arguments: [
        (["convert", "uiss/theme.json", "--to", "css"], "/* Converted from UISS 'theme.json' by livery convert. */"),
        (["convert", "reflektor/cards.rflk", "--to", "css"], "/* Converted from ReflektorKit 'cards.rflk' by livery convert. */"),
        (["convert", "nimbus/screen.css", "--to", "css", "--from", "nimbus"], "/* Converted from Nimbus CSS 'screen.css' by livery convert. */"),
        (["convert", "nui/theme.nss", "--to", "css"], "/* Converted from NUI 'theme.nss' by livery convert. */"),
        (["convert", "nui/theme.nss", "--to", "css", "--dialect", "nui"], "/* Converted from NUI 'theme.nss' by livery convert. */"),
    ])
    func convertsToStandardOutput(_ arguments: [String], _ firstLine: String) throws {
        let result = try livery(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(firstLine + "\n"))
    }

    @Test func anUninferableFormatIsAUsageError() throws {
        let result = try livery(["convert", "nimbus/screen.css", "--to", "css"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot tell the format of 'nimbus/screen.css' from its extension; give --from uiss|reflektor|nimbus|nui"))
    }

    @Test func aMissingInputIsADiagnostic() throws {
        let result = try livery(["convert", "nope.json", "--to", "css"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("nope.json:1:1: error: no such file 'nope.json' [file.not-found]"))
    }

    @Test func outWritesAFile() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("livery-convert-\(UUID().uuidString).css")
        defer { try? FileManager.default.removeItem(at: target) }
        let result = try livery(["convert", "uiss/containment.json", "--to", "css", "--out", target.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOf: target, encoding: .utf8)
        // In the layout `livery format` writes.
        #expect(written.contains("^UIView ^UILabel {\n    textColor: darkGrayColor;\n}"))
    }
}
