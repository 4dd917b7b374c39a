#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
@testable import LiveryUIKit

/// One sample per bound catalog property (and per parameter kind), each read back through
/// UIKit's own getters. `PropertySampleTests` fails for a binding without a sample.
enum PropertySamples {
    /// `#336699` as `UIKitTesting.rgba` reads it.
    static let blue: [Double] = [0.2, 0.4, 0.6, 1]

    static let all: [PropertySample] = view + layer + controls

    static let view: [PropertySample] = [
        .init("UIView", "alpha", "0.5") { (view: UIView) in view.alpha == 0.5 },
        .init("UIView", "backgroundColor", "#336699") { (view: UIView) in UIKitTesting.rgba(view.backgroundColor) == blue },
        .init("UIView", "hidden", "yes") { (view: UIView) in view.isHidden },
        .init("UIView", "contentMode", "scaleAspectFit") { (view: UIView) in view.contentMode == .scaleAspectFit },
        .init("UIView", "frame", "rect(10, 20, 30, 40)") { (view: UIView) in view.frame == CGRect(x: 10, y: 20, width: 30, height: 40) },
        .init("UIView", "autoresizingMask", "flexibleWidth flexibleHeight") { (view: UIView) in
            view.autoresizingMask == [.flexibleWidth, .flexibleHeight]
        },
        .init("UIView", "layoutMargins", "1 2 3 4") { (view: UIView) in
            view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UIView", "transform", "rotate(90deg)") { (view: UIView) in
            abs(view.transform.b - 1) < 1e-9 && abs(view.transform.a) < 1e-9
        },
    ]

    static let layer: [PropertySample] = [
        .init("CALayer", "layer.cornerRadius", "8") { (view: UIView) in view.layer.cornerRadius == 8 },
        .init("CALayer", "layer.borderColor", "#336699") { (view: UIView) in UIKitTesting.rgba(view.layer.borderColor) == blue },
        .init("CALayer", "layer.shadowOpacity", "0.25") { (view: UIView) in view.layer.shadowOpacity == 0.25 },
    ]

    static let controls: [PropertySample] = [
        .init("UIControl", "enabled", "no") { (control: UIControl) in !control.isEnabled },
        .init("UIButton", "titleColor(highlighted)", "#336699") { (button: UIButton) in
            UIKitTesting.rgba(button.titleColor(for: .highlighted)) == blue
        },
        .init("UIButton", "title", "Send") { (button: UIButton) in button.title(for: .normal) == "Send" },
        .init("UISegmentedControl", "backgroundImage(selected, compact)", "image(bar)") { (control: UISegmentedControl) in
            control.backgroundImage(for: .selected, barMetrics: .compact) != nil
                && control.backgroundImage(for: .normal, barMetrics: .default) == nil
        },
        .init("UISlider", "value", "0.75") { (slider: UISlider) in slider.value == 0.75 },
        .init("UIBarButtonItem", "titlePositionAdjustment(compact)", "3 4") { (item: UIBarButtonItem) in
            item.titlePositionAdjustment(for: .compact) == UIOffset(horizontal: 3, vertical: 4)
        },
    ]
}
