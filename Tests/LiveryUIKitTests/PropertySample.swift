#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
@testable import LiveryUIKit
import Testing

/// One catalog property set by a stylesheet and read back from UIKit: the class that
/// declares it, the declaration as a sheet writes it, and what UIKit must then hold.
struct PropertySample: Sendable, CustomTestStringConvertible {
    let owner: String
    /// `titleColor(highlighted)`.
    let property: String
    let value: String
    let check: @MainActor @Sendable (AnyObject) -> Bool

    init<Object>(_ owner: String, _ property: String, _ value: String,
                 _ check: @escaping @MainActor @Sendable (Object) -> Bool) {
        self.owner = owner
        self.property = property
        self.value = value
        self.check = { object in (object as? Object).map(check) ?? false }
    }

    /// The catalog name (`titleColor`; `cornerRadius` of `layer.cornerRadius`).
    var name: String { String(property.prefix { $0 != "(" }.split(separator: ".").last ?? "") }

    var testDescription: String { "\(owner) { \(property): \(value) }" }
}

/// An object of each catalog class in a window, and the selector that reaches it.
@MainActor
enum SampleObjects {
    struct Made {
        let window: UIWindow
        /// What the check reads (a view, its layer's owner, a bar item, a controller).
        let target: AnyObject
        let selector: String
    }

    static func make(_ owner: String) -> Made {
        switch owner {
        case "UICollectionViewFlowLayout":
            let view = makeView("UICollectionView")
            return Made(window: UIKitTesting.window(view), target: view, selector: "UICollectionView")
        case "CALayer":
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            return Made(window: UIKitTesting.window(view), target: view, selector: "UIView")
        case "UIViewController":
            let controller = UIViewController()
            let window = UIKitTesting.window()
            window.rootViewController = controller
            return Made(window: window, target: controller, selector: "UIViewController")
        case "UIBarItem", "UIBarButtonItem":
            let item = UIBarButtonItem()
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            toolbar.items = [item]
            return Made(window: UIKitTesting.window(toolbar), target: item, selector: "UIBarButtonItem")
        case "UITabBarItem":
            let item = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
            let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
            tabBar.items = [item]
            return Made(window: UIKitTesting.window(tabBar), target: item, selector: "UITabBarItem")
        case "UINavigationItem":
            let item = UINavigationItem(title: "Inbox")
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            bar.items = [item]
            return Made(window: UIKitTesting.window(bar), target: item, selector: "UINavigationItem")
        default:
            let view = makeView(owner)
            return Made(window: UIKitTesting.window(view), target: view, selector: owner)
        }
    }

    static func makeView(_ owner: String) -> UIView {
        let frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        switch owner {
        case "UIView": return UIView(frame: frame)
        case "UIControl": return UIControl(frame: frame)
        case "UILabel": return UILabel(frame: frame)
        case "UIButton": return UIButton(type: .system)
        case "UIImageView": return UIImageView(frame: frame)
        case "UITextField": return UITextField(frame: frame)
        case "UIScrollView": return UIScrollView(frame: frame)
        case "UITextView": return UITextView(frame: frame)
        case "UISwitch": return UISwitch(frame: frame)
        case "UISlider": return UISlider(frame: frame)
        case "UIStepper": return UIStepper(frame: frame)
        case "UISegmentedControl": return UISegmentedControl(items: ["One", "Two"])
        case "UIDatePicker": return UIDatePicker(frame: frame)
        case "UIPageControl":
            let control = UIPageControl(frame: frame)
            control.numberOfPages = 5
            return control
        case "UIRefreshControl": return UIRefreshControl()
        case "UIProgressView": return UIProgressView(progressViewStyle: .default)
        case "UIActivityIndicatorView": return UIActivityIndicatorView(style: .medium)
        case "UITableView": return UITableView(frame: frame, style: .plain)
        case "UITableViewCell": return UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
        case "UICollectionView": return UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        case "UICollectionViewCell": return UICollectionViewCell(frame: frame)
        case "UIStackView": return UIStackView(arrangedSubviews: [])
        case "UINavigationBar": return UINavigationBar(frame: frame)
        case "UITabBar": return UITabBar(frame: frame)
        case "UIToolbar": return UIToolbar(frame: frame)
        case "UISearchBar": return UISearchBar(frame: frame)
        default:
            Issue.record("no sample object for \(owner)")
            return UIView(frame: frame)
        }
    }
}

