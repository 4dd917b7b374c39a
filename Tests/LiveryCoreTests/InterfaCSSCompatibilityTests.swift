import LiveryCore
import LiverySyntax
import LiveryTestSupport
import LiveryValues
import Testing

/// What InterfaCSS sheets write that Livery CSS reads the way InterfaCSS did: state
/// parameters in rules without a type, 1.x state names, `**` through variables, an empty
/// attribute list in attributed text.
struct InterfaCSSCompatibilityTests {
    func styled(_ text: String, _ root: TestElement) {
        let manager = StylingManager<TestElement>()
        manager.add(sheet(text))
        manager.style(root)
    }

    /// InterfaCSS checked a property against every class that has it; so does Livery when
    /// a rule names no type. Each element takes the declaration only where its class has
    /// the property with that parameter.
    @Test func stateParametersInARuleWithoutATypeFitAnyClass() {
        let text = """
        .buttonTest {
          title: "1"; title__selected: "2"; title__selected-highlighted: "4";
          color: #ff0000; color(selected): #00ff00;
        }
        """
        #expect(sheet(text).diagnostics.isEmpty)
        let button = TestElement("UIButton", classes: ["buttonTest"])
        let label = TestElement("UILabel", classes: ["buttonTest"])
        styled(text, TestElement("UIView", [button, label]))
        #expect(button.value("title(selected)") == "\"2\"")
        #expect(button.value("title(highlighted selected)") == "\"4\"")
        #expect(button.value("titleColor(selected)") == "#00ff00")
        #expect(label.value("textColor") == "#ff0000")
        #expect(label.computedStyle?.values.keys.contains { !$0.parameters.isEmpty } == false)
        let wrong = sheet(".a { title(sideways): x; }")
        #expect(wrong.diagnostics.map(\.message) == ["invalid state 'sideways' for 'title'"])
    }

    @Test(arguments: [
        ("selectedHighlighted", "highlighted selected"), ("normalHighlighted", "highlighted"),
        ("highlightedFocused", "focused highlighted"), ("selectedFocused", "focused selected"),
        ("selectedHighlightedFocused", "focused highlighted selected"), ("UIControlStateSelected", "selected"),
    ])
    func interfaCSSStateNamesAreStates(_ written: String, _ canonical: String) throws {
        let loaded = sheet("UIButton { titleColor(\(written)): blue; }")
        #expect(loaded.diagnostics.isEmpty)
        #expect(try #require(loaded.rules.first?.declarations.first).canonicalParameters == [canonical])
    }

