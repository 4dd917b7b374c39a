import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import LiveryValues
import Testing

/// Borders take part in layout: `border-width` / `borderWidth` / `border` draw the layer's
/// border and inset the flexbox content box; `layer.borderWidth` only draws; per-side
/// widths only inset. Frame layout (`frame: parent`) stays relative to the parent's bounds.
/// `display: none` hides an element and leaves it out of layout. (Line heights of measured
/// text, drawing order and printed values: the headless tree's tests.)
struct WebBorderLayoutTests {
    static let layout = """
        <view id="root">
          <view id="box" class="box" style="width: 200; height: 100"><view id="item" class="item"/></view>
        </view>
        """

    static func frame(_ id: String, layout: String = layout, css: String) -> Frame? {
        let screen = TestScreen.styled(layout, css: css, environment: [])
        #expect(screen.diagnostics.filter { $0.severity == .error }.isEmpty, "\(screen.diagnostics)")
        return screen.root?.element(withID: id)?.frame
    }

    @Test(arguments: [
        (".box { border-width: 4px; }", Frame(x: 4, y: 4, width: 192, height: 0)),
        (".box { borderWidth: 4; padding: 6; }", Frame(x: 10, y: 10, width: 180, height: 0)),
        (".box { border: 2px solid red; }", Frame(x: 2, y: 2, width: 196, height: 0)),
        (".box { layer.borderWidth: 4; }", Frame(x: 0, y: 0, width: 200, height: 0)),
        (".box { border-left: 8px solid red; border-top-width: 3px; }", Frame(x: 8, y: 3, width: 192, height: 0)),
        (".box { border-width: 4; border-left-width: 10; }", Frame(x: 10, y: 4, width: 186, height: 0)),
        (".box { border: none; }", Frame(x: 0, y: 0, width: 200, height: 0)),
        (".box { border: 5px solid red; } .item { position: absolute; top: 0; left: 0; width: 10; height: 10; }",
         Frame(x: 5, y: 5, width: 10, height: 10)),
        (".box { border: 5px solid red; } .item { frame: parent; }", Frame(x: 0, y: 0, width: 200, height: 100)),
        (".box { border: 0; } .item { width: calc(50% + 10px); height: calc(100% - 30px); }",
         Frame(x: 0, y: 0, width: 110, height: 70)),
    ] as [(String, Frame)])
    func bordersInsetTheContentBox(_ css: String, _ expected: Frame) {
        #expect(Self.frame("item", css: css) == expected)
    }

    @Test func displayNoneIsHiddenAndNotLaidOut() throws {
        let screen = TestScreen.styled(Self.layout, css: ".item { display: none; height: 20; } .box.shown .item { display: flex; }")
        let item = try #require(screen.root?.element(withID: "item"))
        #expect(item.frame == Frame(x: 0, y: 0, width: 0, height: 0))
        #expect(item.computedStyle?.values[PropertyKey(name: "hidden")]?.typedValue == .bool(true))
        let shown = TestScreen.styled(Self.layout.replacingOccurrences(of: "class=\"box\"", with: "class=\"box shown\""),
                                      css: ".item { display: none; height: 20; } .box.shown .item { display: flex; }")
        let visible = try #require(shown.root?.element(withID: "item"))
        #expect(visible.computedStyle?.values[PropertyKey(name: "hidden")] == nil)
        #expect(visible.frame?.height == 20)
    }
}
