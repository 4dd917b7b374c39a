#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// What UIKit forbids in Mac Catalyst's Mac idiom ("Optimize Interface for Mac"), where it
/// throws rather than draw: a stepper, page control, refresh control or picker on screen; a
/// button's title or image for a state other than normal, and a slider's images and tint
/// colors. Livery builds a plain view for such a control and leaves such a property alone
/// there, and says why, instead of stopping the app. The idiom is the object's trait
/// collection's. UIKit forbids the button writes only for Mac-style buttons
/// (`UIBehavioralStyle.mac`, the default in that idiom); Livery leaves them to every button
/// there, which costs an iPad-style button in a Mac-idiom app its styled state titles.
@MainActor
enum MacIdiom {
    /// The button properties set per state that UIKit refuses for any state but normal.
    static let buttonStateProperties: Set<String> = ["title", "attributedTitle", "image"]
    /// The slider properties UIKit refuses outright.
    static let sliderProperties: Set<String> = [
        "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor", "minimumValueImage", "maximumValueImage",
        "thumbImage", "minimumTrackImage", "maximumTrackImage",
    ]

    /// The controls UIKit will not show in the Mac idiom: it throws when one is displayed.
    static let unavailableControls: Set<String> = ["UIStepper", "UIPageControl", "UIRefreshControl", "UIPickerView"]

    /// Whether the app runs in the Mac idiom, as the current trait collection says (views
    /// being built are in no window yet).
    static var isCurrent: Bool { UITraitCollection.current.userInterfaceIdiom == .mac }

    /// Why `binding` cannot be written to `object` with `parameters`, or `nil` when it can.
    /// (The binding is looked at first: most writes are of neither kind, and need no trait
    /// collection.)
    static func refusal(of binding: PropertyBinding, parameters: [String], on object: AnyObject) -> String? {
        let refusal: String
        switch binding.owner {
        case "UIButton" where buttonStateProperties.contains(binding.name):
            guard let state = BindingParameter<UIControl.State>.state.decode(parameters.first), state != .normal else { return nil }
            refusal = "UIKit does not allow \(binding.api) for a state other than normal in the Mac idiom; left as it is"
        case "UISlider" where sliderProperties.contains(binding.name):
            refusal = "UIKit does not allow \(binding.api) in the Mac idiom; left as it is"
        default:
            return nil
        }
        guard let view = object as? UIView, view.traitCollection.userInterfaceIdiom == .mac else { return nil }
        return refusal
    }
}
#endif
