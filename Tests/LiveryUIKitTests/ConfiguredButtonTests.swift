#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
@testable import LiveryUIKit
import Testing

/// A button with a `UIButton.Configuration` draws from it: `contentEdgeInsets` reaches the
/// configuration's `contentInsets`, and what UIKit ignores there is a problem, not a write
/// to no effect. A classic button is styled as before.
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
        #expect(properties.contains("titleEdgeInsets"), "\(styler.problems)")
        #expect(properties.contains("adjustsImageWhenHighlighted"))
        #expect(properties.contains("font"), "the title label's: \(styler.problems)")
        #expect(styler.problems.count == 3, "the classic button takes all three: \(styler.problems)")
        #expect(configured.titleEdgeInsets == .zero, "left as it is")
        #expect(classic.titleEdgeInsets == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        #expect(!classic.adjustsImageWhenHighlighted)
        #expect(classic.titleLabel?.font.pointSize == 20)
    }
}
#endif
