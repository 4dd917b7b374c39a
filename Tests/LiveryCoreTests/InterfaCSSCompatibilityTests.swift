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
}
