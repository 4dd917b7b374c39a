import LiveryTestSupport
import LiveryToolingTestSupport
import Foundation
import Testing

/// End-to-end tests of `livery render`: the built binary, real files, exit statuses.
struct RenderTests {
    static let layout = """
        <view id="root" style="width: 200; height: 50; backgroundColor: #336699">
          <label id="hello">Hello &lt;world&gt;</label>
        </view>
        """

    @Test(arguments: [("out.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\""), ("out.html", "<!DOCTYPE html>"),
                      ("OUT.HTM", "<!DOCTYPE html>")])
    func rendersToTheFormatOfTheExtension(file: String, start: String) throws {
        let folder = try Fixtures.scratchFolder(["screen.xml": Self.layout])
        let result = try LiveryProcess.run(["render", "--layout", "screen.xml", "--out", file], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        let picture = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        #expect(picture.contains(start))
        #expect(picture.contains("Hello &lt;world&gt;"))
        #expect(picture.contains("#336699"))
    }

    @Test func rendersTheExampleWithItsStylesheet() throws {
        let root = LiveryProcess.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        let folder = try Fixtures.scratchFolder(["notes.txt": ""])
        let out = folder.appendingPathComponent("inbox.svg").path
        let result = try LiveryProcess.run(["render", "--layout", "Examples/Inbox/inbox.xml", "--stylesheet",
                                            "Examples/Inbox/inbox.css", "--out", out], in: root)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains(">Ada Lovelace</tspan>"))
        #expect(svg.contains("data-classes=\"message unread\""))
    }

    @Test func dashWritesToStandardOutputAsSVGOrAsHTML() throws {
        let folder = try Fixtures.scratchFolder(["screen.xml": Self.layout])
        let svg = try LiveryProcess.run(["render", "--layout", "screen.xml", "--out", "-"], in: folder)
        #expect(svg.status == 0)
        #expect(svg.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
        let html = try LiveryProcess.run(["render", "--layout", "screen.xml", "--out", "-", "--as", "html"], in: folder)
        #expect(html.status == 0)
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>"))
    }

    @Test(arguments: ["out.png", "out", "out.svg.txt"])
    func anUnknownExtensionIsAUsageError(file: String) throws {
        let folder = try Fixtures.scratchFolder(["screen.xml": Self.layout])
        let result = try LiveryProcess.run(["render", "--layout", "screen.xml", "--out", file], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot tell the picture format of '\(file)'; use a .svg, .html or .htm file"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
    }

    @Test func aMissingLayoutIsAnErrorAndWritesNothing() throws {
        let folder = try Fixtures.scratchFolder(["notes.txt": ""])
        let result = try LiveryProcess.run(["render", "--layout", "missing.xml", "--out", "out.svg"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("missing.xml"))
        #expect(result.stderr.contains("[file.not-found]"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test func stylesheetErrorsExitOneButThePictureIsWritten() throws {
        let folder = try Fixtures.scratchFolder(["screen.xml": Self.layout, "bad.css": "#root { alpha: 0.5; }\nbad bad bad\n"])
        let result = try LiveryProcess.run(["render", "--layout", "screen.xml", "--stylesheet", "bad.css", "--out", "out.svg"],
                                           in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.css:2:1: error:"))
        let svg = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.contains("opacity=\"0.5\""))
    }

    @Test func jsonFormatPrintsDiagnostics() throws {
        let folder = try Fixtures.scratchFolder(["screen.xml": Self.layout])
        let result = try LiveryProcess.run(["render", "--layout", "screen.xml", "--out", "out.html", "--format", "json"],
                                           in: folder)
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func theOutputFileIsReplacedWhole() throws {
        let folder = try Fixtures.scratchFolder(["screen.xml": Self.layout, "out.svg": String(repeating: "old ", count: 100_000)])
        let result = try LiveryProcess.run(["render", "--layout", "screen.xml", "--out", "out.svg"], in: folder)
        #expect(result.status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains("old "))
    }
}
