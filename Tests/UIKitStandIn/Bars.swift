#if os(Linux)
import Foundation

/// The bar sizes an appearance value can be set for (Apple's raw values).
public enum UIBarMetrics: Int, @unchecked Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

/// Where a bar sits in its container (Apple's raw values).
public enum UIBarPosition: Int, @unchecked Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}

/// The look of a bar (Apple's raw values).
public enum UIBarStyle: Int, @unchecked Sendable {
    case `default` = 0
    case black = 1
    case blackTranslucent = 2
}

/// The key of a value stored per bar position and bar metrics.
struct StandInBarKey: Hashable {
    let position: Int
    let metrics: Int
}

/// The key of a value stored per control state and bar metrics.
struct StandInStateMetricsKey: Hashable {
    let state: UInt
    let metrics: Int
}

/// The key of a value stored per search bar icon and control state.
struct StandInIconStateKey: Hashable {
    let icon: Int
    let state: UInt
}

// MARK: - Navigation bar

/// A navigation bar: records its style, colors, text attributes and images, the background
/// images per bar position and metrics, the title adjustments per metrics, its appearances
/// and its item stack. The classic properties and the appearances are kept apart: what
/// UIKit carries from one to the other is not documented.
@MainActor open class UINavigationBar: UIView {
    open var barStyle: UIBarStyle = .default

    open var barTintColor: UIColor?

    open var isTranslucent: Bool = true

    open var prefersLargeTitles: Bool = false

    open var titleTextAttributes: [NSAttributedString.Key: Any]?

    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

    open var shadowImage: UIImage?

    open var backIndicatorImage: UIImage?

    open var backIndicatorTransitionMaskImage: UIImage?

    private var backgroundImages: [StandInBarKey: UIImage] = [:]

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        backgroundImages[StandInBarKey(position: barPosition.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
    }

    /// Exactly what was set for this position and metrics.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[StandInBarKey(position: barPosition.rawValue, metrics: barMetrics.rawValue)]
    }

    private var titleVerticalPositionAdjustments: [Int: CGFloat] = [:]

    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleVerticalPositionAdjustments[barMetrics.rawValue] = adjustment
    }

    /// What was set for these metrics, else 0.
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleVerticalPositionAdjustments[barMetrics.rawValue] ?? 0
    }

    @NSCopying open var standardAppearance: UINavigationBarAppearance = UINavigationBarAppearance(idiom: .phone)

    @NSCopying open var compactAppearance: UINavigationBarAppearance?

    @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance?

    @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    open var items: [UINavigationItem]?

    /// The last item of `items`.
    open var topItem: UINavigationItem? { items?.last }

    /// Appends the item to `items`.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }
}

// MARK: - Tab bar

/// A tab bar: records its style, colors, images, item metrics, appearances and items.
@MainActor open class UITabBar: UIView {
    open var barStyle: UIBarStyle = .default

    open var barTintColor: UIColor?

    @NSCopying open var unselectedItemTintColor: UIColor?

    open var isTranslucent: Bool = true

    open var backgroundImage: UIImage?

    open var selectionIndicatorImage: UIImage?

    open var shadowImage: UIImage?

    open var itemSpacing: CGFloat = 0

    open var itemWidth: CGFloat = 0

    /// Deprecated in iOS 8 (`tintColor` replaces it); still set by older sheets.
    open var selectedImageTintColor: UIColor?

    @NSCopying open var standardAppearance: UITabBarAppearance = UITabBarAppearance(idiom: .phone)

    @NSCopying open var scrollEdgeAppearance: UITabBarAppearance?

    open var items: [UITabBarItem]?
}

// MARK: - Toolbar

/// A toolbar: records its style, color, items, appearances, and the background images per
/// position and metrics and shadow images per position.
@MainActor open class UIToolbar: UIView {
    open var barStyle: UIBarStyle = .default

    open var barTintColor: UIColor?

    open var isTranslucent: Bool = true

    open var items: [UIBarButtonItem]?

    @NSCopying open var standardAppearance: UIToolbarAppearance = UIToolbarAppearance(idiom: .phone)

    @NSCopying open var compactAppearance: UIToolbarAppearance?

    @NSCopying open var scrollEdgeAppearance: UIToolbarAppearance?

    @NSCopying open var compactScrollEdgeAppearance: UIToolbarAppearance?

    private var backgroundImages: [StandInBarKey: UIImage] = [:]

    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        backgroundImages[StandInBarKey(position: topOrBottom.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
    }

    /// Exactly what was set for this position and metrics.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[StandInBarKey(position: topOrBottom.rawValue, metrics: barMetrics.rawValue)]
    }

    private var shadowImages: [Int: UIImage] = [:]

    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
    }

    /// Exactly what was set for this position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        shadowImages[topOrBottom.rawValue]
    }
}

// MARK: - Search bar

/// The text field of a search bar.
@MainActor open class UISearchTextField: UITextField {}

/// A search bar: records its style, colors, texts, buttons, text input traits, the
/// background images per position and metrics, the field backgrounds per state, the icons
/// per icon and state and the icon adjustments per icon. `text` is its search field's text.
@MainActor open class UISearchBar: UIView {
    /// The icons of a search bar (Apple's raw values).
    public enum Icon: Int, @unchecked Sendable {
        case search = 0
        case clear = 1
        case bookmark = 2
        case resultsList = 3
    }

    /// The look of a search bar (Apple's raw values).
    public enum Style: UInt, @unchecked Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    open var barStyle: UIBarStyle = .default

