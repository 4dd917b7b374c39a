import LiveryCore

/// NUI's style classes in Livery's terms. NUI gives every element of a UIKit class a
/// default style class (`Button` on every `UIButton`, `View` on plain `UIView`s only); an
/// element can name others (`nuiClass = "Button:LargeButton"`), the later ones winning.
/// A default class becomes its type selector, a `UI…` name its UIKit class (NUI applied
/// those through `UIAppearance`, subclasses included), and any other name a style class on
/// the type its name extends (`LargeButton` → `^UIButton.LargeButton`), so its properties
/// mean what they meant on the elements NUI styled with it.
struct NUIStyleClass {
    /// What kind of element a class styles: it decides what each NUI property sets.
    enum Kind: Equatable {
        case view, control, label, button, textField, textView, barButton, tabBarItem, segmentedControl
        case navigationBar, tabBar, toolbar, searchBar, table, tableCell, switchControl, slider, progress
        case pageControl, activityIndicator, imageView, window
        /// A style class whose name names no UIKit type: only properties every view has.
        case unknown
    }

    var type: String?
    var includesSubclasses: Bool
    var styleClass: String?
    /// The element inside the styled one (`detailTextLabel` of a cell for `TableCellDetail`).
    var keyPath: [String]
    var kind: Kind

    /// NUI's default style classes: the UIKit class whose elements carry each.
    static let defaults: [String: NUIStyleClass] = [
        "View": .init(type: "UIView", includesSubclasses: false, kind: .view),
        "Control": .init(type: "UIControl", includesSubclasses: false, kind: .control),
        "Window": .init(type: "UIWindow", kind: .window),
        "ImageView": .init(type: "UIImageView", kind: .imageView),
        "Label": .init(type: "UILabel", kind: .label),
        "Button": .init(type: "UIButton", kind: .button),
        "BarButton": .init(type: "UIBarButtonItem", kind: .barButton),
        "TabBarItem": .init(type: "UITabBarItem", kind: .tabBarItem),
        "TextField": .init(type: "UITextField", kind: .textField),
        "TextView": .init(type: "UITextView", kind: .textView),
        "SegmentedControl": .init(type: "UISegmentedControl", kind: .segmentedControl),
        "NavigationBar": .init(type: "UINavigationBar", kind: .navigationBar),
        "TabBar": .init(type: "UITabBar", kind: .tabBar),
        "Toolbar": .init(type: "UIToolbar", kind: .toolbar),
        "SearchBar": .init(type: "UISearchBar", kind: .searchBar),
        "Table": .init(type: "UITableView", kind: .table),
        "TableCell": .init(type: "UITableViewCell", kind: .tableCell),
        "TableCellDetail": .init(type: "UITableViewCell", keyPath: ["detailTextLabel"], kind: .label),
        "TableCellContentView": .init(type: "UITableViewCell", keyPath: ["contentView"], kind: .view),
        "Switch": .init(type: "UISwitch", kind: .switchControl),
        "Slider": .init(type: "UISlider", kind: .slider),
        "Progress": .init(type: "UIProgressView", kind: .progress),
        "PageControl": .init(type: "UIPageControl", kind: .pageControl),
        "ActivityIndicator": .init(type: "UIActivityIndicatorView", kind: .activityIndicator),
    ]

    init(type: String?, includesSubclasses: Bool = true, styleClass: String? = nil, keyPath: [String] = [], kind: Kind) {
        self.type = type
        self.includesSubclasses = includesSubclasses
        self.styleClass = styleClass
        self.keyPath = keyPath
        self.kind = kind
    }

    /// The class a rule's selector names.
    static func named(_ name: String) -> NUIStyleClass {
        if let known = defaults[name] { return known }
        if name.hasPrefix("UI"), name.count > 2 {
            let kind = defaults.values.first { $0.type == name && $0.keyPath.isEmpty }?.kind ?? .view
            return NUIStyleClass(type: TypeNames.canonical(name) ?? name, kind: kind)
        }
        guard let base = extended(by: name), let known = defaults[base] else {
            return NUIStyleClass(type: nil, includesSubclasses: false, styleClass: name, kind: .unknown)
        }
        var custom = known
        custom.styleClass = name
        custom.includesSubclasses = true
        return custom
    }

    /// The default class a custom class's name extends: the longest one it starts with
    /// (`BarButtonWithBorder`), else ends with (`LargeButton`), else contains.
    static func extended(by name: String) -> String? {
        let names = defaults.keys.sorted { ($0.count, $1) > ($1.count, $0) }
        return names.first { name.hasPrefix($0) } ?? names.first { name.hasSuffix($0) } ?? names.first { name.contains($0) }
    }

    /// The Livery selector.
    var selector: Selector {
        var compound = CompoundSelector()
        if let type {
            compound.type = type
            compound.includesSubclasses = includesSubclasses
        }
        if let styleClass { compound.classes.append(styleClass) }
        return Selector(compounds: [compound], combinators: [])
    }
}
