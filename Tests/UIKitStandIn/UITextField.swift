#if os(Linux)
import Foundation

/// The keyboard layouts a text input can ask for (Apple's raw values).
public enum UIKeyboardType: Int, @unchecked Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
}

/// The titles of the return key (Apple's raw values).
public enum UIReturnKeyType: Int, @unchecked Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// The keyboard's look (Apple's raw values).
public enum UIKeyboardAppearance: Int, @unchecked Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
}

/// When the shift key turns on by itself (Apple's raw values).
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Whether autocorrection is on (Apple's raw values).
public enum UITextAutocorrectionType: Int, @unchecked Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether spell checking is on (Apple's raw values).
public enum UITextSpellCheckingType: Int, @unchecked Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// A single-line text field: records its text, placeholder, styling, overlay views and
/// modes, input views and the text input traits, all as set (`text` and `attributedText`
/// replace each other).
@MainActor
open class UITextField: UIControl {
    /// The border drawn around a text field (Apple's raw values).
    public enum BorderStyle: Int, @unchecked Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// When an overlay view (clear button, left or right view) shows (Apple's raw values).
    public enum ViewMode: Int, @unchecked Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    // `text` and `attributedText` mirror each other as in UIKit: setting one replaces the other
    // (the attributed form of plain text carries no attributes in the stand-in). The
    // attributed text is copied when set (`@NSCopying`), as UIKit's is.
    private var storedText: String?

    open var text: String? {
        get { storedText }
        set { attributedText = newValue.map { NSAttributedString(string: $0) } }
    }

    @NSCopying open var attributedText: NSAttributedString? {
        didSet { storedText = attributedText?.string }
    }

    open var placeholder: String?

    @NSCopying open var attributedPlaceholder: NSAttributedString?

    /// The body style of the system font until set, as UIKit documents.
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)

    open var textColor: UIColor?

    open var textAlignment: NSTextAlignment = .natural

    open var borderStyle: UITextField.BorderStyle = .none

    open var background: UIImage?

    open var disabledBackground: UIImage?

    open var clearsOnBeginEditing: Bool = false

    open var adjustsFontSizeToFitWidth: Bool = false

    open var minimumFontSize: CGFloat = 0

    open var clearButtonMode: UITextField.ViewMode = .never

    open var leftView: UIView?

    open var leftViewMode: UITextField.ViewMode = .never

    open var rightView: UIView?

    open var rightViewMode: UITextField.ViewMode = .never

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
