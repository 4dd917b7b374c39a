#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryTestSupport
@testable import LiveryUIKit
import Testing

/// UIKit builds its controls and scroll views from private subviews (a switch's knob, a
/// scroll view's indicators). They are not elements: no sheet styles them and no Livery
/// layout moves them; a view a layout document puts inside a control still is one.
@MainActor
struct PrivateSubviewsTests {
    /// The private subviews of `view` (classes named with a leading `_`, as UIKit's are).
    static func privateParts(of view: UIView) -> [UIView] {
        view.subviews.filter { String(describing: type(of: $0)).hasPrefix("_") }
    }

    @Test func aSwitchsOwnPartsAreNeitherStyledNorLaidOut() throws {
        let root = LiveryLayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let toggle = UISwitch(frame: .zero)
        root.addSubview(toggle)
        let knob = try #require(Self.privateParts(of: toggle).first, "the stand-in builds a switch as UIKit does")
        let styler = UIKitTesting.style(UIKitTesting.window(root), "UIView { backgroundColor: #ff0000; } UISwitch { backgroundColor: #0000ff; width: 60; height: 40; }")
        root.layoutIfNeeded()
        #expect(UIKitTesting.rgba(toggle.backgroundColor) == [0, 0, 1, 1])
        #expect(knob.backgroundColor == nil, "UIKit's knob (a plain view to a type selector) is not a view of the tree")
        #expect(knob.frame == CGRect(x: 0, y: 0, width: 51, height: 31), "nor a flex item of the switch")
        #expect(toggle.frame.size == CGSize(width: 60, height: 40))
        #expect(ElementRegistry.shared.element(for: toggle).styleChildren.isEmpty)
        _ = styler
    }

    @Test func aScrollViewsContentSizeAndLayoutLeaveItsIndicatorsOut() throws {
        let root = LiveryLayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView(frame: .zero)
        scroll.livery.addStyleClass("list")
        let rows = [UIView(frame: .zero), UIView(frame: .zero)]
        for row in rows {
            row.livery.addStyleClass("row")
            scroll.addSubview(row)
        }
        root.addSubview(scroll)
        let indicators = Self.privateParts(of: scroll)
        #expect(indicators.count == 2)
        let before = indicators.map(\.frame)
        UIKitTesting.style(UIKitTesting.window(root), ".list { height: 150; } .row { height: 100; } UIView { alpha: 0.5; }")
        root.layoutIfNeeded()
        #expect(rows.map(\.frame.minY) == [0, 100])
        #expect(scroll.contentSize == CGSize(width: 390, height: 200))
        #expect(indicators.map(\.frame) == before, "the indicators are where UIKit put them")
        #expect(indicators.allSatisfy { $0.alpha == 1 }, "and not styled")
        #expect(rows.allSatisfy { $0.alpha == 0.5 })
    }

    @Test func aViewALayoutPutsInsideAControlIsAnElement() throws {
        let folder = try Fixtures.scratchFolder(["b.xml": """
            <layout><style>.badge { numberOfLines: 3; }</style>
            <view><button id="send"><label id="badge" class="badge">9</label></button></view></layout>
            """])
        let backend = UIKitLayoutBackend(builder: ViewBuilder(), textMeasurement: .approximate)
        let screen = StyledViews(layoutPath: folder.appendingPathComponent("b.xml").path, stylesheetPaths: [], backend: backend)
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
        let badge = try #require(backend.built?.objects["badge"] as? UILabel)
        #expect(badge.superview is UIButton)
        #expect(badge.numberOfLines == 3)
    }
}
#endif
