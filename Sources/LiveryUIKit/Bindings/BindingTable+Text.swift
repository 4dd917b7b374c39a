#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension BindingTable {
    static let text: [PropertyBinding] = [
        .property("UILabel", "text", \UILabel.text, .string),
        .property("UILabel", "attributedText", \UILabel.attributedText, .attributedText),
        .property("UILabel", "font", \UILabel.font, .font),
        .property("UILabel", "textColor", \UILabel.textColor, .color),
        .property("UILabel", "textAlignment", \UILabel.textAlignment, .textAlignment),
        .property("UILabel", "lineBreakMode", \UILabel.lineBreakMode, .enumeration),
        .property("UILabel", "numberOfLines", \UILabel.numberOfLines, .int),
        .property("UILabel", "enabled", \UILabel.isEnabled, .bool),
        .property("UILabel", "highlighted", \UILabel.isHighlighted, .bool),
        .property("UILabel", "highlightedTextColor", \UILabel.highlightedTextColor, .color),
        .property("UILabel", "shadowColor", \UILabel.shadowColor, .color),
        .property("UILabel", "shadowOffset", \UILabel.shadowOffset, .size),
        .property("UILabel", "adjustsFontSizeToFitWidth", \UILabel.adjustsFontSizeToFitWidth, .bool),
        .property("UILabel", "minimumScaleFactor", \UILabel.minimumScaleFactor, .cgFloat),
        .property("UILabel", "baselineAdjustment", \UILabel.baselineAdjustment, .enumeration),
        .property("UILabel", "preferredMaxLayoutWidth", \UILabel.preferredMaxLayoutWidth, .cgFloat),
        .property("UILabel", "adjustsFontForContentSizeCategory", \UILabel.adjustsFontForContentSizeCategory, .bool),
        .labelMinimumFontSize,
        .textSpacing("UILabel", .lineHeight, api: "UILabel.attributedText (NSParagraphStyle.minimumLineHeight)",
                     text: \UILabel.attributedText, fontSize: { $0.font.pointSize }),
        .textSpacing("UILabel", .letterSpacing, api: "UILabel.attributedText (NSAttributedString.Key.kern)",
                     text: \UILabel.attributedText, fontSize: { $0.font.pointSize }),

        .property("UIImageView", "image", \UIImageView.image, .image),
        .property("UIImageView", "highlightedImage", \UIImageView.highlightedImage, .image),
        .property("UIImageView", "highlighted", \UIImageView.isHighlighted, .bool),
        .property("UIImageView", "animationDuration", \UIImageView.animationDuration, .double),
        .property("UIImageView", "animationRepeatCount", \UIImageView.animationRepeatCount, .int),
    ]

    static let inputs: [PropertyBinding] = [
        .property("UITextField", "text", \UITextField.text, .string),
        .property("UITextField", "attributedText", \UITextField.attributedText, .attributedText),
        .property("UITextField", "placeholder", \UITextField.placeholder, .string),
        .property("UITextField", "attributedPlaceholder", \UITextField.attributedPlaceholder, .attributedText),
        .property("UITextField", "font", \UITextField.font, .font),
        .property("UITextField", "textColor", \UITextField.textColor, .color),
        .property("UITextField", "textAlignment", \UITextField.textAlignment, .textAlignment),
        .property("UITextField", "borderStyle", \UITextField.borderStyle, .enumeration),
        .property("UITextField", "background", \UITextField.background, .image),
        .property("UITextField", "disabledBackground", \UITextField.disabledBackground, .image),
        .property("UITextField", "clearsOnBeginEditing", \UITextField.clearsOnBeginEditing, .bool),
        .property("UITextField", "adjustsFontSizeToFitWidth", \UITextField.adjustsFontSizeToFitWidth, .bool),
        .property("UITextField", "minimumFontSize", \UITextField.minimumFontSize, .cgFloat),
        .property("UITextField", "clearButtonMode", \UITextField.clearButtonMode, .enumeration),
        .property("UITextField", "leftViewMode", \UITextField.leftViewMode, .enumeration),
        .property("UITextField", "rightViewMode", \UITextField.rightViewMode, .enumeration),
        .property("UITextField", "keyboardType", \UITextField.keyboardType, .enumeration),
        .property("UITextField", "returnKeyType", \UITextField.returnKeyType, .enumeration),
        .property("UITextField", "keyboardAppearance", \UITextField.keyboardAppearance, .enumeration),
        .property("UITextField", "autocapitalizationType", \UITextField.autocapitalizationType, .enumeration),
        .property("UITextField", "autocorrectionType", \UITextField.autocorrectionType, .enumeration),
        .property("UITextField", "spellCheckingType", \UITextField.spellCheckingType, .enumeration),
        .property("UITextField", "secureTextEntry", \UITextField.isSecureTextEntry, .bool),
        .property("UITextField", "enablesReturnKeyAutomatically", \UITextField.enablesReturnKeyAutomatically, .bool),
        .textSpacing("UITextField", .lineHeight, api: "UITextField.attributedText (NSParagraphStyle.minimumLineHeight)",
                     text: \UITextField.attributedText, fontSize: { $0.font?.pointSize ?? 17 }),
        .textSpacing("UITextField", .letterSpacing, api: "UITextField.attributedText (NSAttributedString.Key.kern)",
                     text: \UITextField.attributedText, fontSize: { $0.font?.pointSize ?? 17 }),
        .textSpacing("UITextView", .lineHeight, api: "UITextView.attributedText (NSParagraphStyle.minimumLineHeight)",
                     text: \UITextView.attributedText, fontSize: { $0.font?.pointSize ?? 17 }),
        .textSpacing("UITextView", .letterSpacing, api: "UITextView.attributedText (NSAttributedString.Key.kern)",
                     text: \UITextView.attributedText, fontSize: { $0.font?.pointSize ?? 17 }),

        .property("UITextView", "text", \UITextView.text, .string),
        .property("UITextView", "attributedText", \UITextView.attributedText, .attributedText),
        .property("UITextView", "font", \UITextView.font, .font),
        .property("UITextView", "textColor", \UITextView.textColor, .color),
        .property("UITextView", "textAlignment", \UITextView.textAlignment, .textAlignment),
        .property("UITextView", "editable", \UITextView.isEditable, .bool),
        .property("UITextView", "selectable", \UITextView.isSelectable, .bool),
        .property("UITextView", "textContainerInset", \UITextView.textContainerInset, .insets),
        .property("UITextView", "dataDetectorTypes", \UITextView.dataDetectorTypes, .options),
        .property("UITextView", "keyboardType", \UITextView.keyboardType, .enumeration),
        .property("UITextView", "returnKeyType", \UITextView.returnKeyType, .enumeration),
        .property("UITextView", "keyboardAppearance", \UITextView.keyboardAppearance, .enumeration),
        .property("UITextView", "autocapitalizationType", \UITextView.autocapitalizationType, .enumeration),
        .property("UITextView", "autocorrectionType", \UITextView.autocorrectionType, .enumeration),
    ]
}

