import LiveryCore

/// Layout element names: the names and aliases of InterfaCSS 1 and 2, mapped to canonical
/// UIKit types. Names are case-insensitive and the `ui` prefix is optional.
public enum ElementNames {
    /// Lowercased element name (without `ui`) → canonical type.
    public static let aliases: [String: String] = [
        "view": "UIView",
        "label": "UILabel", "text": "UILabel",
        "button": "UIButton",
        "image": "UIImageView", "imageview": "UIImageView",
        "textfield": "UITextField", "textinput": "UITextField",
        "textview": "UITextView", "textarea": "UITextView",
        "switch": "UISwitch", "toggle": "UISwitch",
        "slider": "UISlider",
        "stepper": "UIStepper",
        "progressview": "UIProgressView",
        "activityindicator": "UIActivityIndicatorView",
        "scrollview": "UIScrollView",
        "tableview": "UITableView",
        "tableviewcell": "UITableViewCell", "cell": "UITableViewCell",
        "collectionview": "UICollectionView",
        "collectionviewcell": "UICollectionViewCell",
        "viewcontroller": "UIViewController",
        "webview": "WKWebView",
    ]

    /// Names with a meaning of their own in a layout document (not view elements).
    public static let reserved: Set<String> = ["layout", "style"]

    /// The canonical type of a known element name (`text` → `UILabel`, `UISearchBar`,
    /// `toolbar` → `UIToolbar`), or `nil` for a custom type.
    public static func canonical(_ name: String) -> String? {
        let lower = name.lowercased()
        if let type = aliases[lower] { return type }
        if lower.hasPrefix("ui"), let type = aliases[String(lower.dropFirst(2))] { return type }
        return TypeNames.canonical(name)
    }
}
