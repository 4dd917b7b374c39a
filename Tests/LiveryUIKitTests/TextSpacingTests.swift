#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
@testable import LiveryUIKit
import Testing

/// `letterSpacing` and `lineHeight` re-attribute a text that may already carry them: a
/// button's title label gets them again whenever it is restyled, and a sheet may give both.
/// The kern is stored as UIKit documents it, an `NSNumber`. (Set in place over attributes
/// set before, they trapped inside Foundation on Linux: `UIButton { letter-spacing: 2;
/// line-height: 150% }` stopped the pipeline fuzz target and the tests at once.)
@MainActor
struct TextSpacingTests {
    @Test func aButtonsTitleTakesLetterSpacingAndLineHeightAgainAndAgain() throws {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        let window = UIKitTesting.window(button)
        let styler = UIKitTesting.style(window, "UIButton { letter-spacing: 2; line-height: 150%; font: 20; }")
        styler.style(window)
        button.isSelected = true
        styler.style(window)
        let text = try #require(button.titleLabel?.attributedText)
        #expect(text.string == "Send")
        #expect((text.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue == 2)
        let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(style?.minimumLineHeight == 30)
    }

    @Test func spacingOverAnAttributedTextWithItsOwnKernKeepsBoth() throws {
        let label = UILabel(frame: .zero)
        let window = UIKitTesting.window(label)
        UIKitTesting.style(window, "UILabel { attributedText: \"Hi\" (kern: 1, baselineOffset: 3); letter-spacing: 4; line-height: 22px; }")
        let text = try #require(label.attributedText)
        #expect((text.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue == 4)
        #expect((text.attribute(.baselineOffset, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue == 3)
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.minimumLineHeight == 22)
    }

    /// A kern of 0 turns the font's kerning off: a letter spacing that stops, or `normal`,
    /// leaves no kern attribute behind.
    @Test func aLetterSpacingThatStopsLeavesNoKernBehind() throws {
        let label = UILabel(frame: .zero)
        label.text = "AVATAR"
        label.livery.addStyleClass("spaced")
        let styler = UIKitTesting.style(UIKitTesting.window(label), ".spaced { letter-spacing: 2; } .plain { letter-spacing: normal; }")
        #expect((label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue == 2)
        label.livery.removeStyleClass("spaced")
        styler.restyleIfNeeded()
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        label.livery.addStyleClass("plain")
        styler.restyleIfNeeded()
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        #expect(label.text == "AVATAR")
    }

    @Test func aKernAnAppSetAsCGFloatReadsBack() {
        #expect(TextAttributes.cgFloat(CGFloat(1.5)) == 1.5)
        #expect(TextAttributes.cgFloat(NSNumber(value: 2.5)) == 2.5)
        #expect(TextAttributes.cgFloat("2") == nil)
    }
}
#endif
