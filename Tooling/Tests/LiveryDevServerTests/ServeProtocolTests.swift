import LiveryToolingTestSupport
import LiveryTestSupport
import AsyncHTTPClient
import Foundation
import Testing

/// The `livery serve` protocol against a real server process: `/ws` messages to several
/// clients, `GET /files` with ETags, and the command line.
@Suite(.serialized)
struct ServeProtocolTests {
    @Test func helloListsTheLiveFilesThenEveryClientGetsEachChange() async throws {
        let server = try await ServeProcess.start(extraFiles: ["themes/dark.css": "@accent: #000000;\n", "notes.txt": "not live"])
        let first = try await PushClient(port: server.port)
        let second = try await PushClient(port: server.port)
        let hello = try #require(first.received.first)
        #expect(hello["type"] as? String == "hello")
        #expect(hello["files"] as? [String] == ["screen.css", "screen.xml", "theme.css", "themes/dark.css"])

        let text = ".title { textColor: #00ff00; }\n"
        try server.write("screen.css", text)
        for client in [first, second] {
            let changed = try await client.changed("screen.css", contents: text)
            #expect(changed["version"] as? Int == 1)
            #expect((changed["diagnostics"] as? [Any])?.isEmpty == true)
        }
        try server.write("themes/dark.css", "@accent: #111111;\n")
        let nested = try await second.changed("themes/dark.css")
        #expect(nested["version"] as? Int == 2)
    }

    @Test func saveByRenameIsOneChangeNotARemoval() async throws {
        let server = try await ServeProcess.start()
        let client = try await PushClient(port: server.port)
        let text = ".title { textColor: #0000ff; }\n"
        try server.saveByRename("screen.css", text)
        let changed = try await client.changed("screen.css", contents: text)
        #expect(changed["version"] as? Int == 1)
        try await Task.sleep(nanoseconds: 200_000_000)
        let types = client.received.compactMap { $0["type"] as? String }
        #expect(types == ["hello", "changed"])
    }

    @Test func aFileWithErrorsCarriesItsDiagnostics() async throws {
        let server = try await ServeProcess.start()
        let client = try await PushClient(port: server.port)
        let broken = ".title { textColor: #00ff00; }\n.broken { textColor: ; \n"
        try server.write("screen.css", broken)
        let changed = try await client.changed("screen.css", contents: broken)
        let diagnostics = try #require(changed["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.isEmpty)
        let first = try #require(diagnostics.first)
        #expect(first["path"] as? String == "screen.css")
        #expect(first["severity"] as? String == "error")
        #expect(first["line"] as? Int == 2)
        #expect(first["id"] is String && first["message"] is String && first["column"] is Int)
    }

    /// `--dialect nimbus`: `.css` files are checked as Nimbus CSS, UISS `.json` as UISS.
    @Test func theDialectDecidesHowPushedSheetsAreChecked() async throws {
        let server = try await offPool { try ServeProcess(arguments: ["--dialect", "nimbus"]) }
        let client = try await PushClient(port: server.port)
        let nimbus = "#title {\n  -ios-number-of-lines: 2;\n}\n"
        try server.write("screen.css", nimbus)
        let changed = try await client.changed("screen.css", contents: nimbus)
        #expect((changed["diagnostics"] as? [Any])?.isEmpty == true, "\(changed)")
        let uiss = #"{ "UILabel": { "textColor": "$missing" } }"#
        try server.write("theme.json", uiss)
        let pushed = try await client.changed("theme.json", contents: uiss)
        let diagnostics = try #require(pushed["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["uiss.unknown-variable"])
    }

