#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryTestSupport
@testable import LiveryUIKit
import Testing

/// In Mac Catalyst's Mac idiom UIKit throws on a button's title or image for a state other
/// than normal, on a slider's images and tints, and on a stepper, page control or picker on
/// screen: Livery leaves those alone there, says why, and styles and builds everything else.
/// (On iOS, where the idiom is overridden here, UIKit would not have thrown; the tests read
/// what Livery wrote and built.)
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

    /// A stepper, page control or picker on screen makes UIKit throw in the Mac idiom: a
    /// layout built there gets a plain view in its place, with a warning, and keeps the rest.
    @Test func aLayoutBuiltInTheMacIdiomHasPlainViewsForTheControlsUIKitWillNotShow() throws {
        let xml = """
            <layout><view><stepper id="count"/><pageControl id="pages"/><slider id="level"/></view></layout>
            """
        let folder = try Fixtures.scratchFolder(["screen.xml": xml])
        defer { try? FileManager.default.removeItem(at: folder) }
        let previous = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(userInterfaceIdiom: .mac)
        defer { UITraitCollection.current = previous }
        let backend = UIKitLayoutBackend(builder: ViewBuilder(), textMeasurement: .approximate)
        _ = StyledViews(layoutPath: folder.appendingPathComponent("screen.xml").path, stylesheetPaths: [], backend: backend)
        let built = try #require(backend.built)
        #expect(!(built.objects["count"] is UIStepper) && built.objects["count"] is UIView)
        #expect(!(built.objects["pages"] is UIPageControl) && built.objects["pages"] is UIView)
        #expect(built.objects["level"] is UISlider)
        #expect(built.diagnostics.map(\.id) == [UIKitDiagnosticID.unavailableInMacIdiom, UIKitDiagnosticID.unavailableInMacIdiom])
        #expect(built.diagnostics.first?.span.start.line == 1)
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
