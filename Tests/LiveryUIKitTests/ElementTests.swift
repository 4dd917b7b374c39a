#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore
import LiveryValues
@testable import LiveryUIKit
import Testing

/// Views as elements: types through the class hierarchy, controllers as parents, nested
/// views, bar items, classes from code and Interface Builder, registered properties and
/// pseudo classes, and explanations at run time.
@MainActor
struct ElementTests {
    init() { UIKitTesting.useTestImages() }

    static let blue = PropertySamples.blue

    final class InboxController: UIViewController {}
    final class FancyButton: UIButton {}
    final class BadgeView: UIView {
        var badgeCount = 0
    }

    @Test func aCustomSubclassMatchesItsAncestorsRulesAndItsOwn() {
        let fancy = FancyButton(type: .custom)
        let plain = UIButton(type: .custom)
        UIKitTesting.style(UIKitTesting.window(fancy, plain), """
            UIButton { titleColor: #336699; }
            FancyButton { title: Fancy; }
            """)
        #expect(UIKitTesting.rgba(fancy.titleColor(for: .normal)) == Self.blue)
        #expect(fancy.title(for: .normal) == "Fancy")
        #expect(plain.title(for: .normal) == nil)
        #expect(ElementRegistry.shared.element(for: fancy).typeChain.names.prefix(3) == ["FancyButton", "UIButton", "UIControl"])
    }

    @Test func aViewControllerIsTheParentOfItsRootView() {
        let controller = InboxController()
        let label = UILabel(frame: .zero)
        controller.view.addSubview(label)
        let window = UIKitTesting.window()
        window.rootViewController = controller
        UIKitTesting.style(window, """
            InboxController > UIView > UILabel { textColor: #336699; }
            InboxController { title: Inbox; }
            """)
        #expect(UIKitTesting.rgba(label.textColor) == Self.blue)
        #expect(controller.title == "Inbox")
        let element = ElementRegistry.shared.element(for: controller.view)
        #expect(element.styleParent?.object === controller)
    }

