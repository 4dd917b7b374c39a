#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryValues
@testable import LiveryUIKit
import Testing

/// Values converted as UIKit's own API means them, where a raw value or a shortcut would
/// differ: old stretchable images, text alignment.
@MainActor
struct ValueConversionTests {
    init() { UIKitTesting.useTestImages() }

    /// `image(name, leftCap, topCap)` is UIKit's old `stretchableImage`: it stretches, and a
    /// cap of 0 stretches that whole direction.
    @Test func aStretchableImageStretchesAsTheOldAPIDid() throws {
        let view = UIImageView(frame: .zero)
        UIKitTesting.style(UIKitTesting.window(view), "UIImageView { image: image(plate, 0, 0); }")
        let image = try #require(view.image)
        #expect(image.resizingMode == .stretch)
        #expect(image.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// Alignment goes by case name: in Mac Catalyst on Intel Macs `NSTextAlignment.center`
    /// and `.right` have each other's raw values, so a raw value from the catalog would
    /// swap them there.
    @Test func textAlignmentIsConvertedByCaseNameNotRawValue() {
        let context = ConversionContext(traits: UITraitCollection(), values: ValueContext())
        func convert(_ name: String, raw: Int) -> NSTextAlignment? {
            ValueConverter<NSTextAlignment>.textAlignment.convert(.enumCase(EnumValue(enumName: "textAlignment", name: name, rawValue: raw)), context)
        }
        #expect(convert("center", raw: 2) == .center)
        #expect(convert("right", raw: 1) == .right)
        #expect(convert("natural", raw: 4) == .natural)
        let label = UILabel(frame: .zero)
        UIKitTesting.style(UIKitTesting.window(label), "UILabel { text-align: center; }")
        #expect(label.textAlignment == .center)
    }

    /// Under a transform a view's frame is undefined: a styled frame gives its size to the
    /// bounds and its middle to the center, and stays the same on every later pass.
    @Test func aTransformedViewKeepsItsStyledSizeWhenRestyled() {
        let badge = UIView(frame: .zero)
        badge.livery.addStyleClass("badge")
        let window = UIKitTesting.window(badge)
        let styler = UIKitTesting.style(window, ".badge { frame: rect(0, 0, 20, 20); transform: scale(2); } .badge.on { alpha: 0.5; }")
        #expect(badge.bounds.size == CGSize(width: 20, height: 20))
        badge.livery.addStyleClass("on")
        styler.restyleIfNeeded()
        #expect(badge.alpha == 0.5)
        #expect(badge.bounds.size == CGSize(width: 20, height: 20), "written again under scale(2)")
        #expect(badge.center == CGPoint(x: 10, y: 10))
    }
}
#endif
