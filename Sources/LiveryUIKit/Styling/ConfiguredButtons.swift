#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Buttons with a `UIButton.Configuration` (the default for buttons from Interface Builder
/// since Xcode 13) draw from their configuration, and UIKit ignores part of the classic
/// API there: the edge insets and the image-adjustment flags (documented as "ignored when
/// using UIButtonConfiguration"), and the title label's font and text attributes, which the
/// configuration sets again. `contentEdgeInsets` goes on into the configuration's
/// `contentInsets`, its documented replacement; the others are left alone with a problem
/// that says where to set them, rather than written to no effect.
@MainActor
enum ConfiguredButtons {
    /// The button properties UIKit ignores on a configured button.
    static let ignoredButtonProperties: Set<String> = [
        "titleEdgeInsets", "imageEdgeInsets", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
    ]
    /// The title label's properties the configuration sets again.
    static let replacedTitleProperties: Set<String> = ["font", "letterSpacing", "lineHeight"]

    /// Why `binding` has no effect on `object` (of `element`), or `nil` when it has one. (The
    /// binding is looked at first: most writes are of neither kind.) A title label is known
    /// by being its button's nested `titleLabel` element: in a configured button UIKit may
    /// put it in a view of its own, not directly in the button.
    static func refusal(of binding: PropertyBinding, on object: AnyObject, element: UIKitElement) -> String? {
        switch binding.owner {
        case "UIButton" where ignoredButtonProperties.contains(binding.name):
            guard let button = object as? UIButton, button.configuration != nil else { return nil }
            return "UIKit ignores \(binding.api) on a button with a configuration; set it through `UIButton.Configuration`. Left as it is"
        case "UILabel" where replacedTitleProperties.contains(binding.name):
            guard object === element.object, element.nestedKeyPath == "titleLabel",
                  let button = element.owner?.object as? UIButton, button.configuration != nil else { return nil }
            return "a button with a configuration sets its title's \(binding.name) from the configuration "
                + "(`titleTextAttributesTransformer`); left as it is"
        default:
            return nil
        }
    }

    /// The original of `contentEdgeInsets`: the classic insets and, on a configured button,
    /// the configuration's.
    struct InsetsOriginal {
        let classic: UIEdgeInsets
        let configured: NSDirectionalEdgeInsets?
    }

    /// `contentEdgeInsets`, also as the configuration's `contentInsets` on a configured
    /// button (left and right as leading and trailing in the button's layout direction).
    static let contentEdgeInsets: PropertyBinding = {
        let classic = PropertyBinding.property("UIButton", "contentEdgeInsets", \UIButton.contentEdgeInsets, .insets)
        return PropertyBinding(
            owner: classic.owner, name: classic.name, api: classic.api,
            read: { object, _ in
                guard let button = object as? UIButton else { return nil }
                return InsetsOriginal(classic: button.contentEdgeInsets, configured: button.configuration?.contentInsets)
            },
            write: { object, value, _ in
                guard let button = object as? UIButton else { return }
                if let original = value as? InsetsOriginal {
                    button.contentEdgeInsets = original.classic
                    if let configured = original.configured, button.configuration != nil {
                        button.configuration?.contentInsets = configured
                    }
                    return
                }
                guard let insets = value as? UIEdgeInsets else { return }
                button.contentEdgeInsets = insets
                guard button.configuration != nil else { return }
                let rightToLeft = button.effectiveUserInterfaceLayoutDirection == .rightToLeft
                button.configuration?.contentInsets = NSDirectionalEdgeInsets(
                    top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                    bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
            },
            convert: classic.convert)
    }()
}
#endif