    @Test func nestedViewsTakeTheirOwnersKeyPathDeclarations() {
        let button = UIButton(type: .system)
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "message")
        UIKitTesting.style(UIKitTesting.window(button, cell), """
            UIButton { titleLabel.font: bold 20; }
            UITableViewCell { textLabel.textColor: #336699; detailTextLabel.numberOfLines: 2; }
            UITableViewCell UILabel { textAlignment: center; }
            """)
        #expect(button.titleLabel?.font.pointSize == 20)
        #expect(UIKitTesting.rgba(cell.textLabel?.textColor) == Self.blue)
        #expect(cell.detailTextLabel?.numberOfLines == 2)
        #expect(cell.textLabel?.textAlignment == .center, "a cell's labels are its descendants in selectors")
    }

    @Test func barItemsAreChildrenOfTheirBars() {
        let item = UIBarButtonItem()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        toolbar.items = [item]
        UIKitTesting.style(UIKitTesting.window(toolbar), "UIToolbar > UIBarButtonItem { tintColor: #336699; width: 44; }")
        #expect(UIKitTesting.rgba(item.tintColor) == Self.blue)
        #expect(item.width == 44)
    }

    /// `Int(_:)` traps past `Int`'s range: a number too large for an integer property is
    /// clamped (found by the pipeline fuzz target).
    @Test func numbersPastIntsRangeAreClampedNotATrap() {
        let label = UILabel(frame: .zero)
        UIKitTesting.style(UIKitTesting.window(label), "UILabel { numberOfLines: 1e300; tag: -1e300; text: 1e300; }")
        #expect(label.numberOfLines == Int.max)
        #expect(label.tag == Int.min)
        #expect(label.text == "1e300") // a string property keeps the text as written
        UIKitTesting.style(UIKitTesting.window(label), "UILabel { numberOfLines: 2.6; text: 12; }")
        #expect(label.numberOfLines == 3 && label.text == "12")
    }

    @Test func classesAndIDsFromCodeAndInterfaceBuilder() {
        let label = UILabel(frame: .zero)
        label.liveryStyleClass = "title  unread"
        label.liveryStyleID = "subject"
        #expect(label.livery.styleClasses == ["title", "unread"])
        #expect(label.livery.hasStyleClass("unread"))
        UIKitTesting.style(UIKitTesting.window(label), "#subject.title.unread { numberOfLines: 2; }")
        #expect(label.numberOfLines == 2)
        label.livery.toggleStyleClass("unread")
        #expect(label.liveryStyleClass == "title")
    }

    @Test func stylingCanBeSwitchedOffPerViewAndPerProperty() {
        let off = UILabel(frame: .zero)
        let partial = UILabel(frame: .zero)
        off.livery.isStylingEnabled = false
        partial.livery.excludedProperties = ["textColor"]
        UIKitTesting.style(UIKitTesting.window(off, partial), "UILabel { textColor: #336699; numberOfLines: 2; }")
        #expect(off.numberOfLines == 1)
        #expect(partial.numberOfLines == 2)
        #expect(UIKitTesting.rgba(partial.textColor) != Self.blue)
    }

    /// An excluded property keeps what it has, and a value the app gives it next stays.
    @Test func anExcludedPropertyKeepsTheValueTheAppGivesIt() {
        let label = UILabel(frame: .zero)
        let styler = UIKitTesting.style(UIKitTesting.window(label), "UILabel { textColor: #336699; numberOfLines: 2; }")
        label.livery.excludedProperties = ["textColor"]
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        styler.restyleIfNeeded()
        #expect(UIKitTesting.rgba(label.textColor) == [1, 0, 0, 1])
        #expect(label.numberOfLines == 2)
    }

    /// A problem met again on the next pass is kept and logged once.
    @Test func aProblemMetOnEveryPassIsKeptOnce() {
        let view = UIImageView(frame: .zero)
        let styler = UIKitTesting.style(UIKitTesting.window(view), "UIImageView { image: no-such-image.png; } .again { alpha: 0.5; }")
        for _ in 0..<3 {
            view.livery.toggleStyleClass("again")
            styler.restyleIfNeeded()
        }
        #expect(styler.problems.filter { $0.message.contains("no-such-image") }.count == 1, "\(styler.problems)")
    }

    @Test func aPropertyRegisteredFromCodeIsTypedAndApplied() {
        let badge = BadgeView(frame: .zero)
        let styler = Styler()
        styler.registerProperty("badgeCount", type: .number, on: BadgeView.self) { view, value in
            if case .number(let count)? = value { view.badgeCount = Int(count) } else { view.badgeCount = 0 }
        }
        let diagnostics = styler.loadStyleSheet("BadgeView { badge-count: 7; }", named: "badges.css")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        styler.style(UIKitTesting.window(badge))
        #expect(badge.badgeCount == 7)
        styler.loadStyleSheet("BadgeView { }", named: "badges.css")
        #expect(badge.badgeCount == 0, "a removed declaration reaches the property as nil")
    }

    @Test func aPseudoClassRegisteredFromCodeDecidesMatching() {
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let styler = Styler()
        styler.registerPseudoClass("wide") { view, _ in view.bounds.width > 100 }
        styler.loadStyleSheet("UIView:wide { alpha: 0.5; }", named: "wide.css")
        styler.style(UIKitTesting.window(wide, narrow))
        #expect(wide.alpha == 0.5)
        #expect(narrow.alpha == 1)
    }

    @Test func anExplanationNamesTheWinnerAndWhyOthersLost() throws {
        let label = UILabel(frame: .zero)
        label.livery.addStyleClass("unread")
        let styler = UIKitTesting.style(UIKitTesting.window(label), """
            UILabel { textColor: #000000; }
            .unread { textColor: #336699; }
            """)
        let explanation = try #require(styler.explanation(for: label))
        let property = try #require(explanation.properties.first { $0.key.name == "textColor" })
        #expect(property.declarations.count == 2)
        #expect(property.declarations.last?.declaration.span.start.line == 2)
        #expect(property.reasons.first?.contains("lower specificity") == true)
        #expect(explanation.debugDescription.contains("✓ #336699"))
    }

    @Test func anImageNoBundleHasIsAProblemAndTheOriginalStays() throws {
        UIKitTesting.useTestImages()
        let imageView = UIImageView(frame: .zero)
        let styler = Styler()
        styler.loadStyleSheet("UIImageView {\n  alpha: 0.5;\n  image: image(no-such-image);\n}", named: "missing.css")
        styler.style(UIKitTesting.window(imageView))
        #expect(imageView.image == nil)
        #expect(imageView.alpha == 0.5)
        let problem = try #require(styler.problems.first)
        #expect(problem.location.hasPrefix("missing.css:3:3"), "\(problem.location)")
        #expect(problem.message.contains("no image named 'no-such-image'"))

        styler.loadStyleSheet("UIImageView { image: image(photo, 2, 2, 2, 2); }", named: "found.css")
        styler.style(imageView)
        #expect(imageView.image?.loadedName == "photo", "an image from the test bundle, named as the sheet named it")
        #expect(imageView.image?.capInsets == UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    }

    @Test func aValueUIKitCannotTakeIsAProblemWithItsPosition() throws {
        let imageView = UIImageView(frame: .zero)
        let styler = Styler()
        styler.loadStyleSheet("UIImageView {\n  image: url(https://example.com/a.png);\n  alpha: 0.5;\n}", named: "remote.css")
        styler.style(UIKitTesting.window(imageView))
        #expect(imageView.image == nil)
        #expect(imageView.alpha == 0.5, "the rest of the style still applies")
        let problem = try #require(styler.problems.first)
        #expect(problem.location.hasPrefix("remote.css:2:3"))
        #expect(problem.property == "image")
        #expect(problem.message.contains("remote images"))
    }
}
#endif