    /// Two-character operators (`**`, `<=`) written in a variable work where it is used.
    @Test func operatorsReachThroughVariables() throws {
        let loaded = sheet("""
        @n: 42;
        @power: 10 ** (3 - 1);
        @small: 2 <= 3;
        .a { cornerRadius: @n + @power; contentSize: size(@n, @power); hidden: @small; }
        """)
        #expect(loaded.diagnostics.isEmpty)
        let typed = try #require(loaded.rules.first).declarations.compactMap { $0.typedValues.values.first?.json.compactText }
        #expect(typed == ["142", "{\"width\":42,\"height\":100}", "true"])
        let bad = sheet("@m: 10 * * 2;\n.a { alpha: @m; }")
        #expect(bad.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
            == ["2:13: expected a number, found '*'"])
    }

    /// `" " ()` is a run of text without attributes, as InterfaCSS sheets write one.
    @Test func anEmptyAttributeListIsNoAttributes() throws {
        let loaded = sheet("UIButton { attributedTitle(highlighted): \"✘\" (color: red), \" \" (), \"Button\" (color: blue); }")
        #expect(loaded.diagnostics.isEmpty)
        let value = try #require(loaded.rules.first?.declarations.first?.typedValue(as: .attributedText))
        #expect(value.json.compactText.contains("\"text\":\"✘ Button\""))
    }

    /// Older UIKit properties InterfaCSS sheets set, each where UIKit has it: deprecated ones
    /// as themselves, a cell's `textColor`/`font` as its text label's (Apple's replacement),
    /// a collection view's flow-layout names as its layout's (InterfaCSS's aliases).
    @Test func olderUIKitPropertiesAreKnown() {
        let text = """
        .collectionViewTest { minimumLineSpacing: 42; scrollDirection: horizontal; }
        UILabel { minimumFontSize: 9; contentScaleFactor: 2; }
        UITableViewCell { textColor: red; font: bold 14; }
        UITabBar { selectedImageTintColor: red; }
        """
        #expect(sheet(text).diagnostics.isEmpty)
        let collection = TestElement("UICollectionView", classes: ["collectionViewTest"])
        let label = TestElement("UILabel")
        let cell = TestElement("UITableViewCell")
        let tabBar = TestElement("UITabBar")
        styled(text, TestElement("UIView", [collection, label, cell, tabBar]))
        #expect(collection.value("collectionViewLayout.minimumLineSpacing") == "42")
        #expect(collection.value("collectionViewLayout.scrollDirection") == "horizontal")
        #expect(label.value("minimumFontSize") == "9")
        #expect(label.value("contentScaleFactor") == "2")
        #expect(cell.value("textLabel.textColor") == "red")
        #expect(cell.value("textLabel.font") == "bold 14")
        #expect(tabBar.value("selectedImageTintColor") == "red")
    }

    /// InterfaCSS 2's `font-scaling-style` is the text style the compound font scales like.
    @Test func fontScalingStyleIsTheFontsTextStyle() throws {
        let text = ".cssfont3 { font-family: system; font-size: 42; font-scaling-style: largeTitle; }"
        #expect(sheet(text).diagnostics.isEmpty)
        let label = TestElement("UILabel", classes: ["cssfont3"])
        styled(text, label)
        let font = try #require(label.typed("font"))
        #expect(font.json.compactText
            == "{\"family\":\"system\",\"size\":42,\"weight\":\"regular\",\"italic\":false,\"textStyle\":\"largeTitle\"}")
    }

    /// `font` and `textColor(state)` on bar items, segmented controls and search bars set the
    /// title text attributes of that state (a search bar's scope buttons'), as InterfaCSS did.
    @Test func fontAndTextColorOnBarItemsAreTitleAttributes() {
        let text = """
        .tabBarStyle1 UITabBarItem { font: Avenir-Light 20; textColor: lightGray; textColor(selected): #b300fd; }
        UISegmentedControl { font(selected): bold 13; }
        UISearchBar { textColor(highlighted): red; }
        """
        #expect(sheet(text).diagnostics.isEmpty)
        let item = TestElement("UITabBarItem")
        let segments = TestElement("UISegmentedControl")
        let search = TestElement("UISearchBar")
        styled(text, TestElement("UITabBar", classes: ["tabBarStyle1"], [item, segments, search]))
        #expect(item.value("titleTextFont") == "Avenir-Light 20")
        #expect(item.value("titleTextColor") == "lightGray")
        #expect(item.value("titleTextColor(selected)") == "#b300fd")
        #expect(segments.value("titleTextFont(selected)") == "bold 13")
        #expect(search.value("scopeBarButtonTitleTextColor(highlighted)") == "red")
    }

    /// InterfaCSS 1.x `layout: sizeToFit(w, h)`: the two arguments are layout terms giving
    /// the largest size (one argument is both); the rest of the constraints follow as usual.
    @Test func sizeToFitInLayoutTakesAMaximumSize() throws {
        let text = """
        .badge { layout: sizeToFit(120, 44), right(parent - 8), top(guide.top + 4); }
        .caption { layout: sizeToFit(parent.width * 0.5, 3 * parent.height - 20) bottom(parent.bottom) left(parent); }
        .dot { layout: sizeToFit(16%), center(parent); }
        """
        let loaded = sheet(text)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let badge = TestElement("UILabel", classes: ["badge"])
        let caption = TestElement("UILabel", classes: ["caption"])
        let dot = TestElement("UIView", classes: ["dot"])
        styled(text, TestElement("UIView", [badge, caption, dot]))
        #expect(badge.typed("layout")?.cssText == "sizeToFit(120, 44), right(parent - 8), top(guide.top + 4)")
        #expect(caption.typed("layout")?.cssText == "sizeToFit(parent.width * 0.5, parent.height * 3 - 20), bottom(parent.bottom), left(parent)")
        #expect(dot.typed("layout")?.cssText == "sizeToFit(16%, 16%), centerX(parent), centerY(parent)")
        guard case .layout(let layout)? = badge.typed("layout") else { Issue.record("no layout"); return }
        let frame = layout.frame(current: (0, 0, 10, 10), fitting: (200, 20), parent: (300, 400), guide: (20, 400),
                                 sibling: { _ in nil })
        #expect(frame == (172, 24, 120, 20))
    }
}