extension PropertyBinding {
    /// A label's `minimumFontSize`, which older stylesheets set: UIKit replaced it with
    /// `minimumScaleFactor` in iOS 6, and Swift imports nothing deprecated as of iOS 7 and
    /// earlier, so the size is written as the factor of the label's font size it is (9 on a
    /// 17-point font: 0.53, clamped to 0…1). It is applied after the font (`appliedAfterText`)
    /// and again whenever the label is restyled; a font UIKit scales later (Dynamic Type)
    /// scales the minimum with it. The original kept is the factor itself, so putting it
    /// back does not depend on the font at that moment.
    static var labelMinimumFontSize: PropertyBinding {
        PropertyBinding(owner: "UILabel", name: "minimumFontSize",
                        api: "UILabel.minimumScaleFactor (minimumFontSize ÷ font.pointSize)",
                        read: { object, _ in (object as? UILabel).map { ScaleFactor(value: $0.minimumScaleFactor) } },
                        write: { object, value, _ in
                            guard let label = object as? UILabel else { return }
                            if let original = value as? ScaleFactor {
                                label.minimumScaleFactor = original.value
                            } else if let size = value as? CGFloat {
                                let fontSize = label.font.pointSize
                                label.minimumScaleFactor = fontSize > 0 ? min(max(size / fontSize, 0), 1) : 0
                            }
                        },
                        convert: { value, context in ValueConverter<CGFloat>.cgFloat.convert(value, context) })
    }

    /// A label's `minimumScaleFactor` kept as the original of its `minimumFontSize`.
    private struct ScaleFactor {
        let value: CGFloat
    }
}
#endif
