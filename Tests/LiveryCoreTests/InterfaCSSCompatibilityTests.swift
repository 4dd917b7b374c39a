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
}
