#if os(Linux)
import Foundation

/// The kinds of data a text view turns into links (Apple's raw values).
public struct UIDataDetectorTypes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // Computed, as Apple declares them (`static var … { get }`).
    public static var phoneNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 0) }
    public static var link: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 1) }
    public static var address: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 2) }
    public static var calendarEvent: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 3) }
    public static var shipmentTrackingNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 4) }
    public static var flightNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 5) }
    public static var lookupSuggestion: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 6) }
}

/// A scrolling, multi-line text view: records its text, styling, editing flags, container
/// inset, data detectors, input views and text input traits, all as set (`text` and
/// `attributedText` replace each other; nil resets them to empty).
@MainActor
open class UITextView: UIScrollView {
    // `text` and `attributedText` mirror each other as in UIKit; nil resets to empty. The
    // attributed text is copied when set (`@NSCopying`), as UIKit's is.
    open var text: String! {
        get { attributedText.string }
        set { attributedText = NSAttributedString(string: newValue ?? "") }
    }

    @NSCopying open var attributedText: NSAttributedString! = NSAttributedString(string: "") {
        didSet { if attributedText == nil { attributedText = NSAttributedString(string: "") } }
    }

    /// The body style of the system font until set, as UIKit documents.
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)

    open var textColor: UIColor?

    open var textAlignment: NSTextAlignment = .natural

    open var isEditable: Bool = true

    open var isSelectable: Bool = true

    open var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    open var dataDetectorTypes: UIDataDetectorTypes = []

    private var storedInputView: UIView?
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    private var storedInputAccessoryView: UIView?
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Text input traits

    open var keyboardType: UIKeyboardType = .default

    open var returnKeyType: UIReturnKeyType = .default

    open var keyboardAppearance: UIKeyboardAppearance = .default

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    open var autocorrectionType: UITextAutocorrectionType = .default

    open var spellCheckingType: UITextSpellCheckingType = .default

    open var isSecureTextEntry: Bool = false

    open var enablesReturnKeyAutomatically: Bool = false
}
#endif
