import Livery
import LiveryTestSupport
import LiveryValues
import Testing

/// InterfaCSS 1.x parent-relative geometry (`frame`, `center`, `bounds`) through the front
/// door: loading, cascade, layout, and the frames the elements end up with. (Frames that
/// depend on measured text, and how `livery style` prints a frame: the headless tree's tests.)
struct RelativeFrameTests {
    /// `#item` in a 200×100 box at (70, 30) of a 390×844 root (window coordinates).
    static let layout = """
        <view id="root" style="padding: 30">
          <view id="box" style="width: 200; height: 100; margin-left: 40"><view id="item"/></view>
        </view>
        """

    static func frame(_ id: String, layout: String = layout, css: String, environment: [String] = []) -> Frame? {
        let screen = TestScreen.styled(layout, css: css, environment: environment)
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
        return screen.root?.element(withID: id)?.frame
    }

    @Test(arguments: [
        ("frame: parent", Frame(x: 0, y: 0, width: 200, height: 100)),
        ("frame: parent(10, 20)", Frame(x: 10, y: 20, width: 180, height: 60)),
        ("frame: parent(1, 2, 3, 4)", Frame(x: 2, y: 1, width: 194, height: 96)),
        ("frame: superview(5)", Frame(x: 5, y: 5, width: 190, height: 90)),
        ("frame: size(50%, auto).left(10).right(20)", Frame(x: 10, y: 0, width: 100, height: 100)),
        ("frame: size(auto, 40).left(10).right(20)", Frame(x: 10, y: 0, width: 170, height: 40)),
        ("frame: size(50, 20).right(10).bottom(5)", Frame(x: 140, y: 75, width: 50, height: 20)),
        ("frame: size(100, 60).insets(auto, auto, auto, auto)", Frame(x: 50, y: 20, width: 100, height: 60)),
        ("frame: size(100, 60).left(auto).top(10)", Frame(x: 50, y: 10, width: 100, height: 60)),
        ("frame: size(50%, 50%).insets(auto, auto, auto, auto)", Frame(x: 50, y: 25, width: 100, height: 50)),
        ("frame: rect(1, 2, 30, 40)", Frame(x: 1, y: 2, width: 30, height: 40)),
        ("center: parent(0, 10); bounds: size(20, 30)", Frame(x: 90, y: 45, width: 20, height: 30)),
        ("center: parent; bounds: size(40, 40)", Frame(x: 80, y: 30, width: 40, height: 40)),
        ("center: point(20, 20); bounds: size(10, 10)", Frame(x: 15, y: 15, width: 10, height: 10)),
        ("frame: window", Frame(x: -70, y: -30, width: 390, height: 844)),
        ("frame: window(5)", Frame(x: -65, y: -25, width: 380, height: 834)),
        ("center: window; bounds: size(10, 10)", Frame(x: 120, y: 387, width: 10, height: 10)),
        ("frame: parent(10, 20); margin: 7; padding: 3", Frame(x: 10, y: 20, width: 180, height: 60)),
    ] as [(String, Frame)])
    func frameOfAnElementInItsParent(css: String, expected: Frame) {
        #expect(Self.frame("item", css: "#item { \(css); }") == expected)
    }

    @Test func insetsCountFromTheParentsBorderEdgeWhateverItsPaddingAndBorder() {
        let css = "#box { padding: 9; borderLeftWidth: 5; borderTopWidth: 3; } #item { frame: parent(10, 20); }"
        #expect(Self.frame("item", css: css) == Frame(x: 10, y: 20, width: 180, height: 60))
    }

    @Test(arguments: [
        ("orientation=portrait", Frame(x: 10, y: 20, width: 370, height: 804), Frame(x: 135, y: 372, width: 100, height: 60)),
        ("orientation=landscape", Frame(x: 10, y: 20, width: 824, height: 350), Frame(x: 362, y: 145, width: 100, height: 60)),
        ("screen=320x568", Frame(x: 10, y: 20, width: 300, height: 528), Frame(x: 100, y: 234, width: 100, height: 60)),
    ] as [(String, Frame, Frame)])
    func framesFollowTheParentsSizeWhenTheWindowChanges(setting: String, outer: Frame, inner: Frame) {
        let layout = "<view id=\"root\"><view id=\"outer\"><view id=\"inner\"/></view></view>"
        let css = "#outer { frame: parent(10, 20); } #inner { frame: size(100, 60).insets(auto, auto, auto, auto); }"
        let screen = TestScreen.styled(layout, css: css, environment: [setting])
        #expect(screen.root?.element(withID: "outer")?.frame == outer)
        #expect(screen.root?.element(withID: "inner")?.frame == inner)
    }

    @Test func aFlexItemParentIsLaidOutBeforeItsFrameChildren() {
        let layout = "<view id=\"root\" style=\"flex-direction: row\"><view id=\"left\" style=\"width: 90\"/><view id=\"grow\" style=\"flex-grow: 1\"><view id=\"item\"/></view></view>"
        let frame = Self.frame("item", layout: layout, css: "#item { frame: parent(0, 0, 0, 50%); }")
        #expect(frame == Frame(x: 0, y: 0, width: 150, height: 844))
    }
}
