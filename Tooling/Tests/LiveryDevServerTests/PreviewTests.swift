import AsyncHTTPClient
import Foundation
import Testing

/// The browser preview's HTTP side: the page and the fragment its script fetches.
@Suite(.serialized)
struct PreviewTests {
    func get(_ url: String) async throws -> (status: UInt, body: String) {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 8 << 20)
        return (response.status.code, String(buffer: body))
    }

    @Test func rootAndPreviewServeTheLivePage() async throws {
        let server = try await ServeProcess.start()
        for path in ["/", "/preview?layout=screen.xml"] {
            let page = try await get(server.base + path)
            #expect(page.status == 200)
            #expect(page.body.hasPrefix("<!DOCTYPE html>"))
            #expect(page.body.contains("new WebSocket("))
            #expect(page.body.contains("/preview/render"))
            #expect(page.body.contains("data-id=\"title\""))
            #expect(page.body.contains("window.liveryPreview = {\"layouts\":[\"screen.xml\"],\"current\":\"screen.xml\""))
        }
    }

    @Test func theFragmentFollowsSavesAndListsDiagnostics() async throws {
        let server = try await ServeProcess.start()
        let client = try await PushClient(port: server.port)
        let render = server.base + "/preview/render?layout=screen.xml"
        let first = try await get(render)
        #expect(first.body.contains("color:#ff0000"))
        #expect(first.body.contains("<ul class=\"livery-diagnostics\"></ul>"))

        // (A version is given when the change is announced, after its check: wait for it.)
        try server.write("theme.css", "@accent: #0000ff;\n@canvas: #ffffff;\n")
        _ = try await client.changed("theme.css")
        let second = try await get(render)
        #expect(second.body.contains("color:#0000ff"))
        #expect(second.body.contains("data-version=\"1\""))

        try server.write("screen.css", "@import \"theme.css\";\n.title { textColor: ; }\n")
        try await Task.sleep(nanoseconds: 100_000_000)
        let broken = try await get(render)
        #expect(broken.body.contains("<li class=\"livery-error\">screen.css:2:"))
    }

    @Test func aFolderWithoutLayoutsGetsAPageThatWaitsForOne() async throws {
        let server = try await ServeProcess.start()
        try FileManager.default.removeItem(at: server.url("screen.xml"))
        try await Task.sleep(nanoseconds: 200_000_000)
        let page = try await get(server.base + "/")
        #expect(page.body.contains("No layout (.xml) in this folder yet."))
        #expect(page.body.contains("location.reload()"))
    }

    /// A layout whose preview takes far longer than the preview's budget (150,000 labels,
    /// 3.9 MB, within the reader's limits: about 30 s to style, lay out and draw in a debug
    /// build): the preview gives up at its budget with a `503` and a note; the server and
    /// the next render go on.
    @Test func aPreviewPastItsBudgetsIs503AndTheNextOneRenders() async throws {
        let wide = "<view>" + String(repeating: "<label class=\"a\">x</label>", count: 150_000) + "</view>\n"
        let server = try await ServeProcess.start(extraFiles: ["wide.xml": wide])
        let start = Date()
        let over = try await get(server.base + "/preview/render?layout=wide.xml&stylesheet=screen.css")
        #expect(over.status == 503)
        #expect(over.body.contains("class=\"livery-error\">The preview"))
        #expect(Date().timeIntervalSince(start) < 30, "back after \(Date().timeIntervalSince(start)) s")
        #expect(server.residentBytes < 300 << 20, "server RSS \(server.residentBytes >> 20) MiB")
        let next = try await get(server.base + "/preview/render?layout=screen.xml&stylesheet=screen.css")
        #expect(next.status == 200)
        #expect(next.body.contains("color:#ff0000"))
    }

    @Test func renderNeedsALayoutInsideTheFolder() async throws {
        let server = try await ServeProcess.start()
        #expect(try await get(server.base + "/preview/render").status == 400)
        let outside = try await get(server.base + "/preview/render?layout=../../etc/passwd")
        #expect(outside.body.contains("Not a layout of this folder"))
    }
}
