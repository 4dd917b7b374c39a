#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension BindingTable {
    static let bars: [PropertyBinding] = [
        .property("UINavigationBar", "barStyle", \UINavigationBar.barStyle, .enumeration),
        .property("UINavigationBar", "barTintColor", \UINavigationBar.barTintColor, .color).carried(into: .backgroundColor),
        .property("UINavigationBar", "translucent", \UINavigationBar.isTranslucent, .bool),
        .property("UINavigationBar", "prefersLargeTitles", \UINavigationBar.prefersLargeTitles, .bool),
        .property("UINavigationBar", "titleTextAttributes", \UINavigationBar.titleTextAttributes, .textAttributes)
            .carried(into: .titleTextAttributes),
        .property("UINavigationBar", "largeTitleTextAttributes", \UINavigationBar.largeTitleTextAttributes, .textAttributes)
            .carried(into: .largeTitleTextAttributes),
        .property("UINavigationBar", "shadowImage", \UINavigationBar.shadowImage, .image).carried(into: .shadowImage),
        .property("UINavigationBar", "backIndicatorImage", \UINavigationBar.backIndicatorImage, .image).carryingBackIndicator(),
        .property("UINavigationBar", "backIndicatorTransitionMaskImage", \UINavigationBar.backIndicatorTransitionMaskImage, .image)
            .carryingBackIndicator(),
        .parameterized("UINavigationBar", "backgroundImage", api: "UINavigationBar.setBackgroundImage(_:for:barMetrics:)",
                       .position, .metrics, get: { $0.backgroundImage(for: $1, barMetrics: $2) },
                       set: { (bar: UINavigationBar, value, position, metrics) in
                           bar.setBackgroundImage(value, for: position, barMetrics: metrics)
                       }, .image).carried(into: .backgroundImage, metricsAt: 1),
        .parameterized("UINavigationBar", "titleVerticalPositionAdjustment",
                       api: "UINavigationBar.setTitleVerticalPositionAdjustment(_:for:)", .metrics,
                       get: { $0.titleVerticalPositionAdjustment(for: $1) },
                       set: { (bar: UINavigationBar, value, metrics) in bar.setTitleVerticalPositionAdjustment(value, for: metrics) },
                       .cgFloat).carried(into: .titleVerticalPosition, metricsAt: 0),

        .property("UITabBar", "barStyle", \UITabBar.barStyle, .enumeration),
        .property("UITabBar", "barTintColor", \UITabBar.barTintColor, .color).carried(into: .backgroundColor),
        .property("UITabBar", "unselectedItemTintColor", \UITabBar.unselectedItemTintColor, .color)
            .carried(into: .unselectedItemColor),
        .property("UITabBar", "translucent", \UITabBar.isTranslucent, .bool),
        .property("UITabBar", "backgroundImage", \UITabBar.backgroundImage, .image).carried(into: .backgroundImage),
        .property("UITabBar", "selectionIndicatorImage", \UITabBar.selectionIndicatorImage, .image)
            .carried(into: .selectionIndicatorImage),
        .property("UITabBar", "shadowImage", \UITabBar.shadowImage, .image).carried(into: .shadowImage),
        .property("UITabBar", "itemSpacing", \UITabBar.itemSpacing, .cgFloat),
        .property("UITabBar", "itemWidth", \UITabBar.itemWidth, .cgFloat),
        .property("UITabBar", "selectedImageTintColor", \UITabBar.selectedImageTintColor, .color),

        .property("UIToolbar", "barStyle", \UIToolbar.barStyle, .enumeration),
        .property("UIToolbar", "barTintColor", \UIToolbar.barTintColor, .color).carried(into: .backgroundColor),
        .property("UIToolbar", "translucent", \UIToolbar.isTranslucent, .bool),
        .parameterized("UIToolbar", "backgroundImage", api: "UIToolbar.setBackgroundImage(_:forToolbarPosition:barMetrics:)",
                       .position, .metrics, get: { $0.backgroundImage(forToolbarPosition: $1, barMetrics: $2) },
                       set: { (bar: UIToolbar, value, position, metrics) in
                           bar.setBackgroundImage(value, forToolbarPosition: position, barMetrics: metrics)
                       }, .image).carried(into: .backgroundImage, metricsAt: 1),
        .parameterized("UIToolbar", "shadowImage", api: "UIToolbar.setShadowImage(_:forToolbarPosition:)", .position,
                       get: { $0.shadowImage(forToolbarPosition: $1) },
                       set: { (bar: UIToolbar, value, position) in bar.setShadowImage(value, forToolbarPosition: position) },
                       .image).carried(into: .shadowImage),

        .property("UISearchBar", "barStyle", \UISearchBar.barStyle, .enumeration),
        .property("UISearchBar", "barTintColor", \UISearchBar.barTintColor, .color),
        .property("UISearchBar", "searchBarStyle", \UISearchBar.searchBarStyle, .enumeration),
        .property("UISearchBar", "translucent", \UISearchBar.isTranslucent, .bool),
        .property("UISearchBar", "placeholder", \UISearchBar.placeholder, .string),
        .property("UISearchBar", "prompt", \UISearchBar.prompt, .string),
        .property("UISearchBar", "text", \UISearchBar.text, .string),
        .property("UISearchBar", "showsCancelButton", \UISearchBar.showsCancelButton, .bool),
        .property("UISearchBar", "showsBookmarkButton", \UISearchBar.showsBookmarkButton, .bool),
        .parameterized("UISearchBar", "backgroundImage", api: "UISearchBar.setBackgroundImage(_:for:barMetrics:)",
                       .position, .metrics, get: { $0.backgroundImage(for: $1, barMetrics: $2) },
                       set: { (bar: UISearchBar, value, position, metrics) in
                           bar.setBackgroundImage(value, for: position, barMetrics: metrics)
                       }, .image),
        .parameterized("UISearchBar", "searchFieldBackgroundImage", api: "UISearchBar.setSearchFieldBackgroundImage(_:for:)",
                       .state, get: { $0.searchFieldBackgroundImage(for: $1) },
                       set: { (bar: UISearchBar, value, state) in bar.setSearchFieldBackgroundImage(value, for: state) }, .image),
        .property("UISearchBar", "scopeBarBackgroundImage", \UISearchBar.scopeBarBackgroundImage, .image),
        .parameterized("UISearchBar", "image", api: "UISearchBar.setImage(_:for:state:)", .icon, .state,
                       get: { $0.image(for: $1, state: $2) },
                       set: { (bar: UISearchBar, value, icon, state) in bar.setImage(value, for: icon, state: state) }, .image),
        .parameterized("UISearchBar", "positionAdjustment", api: "UISearchBar.setPositionAdjustment(_:for:)", .icon,
                       get: { $0.positionAdjustment(for: $1) },
                       set: { (bar: UISearchBar, value, icon) in bar.setPositionAdjustment(value, for: icon) }, .offset),
        .property("UISearchBar", "searchTextPositionAdjustment", \UISearchBar.searchTextPositionAdjustment, .offset),
        .property("UISearchBar", "keyboardType", \UISearchBar.keyboardType, .enumeration),
        .property("UISearchBar", "autocapitalizationType", \UISearchBar.autocapitalizationType, .enumeration),
        .titleAttribute("UISearchBar", "scopeBarButtonTitleFont",
                        api: "UISearchBar.setScopeBarButtonTitleTextAttributes(_:for:)", .font,
                        get: { $0.scopeBarButtonTitleTextAttributes(for: $1) },
                        set: { (bar: UISearchBar, attributes, state) in bar.setScopeBarButtonTitleTextAttributes(attributes, for: state) },
                        .font),
        .titleAttribute("UISearchBar", "scopeBarButtonTitleTextColor",
                        api: "UISearchBar.setScopeBarButtonTitleTextAttributes(_:for:)", .foregroundColor,
                        get: { $0.scopeBarButtonTitleTextAttributes(for: $1) },
                        set: { (bar: UISearchBar, attributes, state) in bar.setScopeBarButtonTitleTextAttributes(attributes, for: state) },
                        .color),
    ]

    static let items: [PropertyBinding] = [
        .property("UIBarItem", "enabled", \UIBarItem.isEnabled, .bool),
        .property("UIBarItem", "title", \UIBarItem.title, .string),
        .property("UIBarItem", "image", \UIBarItem.image, .image),
        .parameterized("UIBarItem", "titleTextAttributes", api: "UIBarItem.setTitleTextAttributes(_:for:)", .state,
                       get: { $0.titleTextAttributes(for: $1) },
                       set: { (item: UIBarItem, value, state) in item.setTitleTextAttributes(value, for: state) },
                       .textAttributes),
        .titleAttribute("UIBarItem", "titleTextFont", api: "UIBarItem.setTitleTextAttributes(_:for:)", .font,
                        get: { $0.titleTextAttributes(for: $1) },
                        set: { (item: UIBarItem, attributes, state) in item.setTitleTextAttributes(attributes, for: state) },
                        .font),
        .titleAttribute("UIBarItem", "titleTextColor", api: "UIBarItem.setTitleTextAttributes(_:for:)", .foregroundColor,
                        get: { $0.titleTextAttributes(for: $1) },
                        set: { (item: UIBarItem, attributes, state) in item.setTitleTextAttributes(attributes, for: state) },
                        .color),
        .property("UIBarButtonItem", "style", \UIBarButtonItem.style, .enumeration),
        .property("UIBarButtonItem", "width", \UIBarButtonItem.width, .cgFloat),
        .property("UIBarButtonItem", "tintColor", \UIBarButtonItem.tintColor, .color),
        .parameterized("UIBarButtonItem", "backgroundImage", api: "UIBarButtonItem.setBackgroundImage(_:for:barMetrics:)",
                       .state, .metrics, get: { $0.backgroundImage(for: $1, barMetrics: $2) },
                       set: { (item: UIBarButtonItem, value, state, metrics) in
                           item.setBackgroundImage(value, for: state, barMetrics: metrics)
                       }, .image),
        .parameterized("UIBarButtonItem", "backButtonBackgroundImage",
                       api: "UIBarButtonItem.setBackButtonBackgroundImage(_:for:barMetrics:)", .state, .metrics,
                       get: { $0.backButtonBackgroundImage(for: $1, barMetrics: $2) },
                       set: { (item: UIBarButtonItem, value, state, metrics) in
                           item.setBackButtonBackgroundImage(value, for: state, barMetrics: metrics)
                       }, .image),
        .parameterized("UIBarButtonItem", "backgroundVerticalPositionAdjustment",
                       api: "UIBarButtonItem.setBackgroundVerticalPositionAdjustment(_:for:)", .metrics,
                       get: { $0.backgroundVerticalPositionAdjustment(for: $1) },
                       set: { (item: UIBarButtonItem, value, metrics) in
                           item.setBackgroundVerticalPositionAdjustment(value, for: metrics)
                       }, .cgFloat),
        .parameterized("UIBarButtonItem", "titlePositionAdjustment", api: "UIBarButtonItem.setTitlePositionAdjustment(_:for:)",
                       .metrics, get: { $0.titlePositionAdjustment(for: $1) },
                       set: { (item: UIBarButtonItem, value, metrics) in item.setTitlePositionAdjustment(value, for: metrics) },
                       .offset),
        .property("UITabBarItem", "selectedImage", \UITabBarItem.selectedImage, .image),
        .property("UITabBarItem", "badgeValue", \UITabBarItem.badgeValue, .string),
        .property("UITabBarItem", "badgeColor", \UITabBarItem.badgeColor, .color),
        .property("UITabBarItem", "titlePositionAdjustment", \UITabBarItem.titlePositionAdjustment, .offset),
        .property("UINavigationItem", "title", \UINavigationItem.title, .string),
        .property("UINavigationItem", "prompt", \UINavigationItem.prompt, .string),
        .property("UINavigationItem", "largeTitleDisplayMode", \UINavigationItem.largeTitleDisplayMode, .enumeration),
        .property("UIViewController", "title", \UIViewController.title, .string),
        .property("UIViewController", "modalPresentationStyle", \UIViewController.modalPresentationStyle, .enumeration),
        .property("UIViewController", "preferredContentSize", \UIViewController.preferredContentSize, .size),
        .property("UIViewController", "edgesForExtendedLayout", \UIViewController.edgesForExtendedLayout, .options),
    ]
}
#endif
