import LiveryToolingTestSupport
import LiveryTestSupport
import Foundation
import LiveryCore
import Livery
import LiverySyntax
import LiveryViews
import Testing

/// An app's side of live reload against a real `livery serve`: the push channel
/// (`Livery.connect(to:)`) and HTTP polling restyle a headless tree.
@Suite(.serialized)
@MainActor
struct AppReloadTests {
    static let withoutSubtitleText = """
    @import "theme.css";
    .screen { backgroundColor: @canvas; }
    .title { textColor: @accent; font: bold 20 system; height: 40; }
    .subtitle { textColor: #333333; height: 30; }
    .action { height: 44; }

    """

    /// The fixture layout, styled by a `ReloadingStyler` (keep `root`: the tree is held from it).
    func styledTree(_ server: ServeProcess) throws -> (ReloadingStyler<ViewNode>, root: ViewNode, title: ViewNode, subtitle: ViewNode) {
        let document = ViewLayout.load(path: server.url("screen.xml").path)
        let root = try #require(document.root)
        let styler = ReloadingStyler<ViewNode>()
        styler.style(root)
        return (styler, root, try #require(root.element(withID: "title")), try #require(root.element(withID: "subtitle")))
    }

    @Test func pushChannelReloadsImportsKeepsTheLastGoodVersionAndRestoresOriginals() async throws {
        let server = try await ServeProcess.start()
        let source = Livery.connect(to: try #require(URL(string: server.base)))
        defer { source.stop() }
        let (styler, root, title, subtitle) = try styledTree(server)
        defer { withExtendedLifetime(root) {} }
        await styler.load(["screen.css"], from: source)
        #expect(title.printed("textColor") == "#ff0000ff")
        #expect(subtitle.printed("text") == "Styled subtitle")

        // An imported file changes: the sheet importing it reloads.
        try server.write("theme.css", "@accent: #00ff00;\n@canvas: #ffffff;\n")
        #expect(await eventually { title.printed("textColor") == "#00ff00ff" })

        // A version with errors is reported and not applied.
        let reportsBefore = styler.reports.count
        try server.write("screen.css", "@import \"theme.css\";\n.title { textColor: #0000ff; }\n.broken { textColor: ; }\n")
        // (A late report of the import change may come first: look for the rejection.)
        #expect(await eventually { styler.reports.dropFirst(reportsBefore).contains { !$0.applied } })
        let rejected = try #require(styler.reports.dropFirst(reportsBefore).first { !$0.applied })
        #expect(rejected.errors.first?.path == "screen.css")
        #expect(title.printed("textColor") == "#00ff00ff")

        // A declaration disappears (saved by rename): the element gets its own value back.
        try server.saveByRename("screen.css", Self.withoutSubtitleText)
        #expect(await eventually { styler.reports.last?.applied == true && styler.reports.count > reportsBefore + 1 })
        let applied = try #require(styler.reports.last)
        let restored = try #require(applied.restored.first { $0.element === subtitle })
        #expect(restored.keys.map(\.description) == ["text"])
        #expect(subtitle.printed("text") == "Original subtitle")
        #expect(subtitle.printed("textColor") == "#333333ff")
        #expect(title.printed("textColor") == "#00ff00ff")
    }

    @Test func aReconnectedAppGetsTheFilesAgain() async throws {
        let server = try await ServeProcess.start()
        let source = Livery.connect(to: try #require(URL(string: server.base)))
        defer { source.stop() }
        await source.watch([])
        #expect(source.connectionCount == 1)
        #expect(source.sourceLoader is CachedSourceLoader)
        let cached = try source.sourceLoader.load("theme.css")
        #expect(cached.bytes.count > 0)
        try server.write("screen.css", ".title { alpha: 0.5; }\n")
        #expect(await eventually { source.state(of: "screen.css")?.version == 1 })
    }

    @Test func httpPollingUsesConditionalRequestsAndPicksUpChanges() async throws {
        let server = try await ServeProcess.start()
        let source = HTTPSource(configuration: .init(interval: 0.05, timeout: 5, maximumSize: 1 << 20))
        defer { source.stop() }
        let (styler, root, title, _) = try styledTree(server)
        defer { withExtendedLifetime(root) {} }
        let sheet = server.base + "/files/screen.css"
        await styler.load([sheet], from: source)
        #expect(title.printed("textColor") == "#ff0000ff")
        #expect(await eventually { source.requestCounts.notModified >= 4 })

        try server.write("theme.css", "@accent: #123456;\n@canvas: #ffffff;\n")
        #expect(await eventually { title.printed("textColor") == "#123456ff" })
        #expect(styler.reports.last?.location == sheet)
    }

    @Test func httpSourceRefusesBodiesOverTheSizeLimit() async throws {
        let big = ".big { text: \"" + String(repeating: "x", count: 4096) + "\"; }\n"
        let server = try await ServeProcess.start(extraFiles: ["big.css": big])
        let source = HTTPSource(configuration: .init(interval: 60, timeout: 5, maximumSize: 1024))
        defer { source.stop() }
        await source.watch([server.base + "/files/big.css", server.base + "/files/theme.css"])
        #expect(throws: SourceLoadError.self) { try source.sourceLoader.load(server.base + "/files/big.css") }
        #expect(try source.sourceLoader.load(server.base + "/files/theme.css").bytes.count > 0)
    }
}
