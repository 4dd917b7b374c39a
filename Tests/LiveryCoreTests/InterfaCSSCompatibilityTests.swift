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
