#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension BindingTable {
    static let controls: [PropertyBinding] = [
        .property("UIControl", "enabled", \UIControl.isEnabled, .bool),
        .property("UIControl", "selected", \UIControl.isSelected, .bool),
        .property("UIControl", "highlighted", \UIControl.isHighlighted, .bool),
        .property("UIControl", "contentHorizontalAlignment", \UIControl.contentHorizontalAlignment, .enumeration),
        .property("UIControl", "contentVerticalAlignment", \UIControl.contentVerticalAlignment, .enumeration),

        .parameterized("UIButton", "title", api: "UIButton.setTitle(_:for:)", .state,
                       get: { button, state in ButtonStates.own(state) { button.title(for: $0) } },
                       set: { (button: UIButton, value, state) in button.setTitle(value, for: state) }, .string),
        .parameterized("UIButton", "titleColor", api: "UIButton.setTitleColor(_:for:)", .state,
                       get: { button, state in ButtonStates.own(state) { button.titleColor(for: $0) } },
                       set: { (button: UIButton, value, state) in button.setTitleColor(value, for: state) }, .color),
        .parameterized("UIButton", "titleShadowColor", api: "UIButton.setTitleShadowColor(_:for:)", .state,
                       get: { button, state in ButtonStates.own(state) { button.titleShadowColor(for: $0) } },
                       set: { (button: UIButton, value, state) in button.setTitleShadowColor(value, for: state) }, .color),
        .parameterized("UIButton", "image", api: "UIButton.setImage(_:for:)", .state,
                       get: { button, state in ButtonStates.own(state) { button.image(for: $0) } },
                       set: { (button: UIButton, value, state) in button.setImage(value, for: state) }, .image),
        .parameterized("UIButton", "backgroundImage", api: "UIButton.setBackgroundImage(_:for:)", .state,
                       get: { button, state in ButtonStates.own(state) { button.backgroundImage(for: $0) } },
                       set: { (button: UIButton, value, state) in button.setBackgroundImage(value, for: state) }, .image),
        .parameterized("UIButton", "attributedTitle", api: "UIButton.setAttributedTitle(_:for:)", .state,
                       get: { button, state in ButtonStates.own(state) { button.attributedTitle(for: $0) } },
                       set: { (button: UIButton, value, state) in button.setAttributedTitle(value, for: state) }, .attributedText),
        ConfiguredButtons.contentEdgeInsets,
        .property("UIButton", "titleEdgeInsets", \UIButton.titleEdgeInsets, .insets),
        .property("UIButton", "imageEdgeInsets", \UIButton.imageEdgeInsets, .insets),
        .property("UIButton", "adjustsImageWhenHighlighted", \UIButton.adjustsImageWhenHighlighted, .bool),
        .property("UIButton", "adjustsImageWhenDisabled", \UIButton.adjustsImageWhenDisabled, .bool),
        .property("UIButton", "showsTouchWhenHighlighted", \UIButton.showsTouchWhenHighlighted, .bool),

        .property("UISwitch", "on", \UISwitch.isOn, .bool),
        .property("UISwitch", "onTintColor", \UISwitch.onTintColor, .color),
        .property("UISwitch", "thumbTintColor", \UISwitch.thumbTintColor, .color),
        .property("UISwitch", "onImage", \UISwitch.onImage, .image),
        .property("UISwitch", "offImage", \UISwitch.offImage, .image),

        .property("UISlider", "value", \UISlider.value, .float),
        .property("UISlider", "minimumValue", \UISlider.minimumValue, .float),
        .property("UISlider", "maximumValue", \UISlider.maximumValue, .float),
        .property("UISlider", "continuous", \UISlider.isContinuous, .bool),
        .property("UISlider", "minimumTrackTintColor", \UISlider.minimumTrackTintColor, .color),
        .property("UISlider", "maximumTrackTintColor", \UISlider.maximumTrackTintColor, .color),
        .property("UISlider", "thumbTintColor", \UISlider.thumbTintColor, .color),
        .property("UISlider", "minimumValueImage", \UISlider.minimumValueImage, .image),
        .property("UISlider", "maximumValueImage", \UISlider.maximumValueImage, .image),
        .parameterized("UISlider", "thumbImage", api: "UISlider.setThumbImage(_:for:)", .state,
                       get: { $0.thumbImage(for: $1) }, set: { (slider: UISlider, value, state) in slider.setThumbImage(value, for: state) },
                       .image),
        .parameterized("UISlider", "minimumTrackImage", api: "UISlider.setMinimumTrackImage(_:for:)", .state,
                       get: { $0.minimumTrackImage(for: $1) },
                       set: { (slider: UISlider, value, state) in slider.setMinimumTrackImage(value, for: state) }, .image),
        .parameterized("UISlider", "maximumTrackImage", api: "UISlider.setMaximumTrackImage(_:for:)", .state,
                       get: { $0.maximumTrackImage(for: $1) },
                       set: { (slider: UISlider, value, state) in slider.setMaximumTrackImage(value, for: state) }, .image),

        .property("UIStepper", "value", \UIStepper.value, .double),
        .property("UIStepper", "minimumValue", \UIStepper.minimumValue, .double),
        .property("UIStepper", "maximumValue", \UIStepper.maximumValue, .double),
        .property("UIStepper", "stepValue", \UIStepper.stepValue, .double),
        .property("UIStepper", "continuous", \UIStepper.isContinuous, .bool),
        .property("UIStepper", "autorepeat", \UIStepper.autorepeat, .bool),
        .property("UIStepper", "wraps", \UIStepper.wraps, .bool),
        .parameterized("UIStepper", "backgroundImage", api: "UIStepper.setBackgroundImage(_:for:)", .state,
                       get: { $0.backgroundImage(for: $1) },
                       set: { (stepper: UIStepper, value, state) in stepper.setBackgroundImage(value, for: state) }, .image),
        .parameterized("UIStepper", "incrementImage", api: "UIStepper.setIncrementImage(_:for:)", .state,
                       get: { $0.incrementImage(for: $1) },
                       set: { (stepper: UIStepper, value, state) in stepper.setIncrementImage(value, for: state) }, .image),
        .parameterized("UIStepper", "decrementImage", api: "UIStepper.setDecrementImage(_:for:)", .state,
                       get: { $0.decrementImage(for: $1) },
                       set: { (stepper: UIStepper, value, state) in stepper.setDecrementImage(value, for: state) }, .image),

        .property("UISegmentedControl", "selectedSegmentIndex", \UISegmentedControl.selectedSegmentIndex, .int),
        .property("UISegmentedControl", "momentary", \UISegmentedControl.isMomentary, .bool),
        .property("UISegmentedControl", "apportionsSegmentWidthsByContent",
                  \UISegmentedControl.apportionsSegmentWidthsByContent, .bool),
        .property("UISegmentedControl", "selectedSegmentTintColor", \UISegmentedControl.selectedSegmentTintColor, .color),
        .parameterized("UISegmentedControl", "backgroundImage", api: "UISegmentedControl.setBackgroundImage(_:for:barMetrics:)",
                       .state, .metrics, get: { $0.backgroundImage(for: $1, barMetrics: $2) },
                       set: { (control: UISegmentedControl, value, state, metrics) in
                           control.setBackgroundImage(value, for: state, barMetrics: metrics)
                       }, .image),
        .parameterized("UISegmentedControl", "titleTextAttributes", api: "UISegmentedControl.setTitleTextAttributes(_:for:)",
                       .state, get: { $0.titleTextAttributes(for: $1) },
                       set: { (control: UISegmentedControl, value, state) in control.setTitleTextAttributes(value, for: state) },
                       .textAttributes),
        .parameterized("UISegmentedControl", "contentPositionAdjustment",
                       api: "UISegmentedControl.setContentPositionAdjustment(_:forSegmentType:barMetrics:)", .segment, .metrics,
                       get: { $0.contentPositionAdjustment(forSegmentType: $1, barMetrics: $2) },
                       set: { (control: UISegmentedControl, value, segment, metrics) in
                           control.setContentPositionAdjustment(value, forSegmentType: segment, barMetrics: metrics)
                       }, .offset),
        .parameterized("UISegmentedControl", "dividerImage",
                       api: "UISegmentedControl.setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)",
                       .state, .state, .metrics,
                       get: { $0.dividerImage(forLeftSegmentState: $1, rightSegmentState: $2, barMetrics: $3) },
                       set: { (control: UISegmentedControl, value, left, right, metrics) in
                           control.setDividerImage(value, forLeftSegmentState: left, rightSegmentState: right, barMetrics: metrics)
                       }, .image),
        .titleAttribute("UISegmentedControl", "titleTextFont", api: "UISegmentedControl.setTitleTextAttributes(_:for:)", .font,
                        get: { $0.titleTextAttributes(for: $1) },
                        set: { (control: UISegmentedControl, attributes, state) in control.setTitleTextAttributes(attributes, for: state) },
                        .font),
        .titleAttribute("UISegmentedControl", "titleTextColor", api: "UISegmentedControl.setTitleTextAttributes(_:for:)",
                        .foregroundColor, get: { $0.titleTextAttributes(for: $1) },
                        set: { (control: UISegmentedControl, attributes, state) in control.setTitleTextAttributes(attributes, for: state) },
                        .color),

        .property("UIDatePicker", "datePickerMode", \UIDatePicker.datePickerMode, .enumeration),
        .property("UIDatePicker", "minuteInterval", \UIDatePicker.minuteInterval, .int),

        .property("UIPageControl", "numberOfPages", \UIPageControl.numberOfPages, .int),
        .property("UIPageControl", "currentPage", \UIPageControl.currentPage, .int),
        .property("UIPageControl", "hidesForSinglePage", \UIPageControl.hidesForSinglePage, .bool),
        .property("UIPageControl", "pageIndicatorTintColor", \UIPageControl.pageIndicatorTintColor, .color),
        .property("UIPageControl", "currentPageIndicatorTintColor", \UIPageControl.currentPageIndicatorTintColor, .color),

        .property("UIRefreshControl", "attributedTitle", \UIRefreshControl.attributedTitle, .attributedText),

        .property("UIProgressView", "progress", \UIProgressView.progress, .float),
        .property("UIProgressView", "progressViewStyle", \UIProgressView.progressViewStyle, .enumeration),
        .property("UIProgressView", "progressTintColor", \UIProgressView.progressTintColor, .color),
        .property("UIProgressView", "trackTintColor", \UIProgressView.trackTintColor, .color),
        .property("UIProgressView", "progressImage", \UIProgressView.progressImage, .image),
        .property("UIProgressView", "trackImage", \UIProgressView.trackImage, .image),

        .property("UIActivityIndicatorView", "activityIndicatorViewStyle", \UIActivityIndicatorView.style, .enumeration),
        .property("UIActivityIndicatorView", "color", \UIActivityIndicatorView.color, .color),
        .property("UIActivityIndicatorView", "hidesWhenStopped", \UIActivityIndicatorView.hidesWhenStopped, .bool),
    ]
}

/// What a button has for exactly one state. UIKit's getters answer for a state with no
/// value of its own with the normal state's; kept as the original and written back when a
/// sheet stops styling that state, such an answer would pin the state to the normal value
/// of that moment, so a later normal title or color would no longer reach it.
@MainActor
enum ButtonStates {
    /// The value `get` gives for `state`, or `nil` where it is the normal state's.
    static func own<Value: Equatable>(_ state: UIControl.State, _ get: (UIControl.State) -> Value?) -> Value? {
        let value = get(state)
        guard state != .normal, let value, value == get(.normal) else { return value }
        return nil
    }
}
#endif
