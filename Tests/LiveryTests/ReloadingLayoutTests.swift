import Foundation
import Livery
import LiveryCore
import LiverySyntax
import LiveryTestSupport
import Testing

/// A layout file followed like a stylesheet: each save becomes a new styled, laid-out tree;
/// a version with errors keeps the last good one; stylesheet saves lay the tree out again.
@MainActor
struct ReloadingLayoutTests {
    @Test func savesOfTheLayoutReplaceTheTreeAndBrokenVersionsAreKeptOut() async throws {
        let folder = try scratchFolder()
        try write(folder + "/app.css", "@accent: #ff0000;\n.title { textColor: @accent; height: 40; }\n")
        try write(folder + "/screen.xml", """
            <layout>
              <style>.note { textColor: @accent; height: 10; }</style>
              <view id="root"><label id="title" class="title">First</label></view>
            </layout>
            """)
        let source = try WatchedFileSource()
        defer { source.stop() }
        let styler = ReloadingStyler<TestElement>()
        await styler.load([folder + "/app.css"], from: source)
        let screen = ReloadingLayout(location: folder + "/screen.xml", styler: styler, backend: TestBackend())
        await screen.load(from: source)
        #expect(screen.reports.last?.diagnostics.isEmpty == true)
        let first = try #require(screen.root?.element(withID: "title"))
        #expect(first.shown("text") == "First")
        #expect(first.shown("textColor") == "#ff0000ff")
        #expect(first.frame?.height == 40)

        // A new version of the layout: a new tree, styled by the app's sheet and its own block.
        try saveByRename(folder + "/screen.xml", """
            <layout>
              <style>.note { textColor: @accent; height: 10; }</style>
              <view id="root">
                <label id="title" class="title">Second</label>
                <label id="note" class="note">New</label>
              </view>
            </layout>
            """)
        #expect(await eventually { screen.root?.element(withID: "title")?.shown("text") == "Second" })
        let note = try #require(screen.root?.element(withID: "note"))
        #expect(note.shown("textColor") == "#ff0000ff")
        #expect(note.frame?.y == 40 && note.frame?.height == 10)
        #expect(screen.reports.last?.applied == true)

        // A broken version is reported, and the tree in effect stays.
        let rootBefore = screen.root
        try saveByRename(folder + "/screen.xml", "<view id=\"root\"><label id=\"title\">Broken</view>\n")
        #expect(await eventually { screen.reports.last?.applied == false })
        #expect(screen.reports.last?.errors.isEmpty == false)
        #expect(screen.root === rootBefore)

        // So is a version whose only error is in an inline style.
        let reportCount = screen.reports.count
        try saveByRename(folder + "/screen.xml", """
            <view id="root"><label id="title" class="title" style="alpha: ;">Inline</label></view>
            """)
        #expect(await eventually { screen.reports.count > reportCount })
        #expect(screen.reports.last?.applied == false)
        #expect(screen.reports.last?.errors.first?.span.start.line == 1)
        #expect(screen.root === rootBefore)

        // A stylesheet save restyles the tree in effect and lays it out again.
        try saveByRename(folder + "/app.css", "@accent: #00ff00;\n.title { textColor: @accent; height: 60; }\n")
        #expect(await eventually { screen.root?.element(withID: "note")?.frame?.y == 60 })
        #expect(screen.root?.element(withID: "title")?.shown("textColor") == "#00ff00ff")
        #expect(screen.root?.element(withID: "note")?.shown("textColor") == "#00ff00ff")
    }
}
