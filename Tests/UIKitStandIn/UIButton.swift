#if os(Linux)
import Foundation

/// A button: records titles, colors, images and attributed titles per control state (a
/// state without a value of its own reads the `.normal` one, as UIKit documents), the edge
/// insets and image flags. `titleLabel` / `imageView` are created on first access, added as
/// subviews and kept showing the current state's title, color and image.
@MainActor
open class UIButton: UIControl {
    /// The built-in button styles (Apple's raw values).
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    public private(set) var buttonType: UIButton.ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]

    private var createdTitleLabel: UILabel?
    private var createdImageView: UIImageView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    // MARK: State-bound values

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refreshSubviews()
    }

    open func title(for state: UIControl.State) -> String? {
        value(in: titles, for: state)
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refreshSubviews()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        value(in: titleColors, for: state)
    }

    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
        refreshSubviews()
    }

    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        value(in: titleShadowColors, for: state)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        refreshSubviews()
    }

    open func image(for state: UIControl.State) -> UIImage? {
        value(in: images, for: state)
    }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        value(in: backgroundImages, for: state)
    }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        refreshSubviews()
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        value(in: attributedTitles, for: state)
    }

    /// The value set for exactly `state`, else the `.normal` one.
    private func value<Value>(in table: [UInt: Value], for state: UIControl.State) -> Value? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }

    // MARK: Current values

    open var currentTitle: String? { title(for: state) }

    /// White when no color is set, as UIKit documents.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? UIColor.white }

    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    open var currentImage: UIImage? { image(for: state) }

    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Configuration

    /// The configuration-based look of a button (iOS 15): the stand-in keeps the values set.
    public struct Configuration {
        public var contentInsets: NSDirectionalEdgeInsets

        /// Applied by UIKit to the title's attributes whenever the button's state changes.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? = nil

        /// A transparent background; the stand-in's default insets.
        public static func plain() -> UIButton.Configuration {
            Configuration(contentInsets: NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
        }
    }

    /// Read back as UIKit gives it: UIKit keeps a configuration as an Objective-C object whose
    /// title transformer works on attribute dictionaries, so what passes through a
    /// transformer read from a button is only what UIKit's attribute scope carries (the
    /// stand-in's: font, foreground color, kern, paragraph style and Foundation's link).
    open var configuration: UIButton.Configuration? {
        get { storedConfiguration.map(Self.bridged) }
        set { storedConfiguration = newValue }
    }

    private var storedConfiguration: UIButton.Configuration?

    private static func bridged(_ configuration: UIButton.Configuration) -> UIButton.Configuration {
        var bridged = configuration
        bridged.titleTextAttributesTransformer = configuration.titleTextAttributesTransformer.map { transformer in
            UIConfigurationTextAttributesTransformer { incoming in carried(transformer(carried(incoming))) }
        }
        return bridged
    }

    /// The attributes of `container` that UIKit's scope carries through a dictionary.
    private static func carried(_ container: AttributeContainer) -> AttributeContainer {
        var carried = AttributeContainer()
        carried[AttributeScopes.UIKitAttributes.FontAttribute.self] = container[AttributeScopes.UIKitAttributes.FontAttribute.self]
        carried[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] =
            container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self]
        carried[AttributeScopes.UIKitAttributes.KernAttribute.self] = container[AttributeScopes.UIKitAttributes.KernAttribute.self]
        carried[AttributeScopes.UIKitAttributes.ParagraphStyleAttribute.self] =
            container[AttributeScopes.UIKitAttributes.ParagraphStyleAttribute.self]
        carried[AttributeScopes.FoundationAttributes.LinkAttribute.self] = container[AttributeScopes.FoundationAttributes.LinkAttribute.self]
        return carried
    }

    // MARK: Insets and image flags

    open var contentEdgeInsets: UIEdgeInsets = .zero

    open var titleEdgeInsets: UIEdgeInsets = .zero

    open var imageEdgeInsets: UIEdgeInsets = .zero

    open var adjustsImageWhenHighlighted: Bool = true

    open var adjustsImageWhenDisabled: Bool = true

    open var showsTouchWhenHighlighted: Bool = false

    // MARK: Subviews

    open var titleLabel: UILabel? {
        if let label = createdTitleLabel { return label }
        let label = UILabel(frame: .zero)
        createdTitleLabel = label
        addSubview(label)
        refreshSubviews()
        return label
    }

    open var imageView: UIImageView? {
        if let view = createdImageView { return view }
        let view = UIImageView(frame: .zero)
        createdImageView = view
        addSubview(view)
        refreshSubviews()
        return view
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        refreshSubviews()
    }

    /// Shows the current state's values in the subviews created so far.
    private func refreshSubviews() {
        if let label = createdTitleLabel {
            if let attributedTitle = currentAttributedTitle {
                label.attributedText = attributedTitle
            } else {
                label.text = currentTitle
            }
            label.textColor = currentTitleColor
            label.shadowColor = currentTitleShadowColor
        }
        createdImageView?.image = currentImage
    }
}
#endif