    /// A folder of mixed dialects is one project, as `livery check` reads a folder: a pushed
    /// sheet sees the variables of the folder's other sheets (any dialect), the project file
    /// (`livery.json`) applies, and the preview's default sheets are every dialect's.
    @Test func aFolderOfMixedDialectsIsCheckedAndPreviewedAsOneProject() async throws {
        let server = try await ServeProcess.start(extraFiles: [
            "livery.json": #"{ "classes": { "CardButton": "UIButton" } }"#,
            "mixed/base.css": "@brand: #00ff00;\n",
            "mixed/screen.xml": "<view>\n  <label id=\"title\">Hi</label>\n  <label id=\"note\" style=\"alpha: ;\">x</label>\n</view>\n",
        ])
        let client = try await PushClient(port: server.port)
        let uiss = #"{ "UILabel": { "textColor": "$brand" } }"#
        try server.write("mixed/theme.json", uiss)
        let pushed = try await client.changed("mixed/theme.json", contents: uiss)
        #expect((pushed["diagnostics"] as? [Any])?.isEmpty == true, "a UISS sheet sees base.css's @brand: \(pushed)")
        let nui = "Label {\n  font-color: @brand;\n}\n"
        try server.write("mixed/labels.nss", nui)
        let nuiPushed = try await client.changed("mixed/labels.nss", contents: nui)
        #expect((nuiPushed["diagnostics"] as? [Any])?.isEmpty == true, "\(nuiPushed)")

        let cards = "CardButton { titleColor: #0000ff; }\n"
        try server.write("mixed/cards.css", cards)
        let cardsPushed = try await client.changed("mixed/cards.css", contents: cards)
        #expect((cardsPushed["diagnostics"] as? [Any])?.isEmpty == true, "livery.json makes CardButton a button: \(cardsPushed)")

        let layout = try server.read("mixed/screen.xml") + " "
        try server.write("mixed/screen.xml", layout)
        let layoutPushed = try await client.changed("mixed/screen.xml", contents: layout)
        let inline = try #require(layoutPushed["diagnostics"] as? [[String: Any]])
        #expect(inline.map { $0["line"] as? Int } == [3], "an inline style's error is pushed with its line: \(inline)")

        let response = try await HTTPClient.shared.execute(
            HTTPClientRequest(url: server.base + "/preview/render?layout=mixed/screen.xml"), timeout: .seconds(10))
        let fragment = String(buffer: try await response.body.collect(upTo: 8 << 20))
        #expect(fragment.contains("color:#00ff00"), "the default sheets include theme.json: \(fragment.prefix(400))")
    }

    @Test func deletionsAreRemovedMessagesAndNewFilesAreAnnounced() async throws {
        let server = try await ServeProcess.start()
        let client = try await PushClient(port: server.port)
        try FileManager.default.removeItem(at: server.url("theme.css"))
        let removed = try await client.next { $0["type"] as? String == "removed" }
        #expect(removed["path"] as? String == "theme.css")
        #expect(removed["version"] as? Int == 1)
        try FileManager.default.createDirectory(at: server.url("more/deeper"), withIntermediateDirectories: true)
        try server.write("more/deeper/new.css", ".x { alpha: 0.5; }\n")
        // (A folder's files may first be seen half-written; the finished file always follows.)
        let added = try await client.changed("more/deeper/new.css", contents: ".x { alpha: 0.5; }\n")
        #expect(added["type"] as? String == "changed")
    }

    @Test func unchangedContentsSendNothing() async throws {
        let server = try await ServeProcess.start()
        let client = try await PushClient(port: server.port)
        try server.write("theme.css", try server.read("theme.css"))
        try server.write("screen.css", ".a { alpha: 1; }\n")
        _ = try await client.changed("screen.css")
        #expect(!client.received.contains { $0["path"] as? String == "theme.css" })
    }

    @Test func filesHaveETagsAndConditionalRequestsGet304() async throws {
        let server = try await ServeProcess.start()
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: server.base + "/files/screen.css"), timeout: .seconds(5))
        #expect(response.status.code == 200)
        let etag = try #require(response.headers.first(name: "ETag"))
        let body = try await response.body.collect(upTo: 1 << 20)
        #expect(String(buffer: body) == (try server.read("screen.css")))

        var conditional = HTTPClientRequest(url: server.base + "/files/screen.css")
        conditional.headers.add(name: "If-None-Match", value: etag)
        let notModified = try await HTTPClient.shared.execute(conditional, timeout: .seconds(5))
        #expect(notModified.status.code == 304)

        try server.write("screen.css", ".changed { alpha: 0.5; }\n")
        let afterChange = try await HTTPClient.shared.execute(conditional, timeout: .seconds(5))
        #expect(afterChange.status.code == 200)
        #expect(afterChange.headers.first(name: "ETag") != etag)
    }

    @Test(arguments: ["/files/../screen.css", "/files/%2e%2e/etc/passwd", "/files/..%2fetc%2fpasswd", "/files//etc/passwd",
                      "/files/%2fetc%2fpasswd", "/files/escape/passwd", "/files/.hidden.css", "/files/", "/files/missing.css",
                      "/files/screen.css%00.txt", "/files/themes"])
    func pathsOutsideTheFolderAre404(_ path: String) async throws {
        let server = try await ServeProcess.start(extraFiles: [".hidden.css": ".a { alpha: 1; }", "themes/x.css": ""])
        try FileManager.default.createSymbolicLink(atPath: server.url("escape").path, withDestinationPath: "/etc")
        let status = try await server.status(path)
        #expect(status == 404)
        #expect(try await server.status("/files/screen.css") == 200)
    }

    @Test func serveRejectsAMissingFolderAndABadPort() throws {
        let missing = try ServeProcess.runToEnd(["serve", "/nonexistent-livery-folder"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no such folder '/nonexistent-livery-folder'"))
        let badPort = try ServeProcess.runToEnd(["serve", ".", "--port", "70000"])
        #expect(badPort.status == 2)
    }
}
