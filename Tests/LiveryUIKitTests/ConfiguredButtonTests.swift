#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
@testable import LiveryUIKit
import Testing

/// A button with a `UIButton.Configuration` draws from it: `contentEdgeInsets` reaches the
/// configuration's `contentInsets`, the title's font and spacing its title transformer, and
/// what UIKit ignores there is a problem, not a write to no effect. A classic button is
/// styled as before.
@MainActor
struct ConfiguredButtonTests {
    func button(configured: Bool) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        if configured { button.configuration = .plain() }
        button.setTitle("Send", for: .normal)
        button.livery.addStyleClass("send")
        return button
    }

    @Test func contentEdgeInsetsReachTheConfigurationAndComeBack() throws {
        let button = button(configured: true)
        let rightToLeft = self.button(configured: true)
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        let before = try #require(button.configuration?.contentInsets)
        let styler = UIKitTesting.style(UIKitTesting.window(button, rightToLeft), ".send { contentEdgeInsets: 4 10 6 20; }")
        // UIKit's order: top, left, bottom, right; left is leading in a left-to-right layout.
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 20))
        #expect(rightToLeft.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 6, trailing: 10))
        #expect(styler.problems.isEmpty, "\(styler.problems)")

        button.livery.removeStyleClass("send")
        styler.restyleIfNeeded()
        #expect(button.configuration?.contentInsets == before)
    }

    @Test func whatUIKitIgnoresOnAConfiguredButtonIsAProblem() throws {
        let configured = button(configured: true)
        let classic = button(configured: false)
        let css = ".send { titleEdgeInsets: 0 4 0 4; adjustsImageWhenHighlighted: no; font: bold 20; }"
        let styler = UIKitTesting.style(UIKitTesting.window(configured, classic), css)
        let properties = Set(styler.problems.map(\.property))
        #expect(properties == ["titleEdgeInsets", "adjustsImageWhenHighlighted"], "\(styler.problems)")
        #expect(styler.problems.count == 2, "the classic button takes them: \(styler.problems)")
        #expect(configured.titleEdgeInsets == .zero, "left as it is")
        #expect(classic.titleEdgeInsets == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        #expect(!classic.adjustsImageWhenHighlighted)
        #expect(classic.titleLabel?.font.pointSize == 20)
    }

    typealias Font = AttributeScopes.UIKitAttributes.FontAttribute
    typealias Kern = AttributeScopes.UIKitAttributes.KernAttribute
    typealias ParagraphStyle = AttributeScopes.UIKitAttributes.ParagraphStyleAttribute
    typealias Color = AttributeScopes.UIKitAttributes.ForegroundColorAttribute

    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Counts the calls of an app's own title transformer.
    final class Calls {
        var count = 0
    }

    /// A title transformer as an app sets one: a color of its own.
    func appTransformer(_ color: UIColor, calls: Calls) -> UIConfigurationTextAttributesTransformer {
        UIConfigurationTextAttributesTransformer { incoming in
            calls.count += 1
            var outgoing = incoming
            outgoing[Color.self] = color
            return outgoing
        }
    }

    /// What the button's configuration makes of the attributes UIKit starts a title with.
    func title(of button: UIButton) -> AttributeContainer {
        var incoming = AttributeContainer()
        incoming[Font.self] = UIFont.systemFont(ofSize: 15)
        return button.configuration?.titleTextAttributesTransformer?(incoming) ?? incoming
    }

    @Test func theTitlesFontAndSpacingGoIntoTheConfigurationAfterTheAppsTransformer() throws {
        let button = button(configured: true)
        let calls = Calls()
        button.configuration?.titleTextAttributesTransformer = appTransformer(red, calls: calls)
        let styler = UIKitTesting.style(UIKitTesting.window(button), ".send { font: bold 20; letterSpacing: 10%; lineHeight: 150%; }")
        #expect(styler.problems.isEmpty, "\(styler.problems)")
        var styled = title(of: button)
        #expect(styled[Font.self]?.pointSize == 20)
        #expect(styled[Kern.self] == 2, "10% of the styled font's size")
        #expect(styled[ParagraphStyle.self]?.minimumLineHeight == 30)
        #expect(styled[ParagraphStyle.self]?.maximumLineHeight == 30)
        #expect(styled[Color.self] == red, "the app's transformer still runs")

        // Restyled again and again, the transformer is replaced, not wrapped once more.
        for round in 0..<3 {
            button.livery.addStyleClass("round\(round)")
            styler.restyleIfNeeded()
        }
        calls.count = 0
        styled = title(of: button)
        #expect(calls.count == 1)
        #expect(styled[Font.self]?.pointSize == 20)

        // The style gone, the configuration has the app's transformer alone.
        button.livery.removeStyleClass("send")
        styler.restyleIfNeeded()
        let restored = title(of: button)
        #expect(restored[Font.self]?.pointSize == 15)
        #expect(restored[Kern.self] == nil)
        #expect(restored[ParagraphStyle.self] == nil)
        #expect(restored[Color.self] == red)
    }

    @Test func aTransformerTheAppSetsAfterStylingIsKept() throws {
        let button = button(configured: true)
        let styler = UIKitTesting.style(UIKitTesting.window(button), ".send { font: 20; } .wide { letterSpacing: 3; }")
        #expect(title(of: button)[Font.self]?.pointSize == 20)

        // The app replaces the transformer (and with it the styled font) …
        let calls = Calls()
        button.configuration?.titleTextAttributesTransformer = appTransformer(blue, calls: calls)
        #expect(title(of: button)[Font.self]?.pointSize == 15)
        // … and the next style keeps the app's, then applies its own after it.
        button.livery.addStyleClass("wide")
        styler.restyleIfNeeded()
        let styled = title(of: button)
        #expect(styled[Color.self] == blue)
        #expect(styled[Kern.self] == 3)

        button.livery.removeStyleClass("wide")
        button.livery.removeStyleClass("send")
        styler.restyleIfNeeded()
        let restored = title(of: button)
        #expect(restored[Color.self] == blue, "the app's transformer is what stays")
        #expect(restored[Kern.self] == nil)
        #expect(restored[Font.self]?.pointSize == 15)
    }

    @Test func aButtonThatGetsOrLosesItsConfigurationAfterStylingIsPutBack() throws {
        let becomesConfigured = button(configured: false)
        let losesConfiguration = button(configured: true)
        let classicFont = try #require(becomesConfigured.titleLabel?.font)
        let configuredLabelFont = try #require(losesConfiguration.titleLabel?.font)
        let styler = UIKitTesting.style(UIKitTesting.window(becomesConfigured, losesConfiguration), ".send { font: 22; }")
        #expect(becomesConfigured.titleLabel?.font.pointSize == 22)
        #expect(title(of: losesConfiguration)[Font.self]?.pointSize == 22)

        becomesConfigured.configuration = .plain()
        losesConfiguration.configuration = nil
        // A configuration assigned or taken away is the app's to report, as a change below the button.
        for button in [becomesConfigured, losesConfiguration] { button.livery.hierarchyDidChange() }
        styler.restyleIfNeeded()
        #expect(title(of: becomesConfigured)[Font.self]?.pointSize == 22)
        #expect(losesConfiguration.titleLabel?.font.pointSize == 22, "a classic button's label again")

        for button in [becomesConfigured, losesConfiguration] { button.livery.removeStyleClass("send") }
        styler.restyleIfNeeded()
        #expect(becomesConfigured.titleLabel?.font == classicFont, "the label written while it was classic")
        #expect(title(of: becomesConfigured)[Font.self]?.pointSize == 15, "and no transformer of Livery's")
        #expect(losesConfiguration.titleLabel?.font == configuredLabelFont)
    }

    @Test func aConfigurationTheAppKeptOrCopiedFollowsTheCurrentStyle() throws {
        let button = button(configured: true)
        let other = self.button(configured: true)
        let calls = Calls()
        button.configuration?.titleTextAttributesTransformer = appTransformer(red, calls: calls)
        let styler = UIKitTesting.style(UIKitTesting.window(button, other), ".send { font: 20; } .wide { letterSpacing: 3; }")
        let kept = try #require(button.configuration)

        // Restyled, and the kept configuration assigned back: it follows the new style …
        button.livery.addStyleClass("wide")
        styler.restyleIfNeeded()
        button.configuration = kept
        var styled = title(of: button)
        #expect(styled[Kern.self] == 3)
        #expect(styled[Font.self]?.pointSize == 20)
        // … and styling again keeps one transformer of Livery's after the app's.
        button.livery.removeStyleClass("wide")
        styler.restyleIfNeeded()
        calls.count = 0
        styled = title(of: button)
        #expect(styled[Kern.self] == nil)
        #expect(calls.count == 1)

        // The style gone, the kept configuration shows none of it either.
        button.livery.removeStyleClass("send")
        styler.restyleIfNeeded()
        button.configuration = kept
        #expect(title(of: button)[Font.self]?.pointSize == 15)
        #expect(title(of: button)[Color.self] == red)

        // A configuration copied from a styled button takes the style of the button it is on.
        other.configuration = kept
        other.livery.hierarchyDidChange()
        styler.restyleIfNeeded()
        other.livery.removeStyleClass("send")
        styler.restyleIfNeeded()
        #expect(title(of: other)[Font.self]?.pointSize == 15, "not the font of the button it came from")
        #expect(title(of: other)[Color.self] == red)
    }

    @Test func whatIsStyledWhileTheButtonHasNoConfigurationReachesTheOneAssignedBack() throws {
        let button = button(configured: true)
        let styler = UIKitTesting.style(UIKitTesting.window(button), ".send { font: 20; } .large { font: 30; }")
        let kept = try #require(button.configuration)
        button.configuration = nil
        button.livery.addStyleClass("large")
        styler.restyleIfNeeded()
        #expect(button.titleLabel?.font.pointSize == 30)
        button.configuration = kept
        #expect(title(of: button)[Font.self]?.pointSize == 30, "the style the button has now")

        button.configuration = nil
        for name in ["send", "large"] { button.livery.removeStyleClass(name) }
        styler.restyleIfNeeded()
        button.configuration = kept
        #expect(title(of: button)[Font.self]?.pointSize == 15, "and none once it has none")
    }

    @Test func aKeptConfigurationKeepsTheAppsTransformerItHad() throws {
        let button = button(configured: true)
        let calls = Calls()
        button.configuration?.titleTextAttributesTransformer = appTransformer(red, calls: calls)
        let styler = UIKitTesting.style(UIKitTesting.window(button), ".send { font: 20; } .wide { letterSpacing: 3; }")
        let kept = try #require(button.configuration)
        button.configuration?.titleTextAttributesTransformer = appTransformer(blue, calls: calls)
        button.livery.addStyleClass("wide")
        styler.restyleIfNeeded()
        #expect(title(of: button)[Color.self] == blue)

        button.configuration = kept
        let styled = title(of: button)
        #expect(styled[Color.self] == red, "the app's look it was kept with")
        #expect(styled[Kern.self] == 3, "and the style the button has now")
    }

    @Test func aConfigurationTheAppAssignsAnewIsLeftAloneWhenTheStyleGoes() throws {
        let button = button(configured: true)
        let styler = UIKitTesting.style(UIKitTesting.window(button), ".send { font: 20; contentEdgeInsets: 4; }")
        #expect(title(of: button)[Font.self]?.pointSize == 20)
        button.configuration = .plain()
        button.livery.removeStyleClass("send")
        styler.restyleIfNeeded()
        #expect(button.configuration?.titleTextAttributesTransformer == nil, "nothing of Livery's was in it")
        #expect(button.configuration?.contentInsets == UIButton.Configuration.plain().contentInsets)
    }
}
#endif
