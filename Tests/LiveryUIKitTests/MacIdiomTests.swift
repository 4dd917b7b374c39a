#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Testing

/// In Mac Catalyst's Mac idiom UIKit throws on a button's title or image for a state other
/// than normal and on a slider's images and tints: Livery leaves those alone there, says
/// why, and styles everything else. (On iOS, where the idiom is overridden here, UIKit would
/// not have thrown; the test reads what Livery wrote.)
@MainActor
struct MacIdiomTests {
    static let sheet = """
        UIButton { title: "Send"; title(highlighted): "Sending"; titleColor(highlighted): #ff0000; }
        UISlider { value: 0.5; minimumTrackTintColor: #ff0000; thumbImage: image(thumb); }
        """

    @Test func aMacIdiomWindowKeepsWhatUIKitForbidsThereAndStylesTheRest() {
        UIKitTesting.useTestImages()
        let button = UIButton(type: .system)
        let slider = UISlider(frame: .zero)
        let window = UIKitTesting.window(button, slider)
        window.traitOverrides.userInterfaceIdiom = .mac
        window.layoutIfNeeded()
        let styler = UIKitTesting.style(window, Self.sheet)
        #expect(button.title(for: .normal) == "Send")
        #expect(button.title(for: .highlighted) != "Sending")
        #expect(UIKitTesting.rgba(button.titleColor(for: .highlighted)) == [1, 0, 0, 1])
        #expect(slider.value == 0.5)
        #expect(slider.minimumTrackTintColor == nil)
        #expect(slider.thumbImage(for: .normal) == nil)
        let refused = styler.problems.map(\.property).sorted()
        #expect(refused == ["minimumTrackTintColor", "thumbImage", "title(highlighted)"], "\(styler.problems)")
        #expect(styler.problems.allSatisfy { $0.message.contains("Mac idiom") })
    }

    @Test func anIPhoneWindowTakesThemAll() {
        UIKitTesting.useTestImages()
        let button = UIButton(type: .system)
        let slider = UISlider(frame: .zero)
        let window = UIKitTesting.window(button, slider)
        let styler = UIKitTesting.style(window, Self.sheet)
        #expect(button.title(for: .highlighted) == "Sending")
        #expect(UIKitTesting.rgba(slider.minimumTrackTintColor) == [1, 0, 0, 1])
        #expect(slider.thumbImage(for: .normal) != nil)
        #expect(styler.problems.isEmpty, "\(styler.problems)")
    }
}
#endif
