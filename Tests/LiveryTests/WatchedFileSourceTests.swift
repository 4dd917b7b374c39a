import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

/// Local files followed with inotify restyle a tree of test elements: in-place saves, saves
/// by rename, imported files, errors and removed declarations.
@MainActor
@Suite(.serialized)
struct WatchedFileSourceTests {
    /// (Latency is measured by `Benchmarks/ServeLatency`, not here: parallel suites share the CPU.)
    @Test func savesRestyleTheTree() async throws {
        let folder = try scratchFolder()
        try write(folder + "/theme.css", "@accent: #ff0000;\n")
        try write(folder + "/app.css", "@import \"theme.css\";\n.title { textColor: @accent; text: \"Styled\"; }\n")
        let root = try #require(layout("<view><label id=\"t\" class=\"title\">Own</label></view>"))
        let title = try #require(root.element(withID: "t"))
        let source = try WatchedFileSource()
        defer { source.stop() }
        let styler = ReloadingStyler<TestElement>()
        styler.style(root)
        await styler.load([folder + "/app.css"], from: source)
        #expect(title.shown("textColor") == "#ff0000ff")

        // The imported file is watched too.
        try write(folder + "/theme.css", "@accent: #00ff00;\n")
        #expect(await eventually { title.shown("textColor") == "#00ff00ff" })

        // Errors: the last good version stays, the diagnostics are reported.
        try saveByRename(folder + "/app.css", "@import \"theme.css\";\n.title { textColor: #0000ff; }\n.bad { alpha: ; }\n")
        #expect(await eventually { styler.reports.last?.applied == false })
        #expect(styler.reports.last?.errors.first?.span.start.line == 3)
        #expect(title.shown("textColor") == "#00ff00ff")

        // A removed declaration gives the element its own value back.
        try saveByRename(folder + "/app.css", "@import \"theme.css\";\n.title { textColor: @accent; }\n")
        #expect(await eventually { styler.reports.last?.applied == true })
        #expect(title.shown("text") == "Own")
        #expect(styler.reports.last?.restored.first?.keys.map(\.description) == ["text"])
    }

    @Test func laterSheetsReloadWhenAnEarlierOnesVariablesChange() async throws {
        let folder = try scratchFolder()
        try write(folder + "/vars.css", "@accent: #ff0000;\n")
        try write(folder + "/app.css", ".title { textColor: @accent; }\n")
        let root = try #require(layout("<label id=\"t\" class=\"title\"/>"))
        let source = try WatchedFileSource()
        defer { source.stop() }
        let styler = ReloadingStyler<TestElement>()
        styler.style(root)
        await styler.load([folder + "/vars.css", folder + "/app.css"], from: source)
        #expect(root.shown("textColor") == "#ff0000ff")
        try write(folder + "/vars.css", "@accent: #0000ff;\n")
        #expect(await eventually { root.shown("textColor") == "#0000ffff" })
        #expect(styler.locations == [folder + "/vars.css", folder + "/app.css"])
    }
}
