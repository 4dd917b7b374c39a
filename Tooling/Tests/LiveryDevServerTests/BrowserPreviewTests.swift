import LiveryTestSupport
import LiveryToolingTestSupport
import Foundation
import Testing

/// The live preview in a real headless Chromium: after a save, the page's DOM shows the
/// new style without a reload, and diagnostics appear on the page.
@Suite(.serialized)
struct BrowserPreviewTests {
    static let titleColor = "(() => { const t = document.querySelector('[data-id=\"title\"] .lv-text');"
        + " return t ? getComputedStyle(t).color : ''; })()"

    @Test func thePageRestylesItselfOnEverySave() async throws {
        let server = try await ServeProcess.start()
        let browser = try ChromiumSession(url: server.base + "/preview?layout=screen.xml")
        defer { browser.stop() }
        let address = try await browser.pageWebSocketURL()
        try await ChromiumSession.withPage(address) { page in
            _ = try await page.waitFor(Self.titleColor) { $0 == "rgb(255, 0, 0)" }
            _ = try await page.waitFor("document.getElementById('livery-status').textContent") { $0 == "live" }
            _ = try await page.evaluate("window.liveryMarker = 'same page'")

            try server.write("theme.css", "@accent: #00ff00;\n@canvas: #ffffff;\n")
            _ = try await page.waitFor(Self.titleColor) { $0 == "rgb(0, 255, 0)" }

            try server.saveByRename("screen.css", "@import \"theme.css\";\n.title { textColor: #0000ff; height: 40; }\n")
            _ = try await page.waitFor(Self.titleColor) { $0 == "rgb(0, 0, 255)" }

            try server.write("screen.css", "@import \"theme.css\";\n.title { textColor: ; }\n")
            let error = try await page.waitFor("document.querySelector('.livery-diagnostics .livery-error')?.textContent") {
                $0.hasPrefix("screen.css:2:")
            }
            #expect(error.contains("[syntax.missing-value]"))
            #expect(try await page.evaluate("window.liveryMarker") as? String == "same page")
            let renders = try await page.evaluate("window.liveryRenders") as? Int ?? 0
            #expect(renders >= 3)
        }
    }
}
