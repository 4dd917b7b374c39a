import Foundation
import LiveryCore
import LiveryValues
import LiveryViews
import Testing

/// Web CSS box properties on the headless tree: line heights of the text it measures, the
/// order it draws siblings in, and lengths as `livery style` prints them. (Borders insetting
/// the content box and `display: none` are the front door's: `WebBorderLayoutTests` in
/// `Tests/LiveryTests`.)
struct WebBorderLayoutTests {
    static let layout = """
        <view id="root">
          <view id="box" class="box" style="width: 200; height: 100"><view id="item" class="item"/></view>
        </view>
        """

    static func frame(_ id: String, layout: String = layout, css: String) -> Frame? {
        let screen = RenderTest.screen(layout, css: css, environment: [])
        #expect(screen.diagnostics.filter { $0.severity == .error }.isEmpty, "\(screen.diagnostics)")
        return screen.root?.element(withID: id)?.frame
    }

    @Test(arguments: [
        (".t { font-size: 10px; }", 12.0),
        (".t { font-size: 10px; line-height: 2; }", 20),
        (".t { font-size: 10px; line-height: 14px; }", 14),
        (".t { font-size: 10px; line-height: 150%; }", 15),
        (".t { font-size: 10px; line-height: normal; }", 12),
    ] as [(String, Double)])
    func lineHeightIsTheHeightOfEachLine(_ css: String, _ height: Double) {
        let layout = "<view id=\"root\"><label id=\"t\" class=\"t\">Hello</label></view>"
        #expect(Self.frame("t", layout: layout, css: css)?.height == height)
    }

    @Test func siblingsAreDrawnInZIndexOrder() throws {
        let layout = "<view id=\"root\"><view id=\"a\"/><view id=\"b\" class=\"up\"/><view id=\"c\"/><view id=\"d\" class=\"down\"/></view>"
        let screen = RenderTest.screen(layout, css: ".up { z-index: 2; } .down { z-index: -1; }")
        let drawing = try #require(ScreenDrawing(screen).root)
        #expect(drawing.children.map(\.id) == ["d", "a", "c", "b"])
    }

    /// `style` prints a layout length's percentage resolved as the layout resolved it: of the
    /// parent's content box, not of the element.
    @Test func stylePrintsLayoutPercentagesOfTheParentsContentBox() throws {
        let screen = RenderTest.screen(Self.layout, css: ".box { padding: 10; border: 5px solid red; } "
                                           + ".item { width: calc(50% - 10px); height: 25%; margin-top: 10%; }")
        let item = try #require(screen.root?.element(withID: "item"))
        let layout = ViewTreeLayout(environment: screen.environment)
        let members = Dictionary(uniqueKeysWithValues: item.propertyMembers(layout: layout))
        #expect(members["width"] == .number(75))
        #expect(members["height"] == .number(17.5))
        #expect(members["marginTop"] == .number(17))
        // The frame is the same box, on the screen's pixel grid (17.5 → 17⅔ at scale 3).
        #expect(item.frame.map { [$0.x, $0.y, $0.width] } == [15, 32, 75])
    }
}
