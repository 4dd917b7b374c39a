import Livery
import LiveryCore
import LiveryDocument
import LiveryFormats
import LiveryLayout
import LiveryTestSupport
import LiveryValues
import Testing

/// Element trees 10,000 levels deep go through the front door — read, inline styles typed,
/// styled, laid out — with no recursion the stack limits.
struct DeepTreeTests {
    static let depth = LayoutDocument.maximumDepth

    /// `<view class="n">` nested `levels` deep, the innermost with the id `leaf`.
    static func nestedLayout(levels: Int) -> String {
        var xml = "<layout>\n<style>\n.n { padding-left: 1; }\n#leaf { height: 10; }\n</style>\n"
        xml += String(repeating: "<view class=\"n\">", count: levels - 1) + "<view class=\"n\" id=\"leaf\" style=\"alpha: 0.5\"/>"
        xml += String(repeating: "</view>", count: levels - 1) + "\n</layout>\n"
        return xml
    }

    static func styled(levels: Int) -> StyledLayout<TestBackend> {
        var environment = StyleEnvironment()
        environment.screenWidth = 20_000
        environment.screenHeight = 30_000
        let loader = InMemorySourceLoader(["deep.xml": nestedLayout(levels: levels)])
        return StyledLayout(layoutPath: "deep.xml", stylesheetPaths: [], environment: environment,
                            reader: FormatLoader(sourceLoader: loader), backend: TestBackend())
    }

    /// Read, styled and laid out, then freed, on a 512 KB stack: only the layout pass takes
    /// a thread of its own.
    @Test func aLayoutTenThousandLevelsDeepIsReadStyledAndLaidOut() throws {
        let handover = onSmallStack { Handover(Self.styled(levels: Self.depth)) }
        weak var root = handover.value?.root
        try check(handover.value!)
        onSmallStack { handover.value = nil }
        #expect(root == nil)
    }

    func check(_ screen: StyledLayout<TestBackend>) throws {
        #expect(screen.diagnostics.isEmpty)
        var node = try #require(screen.root)
        #expect(node.frame == Frame(x: 0, y: 0, width: 20_000, height: 30_000))
        var level = 0
        var wrongFrames = 0
        while let child = node.styleChildren.first {
            level += 1
            node = child
            // Each level sits inside its parent's 1-point left padding, 10 points tall (the leaf's height).
            if node.frame != Frame(x: 1, y: 0, width: 20_000 - Double(level), height: 10) { wrongFrames += 1 }
            if node.computedStyle?.values[PropertyKey(name: "paddingLeft")] == nil { wrongFrames += 1 }
        }
        #expect(level == Self.depth - 1)
        #expect(wrongFrames == 0)
        #expect(node.styleID == "leaf")
        #expect(node.frame == Frame(x: 1, y: 0, width: 20_000 - Double(Self.depth - 1), height: 10))
        // The inline style was typed at the deepest level too.
        #expect(node.computedStyle?.values[PropertyKey(name: "alpha")]?.typedValue != nil)
    }

    @Test func deeperElementsAreCutWithAPositionedError() throws {
        let handover = onSmallStack { Handover(Self.styled(levels: Self.depth + 5)) }
        try checkCut(handover.value!)
        onSmallStack { handover.value = nil }
    }

    func checkCut(_ screen: StyledLayout<TestBackend>) throws {
        let diagnostic = try #require(screen.diagnostics.first)
        #expect(screen.diagnostics.count == 1)
        #expect(diagnostic.id.rawValue == "layout.too-deep")
        let opening = "<view class=\"n\">"
        let before = "<layout>\n<style>\n.n { padding-left: 1; }\n#leaf { height: 10; }\n</style>\n"
        #expect(diagnostic.span.range.start == before.utf8.count + Self.depth * opening.utf8.count)
        var count = 0
        var node = screen.root
        while let current = node {
            count += 1
            node = current.styleChildren.first
        }
        #expect(count == Self.depth)
    }

    @Test func aDeepLayoutNodeTreeIsLaidOutAndFreed() {
        let frames = onSmallStack { Self.layOutNodeChain() }
        #expect(frames.leaf == LayoutRect(x: 1, y: 0, width: 30_000 - 2 * Double(Self.depth - 1), height: 4))
        #expect(frames.root == LayoutRect(x: 0, y: 0, width: 30_000, height: 100))
    }

    /// The layout engine alone: a chain of nodes, each 2 points narrower than its parent,
    /// laid out and freed.
    static func layOutNodeChain() -> (root: LayoutRect, leaf: LayoutRect) {
        var style = LayoutStyle()
        style.padding = LayoutEdges(left: .points(1), top: .points(0), right: .points(1), bottom: .points(0))
        // Built from the leaf up: each node is attached before it has a parent, so marking
        // it dirty stops at once.
        var leafStyle = style
        leafStyle.height = .points(4)
        let last = LayoutNode(style: leafStyle)
        var root = last
        for _ in 1..<Self.depth {
            let parent = LayoutNode(style: style)
            parent.appendChild(root)
            root = parent
        }
        root.calculateLayout(availableWidth: 30_000, availableHeight: 100)
        return (root.frame, last.frame)
    }
}
