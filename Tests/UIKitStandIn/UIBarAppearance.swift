#if os(Linux)
import Foundation

// MARK: - Bar appearances

/// `copy`'s result, made on the main actor (appearances are main-actor objects; NSCopying's
/// `copy(with:)` is not isolated).
func copiedOnMainActor(_ copy: @MainActor () -> AnyObject) -> Any {
    nonisolated(unsafe) var copied: AnyObject?
    MainActor.assumeIsolated { copied = copy() }
    return copied as Any
}

/// The look of a bar (iOS 13 and later): its background and shadow. Bars copy an appearance
/// when it is assigned (`@NSCopying`) and keep their own copy, so a change to the object
/// after assigning it does not reach the bar here; assign it again.
///
/// A new appearance has the default background: a blur effect, no color or image, and the
/// default shadow color. The configure methods replace the background and shadow values.
@MainActor open class UIBarAppearance: NSObject, NSCopying {
    public let idiom: UIUserInterfaceIdiom

    @NSCopying open var backgroundEffect: UIBlurEffect?

    @NSCopying open var backgroundColor: UIColor?

    open var backgroundImage: UIImage?

    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill

    @NSCopying open var shadowColor: UIColor?

    open var shadowImage: UIImage?

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Copies the values this class and `barAppearance`'s share (subclasses copy their own).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// A translucent material, no color or image, a faint shadow.
    func configureWithDefaultBackground() {
        configure(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: UIColor(white: 0, alpha: 0.3))
    }

    open func configureWithOpaqueBackground() {
        configure(effect: nil, color: UIColor.systemBackground, shadow: UIColor(white: 0, alpha: 0.3))
    }

    /// A transparent background and no shadow.
    open func configureWithTransparentBackground() {
        configure(effect: nil, color: UIColor.clear, shadow: nil)
    }

    /// Replaces the background and shadow values, as each configure method does.
    private func configure(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// What `@NSCopying` properties call: `copy()`, on the main actor where bars live.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        copiedOnMainActor { copy() }
    }
}

/// A navigation bar's appearance: the background and shadow, and its titles' attributes and
/// position.
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    open var titlePositionAdjustment: UIOffset = .zero

    /// The back indicator: the system's chevron until `setBackIndicatorImage(_:transitionMaskImage:)`
    /// sets both images.
    open private(set) var backIndicatorImage: UIImage = UINavigationBarAppearance.standInDefaultBackIndicator

    open private(set) var backIndicatorTransitionMaskImage: UIImage = UINavigationBarAppearance.standInDefaultBackIndicator

    /// The chevron a new appearance shows (a system image).
    private static let standInDefaultBackIndicator = UIImage(systemName: "chevron.backward")!

    /// Sets both images; `nil` for either resets both to the default, as UIKit documents.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard let backIndicatorImage, let backIndicatorTransitionMaskImage else {
            self.backIndicatorImage = Self.standInDefaultBackIndicator
            self.backIndicatorTransitionMaskImage = Self.standInDefaultBackIndicator
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        titlePositionAdjustment = navigation.titlePositionAdjustment
        backIndicatorImage = navigation.backIndicatorImage
        backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
    }
}

/// A toolbar's appearance (the background and shadow).
@MainActor open class UIToolbarAppearance: UIBarAppearance {}

/// A tab bar's appearance: the background and shadow, the selected item's indicator, and
/// the items' look in each of their layouts.
@MainActor open class UITabBarAppearance: UIBarAppearance {
    open var selectionIndicatorImage: UIImage?

    @NSCopying open var stackedLayoutAppearance: UITabBarItemAppearance = UITabBarItemAppearance(style: .stacked)

    @NSCopying open var inlineLayoutAppearance: UITabBarItemAppearance = UITabBarItemAppearance(style: .inline)

    @NSCopying open var compactInlineLayoutAppearance: UITabBarItemAppearance = UITabBarItemAppearance(style: .compactInline)

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tabBar = barAppearance as? UITabBarAppearance else { return }
        selectionIndicatorImage = tabBar.selectionIndicatorImage
        stackedLayoutAppearance = tabBar.stackedLayoutAppearance
        inlineLayoutAppearance = tabBar.inlineLayoutAppearance
        compactInlineLayoutAppearance = tabBar.compactInlineLayoutAppearance
    }
}

/// How a tab bar's items look in one layout, per state. A copy copies the states too.
@MainActor open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The layouts of a tab bar item (Apple's raw values).
    public enum Style: Int, @unchecked Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    private let style: Style

    public required init(style: UITabBarItemAppearance.Style) {
        self.style = style
        super.init()
    }

    open func copy() -> Self {
        let copy = Self(style: style)
        copy.normal.take(normal)
        copy.selected.take(selected)
        return copy
    }

    /// What `@NSCopying` properties call: `copy()`, on the main actor where bars live.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        copiedOnMainActor { copy() }
    }
}

/// How a tab bar's items look in one state of one layout.
@MainActor open class UITabBarItemStateAppearance: NSObject {
    @NSCopying open var iconColor: UIColor?

    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    override init() {
        super.init()
    }

    /// Takes `other`'s values (for a copy of the item appearance).
    func take(_ other: UITabBarItemStateAppearance) {
        iconColor = other.iconColor
        titleTextAttributes = other.titleTextAttributes
    }
}
#endif
