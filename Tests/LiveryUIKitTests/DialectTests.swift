#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryFormats
@testable import LiveryUIKit
import Testing

/// Sheets of every dialect style an app's views through `Styler`: the extension picks the
/// reader (`.json` UISS, `.rflk` ReflektorKit, `.nss` NUI), and `defaultFormat` the one of
/// `.css` files (Nimbus CSS shares the extension with Livery CSS).
@MainActor
struct DialectTests {
    static let blue = PropertySamples.blue

    /// A label in a window, styled by `styler` after `load` loaded its sheets.
    func styledLabel(_ styler: Styler = Styler(), _ load: (Styler) -> Void) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        let window = UIKitTesting.window(label)
        load(styler)
        styler.style(window)
        return label
    }

    @Test func theExtensionPicksTheReader() {
        let uiss = styledLabel { $0.loadStyleSheet(##"{ "UILabel": { "textColor": "#336699", "numberOfLines": 2 } }"##, named: "theme.json") }
        #expect(UIKitTesting.rgba(uiss.textColor) == Self.blue)
        #expect(uiss.numberOfLines == 2)
        let nui = styledLabel { $0.loadStyleSheet("Label { font-color: #336699; }", named: "theme.nss") }
        #expect(UIKitTesting.rgba(nui.textColor) == Self.blue)
        let reflektor = styledLabel { $0.loadStyleSheet("UILabel { text-color: #336699; }", named: "theme.rflk") }
        #expect(UIKitTesting.rgba(reflektor.textColor) == Self.blue)
    }

    @Test func nimbusCSSIsReadAsNimbusWhenTheStylerSaysSo() {
        let sheet = "UILabel { -ios-number-of-lines: 3; }"
        let nimbus = Styler()
        nimbus.defaultFormat = .nimbus
        let diagnostics = nimbus.loadStyleSheet(sheet, named: "legacy.css")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(styledLabel(nimbus) { _ in }.numberOfLines == 3)

        let livery = Styler()
        #expect(livery.defaultFormat == .livery)
        #expect(!livery.loadStyleSheet(sheet, named: "legacy.css").isEmpty, "Livery CSS does not know Nimbus's names")
        #expect(styledLabel(livery) { _ in }.numberOfLines == 1)
    }
}
#endif
