import LiveryValues
import LiveryViews
import Testing

/// InterfaCSS 1.x parent-relative geometry on the headless tree: frames that depend on the
/// text its approximate measurer measures, and the frame as `livery style` prints it. (The
/// geometry itself is the front door's: `RelativeFrameTests` in `Tests/LiveryTests`.)
struct RelativeFrameTests {
    /// `#item` in a 200×100 box at (70, 30) of a 390×844 root (window coordinates).
    static let layout = """
        <view id="root" style="padding: 30">
          <view id="box" style="width: 200; height: 100; margin-left: 40"><view id="item"/></view>
        </view>
        """

    static func frame(_ id: String, layout: String = layout, css: String, environment: [String] = []) -> Frame? {
        let screen = RenderTest.screen(layout, css: css, environment: environment)
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
        return screen.root?.element(withID: id)?.frame
    }

    @Test(arguments: [
        ("sizeToFit().left(5).top(6)", Frame(x: 5, y: 6, width: 141.667, height: 24)),
        ("sizeToFit(100, 500).left(5).top(6)", Frame(x: 5, y: 6, width: 100, height: 24)),
        ("sizeToFit(100, 500).left(5).top(6); numberOfLines: 0", Frame(x: 5, y: 6, width: 100, height: 48)),
        ("sizeToFit(100, 500).right(0).bottom(0); numberOfLines: 2", Frame(x: 100, y: 52, width: 100, height: 48)),
    ] as [(String, Frame)])
    func sizeToFitMeasuresTheLabelsText(css: String, expected: Frame) {
        // "mmmm" is 4 × 0.85 em = 68 points at 20 points, the space 5.6; lines are 24 points;
        // a label shows one line unless `numberOfLines` says otherwise.
        let layout = "<view id=\"root\"><view id=\"box\" style=\"width: 200; height: 100\"><label id=\"item\">mmmm mmmm</label></view></view>"
        let frame = Self.frame("item", layout: layout, css: "#item { font: 20 system; frame: \(css); }")
        #expect(frame.map(Self.rounded) == Self.rounded(expected))
    }

    @Test func theStyleOutputShowsTheResolvedFrame() {
        let screen = RenderTest.screen(Self.layout, css: "#item { frame: window(5); }")
        let item = screen.root?.element(withID: "item")
        let members = item?.propertyMembers(layout: ViewTreeLayout(environment: screen.environment)) ?? []
        #expect(members.first { $0.0 == "frame" }?.1.compactText == #"{"x":-65,"y":-25,"width":380,"height":834}"#)
    }

    /// A frame with every number rounded to 1/1000 (pixel snapping leaves thirds).
    static func rounded(_ frame: Frame) -> Frame {
        func r(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        return Frame(x: r(frame.x), y: r(frame.y), width: r(frame.width), height: r(frame.height))
    }
}
