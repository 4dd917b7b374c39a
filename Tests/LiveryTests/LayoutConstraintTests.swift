import Foundation
import Livery
import LiveryTestSupport
import LiverySyntax
import LiveryValues
import Testing

/// InterfaCSS's `layout` constraints through the front door: edges, centres and sizes
/// relative to the parent, the layout guide and siblings by id. (`sizeToFit`, which measures
/// text: the headless tree's tests.)
struct LayoutConstraintTests {
    /// `#item` and `#title` in a 200×100 box.
    static let layout = """
        <view id="root" style="padding: 30">
          <view id="box" style="width: 200; height: 100"><view id="title"/><view id="item"/></view>
        </view>
        """
    static let title = "#title { layout: size(80, 20), left(parent + 10), top(parent + 5); }"

    @Test(arguments: [
        ("size(100, 21), left(parent + 10), top(guide.top + 30)", Frame(x: 10, y: 30, width: 100, height: 21)),
        ("size(50, 20).right(parent - 10).bottom(parent.bottom)", Frame(x: 140, y: 80, width: 50, height: 20)),
        ("size(40, 40) center(parent)", Frame(x: 80, y: 30, width: 40, height: 40)),
        ("left(parent + 10) right(parent - 10) top(10) height(50%)", Frame(x: 10, y: 10, width: 180, height: 50)),
        ("width(parent.width * 0.5 - 10), height(2 * title.height), topLeft(title.bottom + 8, title.left)",
         Frame(x: 10, y: 33, width: 90, height: 40)),
        ("size(30, 10), left(title.right + 5), centerY(title.centerY)", Frame(x: 95, y: 10, width: 30, height: 10)),
        ("size(20, 20), bottomRight(parent, parent)", Frame(x: 180, y: 80, width: 20, height: 20)),
        ("size(20, 20), origin(parent.leftMargin, parent.topMargin)", Frame(x: 8, y: 8, width: 20, height: 20)),
        ("left(25%) centerX(50%) top(0) height(10)", Frame(x: 50, y: 0, width: 100, height: 10)),
    ] as [(String, Frame)])
    func constraintsPlaceTheElement(constraints: String, expected: Frame) {
        let screen = TestScreen.styled(Self.layout, css: Self.title + " #item { layout: \(constraints); }")
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
        #expect(screen.root?.element(withID: "title")?.frame == Frame(x: 10, y: 5, width: 80, height: 20))
        #expect(screen.root?.element(withID: "item")?.frame == expected)
    }

    @Test func aMissingSiblingLeavesItsConstraintOut() {
        let screen = TestScreen.styled(Self.layout, css: "#item { layout: size(10, 10), left(nowhere.right), top(4); }")
        #expect(screen.root?.element(withID: "item")?.frame == Frame(x: 0, y: 4, width: 10, height: 10))
    }

    @Test(arguments: [
        ("left(parent +)", "screen.css:1:29: error: expected a number [value.invalid-geometry]"),
        ("middle(3)", "screen.css:1:17: error: unknown layout constraint 'middle()'; expected an edge, centre, size or a compound such as size(), center(), topLeft() [value.unknown-function]"),
        ("size(10, 20, 30)", "screen.css:1:17: error: 'size()' takes 1 or 2 arguments, found 3 [value.wrong-argument-count]"),
        ("left(parent.middle)", "screen.css:1:29: error: unknown layout attribute 'middle' [value.invalid-geometry]"),
        ("top(10 20)", "screen.css:1:24: error: expected '+' or '-' and a number, found '20' [value.invalid-geometry]"),
    ] as [(String, String)])
    func malformedConstraintsAreDiagnostics(constraints: String, expected: String) {
        let screen = TestScreen.styled(Self.layout, css: "#item { layout: \(constraints); }")
        let formatter = DiagnosticFormatter(showsSourceLine: false)
        #expect(screen.diagnostics.map { formatter.format($0).trimmingCharacters(in: .newlines) } == [expected])
    }
}
