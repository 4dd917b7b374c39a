/// Canonical names of the UIKit types selectors and layouts use, with their superclass.
///
/// A type selector matches case-insensitively with the `UI` prefix optional (`label` ≡
/// `UILabel`). Names not listed are custom types and keep their spelling.
public enum TypeNames {
    /// Canonical name → superclass name (`nil` for a root).
    public static let superclasses: [String: String?] = [
        "NSObject": nil,
        "UIResponder": "NSObject",
        "UIView": "UIResponder",
        "UIControl": "UIView",
        "UILabel": "UIView",
        "UIButton": "UIControl",
        "UIImageView": "UIView",
        "UITextField": "UIControl",
        "UITextView": "UIScrollView",
        "UISwitch": "UIControl",
        "UISlider": "UIControl",
        "UIStepper": "UIControl",
        "UISegmentedControl": "UIControl",
        "UIDatePicker": "UIControl",
        "UIPageControl": "UIControl",
        "UIRefreshControl": "UIControl",
        "UIProgressView": "UIView",
        "UIActivityIndicatorView": "UIView",
        "UIScrollView": "UIView",
        "UITableView": "UIScrollView",
        "UITableViewCell": "UIView",
        "UITableViewHeaderFooterView": "UIView",
        "UICollectionView": "UIScrollView",
        "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView",
        "UIStackView": "UIView",
        "UIPickerView": "UIView",
        "UIVisualEffectView": "UIView",
        "UINavigationBar": "UIView",
        "UITabBar": "UIView",
        "UIToolbar": "UIView",
        "UISearchBar": "UIView",
        "UIWindow": "UIView",
        "WKWebView": "UIView",
        "UIWebView": "UIView",
        "UIBarItem": "NSObject",
        "UIBarButtonItem": "UIBarItem",
        "UITabBarItem": "UIBarItem",
        "UINavigationItem": "NSObject",
        "UIViewController": "UIResponder",
        "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController",
        "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController",
        "UISplitViewController": "UIViewController",
        "UIPageViewController": "UIViewController",
        "CALayer": "NSObject",
    ]

    private static let byLowercasedName: [String: String] = {
        var table: [String: String] = [:]
        for name in superclasses.keys {
            table[name.lowercased()] = name
            if name.hasPrefix("UI") { table[String(name.dropFirst(2)).lowercased()] = name }
        }
        return table
    }()

    /// The canonical name of a known type (`label` → `UILabel`), or `nil` for a custom type.
    public static func canonical(_ name: String) -> String? {
        byLowercasedName[name.lowercased()]
    }
}
