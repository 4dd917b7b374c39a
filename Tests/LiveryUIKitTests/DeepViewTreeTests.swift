#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import Livery
import LiveryCore
import LiveryDocument
import LiveryTestSupport
import LiveryUIKit
import Testing

/// A layout document 10,000 levels deep becomes 10,000 nested views, styled and laid out,
/// with no recursion the stack limits.
@MainActor
struct DeepViewTreeTests {
    init() { UIKitTesting.useTestImages() }

    static let depth = LayoutDocument.maximumDepth

    @Test func aTenThousandLevelDocumentBecomesNestedViewsWithTheirFrames() throws {
        let xml = "<layout>\n<style>\n.n { padding-left: 1; }\n#leaf { height: 10; }\n</style>\n"
            + String(repeating: "<view class=\"n\">", count: Self.depth - 1) + "<label class=\"n\" id=\"leaf\">deep</label>"
            + String(repeating: "</view>", count: Self.depth - 1) + "\n</layout>\n"
        let folder = try Fixtures.scratchFolder(["deep.xml": xml])
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = StyleEnvironment()
        environment.screenWidth = 20_000
        environment.screenHeight = 30_000
        let backend = UIKitLayoutBackend(builder: ViewBuilder(), textMeasurement: .approximate)
        let screen = StyledViews(layoutPath: folder.appendingPathComponent("deep.xml").path, stylesheetPaths: [],
                                 environment: environment, backend: backend)
        #expect(screen.diagnostics.isEmpty)
        let built = try #require(backend.built)
        var view = try #require(built.rootView)
        #expect(view is LiveryLayoutView)
        var level = 0
        var wrongFrames = 0
        while let child = view.subviews.first {
            level += 1
            view = child
            if view.frame != CGRect(x: 1, y: 0, width: CGFloat(20_000 - level), height: 10) { wrongFrames += 1 }
            if view.livery.styleClasses != ["n"] { wrongFrames += 1 }
        }
        #expect(level == Self.depth - 1)
        #expect(wrongFrames == 0)
        let leaf = try #require(view as? UILabel)
        #expect(leaf === built.objects["leaf"])
        #expect(leaf.text == "deep")
        #expect(leaf.frame == CGRect(x: 1, y: 0, width: CGFloat(20_000 - (Self.depth - 1)), height: 10))
    }
}
#endif
