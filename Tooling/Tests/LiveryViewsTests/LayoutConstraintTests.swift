import LiveryValues
import Foundation
import LiverySyntax
import LiveryViews
import Testing

/// InterfaCSS's `layout` constraints on the headless tree: `sizeToFit`, measured by its
/// approximate text measurer. (The constraints themselves are the front door's:
/// `LayoutConstraintTests` in `Tests/LiveryTests`.)
struct LayoutConstraintTests {
    /// `sizeToFit(w, h)` measures a label within `w` × `h` (it wraps there: two lines, as one
    /// line within the parent would be 141.667 wide) and caps its size; "mmmm" is 68 points at
    /// 20 points, the space 5.6, lines 24 points; a wrapped label measures the width offered.
    @Test(arguments: [
        ("sizeToFit, left(5), top(6)", Frame(x: 5, y: 6, width: 141.667, height: 24)),
        ("sizeToFit(100, 500), left(5), top(6); numberOfLines: 0", Frame(x: 5, y: 6, width: 100, height: 48)),
        ("sizeToFit(100, 10), left(5), top(6)", Frame(x: 5, y: 6, width: 100, height: 10)),
        ("sizeToFit(parent.width * 0.25 + 60), right(parent), bottom(parent); numberOfLines: 0",
         Frame(x: 90, y: 52, width: 110, height: 48)),
    ] as [(String, Frame)])
    func sizeToFitMeasuresWithinItsLimit(constraints: String, expected: Frame) {
        let layout = "<view id=\"root\"><view id=\"box\" style=\"width: 200; height: 100\"><label id=\"item\">mmmm mmmm</label></view></view>"
        let screen = RenderTest.screen(layout, css: "#item { font: 20 system; layout: \(constraints); }")
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
        let frame = screen.root?.element(withID: "item")?.frame
        #expect(frame.map(RelativeFrameTests.rounded) == RelativeFrameTests.rounded(expected))
    }
}
