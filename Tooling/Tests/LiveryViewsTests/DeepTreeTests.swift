import Foundation
import LiveryCore
import LiveryDocument
import LiveryTestSupport
import LiveryValues
import Testing
@testable import LiveryViews

/// The headless tree 10,000 levels deep: built, styled, laid out, drawn and freed with no
/// recursion the stack limits.
struct DeepHeadlessTreeTests {
    static let depth = LayoutDocument.maximumDepth

    static func screen() throws -> StyledScreen {
        let xml = "<layout>\n<style>\n.n { padding-left: 1; }\n#leaf { height: 10; }\n</style>\n"
            + String(repeating: "<view class=\"n\">", count: depth - 1) + "<label class=\"n\" id=\"leaf\">deep</label>"
            + String(repeating: "</view>", count: depth - 1) + "\n</layout>\n"
        let folder = try Fixtures.scratchFolder(["deep.xml": xml])
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = StyleEnvironment()
        environment.screenWidth = 20_000
        environment.screenHeight = 30_000
        return StyledScreen(layoutPath: folder.appendingPathComponent("deep.xml").path, stylesheetPaths: [],
                            environment: environment)
    }

    /// Loaded, styled, laid out, drawn and freed on a 512 KB stack: only the layout pass
    /// takes a thread of its own.
    @Test func aTreeTenThousandLevelsDeepIsStyledLaidOutAndDrawn() throws {
        let handover = onSmallStack { Handover((try? Self.screen()).map { ($0, ScreenDrawing($0)) }) }
        weak var leaf = (handover.value ?? nil)?.0.root?.element(withID: "leaf")
        try check(#require(handover.value ?? nil))
        onSmallStack { handover.value = nil }
        #expect(leaf == nil)
    }

    func check(_ built: (screen: StyledScreen, drawing: ScreenDrawing)) throws {
        let (screen, drawing) = built
        #expect(screen.diagnostics.isEmpty)
        let root = try #require(screen.root)
        let leaf = try #require(root.element(withID: "leaf"))
        #expect(leaf.depth == Self.depth - 1)
        #expect(leaf.frame == Frame(x: 1, y: 0, width: Double(20_000 - (Self.depth - 1)), height: 10))
        #expect(leaf.parent?.frame == Frame(x: 1, y: 0, width: Double(20_000 - (Self.depth - 2)), height: 10))
        #expect(root.outline.split(separator: "\n").last == Substring(TreeText.indent(Self.depth) + "UILabel#leaf.n"))

        var level = 0
        var drawn = try #require(drawing.root)
        while let child = drawn.children.first {
            drawn = child
            level += 1
        }
        #expect(level == Self.depth - 1)
        #expect(drawn.id == "leaf")
        #expect(drawn.text?.lines == ["deep"])
    }

    @Test func theOutputsOfADeepTreeStayInProportion() throws {
        let handover = onSmallStack { Handover((try? Self.screen()).map { screen in
            (SVGRenderer.render(screen), HTMLRenderer.render(screen), screen)
        }) }
        let (svg, html, _) = try #require(handover.value ?? nil)
        #expect(svg.components(separatedBy: "</g>").count - 1 == Self.depth)
        #expect(html.components(separatedBy: "data-type=").count - 1 == Self.depth)
        #expect(svg.utf8.count < 200 * Self.depth)
        #expect(html.utf8.count < 400 * Self.depth)
        onSmallStack { handover.value = nil }
    }
}