    open var barTintColor: UIColor?

    open var searchBarStyle: UISearchBar.Style = .default

    open var isTranslucent: Bool = true

    open var placeholder: String?

    open var prompt: String?

    /// The search field's text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    open var showsCancelButton: Bool = false

    open var showsBookmarkButton: Bool = false

    open var scopeBarBackgroundImage: UIImage?

    private var storedSearchTextField: UISearchTextField?

    /// Created and added as a subview on first access.
    open var searchTextField: UISearchTextField {
        if let storedSearchTextField { return storedSearchTextField }
        let field = UISearchTextField(frame: .zero)
        storedSearchTextField = field
        addSubview(field)
        return field
    }

    private var backgroundImages: [StandInBarKey: UIImage] = [:]

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        backgroundImages[StandInBarKey(position: barPosition.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
    }

    /// Exactly what was set for this position and metrics.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[StandInBarKey(position: barPosition.rawValue, metrics: barMetrics.rawValue)]
    }

    private var searchFieldBackgroundImages: [UInt: UIImage] = [:]

    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        searchFieldBackgroundImages[state.rawValue] = backgroundImage
    }

    /// Exactly what was set for this state.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        searchFieldBackgroundImages[state.rawValue]
    }

    private var iconImages: [StandInIconStateKey: UIImage] = [:]

    open func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
        iconImages[StandInIconStateKey(icon: icon.rawValue, state: state.rawValue)] = iconImage
    }

    /// Exactly what was set for this icon and state.
    open func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? {
        iconImages[StandInIconStateKey(icon: icon.rawValue, state: state.rawValue)]
    }

    private var positionAdjustments: [Int: UIOffset] = [:]

    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: UISearchBar.Icon) {
        positionAdjustments[icon.rawValue] = adjustment
    }

    /// What was set for this icon, else zero.
    open func positionAdjustment(for icon: UISearchBar.Icon) -> UIOffset {
        positionAdjustments[icon.rawValue] ?? .zero
    }

    open var searchTextPositionAdjustment: UIOffset = .zero

    private var scopeBarButtonTitleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        scopeBarButtonTitleTextAttributes[state.rawValue] = attributes
    }

    /// Exactly what was set for this state.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeBarButtonTitleTextAttributes[state.rawValue]
    }

    // MARK: Text input traits

    open var keyboardType: UIKeyboardType = .default

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
}

// MARK: - Bar items

/// A bar item: records its enabled flag, title, image and the title attributes per state.
@MainActor open class UIBarItem: NSObject {
    public override init() {
        super.init()
    }

    open var isEnabled: Bool = true

    open var title: String?

    open var image: UIImage?

    private var titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributes[state.rawValue] = attributes
    }

    /// Exactly what was set for this state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributes[state.rawValue]
    }
}

/// A bar button item: records its style, width, tint, custom view, the background images
/// per state and metrics and the adjustments per metrics.
@MainActor open class UIBarButtonItem: UIBarItem {
    /// The look of a bar button item (Apple's raw values).
    public enum Style: Int, @unchecked Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    public override init() {
        super.init()
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    open var style: UIBarButtonItem.Style = .plain

    open var width: CGFloat = 0

    open var tintColor: UIColor?

    open var customView: UIView?

    private var backgroundImages: [StandInStateMetricsKey: UIImage] = [:]

    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[StandInStateMetricsKey(state: state.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
    }

    /// Exactly what was set for this state and metrics.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[StandInStateMetricsKey(state: state.rawValue, metrics: barMetrics.rawValue)]
    }

    private var backButtonBackgroundImages: [StandInStateMetricsKey: UIImage] = [:]

    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State,
                                           barMetrics: UIBarMetrics) {
        backButtonBackgroundImages[StandInStateMetricsKey(state: state.rawValue, metrics: barMetrics.rawValue)] =
            backgroundImage
    }

    /// Exactly what was set for this state and metrics.
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backButtonBackgroundImages[StandInStateMetricsKey(state: state.rawValue, metrics: barMetrics.rawValue)]
    }

    private var backgroundVerticalPositionAdjustments: [Int: CGFloat] = [:]

    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        backgroundVerticalPositionAdjustments[barMetrics.rawValue] = adjustment
    }

    /// What was set for these metrics, else 0.
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        backgroundVerticalPositionAdjustments[barMetrics.rawValue] ?? 0
    }

    private var titlePositionAdjustments: [Int: UIOffset] = [:]

    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        titlePositionAdjustments[barMetrics.rawValue] = adjustment
    }

    /// What was set for these metrics, else zero.
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        titlePositionAdjustments[barMetrics.rawValue] ?? .zero
    }
}

/// A tab bar item: records its selected image, badge and title adjustment.
@MainActor open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    open var selectedImage: UIImage?

    open var badgeValue: String?

    @NSCopying open var badgeColor: UIColor?

    open var titlePositionAdjustment: UIOffset = .zero
}

/// A navigation item: records its title, prompt, large-title mode, bar button items and
/// title view.
@MainActor open class UINavigationItem: NSObject {
    /// When a navigation item shows a large title (Apple's raw values).
    public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        case inline = 3
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The item a view controller creates for itself: its title is the controller's.
    init(standInTitle title: String?) {
        self.title = title
        super.init()
    }

    open var title: String?

    open var prompt: String?

    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic

    open var leftBarButtonItem: UIBarButtonItem?

    open var rightBarButtonItem: UIBarButtonItem?

    open var titleView: UIView?
}
#endif
