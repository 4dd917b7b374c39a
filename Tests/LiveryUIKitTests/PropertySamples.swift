#if os(iOS) || os(Linux)
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

    static let all: [PropertySample] = view + layer + controls + text + inputs + containers + bars + items

    /// The foreground color of text attributes, as `UIKitTesting.rgba` reads it.
    @MainActor static func color(_ attributes: [NSAttributedString.Key: Any]?) -> [Double]? {
        UIKitTesting.rgba(attributes?[.foregroundColor] as? UIColor)
    }

    /// A collection view's layout as the flow layout the samples make it with.
    @MainActor static func flowLayout(_ view: UICollectionView) -> UICollectionViewFlowLayout? {
        view.collectionViewLayout as? UICollectionViewFlowLayout
    }

    /// The attributes of the first character of attributed text.
    static func attributes(_ text: NSAttributedString?) -> [NSAttributedString.Key: Any]? {
        guard let text, text.length > 0 else { return nil }
        return text.attributes(at: 0, effectiveRange: nil)
    }

    // UIView
    static let view: [PropertySample] = [
        .init("UIView", "alpha", "0.5") { (view: UIView) in view.alpha == 0.5 },
        .init("UIView", "backgroundColor", "#336699") { (view: UIView) in UIKitTesting.rgba(view.backgroundColor) == blue },
        .init("UIView", "hidden", "yes") { (view: UIView) in view.isHidden },
        .init("UIView", "tintColor", "#336699") { (view: UIView) in UIKitTesting.rgba(view.tintColor) == blue },
        .init("UIView", "clipsToBounds", "yes") { (view: UIView) in view.clipsToBounds },
        .init("UIView", "contentMode", "scaleAspectFit") { (view: UIView) in view.contentMode == .scaleAspectFit },
        .init("UIView", "frame", "rect(10, 20, 30, 40)") { (view: UIView) in view.frame == CGRect(x: 10, y: 20, width: 30, height: 40) },
        .init("UIView", "bounds", "rect(0, 0, 50, 60)") { (view: UIView) in view.bounds == CGRect(x: 0, y: 0, width: 50, height: 60) },
        .init("UIView", "center", "point(30, 40)") { (view: UIView) in view.center == CGPoint(x: 30, y: 40) },
        .init("UIView", "transform", "rotate(90deg)") { (view: UIView) in
            abs(view.transform.b - 1) < 1e-9 && abs(view.transform.a) < 1e-9
        },
        .init("UIView", "autoresizingMask", "flexibleWidth flexibleHeight") { (view: UIView) in
            view.autoresizingMask == [.flexibleWidth, .flexibleHeight]
        },
        .init("UIView", "userInteractionEnabled", "no") { (view: UIView) in !view.isUserInteractionEnabled },
        .init("UIView", "opaque", "no") { (view: UIView) in !view.isOpaque },
        .init("UIView", "layoutMargins", "1 2 3 4") { (view: UIView) in
            view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UIView", "directionalLayoutMargins", "1 2 3 4") { (view: UIView) in
            view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        },
        .init("UIView", "preservesSuperviewLayoutMargins", "yes") { (view: UIView) in view.preservesSuperviewLayoutMargins },
        .init("UIView", "tag", "7") { (view: UIView) in view.tag == 7 },
        .init("UIView", "accessibilityIdentifier", "sendButton") { (view: UIView) in view.accessibilityIdentifier == "sendButton" },
        .init("UIView", "accessibilityLabel", "\"Send message\"") { (view: UIView) in view.accessibilityLabel == "Send message" },
        .init("UIView", "isAccessibilityElement", "yes") { (view: UIView) in view.isAccessibilityElement },
        .init("UIView", "semanticContentAttribute", "forceRightToLeft") { (view: UIView) in
            view.semanticContentAttribute == .forceRightToLeft
        },
        .init("UIView", "tintAdjustmentMode", "dimmed") { (view: UIView) in view.tintAdjustmentMode == .dimmed },
        .init("UIView", "overrideUserInterfaceStyle", "dark") { (view: UIView) in view.overrideUserInterfaceStyle == .dark },
        .init("UIView", "exclusiveTouch", "yes") { (view: UIView) in view.isExclusiveTouch },
        .init("UIView", "multipleTouchEnabled", "yes") { (view: UIView) in view.isMultipleTouchEnabled },
        .init("UIView", "contentScaleFactor", "2") { (view: UIView) in view.contentScaleFactor == 2 },
    ]

    // CALayer (a view's layer)
    static let layer: [PropertySample] = [
        .init("CALayer", "layer.cornerRadius", "8") { (view: UIView) in view.layer.cornerRadius == 8 },
        .init("CALayer", "layer.borderWidth", "2") { (view: UIView) in view.layer.borderWidth == 2 },
        .init("CALayer", "layer.borderColor", "#336699") { (view: UIView) in UIKitTesting.rgba(view.layer.borderColor) == blue },
        .init("CALayer", "layer.backgroundColor", "#336699") { (view: UIView) in
            UIKitTesting.rgba(view.layer.backgroundColor) == blue
        },
        .init("CALayer", "layer.shadowOpacity", "0.25") { (view: UIView) in view.layer.shadowOpacity == 0.25 },
        .init("CALayer", "layer.shadowRadius", "6") { (view: UIView) in view.layer.shadowRadius == 6 },
        .init("CALayer", "layer.shadowOffset", "3 4") { (view: UIView) in view.layer.shadowOffset == CGSize(width: 3, height: 4) },
        .init("CALayer", "layer.shadowColor", "#336699") { (view: UIView) in UIKitTesting.rgba(view.layer.shadowColor) == blue },
        .init("CALayer", "layer.anchorPoint", "0.25 0.75") { (view: UIView) in view.layer.anchorPoint == CGPoint(x: 0.25, y: 0.75) },
        .init("CALayer", "layer.opacity", "0.5") { (view: UIView) in view.layer.opacity == 0.5 },
        .init("CALayer", "layer.masksToBounds", "yes") { (view: UIView) in view.layer.masksToBounds },
        .init("CALayer", "layer.zPosition", "3") { (view: UIView) in view.layer.zPosition == 3 },
        .init("CALayer", "layer.transform", "translate(3, 4)") { (view: UIView) in
            view.layer.transform == CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4))
        },
    ]

    // Controls
    static let controls: [PropertySample] = [
        .init("UIControl", "enabled", "no") { (control: UIControl) in !control.isEnabled },
        .init("UIControl", "selected", "yes") { (control: UIControl) in control.isSelected },
        .init("UIControl", "highlighted", "yes") { (control: UIControl) in control.isHighlighted },
        .init("UIControl", "contentHorizontalAlignment", "left") { (control: UIControl) in control.contentHorizontalAlignment == .left },
        .init("UIControl", "contentVerticalAlignment", "top") { (control: UIControl) in control.contentVerticalAlignment == .top },

        .init("UIButton", "title", "Send") { (button: UIButton) in button.title(for: .normal) == "Send" },
        .init("UIButton", "titleColor(highlighted)", "#336699") { (button: UIButton) in
            UIKitTesting.rgba(button.titleColor(for: .highlighted)) == blue && button.titleColor(for: .normal) == nil
        },
        .init("UIButton", "titleShadowColor(highlighted)", "#336699") { (button: UIButton) in
            UIKitTesting.rgba(button.titleShadowColor(for: .highlighted)) == blue && button.titleShadowColor(for: .normal) == nil
        },
        .init("UIButton", "image(selected)", "image(send)") { (button: UIButton) in
            button.image(for: .selected)?.loadedName == "send" && button.image(for: .normal) == nil
        },
        .init("UIButton", "backgroundImage(disabled)", "image(plate)") { (button: UIButton) in
            button.backgroundImage(for: .disabled)?.loadedName == "plate" && button.backgroundImage(for: .normal) == nil
        },
        .init("UIButton", "attributedTitle(highlighted)", "\"Go\" (color: #336699)") { (button: UIButton) in
            button.attributedTitle(for: .highlighted)?.string == "Go"
                && color(attributes(button.attributedTitle(for: .highlighted))) == blue
                && button.attributedTitle(for: .normal) == nil
        },
        .init("UIButton", "contentEdgeInsets", "1 2 3 4") { (button: UIButton) in
            button.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UIButton", "titleEdgeInsets", "1 2 3 4") { (button: UIButton) in
            button.titleEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UIButton", "imageEdgeInsets", "1 2 3 4") { (button: UIButton) in
            button.imageEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UIButton", "adjustsImageWhenHighlighted", "no") { (button: UIButton) in !button.adjustsImageWhenHighlighted },
        .init("UIButton", "adjustsImageWhenDisabled", "no") { (button: UIButton) in !button.adjustsImageWhenDisabled },
        .init("UIButton", "showsTouchWhenHighlighted", "yes") { (button: UIButton) in button.showsTouchWhenHighlighted },

        .init("UISwitch", "on", "yes") { (control: UISwitch) in control.isOn },
        .init("UISwitch", "onTintColor", "#336699") { (control: UISwitch) in UIKitTesting.rgba(control.onTintColor) == blue },
        .init("UISwitch", "thumbTintColor", "#336699") { (control: UISwitch) in UIKitTesting.rgba(control.thumbTintColor) == blue },
        .init("UISwitch", "onImage", "image(on)") { (control: UISwitch) in control.onImage?.loadedName == "on" },
        .init("UISwitch", "offImage", "image(off)") { (control: UISwitch) in control.offImage?.loadedName == "off" },

        .init("UISlider", "value", "0.75") { (slider: UISlider) in slider.value == 0.75 },
        .init("UISlider", "minimumValue", "-5") { (slider: UISlider) in slider.minimumValue == -5 },
        .init("UISlider", "maximumValue", "10") { (slider: UISlider) in slider.maximumValue == 10 },
        .init("UISlider", "continuous", "no") { (slider: UISlider) in !slider.isContinuous },
        .init("UISlider", "minimumTrackTintColor", "#336699") { (slider: UISlider) in
            UIKitTesting.rgba(slider.minimumTrackTintColor) == blue
        },
        .init("UISlider", "maximumTrackTintColor", "#336699") { (slider: UISlider) in
            UIKitTesting.rgba(slider.maximumTrackTintColor) == blue
        },
        .init("UISlider", "thumbTintColor", "#336699") { (slider: UISlider) in UIKitTesting.rgba(slider.thumbTintColor) == blue },
        .init("UISlider", "minimumValueImage", "image(low)") { (slider: UISlider) in slider.minimumValueImage?.loadedName == "low" },
        .init("UISlider", "maximumValueImage", "image(high)") { (slider: UISlider) in slider.maximumValueImage?.loadedName == "high" },
        .init("UISlider", "thumbImage(highlighted)", "image(thumb)") { (slider: UISlider) in
            slider.thumbImage(for: .highlighted)?.loadedName == "thumb" && slider.thumbImage(for: .normal) == nil
        },
        .init("UISlider", "minimumTrackImage(disabled)", "image(track)") { (slider: UISlider) in
            slider.minimumTrackImage(for: .disabled)?.loadedName == "track" && slider.minimumTrackImage(for: .normal) == nil
        },
        .init("UISlider", "maximumTrackImage(selected)", "image(track)") { (slider: UISlider) in
            slider.maximumTrackImage(for: .selected)?.loadedName == "track" && slider.maximumTrackImage(for: .normal) == nil
        },

        .init("UIStepper", "value", "7") { (stepper: UIStepper) in stepper.value == 7 },
        .init("UIStepper", "minimumValue", "-5") { (stepper: UIStepper) in stepper.minimumValue == -5 },
        .init("UIStepper", "maximumValue", "50") { (stepper: UIStepper) in stepper.maximumValue == 50 },
        .init("UIStepper", "stepValue", "2.5") { (stepper: UIStepper) in stepper.stepValue == 2.5 },
        .init("UIStepper", "continuous", "no") { (stepper: UIStepper) in !stepper.isContinuous },
        .init("UIStepper", "autorepeat", "no") { (stepper: UIStepper) in !stepper.autorepeat },
        .init("UIStepper", "wraps", "yes") { (stepper: UIStepper) in stepper.wraps },
        .init("UIStepper", "backgroundImage(highlighted)", "image(plate)") { (stepper: UIStepper) in
            stepper.backgroundImage(for: .highlighted)?.loadedName == "plate" && stepper.backgroundImage(for: .normal) == nil
        },
        .init("UIStepper", "incrementImage(disabled)", "image(plus)") { (stepper: UIStepper) in
            stepper.incrementImage(for: .disabled)?.loadedName == "plus" && stepper.incrementImage(for: .normal) == nil
        },
        .init("UIStepper", "decrementImage(selected)", "image(minus)") { (stepper: UIStepper) in
            stepper.decrementImage(for: .selected)?.loadedName == "minus" && stepper.decrementImage(for: .normal) == nil
        },

        .init("UISegmentedControl", "selectedSegmentIndex", "1") { (control: UISegmentedControl) in control.selectedSegmentIndex == 1 },
        .init("UISegmentedControl", "momentary", "yes") { (control: UISegmentedControl) in control.isMomentary },
        .init("UISegmentedControl", "apportionsSegmentWidthsByContent", "yes") { (control: UISegmentedControl) in
            control.apportionsSegmentWidthsByContent
        },
        .init("UISegmentedControl", "selectedSegmentTintColor", "#336699") { (control: UISegmentedControl) in
            UIKitTesting.rgba(control.selectedSegmentTintColor) == blue
        },
        .init("UISegmentedControl", "backgroundImage(selected, compact)", "image(bar)") { (control: UISegmentedControl) in
            control.backgroundImage(for: .selected, barMetrics: .compact)?.loadedName == "bar"
                && control.backgroundImage(for: .normal, barMetrics: .default) == nil
        },
        .init("UISegmentedControl", "titleTextAttributes(selected)", "\"Aa\" (color: #336699)") { (control: UISegmentedControl) in
            color(control.titleTextAttributes(for: .selected)) == blue && control.titleTextAttributes(for: .normal) == nil
        },
        .init("UISegmentedControl", "contentPositionAdjustment(left, compact)", "3 4") { (control: UISegmentedControl) in
            control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .compact) == UIOffset(horizontal: 3, vertical: 4)
                && control.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default) == .zero
        },
        .init("UISegmentedControl", "dividerImage(selected, highlighted, compact)", "image(divider)") { (control: UISegmentedControl) in
            control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .highlighted, barMetrics: .compact)?
                .loadedName == "divider"
                && control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default) == nil
        },
        .init("UISegmentedControl", "titleTextFont(selected)", "bold 14") { (control: UISegmentedControl) in
            (control.titleTextAttributes(for: .selected)?[.font] as? UIFont)?.pointSize == 14
                && control.titleTextAttributes(for: .normal) == nil
        },
        .init("UISegmentedControl", "titleTextColor(highlighted)", "#336699") { (control: UISegmentedControl) in
            color(control.titleTextAttributes(for: .highlighted)) == blue && control.titleTextAttributes(for: .normal) == nil
        },

        .init("UIDatePicker", "datePickerMode", "date") { (picker: UIDatePicker) in picker.datePickerMode == .date },
        .init("UIDatePicker", "minuteInterval", "15") { (picker: UIDatePicker) in picker.minuteInterval == 15 },

        .init("UIPageControl", "numberOfPages", "3") { (control: UIPageControl) in control.numberOfPages == 3 },
        .init("UIPageControl", "currentPage", "2") { (control: UIPageControl) in control.currentPage == 2 },
        .init("UIPageControl", "hidesForSinglePage", "yes") { (control: UIPageControl) in control.hidesForSinglePage },
        .init("UIPageControl", "pageIndicatorTintColor", "#336699") { (control: UIPageControl) in
            UIKitTesting.rgba(control.pageIndicatorTintColor) == blue
        },
        .init("UIPageControl", "currentPageIndicatorTintColor", "#336699") { (control: UIPageControl) in
            UIKitTesting.rgba(control.currentPageIndicatorTintColor) == blue
        },

        .init("UIRefreshControl", "attributedTitle", "\"Pull\" (color: #336699)") { (control: UIRefreshControl) in
            control.attributedTitle?.string == "Pull" && color(attributes(control.attributedTitle)) == blue
        },

        .init("UIProgressView", "progress", "0.25") { (view: UIProgressView) in view.progress == 0.25 },
        .init("UIProgressView", "progressViewStyle", "bar") { (view: UIProgressView) in view.progressViewStyle == .bar },
        .init("UIProgressView", "progressTintColor", "#336699") { (view: UIProgressView) in
            UIKitTesting.rgba(view.progressTintColor) == blue
        },
        .init("UIProgressView", "trackTintColor", "#336699") { (view: UIProgressView) in UIKitTesting.rgba(view.trackTintColor) == blue },
        .init("UIProgressView", "progressImage", "image(fill)") { (view: UIProgressView) in view.progressImage?.loadedName == "fill" },
        .init("UIProgressView", "trackImage", "image(track)") { (view: UIProgressView) in view.trackImage?.loadedName == "track" },

        .init("UIActivityIndicatorView", "activityIndicatorViewStyle", "large") { (view: UIActivityIndicatorView) in
            view.style == .large
        },
        .init("UIActivityIndicatorView", "color", "#336699") { (view: UIActivityIndicatorView) in UIKitTesting.rgba(view.color) == blue },
        .init("UIActivityIndicatorView", "hidesWhenStopped", "no") { (view: UIActivityIndicatorView) in !view.hidesWhenStopped },
    ]

    // Labels and image views
    static let text: [PropertySample] = [
        .init("UILabel", "text", "\"Hello there\"") { (label: UILabel) in label.text == "Hello there" },
        .init("UILabel", "attributedText", "\"Hello\" (color: #336699)") { (label: UILabel) in
            label.attributedText?.string == "Hello" && color(attributes(label.attributedText)) == blue
        },
        .init("UILabel", "font", "bold 14") { (label: UILabel) in label.font.pointSize == 14 && label.font.testWeight == .bold },
        .init("UILabel", "textColor", "#336699") { (label: UILabel) in UIKitTesting.rgba(label.textColor) == blue },
        .init("UILabel", "textAlignment", "center") { (label: UILabel) in label.textAlignment == .center },
        .init("UILabel", "lineBreakMode", "byClipping") { (label: UILabel) in label.lineBreakMode == .byClipping },
        .init("UILabel", "numberOfLines", "3") { (label: UILabel) in label.numberOfLines == 3 },
        .init("UILabel", "enabled", "no") { (label: UILabel) in !label.isEnabled },
        .init("UILabel", "highlighted", "yes") { (label: UILabel) in label.isHighlighted },
        .init("UILabel", "highlightedTextColor", "#336699") { (label: UILabel) in UIKitTesting.rgba(label.highlightedTextColor) == blue },
        .init("UILabel", "shadowColor", "#336699") { (label: UILabel) in UIKitTesting.rgba(label.shadowColor) == blue },
        .init("UILabel", "shadowOffset", "3 4") { (label: UILabel) in label.shadowOffset == CGSize(width: 3, height: 4) },
        .init("UILabel", "adjustsFontSizeToFitWidth", "yes") { (label: UILabel) in label.adjustsFontSizeToFitWidth },
        .init("UILabel", "minimumScaleFactor", "0.5") { (label: UILabel) in label.minimumScaleFactor == 0.5 },
        .init("UILabel", "baselineAdjustment", "alignCenters") { (label: UILabel) in label.baselineAdjustment == .alignCenters },
        .init("UILabel", "preferredMaxLayoutWidth", "120") { (label: UILabel) in label.preferredMaxLayoutWidth == 120 },
        .init("UILabel", "adjustsFontForContentSizeCategory", "yes") { (label: UILabel) in label.adjustsFontForContentSizeCategory },
        // Written as the factor of the font size it is (UIKit's `minimumFontSize` is gone).
        .init("UILabel", "minimumFontSize", "9") { (label: UILabel) in
            abs(label.minimumScaleFactor - 9 / label.font.pointSize) < 1e-9
        },
        // Text spacing re-attributes the text, so each sample styles some text too (applied first).
        .init("UILabel", "lineHeight", "150%; text: \"Hello\"") { (label: UILabel) in
            (label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?
                .minimumLineHeight == 1.5 * label.font.pointSize
        },
        .init("UILabel", "letterSpacing", "1.5; text: \"Hello\"") { (label: UILabel) in
            (label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue == 1.5 && label.text == "Hello"
        },

        .init("UIImageView", "image", "image(photo)") { (view: UIImageView) in view.image?.loadedName == "photo" },
        .init("UIImageView", "highlightedImage", "photo-lit.png") { (view: UIImageView) in
            view.highlightedImage?.loadedName == "photo-lit.png"
        },
        .init("UIImageView", "highlighted", "yes") { (view: UIImageView) in view.isHighlighted },
        .init("UIImageView", "animationDuration", "1.5") { (view: UIImageView) in view.animationDuration == 1.5 },
        .init("UIImageView", "animationRepeatCount", "3") { (view: UIImageView) in view.animationRepeatCount == 3 },
    ]

    // Text fields and text views
    static let inputs: [PropertySample] = [
        .init("UITextField", "text", "Hello") { (field: UITextField) in field.text == "Hello" },
        .init("UITextField", "attributedText", "\"Hello\" (kern: 2)") { (field: UITextField) in
            field.attributedText?.string == "Hello" && (attributes(field.attributedText)?[.kern] as? NSNumber)?.doubleValue == 2
        },
        .init("UITextField", "placeholder", "\"Your name\"") { (field: UITextField) in field.placeholder == "Your name" },
        .init("UITextField", "attributedPlaceholder", "\"Name\" (color: #336699)") { (field: UITextField) in
            field.attributedPlaceholder?.string == "Name" && color(attributes(field.attributedPlaceholder)) == blue
        },
        .init("UITextField", "font", "Avenir 15") { (field: UITextField) in
            field.font?.fontName == "Avenir" && field.font?.pointSize == 15
        },
        .init("UITextField", "textColor", "#336699") { (field: UITextField) in UIKitTesting.rgba(field.textColor) == blue },
        .init("UITextField", "textAlignment", "center") { (field: UITextField) in field.textAlignment == .center },
        .init("UITextField", "borderStyle", "roundedRect") { (field: UITextField) in field.borderStyle == .roundedRect },
        .init("UITextField", "background", "image(field)") { (field: UITextField) in field.background?.loadedName == "field" },
        .init("UITextField", "disabledBackground", "image(fieldOff)") { (field: UITextField) in
            field.disabledBackground?.loadedName == "fieldOff"
        },
        .init("UITextField", "clearsOnBeginEditing", "yes") { (field: UITextField) in field.clearsOnBeginEditing },
        .init("UITextField", "adjustsFontSizeToFitWidth", "yes") { (field: UITextField) in field.adjustsFontSizeToFitWidth },
        .init("UITextField", "minimumFontSize", "9") { (field: UITextField) in field.minimumFontSize == 9 },
        .init("UITextField", "clearButtonMode", "whileEditing") { (field: UITextField) in field.clearButtonMode == .whileEditing },
        .init("UITextField", "leftViewMode", "always") { (field: UITextField) in field.leftViewMode == .always },
        .init("UITextField", "rightViewMode", "unlessEditing") { (field: UITextField) in field.rightViewMode == .unlessEditing },
        .init("UITextField", "keyboardType", "numberPad") { (field: UITextField) in field.keyboardType == .numberPad },
        .init("UITextField", "returnKeyType", "send") { (field: UITextField) in field.returnKeyType == .send },
        .init("UITextField", "keyboardAppearance", "dark") { (field: UITextField) in field.keyboardAppearance == .dark },
        .init("UITextField", "autocapitalizationType", "words") { (field: UITextField) in field.autocapitalizationType == .words },
        .init("UITextField", "autocorrectionType", "no") { (field: UITextField) in field.autocorrectionType == .no },
        .init("UITextField", "spellCheckingType", "no") { (field: UITextField) in field.spellCheckingType == .no },
        .init("UITextField", "secureTextEntry", "yes") { (field: UITextField) in field.isSecureTextEntry },
        .init("UITextField", "enablesReturnKeyAutomatically", "yes") { (field: UITextField) in field.enablesReturnKeyAutomatically },
        .init("UITextField", "lineHeight", "20px; text: \"Hi\"") { (field: UITextField) in
            (field.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?
                .maximumLineHeight == 20
        },
        .init("UITextField", "letterSpacing", "2; text: \"Hi\"") { (field: UITextField) in
            (field.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue == 2
        },

        .init("UITextView", "text", "\"Dear reader\"") { (view: UITextView) in view.text == "Dear reader" },
        .init("UITextView", "lineHeight", "1.5; text: \"Dear reader\"") { (view: UITextView) in
            (view.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?
                .minimumLineHeight == 1.5 * (view.font?.pointSize ?? 0)
        },
        .init("UITextView", "letterSpacing", "0.5; text: \"Dear reader\"") { (view: UITextView) in
            (view.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? NSNumber)?.doubleValue == 0.5
        },
        .init("UITextView", "attributedText", "\"Hello\" (underlineStyle: single)") { (view: UITextView) in
            view.attributedText.string == "Hello"
                && attributes(view.attributedText)?[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue
        },
        .init("UITextView", "font", "italic 13") { (view: UITextView) in
            view.font?.pointSize == 13 && view.font?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true
        },
        .init("UITextView", "textColor", "#336699") { (view: UITextView) in UIKitTesting.rgba(view.textColor) == blue },
        .init("UITextView", "textAlignment", "right") { (view: UITextView) in view.textAlignment == .right },
        .init("UITextView", "editable", "no") { (view: UITextView) in !view.isEditable },
        .init("UITextView", "selectable", "no") { (view: UITextView) in !view.isSelectable },
        .init("UITextView", "textContainerInset", "1 2 3 4") { (view: UITextView) in
            view.textContainerInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UITextView", "dataDetectorTypes", "phoneNumber link") { (view: UITextView) in
            view.dataDetectorTypes == [.phoneNumber, .link]
        },
        .init("UITextView", "keyboardType", "URL") { (view: UITextView) in view.keyboardType == .URL },
        .init("UITextView", "returnKeyType", "go") { (view: UITextView) in view.returnKeyType == .go },
        .init("UITextView", "keyboardAppearance", "light") { (view: UITextView) in view.keyboardAppearance == .light },
        .init("UITextView", "autocapitalizationType", "allCharacters") { (view: UITextView) in
            view.autocapitalizationType == .allCharacters
        },
        .init("UITextView", "autocorrectionType", "yes") { (view: UITextView) in view.autocorrectionType == .yes },
    ]

    // Scroll, table, collection and stack views
    static let containers: [PropertySample] = [
        .init("UIScrollView", "contentOffset", "3 4") { (view: UIScrollView) in view.contentOffset == CGPoint(x: 3, y: 4) },
        .init("UIScrollView", "contentSize", "300 400") { (view: UIScrollView) in view.contentSize == CGSize(width: 300, height: 400) },
        .init("UIScrollView", "contentInset", "1 2 3 4") { (view: UIScrollView) in
            view.contentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UIScrollView", "scrollEnabled", "no") { (view: UIScrollView) in !view.isScrollEnabled },
        .init("UIScrollView", "pagingEnabled", "yes") { (view: UIScrollView) in view.isPagingEnabled },
        .init("UIScrollView", "bounces", "no") { (view: UIScrollView) in !view.bounces },
        .init("UIScrollView", "alwaysBounceVertical", "yes") { (view: UIScrollView) in view.alwaysBounceVertical },
        .init("UIScrollView", "alwaysBounceHorizontal", "yes") { (view: UIScrollView) in view.alwaysBounceHorizontal },
        .init("UIScrollView", "showsVerticalScrollIndicator", "no") { (view: UIScrollView) in !view.showsVerticalScrollIndicator },
        .init("UIScrollView", "showsHorizontalScrollIndicator", "no") { (view: UIScrollView) in !view.showsHorizontalScrollIndicator },
        .init("UIScrollView", "indicatorStyle", "white") { (view: UIScrollView) in view.indicatorStyle == .white },
        .init("UIScrollView", "scrollIndicatorInsets", "1 2 3 4") { (view: UIScrollView) in
            view.scrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UIScrollView", "minimumZoomScale", "0.5") { (view: UIScrollView) in view.minimumZoomScale == 0.5 },
        .init("UIScrollView", "maximumZoomScale", "3") { (view: UIScrollView) in view.maximumZoomScale == 3 },
        .init("UIScrollView", "zoomScale", "2") { (view: UIScrollView) in view.zoomScale == 2 },
        .init("UIScrollView", "keyboardDismissMode", "onDrag") { (view: UIScrollView) in view.keyboardDismissMode == .onDrag },
        .init("UIScrollView", "contentInsetAdjustmentBehavior", "never") { (view: UIScrollView) in
            view.contentInsetAdjustmentBehavior == .never
        },
        .init("UIScrollView", "directionalLockEnabled", "yes") { (view: UIScrollView) in view.isDirectionalLockEnabled },
        .init("UIScrollView", "decelerationRate", "0.99") { (view: UIScrollView) in view.decelerationRate == .fast },

        .init("UITableView", "rowHeight", "60") { (table: UITableView) in table.rowHeight == 60 },
        .init("UITableView", "sectionHeaderHeight", "30") { (table: UITableView) in table.sectionHeaderHeight == 30 },
        .init("UITableView", "sectionFooterHeight", "20") { (table: UITableView) in table.sectionFooterHeight == 20 },
        .init("UITableView", "estimatedRowHeight", "80") { (table: UITableView) in table.estimatedRowHeight == 80 },
        .init("UITableView", "separatorStyle", "singleLineEtched") { (table: UITableView) in table.separatorStyle == .singleLineEtched },
        .init("UITableView", "separatorColor", "#336699") { (table: UITableView) in UIKitTesting.rgba(table.separatorColor) == blue },
        .init("UITableView", "separatorInset", "1 2 3 4") { (table: UITableView) in
            table.separatorInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UITableView", "sectionIndexColor", "#336699") { (table: UITableView) in
            UIKitTesting.rgba(table.sectionIndexColor) == blue
        },
        .init("UITableView", "sectionIndexBackgroundColor", "#336699") { (table: UITableView) in
            UIKitTesting.rgba(table.sectionIndexBackgroundColor) == blue
        },
        .init("UITableView", "allowsSelection", "no") { (table: UITableView) in !table.allowsSelection },
        .init("UITableView", "allowsMultipleSelection", "yes") { (table: UITableView) in table.allowsMultipleSelection },

        .init("UITableViewCell", "selectionStyle", "gray") { (cell: UITableViewCell) in cell.selectionStyle == .gray },
        .init("UITableViewCell", "accessoryType", "checkmark") { (cell: UITableViewCell) in cell.accessoryType == .checkmark },
        .init("UITableViewCell", "editingAccessoryType", "disclosureIndicator") { (cell: UITableViewCell) in
            cell.editingAccessoryType == .disclosureIndicator
        },
        .init("UITableViewCell", "indentationLevel", "2") { (cell: UITableViewCell) in cell.indentationLevel == 2 },
        .init("UITableViewCell", "indentationWidth", "20") { (cell: UITableViewCell) in cell.indentationWidth == 20 },
        .init("UITableViewCell", "separatorInset", "1 2 3 4") { (cell: UITableViewCell) in
            cell.separatorInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        .init("UITableViewCell", "selected", "yes") { (cell: UITableViewCell) in cell.isSelected },
        .init("UITableViewCell", "highlighted", "yes") { (cell: UITableViewCell) in cell.isHighlighted },

        .init("UICollectionView", "allowsSelection", "no") { (view: UICollectionView) in !view.allowsSelection },
        .init("UICollectionView", "allowsMultipleSelection", "yes") { (view: UICollectionView) in view.allowsMultipleSelection },
        .init("UICollectionViewFlowLayout", "collectionViewLayout.scrollDirection", "horizontal") { (view: UICollectionView) in
            flowLayout(view)?.scrollDirection == .horizontal
        },
        .init("UICollectionViewFlowLayout", "collectionViewLayout.itemSize", "80 40") { (view: UICollectionView) in
            flowLayout(view)?.itemSize == CGSize(width: 80, height: 40)
        },
        .init("UICollectionViewFlowLayout", "collectionViewLayout.estimatedItemSize", "80 40") { (view: UICollectionView) in
            flowLayout(view)?.estimatedItemSize == CGSize(width: 80, height: 40)
        },
        .init("UICollectionViewFlowLayout", "collectionViewLayout.sectionInset", "1 2 3 4") { (view: UICollectionView) in
            flowLayout(view)?.sectionInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        // The InterfaCSS name: UICollectionView's alias of its flow layout's property.
        .init("UICollectionViewFlowLayout", "minimumLineSpacing", "42") { (view: UICollectionView) in
            flowLayout(view)?.minimumLineSpacing == 42
        },
        .init("UICollectionViewFlowLayout", "collectionViewLayout.minimumInteritemSpacing", "6") { (view: UICollectionView) in
            flowLayout(view)?.minimumInteritemSpacing == 6
        },
        .init("UICollectionViewFlowLayout", "collectionViewLayout.headerReferenceSize", "0 30") { (view: UICollectionView) in
            flowLayout(view)?.headerReferenceSize == CGSize(width: 0, height: 30)
        },
        .init("UICollectionViewFlowLayout", "collectionViewLayout.footerReferenceSize", "0 20") { (view: UICollectionView) in
            flowLayout(view)?.footerReferenceSize == CGSize(width: 0, height: 20)
        },
        .init("UICollectionViewCell", "selected", "yes") { (cell: UICollectionViewCell) in cell.isSelected },
        .init("UICollectionViewCell", "highlighted", "yes") { (cell: UICollectionViewCell) in cell.isHighlighted },

        .init("UIStackView", "spacing", "12") { (stack: UIStackView) in stack.spacing == 12 },
        .init("UIStackView", "baselineRelativeArrangement", "yes") { (stack: UIStackView) in stack.isBaselineRelativeArrangement },
        .init("UIStackView", "layoutMarginsRelativeArrangement", "yes") { (stack: UIStackView) in
            stack.isLayoutMarginsRelativeArrangement
        },
    ]

    // Navigation bars, tab bars, toolbars and search bars
    static let bars: [PropertySample] = [
        .init("UINavigationBar", "barStyle", "black") { (bar: UINavigationBar) in bar.barStyle == .black },
        .init("UINavigationBar", "barTintColor", "#336699") { (bar: UINavigationBar) in UIKitTesting.rgba(bar.barTintColor) == blue },
        .init("UINavigationBar", "translucent", "no") { (bar: UINavigationBar) in !bar.isTranslucent },
        .init("UINavigationBar", "prefersLargeTitles", "yes") { (bar: UINavigationBar) in bar.prefersLargeTitles },
        .init("UINavigationBar", "titleTextAttributes", "\"Title\" (color: #336699)") { (bar: UINavigationBar) in
            color(bar.titleTextAttributes) == blue
        },
        .init("UINavigationBar", "largeTitleTextAttributes", "\"Title\" (font: bold 30)") { (bar: UINavigationBar) in
            (bar.largeTitleTextAttributes?[.font] as? UIFont)?.pointSize == 30
                && (bar.largeTitleTextAttributes?[.font] as? UIFont)?.testWeight == .bold
        },
        .init("UINavigationBar", "shadowImage", "image(line)") { (bar: UINavigationBar) in bar.shadowImage?.loadedName == "line" },
        .init("UINavigationBar", "backIndicatorImage", "image(back)") { (bar: UINavigationBar) in
            bar.backIndicatorImage?.loadedName == "back"
        },
        .init("UINavigationBar", "backIndicatorTransitionMaskImage", "image(backMask)") { (bar: UINavigationBar) in
            bar.backIndicatorTransitionMaskImage?.loadedName == "backMask"
        },
        .init("UINavigationBar", "backgroundImage(top, compact)", "image(bar)") { (bar: UINavigationBar) in
            bar.backgroundImage(for: .top, barMetrics: .compact)?.loadedName == "bar"
                && bar.backgroundImage(for: .any, barMetrics: .default) == nil
        },
        .init("UINavigationBar", "titleVerticalPositionAdjustment(compact)", "5") { (bar: UINavigationBar) in
            bar.titleVerticalPositionAdjustment(for: .compact) == 5 && bar.titleVerticalPositionAdjustment(for: .default) == 0
        },

        .init("UITabBar", "barStyle", "black") { (bar: UITabBar) in bar.barStyle == .black },
        .init("UITabBar", "barTintColor", "#336699") { (bar: UITabBar) in UIKitTesting.rgba(bar.barTintColor) == blue },
        .init("UITabBar", "unselectedItemTintColor", "#336699") { (bar: UITabBar) in
            UIKitTesting.rgba(bar.unselectedItemTintColor) == blue
        },
        .init("UITabBar", "translucent", "no") { (bar: UITabBar) in !bar.isTranslucent },
        .init("UITabBar", "backgroundImage", "image(tabs)") { (bar: UITabBar) in bar.backgroundImage?.loadedName == "tabs" },
        .init("UITabBar", "selectionIndicatorImage", "image(pill)") { (bar: UITabBar) in
            bar.selectionIndicatorImage?.loadedName == "pill"
        },
        .init("UITabBar", "shadowImage", "image(line)") { (bar: UITabBar) in bar.shadowImage?.loadedName == "line" },
        .init("UITabBar", "itemSpacing", "8") { (bar: UITabBar) in bar.itemSpacing == 8 },
        .init("UITabBar", "itemWidth", "60") { (bar: UITabBar) in bar.itemWidth == 60 },
        .init("UITabBar", "selectedImageTintColor", "#336699") { (bar: UITabBar) in
            UIKitTesting.rgba(bar.selectedImageTintColor) == blue
        },

        .init("UIToolbar", "barStyle", "black") { (bar: UIToolbar) in bar.barStyle == .black },
        .init("UIToolbar", "barTintColor", "#336699") { (bar: UIToolbar) in UIKitTesting.rgba(bar.barTintColor) == blue },
        .init("UIToolbar", "translucent", "no") { (bar: UIToolbar) in !bar.isTranslucent },
        .init("UIToolbar", "backgroundImage(bottom, compact)", "image(bar)") { (bar: UIToolbar) in
            bar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact)?.loadedName == "bar"
                && bar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) == nil
        },
        .init("UIToolbar", "shadowImage(top)", "image(line)") { (bar: UIToolbar) in
            bar.shadowImage(forToolbarPosition: .top)?.loadedName == "line" && bar.shadowImage(forToolbarPosition: .any) == nil
        },

        .init("UISearchBar", "barStyle", "black") { (bar: UISearchBar) in bar.barStyle == .black },
        .init("UISearchBar", "barTintColor", "#336699") { (bar: UISearchBar) in UIKitTesting.rgba(bar.barTintColor) == blue },
        .init("UISearchBar", "searchBarStyle", "minimal") { (bar: UISearchBar) in bar.searchBarStyle == .minimal },
        .init("UISearchBar", "translucent", "no") { (bar: UISearchBar) in !bar.isTranslucent },
        .init("UISearchBar", "placeholder", "Search") { (bar: UISearchBar) in bar.placeholder == "Search" },
        .init("UISearchBar", "prompt", "\"Find a place\"") { (bar: UISearchBar) in bar.prompt == "Find a place" },
        .init("UISearchBar", "text", "coffee") { (bar: UISearchBar) in bar.text == "coffee" },
        .init("UISearchBar", "showsCancelButton", "yes") { (bar: UISearchBar) in bar.showsCancelButton },
        .init("UISearchBar", "showsBookmarkButton", "yes") { (bar: UISearchBar) in bar.showsBookmarkButton },
        .init("UISearchBar", "backgroundImage(top, compact)", "image(bar)") { (bar: UISearchBar) in
            bar.backgroundImage(for: .top, barMetrics: .compact)?.loadedName == "bar"
                && bar.backgroundImage(for: .any, barMetrics: .default) == nil
        },
        .init("UISearchBar", "searchFieldBackgroundImage(disabled)", "image(field)") { (bar: UISearchBar) in
            bar.searchFieldBackgroundImage(for: .disabled)?.loadedName == "field" && bar.searchFieldBackgroundImage(for: .normal) == nil
        },
        .init("UISearchBar", "scopeBarBackgroundImage", "image(bar)") { (bar: UISearchBar) in
            bar.scopeBarBackgroundImage?.loadedName == "bar"
        },
        .init("UISearchBar", "image(clear, highlighted)", "image(clear)") { (bar: UISearchBar) in
            bar.image(for: .clear, state: .highlighted)?.loadedName == "clear" && bar.image(for: .search, state: .normal) == nil
        },
        .init("UISearchBar", "positionAdjustment(clear)", "3 4") { (bar: UISearchBar) in
            bar.positionAdjustment(for: .clear) == UIOffset(horizontal: 3, vertical: 4) && bar.positionAdjustment(for: .search) == .zero
        },
        .init("UISearchBar", "searchTextPositionAdjustment", "5 6") { (bar: UISearchBar) in
            bar.searchTextPositionAdjustment == UIOffset(horizontal: 5, vertical: 6)
        },
        .init("UISearchBar", "keyboardType", "emailAddress") { (bar: UISearchBar) in bar.keyboardType == .emailAddress },
        .init("UISearchBar", "autocapitalizationType", "words") { (bar: UISearchBar) in bar.autocapitalizationType == .words },
        .init("UISearchBar", "scopeBarButtonTitleFont(selected)", "bold 14") { (bar: UISearchBar) in
            (bar.scopeBarButtonTitleTextAttributes(for: .selected)?[.font] as? UIFont)?.pointSize == 14
                && bar.scopeBarButtonTitleTextAttributes(for: .normal) == nil
        },
        .init("UISearchBar", "scopeBarButtonTitleTextColor", "#336699") { (bar: UISearchBar) in
            color(bar.scopeBarButtonTitleTextAttributes(for: .normal)) == blue
        },
    ]

    // Bar items, navigation items and view controllers
    static let items: [PropertySample] = [
        .init("UIBarItem", "enabled", "no") { (item: UIBarItem) in !item.isEnabled },
        .init("UIBarItem", "title", "Save") { (item: UIBarItem) in item.title == "Save" },
        .init("UIBarItem", "image", "image(save)") { (item: UIBarItem) in item.image?.loadedName == "save" },
        .init("UIBarItem", "titleTextAttributes(highlighted)", "\"Save\" (color: #336699)") { (item: UIBarItem) in
            color(item.titleTextAttributes(for: .highlighted)) == blue && item.titleTextAttributes(for: .normal) == nil
        },
        .init("UIBarItem", "titleTextFont", "bold 14") { (item: UIBarItem) in
            (item.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 14
        },
        .init("UIBarItem", "titleTextColor(selected)", "#336699") { (item: UIBarItem) in
            color(item.titleTextAttributes(for: .selected)) == blue && item.titleTextAttributes(for: .normal) == nil
        },
        .init("UIBarButtonItem", "style", "done") { (item: UIBarButtonItem) in item.style == .done },
        .init("UIBarButtonItem", "width", "44") { (item: UIBarButtonItem) in item.width == 44 },
        .init("UIBarButtonItem", "tintColor", "#336699") { (item: UIBarButtonItem) in UIKitTesting.rgba(item.tintColor) == blue },
        .init("UIBarButtonItem", "backgroundImage(highlighted, compact)", "image(plate)") { (item: UIBarButtonItem) in
            item.backgroundImage(for: .highlighted, barMetrics: .compact)?.loadedName == "plate"
                && item.backgroundImage(for: .normal, barMetrics: .default) == nil
        },
        .init("UIBarButtonItem", "backButtonBackgroundImage(selected, compact)", "image(back)") { (item: UIBarButtonItem) in
            item.backButtonBackgroundImage(for: .selected, barMetrics: .compact)?.loadedName == "back"
                && item.backButtonBackgroundImage(for: .normal, barMetrics: .default) == nil
        },
        .init("UIBarButtonItem", "backgroundVerticalPositionAdjustment(compact)", "4") { (item: UIBarButtonItem) in
            item.backgroundVerticalPositionAdjustment(for: .compact) == 4 && item.backgroundVerticalPositionAdjustment(for: .default) == 0
        },
        .init("UIBarButtonItem", "titlePositionAdjustment(compact)", "3 4") { (item: UIBarButtonItem) in
            item.titlePositionAdjustment(for: .compact) == UIOffset(horizontal: 3, vertical: 4)
                && item.titlePositionAdjustment(for: .default) == .zero
        },

        .init("UITabBarItem", "selectedImage", "image(inboxOn)") { (item: UITabBarItem) in item.selectedImage?.loadedName == "inboxOn" },
        .init("UITabBarItem", "badgeValue", "3") { (item: UITabBarItem) in item.badgeValue == "3" },
        .init("UITabBarItem", "badgeColor", "#336699") { (item: UITabBarItem) in UIKitTesting.rgba(item.badgeColor) == blue },
        .init("UITabBarItem", "titlePositionAdjustment", "3 4") { (item: UITabBarItem) in
            item.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: 4)
        },

        .init("UINavigationItem", "title", "Outbox") { (item: UINavigationItem) in item.title == "Outbox" },
        .init("UINavigationItem", "prompt", "\"Pick one\"") { (item: UINavigationItem) in item.prompt == "Pick one" },
        .init("UINavigationItem", "largeTitleDisplayMode", "always") { (item: UINavigationItem) in item.largeTitleDisplayMode == .always },

        .init("UIViewController", "title", "Settings") { (controller: UIViewController) in controller.title == "Settings" },
        .init("UIViewController", "modalPresentationStyle", "formSheet") { (controller: UIViewController) in
            controller.modalPresentationStyle == .formSheet
        },
        .init("UIViewController", "preferredContentSize", "300 200") { (controller: UIViewController) in
            controller.preferredContentSize == CGSize(width: 300, height: 200)
        },
        .init("UIViewController", "edgesForExtendedLayout", "top bottom") { (controller: UIViewController) in
            controller.edgesForExtendedLayout == [.top, .bottom]
        },
    ]
}
#endif