@MainActor
struct PropertySampleTests {
    init() { UIKitTesting.useTestImages() }

    /// Every sample: styled onto a fresh object, UIKit holds the value.
    @Test(arguments: PropertySamples.all)
    func appliesThroughUIKit(_ sample: PropertySample) {
        let made = SampleObjects.make(sample.owner)
        let styler = UIKitTesting.style(made.window, "\(made.selector) { \(sample.property): \(sample.value); }")
        #expect(styler.problems.isEmpty, "\(styler.problems)")
        #expect(sample.check(made.target), "UIKit does not hold \(sample.value) for \(sample.property)")
    }

    /// The properties the cascade folds into `font` (`fontFamily`, `fontSize`, `fontWeight`,
    /// `fontStyle`, `fontScalingStyle`) reach UIKit through it, on every class with a font,
    /// alone and over a `font` of lower priority.
    @Test(arguments: [("UILabel", "UILabel"), ("UITextField", "UITextField"), ("UIButton", "UIButton titleLabel")])
    func fontPartsReachUIKitThroughTheFont(_ owner: String, _ path: String) throws {
        let made = SampleObjects.make(owner)
        UIKitTesting.style(made.window, """
            \(made.selector) { font: 12 Avenir; }
            \(made.selector):nth-child(n) { fontSize: 20; fontWeight: bold; fontStyle: italic; }
            """)
        let object: AnyObject = (made.target as? UIButton)?.titleLabel ?? made.target
        let font = try #require((object as? UILabel)?.font ?? (object as? UITextField)?.font, "\(path)")
        #expect(font.pointSize == 20, "\(path): \(font.pointSize)")
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold), "\(path)")
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitItalic), "\(path)")

        let family = SampleObjects.make("UILabel")
        UIKitTesting.style(family.window, "\(family.selector) { fontFamily: Avenir; fontSize: 13; }")
        let named = try #require((family.target as? UILabel)?.font)
        #expect(named.pointSize == 13 && named.familyName == "Avenir", "\(named.familyName) \(named.pointSize)")

        let scaled = SampleObjects.make("UILabel")
        UIKitTesting.style(scaled.window, "\(scaled.selector) { fontSize: 17; fontScalingStyle: headline; }")
        let dynamic = try #require((scaled.target as? UILabel)?.font)
        #expect(dynamic.pointSize >= 17, "a Dynamic Type font, scaled for the content size: \(dynamic.pointSize)")
    }

    /// Every binding of the table is exercised by a sample, and every catalog property is
    /// bound or named as handled elsewhere (layout, cascade, construction).
    @Test func everyCatalogPropertyHasABindingAndASample() {
        let sampled = Set(PropertySamples.all.map { BindingTable.key($0.owner, $0.name) })
        let unsampled = BindingTable.byKey.keys.filter { !sampled.contains($0) }.sorted()
        #expect(unsampled.isEmpty, "bindings without a sample: \(unsampled)")
        var unbound: [String] = []
        for (className, definition) in Styler().catalog.classes {
            for property in definition.properties.values {
                let key = BindingTable.key(className, property.name)
                if BindingTable.byKey[key] != nil || BindingTable.constructionProperties.contains(key) { continue }
                if className == "UIView", BindingTable.layoutProperties.contains(property.name) { continue }
                if BindingTable.cascadeProperties.contains(property.name) { continue }
                unbound.append(key)
            }
        }
        #expect(unbound.sorted().isEmpty, "catalog properties without a binding: \(unbound.sorted())")
    }
}
#endif
