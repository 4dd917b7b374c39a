#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Testing

/// An image made of a color — how InterfaCSS and NUI sheets give a button's states their
/// backgrounds — is one point of the color, stretched over whatever it fills. (The stand-in
/// has no pixels; there the test also reads the color the image was filled with.)
@MainActor
struct ColorImageTests {
    @Test func aColorBecomesAStretchedOnePointImage() throws {
        let button = UIButton(type: .custom)
        let styler = UIKitTesting.style(UIKitTesting.window(button), "UIButton { backgroundImage(highlighted): #336699; }")
        let image = try #require(button.backgroundImage(for: .highlighted))
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.resizingMode == .stretch)
        #expect(image.capInsets == .zero)
        #expect(button.backgroundImage(for: .normal) == nil)
        #expect(styler.problems.isEmpty, "\(styler.problems)")
        #if !canImport(UIKit)
        #expect(UIKitTesting.rgba(image.standInFillColor) == [0.2, 0.4, 0.6, 1])
        #endif
    }

    @Test func aLightDarkColorIsDrawnAgainForTheNewAppearance() throws {
        let button = UIButton(type: .custom)
        let window = UIKitTesting.window(button)
        let styler = UIKitTesting.style(window, "UIButton { backgroundImage: dynamic(#ffffff, #000000); }")
        let light = try #require(button.backgroundImage(for: .normal))
        window.overrideUserInterfaceStyle = .dark
        styler.restyleIfNeeded()
        let dark = try #require(button.backgroundImage(for: .normal))
        #expect(dark !== light)
        #if !canImport(UIKit)
        #expect(UIKitTesting.rgba(light.standInFillColor) == [1, 1, 1, 1])
        #expect(UIKitTesting.rgba(dark.standInFillColor) == [0, 0, 0, 1])
        #endif
    }
}
#endif
