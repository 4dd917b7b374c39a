#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Testing

/// Older sheets (InterfaCSS, Nimbus's `-ios-minimum-font-size`) set a label's
/// `minimumFontSize`, which Swift no longer imports: it is written as the factor of the
/// label's font size it is, after the font, whenever the label is restyled, and the factor
/// the label had comes back when no rule sets it.
@MainActor
struct LabelMinimumFontSizeTests {
    @Test func theSizeIsAFactorOfTheFontItIsStyledWith() {
        let label = UILabel(frame: .zero)
        label.minimumScaleFactor = 0.25
        let window = UIKitTesting.window(label)
        let styler = UIKitTesting.style(window, "UILabel { minimumFontSize: 10; font: 20; }")
        #expect(label.minimumScaleFactor == 0.5)
        styler.loadStyleSheet("UILabel { minimumFontSize: 10; font: 40; }", named: "test.css")
        styler.style(window)
        #expect(label.minimumScaleFactor == 0.25)
        styler.loadStyleSheet("UILabel { minimumFontSize: 60; font: 40; }", named: "test.css")
        styler.style(window)
        #expect(label.minimumScaleFactor == 1)
        // Unstyled, with the font put back too: the factor the label had before.
        styler.loadStyleSheet("UILabel { numberOfLines: 2; }", named: "test.css")
        styler.style(window)
        #expect(label.minimumScaleFactor == 0.25)
        #expect(label.numberOfLines == 2)
    }
}
#endif
