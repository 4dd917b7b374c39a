#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore
@testable import LiveryUIKit
import Testing

/// What the UIKit tests share: a styler over a window, and readable forms of UIKit values.
@MainActor
enum UIKitTesting {
    /// Images named by the tests load from the test bundle's one-pixel images (`Images/`).
    static func useTestImages() {
        ImageLookup.bundles = [.module]
    }

    /// A 390×844 window (an iPhone's) holding `views`.
    static func window(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for view in views { window.addSubview(view) }
        return window
    }

    /// A fresh styler with `css` loaded (as `test.css`), styling `window`; fails the test on
    /// any error diagnostic.
    @discardableResult
    static func style(_ window: UIWindow, _ css: String, sourceLocation: SourceLocation = #_sourceLocation) -> Styler {
        let styler = Styler()
        let diagnostics = styler.loadStyleSheet(css, named: "test.css")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)", sourceLocation: sourceLocation)
        styler.style(window)
        return styler
    }

    /// Red, green, blue and alpha of a color (light appearance), rounded to 3 decimals.
    static func rgba(_ color: UIColor?) -> [Double]? {
        guard let color else { return nil }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return [red, green, blue, alpha].map { (Double($0) * 1000).rounded() / 1000 }
    }

    /// The same for a layer's color.
    static func rgba(_ color: CGColor?) -> [Double]? {
        guard let components = color?.components, components.count == 4 else { return nil }
        return components.map { (Double($0) * 1000).rounded() / 1000 }
    }
}

@MainActor
extension UIImage {
    /// The name a sheet or layout loaded this image by (`ImageLookup.name(of:)`).
    var loadedName: String? { ImageLookup.name(of: self) }
}

extension UIFont {
    /// The font's weight, as its descriptor's traits give it.
    var testWeight: UIFont.Weight {
        #if canImport(UIKitStandIn)
        standInWeight
        #else
        let traits = fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        return UIFont.Weight(rawValue: (traits?[.weight] as? CGFloat) ?? 0)
        #endif
    }
}
#endif
