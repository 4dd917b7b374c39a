#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryValues

/// What converting a styled value to UIKit needs: the object's trait collection (dark mode,
/// Dynamic Type, display scale) and geometry, and where to report what could not be used.
@MainActor
final class ConversionContext {
    let traits: UITraitCollection
    /// Lengths, percentages, relative geometry and localized text resolve against it.
    let values: ValueContext
    /// Set when a conversion used the trait collection (a restyle is due when it changes).
    var usedTraits = false
    /// Problems converting (an image that does not exist …), each a sentence.
    var problems: [String] = []

    init(traits: UITraitCollection, values: ValueContext) {
        self.traits = traits
        self.values = values
    }

    /// The context of `object`: a view's own traits and bounds, its superview's bounds, its
    /// window's; other objects (bar items, controllers) take their view's or the defaults. A
    /// view in no window yet takes the traits of `container`, where it will be shown.
    static func of(_ object: AnyObject, strings: (any LocalizedStringProvider)?,
                   container: UIView? = nil) -> ConversionContext {
        let view = (object as? UIView) ?? (object as? UIViewController)?.viewIfLoaded
        // A view styled before it is in a window (a prototype cell's, as a child of its
        // table) takes the traits of the view it will be shown in.
        let traitSource = view?.window == nil && container?.window != nil ? container : view
        let traits = traitSource?.traitCollection ?? UITraitCollection()
        var values = ValueContext(scale: Double(traits.displayScale > 0 ? traits.displayScale : 3),
                                  contentSize: ContentSizeCategory(traits.preferredContentSizeCategory),
                                  isDark: traits.userInterfaceStyle == .dark, strings: strings)
        if let view {
            values.elementBounds = Frame(view.bounds)
            if let superview = view.superview { values.parentBounds = Frame(superview.bounds) }
            if let window = view.window {
                values.windowBounds = Frame(window.bounds)
                if view.superview == nil { values.parentBounds = Frame(window.bounds) }
            }
        }
        return ConversionContext(traits: traits, values: values)
    }
}

extension Frame {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width), height: Double(rect.height))
    }
}

extension ContentSizeCategory {
    /// Livery's category for UIKit's (`large` for unknown or unspecified ones).
    init(_ category: UIContentSizeCategory) {
        let pairs: [(UIContentSizeCategory, ContentSizeCategory)] = [
            (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
            (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge),
            (.extraExtraExtraLarge, .extraExtraExtraLarge), (.accessibilityMedium, .accessibilityMedium),
            (.accessibilityLarge, .accessibilityLarge), (.accessibilityExtraLarge, .accessibilityExtraLarge),
            (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
            (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
        ]
        self = pairs.first { $0.0 == category }?.1 ?? .large
    }
}
#endif
