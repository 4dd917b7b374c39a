#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
@testable import LiveryUIKit
import Testing

/// A gradient background is a view behind the styled view's content: it follows the
/// view's size however the app lays it out, takes its corners, and is nothing a sheet or
/// the app's element tree sees.
@MainActor
struct GradientBackgroundTests {
    /// Most views are styled before their first layout (in a window, with the frame Auto
    /// Layout has not given them yet): the gradient must still fill them once laid out.
    @Test func aViewStyledBeforeItsLayoutShowsItsGradientAtItsLaidOutSize() throws {
        let banner = UIView(frame: .zero)
        banner.livery.addStyleClass("banner")
        let styler = UIKitTesting.style(UIKitTesting.window(banner), ".banner { backgroundColor: linear-gradient(to right, #ff0000, #0000ff); }")
        let gradient = try #require(ViewBackground.gradientLayer(of: banner))
        banner.frame = CGRect(x: 0, y: 100, width: 300, height: 60)
        #expect(gradient.frame == banner.bounds, "the app's layout gives the gradient its size: \(gradient.frame)")
        banner.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(gradient.frame == banner.bounds, "and every later size: \(gradient.frame)")
        _ = styler
    }

    /// A layer's corner radius clips its own background, not its sublayers: the gradient
    /// takes the view's radius.
    @Test func aGradientBackgroundHasTheViewsRoundedCorners() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.livery.addStyleClass("card")
        let styler = UIKitTesting.style(UIKitTesting.window(card), ".card { backgroundColor: linear-gradient(#ffffff, #000000); layer.cornerRadius: 12; }")
        let gradient = try #require(ViewBackground.gradientLayer(of: card))
        #expect(gradient.cornerRadius == 12)
        #expect(gradient.frame == card.bounds)
        _ = styler
    }

    /// The view that draws the gradient is Livery's: the view's first child is still the
    /// app's first subview, rules for its children do not reach it, and touches on the
    /// background go to the styled view.
    @Test func theGradientIsNoChildOfTheViewItFills() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.livery.addStyleClass("card")
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        card.addSubview(first)
        card.addSubview(second)
        let styler = UIKitTesting.style(UIKitTesting.window(card), """
            .card { backgroundColor: linear-gradient(#ffffff, #000000); }
            .card > :first-child { alpha: 0.5; }
            .card > UIView { tag: 7; }
            """)
        let background = try #require(ViewBackground.gradientView(of: card))
        #expect(card.subviews.first === background, "drawn behind the content")
        #expect(first.alpha == 0.5 && second.alpha == 1, "the app's first subview is the first child")
        #expect(background.alpha == 1 && background.tag == 0, "no rule reaches the gradient")
        #expect(!background.isUserInteractionEnabled)
        let children = ElementHierarchy.children(of: ElementRegistry.shared.element(for: card)).map { $0.object as? UIView }
        #expect(children.count == 2 && children[0] === first && children[1] === second)
        _ = styler
    }

    /// A rule that stops giving the gradient leaves the color of the rule that applies now,
    /// and no gradient behind it.
    @Test func aColorTakesOverFromAGradient() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.livery.addStyleClass("card")
        card.livery.addStyleClass("hot")
        let styler = UIKitTesting.style(UIKitTesting.window(card), """
            .card { backgroundColor: #ff0000; }
            .card.hot { backgroundColor: linear-gradient(#ffffff, #000000); }
            """)
        #expect(ViewBackground.gradientView(of: card) != nil)
        #expect(card.backgroundColor == nil)
        card.livery.removeStyleClass("hot")
        styler.restyleIfNeeded()
        #expect(ViewBackground.gradientView(of: card) == nil)
        #expect(card.subviews.isEmpty)
        #expect(UIKitTesting.rgba(card.backgroundColor) == [1, 0, 0, 1])
    }

    /// A label draws its text in its own layer, below its subviews: a gradient there would
    /// hide the text, so it is a problem and the label keeps its background.
    @Test func aGradientIsNeverDrawnOverALabelsText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "New"
        let styler = UIKitTesting.style(UIKitTesting.window(label), "UILabel { backgroundColor: linear-gradient(#ffffff, #000000); numberOfLines: 2; }")
        #expect(ViewBackground.gradientLayer(of: label) == nil)
        #expect(styler.problems.contains { $0.property == "backgroundColor" }, "\(styler.problems)")
        #expect(label.numberOfLines == 2)
    }

    /// UIKit's autoresizing, which keeps the gradient the size of its view: a change of the
    /// superview's size goes to the flexible parts of each subview, in proportion to their
    /// sizes, and to none when the superview does not autoresize its subviews.
    @Test func autoresizingSharesAChangeOfSizeAmongTheFlexibleParts() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretching = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        stretching.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let centered = UIView(frame: CGRect(x: 10, y: 30, width: 80, height: 40))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        superview.addSubview(stretching)
        superview.addSubview(centered)
        superview.addSubview(fixed)
        superview.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        #expect(stretching.frame == CGRect(x: 10, y: 10, width: 180, height: 140))
        #expect(centered.frame == CGRect(x: 60, y: 30, width: 80, height: 40), "the margins share 100 points as 10 : 10")
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        superview.autoresizesSubviews = false
        superview.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(stretching.frame == CGRect(x: 10, y: 10, width: 180, height: 140))
    }
}
#endif
