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
        weak let leaf = (handover.value ?? nil)?.0.root?.element(withID: "leaf")
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

    /// The window's place, which window-relative values resolve against, comes out the same
    /// whichever element an output reads first, kept or not, at every level.
    @Test func everyLevelKnowsWhereTheWindowIs() throws {
        let handover = onSmallStack { Handover(try? Self.screen()) }
        let root = try #require((handover.value ?? nil)?.root)
        let leaf = try #require(root.element(withID: "leaf"))
        let window = (width: 20_000.0, height: 30_000.0)
        #expect(leaf.windowBoundsInParent(windowSize: window) == Frame(x: -Double(Self.depth - 2), y: 0, width: 20_000, height: 30_000))
        #expect(root.windowBoundsInParent(windowSize: window) == Frame(x: 0, y: 0, width: 20_000, height: 30_000))
        let deepestFirst = WindowOrigins()
        let rootFirst = WindowOrigins()
        var levels: [ViewNode] = []
        var current: ViewNode? = leaf
        while let node = current {
            levels.append(node)
            current = node.parent
        }
        #expect(deepestFirst.origin(of: leaf) == (x: Double(Self.depth - 1), y: 0))
        var mismatches = 0
        for (level, node) in levels.reversed().enumerated() {
            // Each view is 1 point right of its parent's origin (its padding), the root at 0.
            let expected = (x: Double(level), y: 0.0)
            if rootFirst.origin(of: node) != expected { mismatches += 1 }
            if deepestFirst.origin(of: node) != expected { mismatches += 1 }
        }
        #expect(mismatches == 0)
        onSmallStack { handover.value = nil }
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
