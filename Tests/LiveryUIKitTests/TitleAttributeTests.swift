#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
@testable import LiveryUIKit
import Testing

/// InterfaCSS's `font` and `textColor(state)` on bar items, segmented controls and search
/// bars (their scope buttons): one attribute of the title text attributes for that state,
/// the other attributes left as they are. (`titleTextAttributes(state)` sorts, and so
/// applies, before `titleTextFont(state)` and `titleTextColor(state)`.)
@MainActor
struct TitleAttributeTests {
    init() { UIKitTesting.useTestImages() }

    @Test func fontAndTextColorSetOneAttributeOfTheStatesTitleAttributes() {
        let item = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        tabBar.items = [item]
        let segments = UISegmentedControl(items: ["One", "Two"])
        let search = UISearchBar(frame: CGRect(x: 0, y: 49, width: 390, height: 44))
        let window = UIKitTesting.window(tabBar, segments, search)
        _ = UIKitTesting.style(window, """
        UITabBarItem { titleTextAttributes(selected): "" (kern: 2); font: Avenir-Light 20; font(selected): bold 22;
                       textColor: #336699; textColor(selected): #ff0000; }
        UISegmentedControl { font(selected): bold 13; }
        UISearchBar { textColor(selected): #336699; }
        """)
        let normal = item.titleTextAttributes(for: .normal)
        #expect((normal?[.font] as? UIFont)?.pointSize == 20)
        #expect(UIKitTesting.rgba(normal?[.foregroundColor] as? UIColor) == PropertySamples.blue)
        let selected = item.titleTextAttributes(for: .selected)
        #expect(UIKitTesting.rgba(selected?[.foregroundColor] as? UIColor) == [1, 0, 0, 1])
        #expect((selected?[.font] as? UIFont)?.pointSize == 22)
        #expect((selected?[.kern] as? NSNumber)?.doubleValue == 2, "the attributes already set stay")
        #expect((segments.titleTextAttributes(for: .selected)?[.font] as? UIFont)?.pointSize == 13)
        #expect(PropertySamples.color(search.scopeBarButtonTitleTextAttributes(for: .selected)) == PropertySamples.blue)
    }
}
#endif
