import LiveryCore
import LiveryFormats
import LiverySyntax
import LiveryTestSupport
import LiveryValues
import Testing

/// What UISS accepted beyond its documented syntax, as sheets written for it rely on.
struct UISSCompatibilityTests {
    func styled(_ text: String, _ element: TestElement) {
        let manager = StylingManager<TestElement>()
        manager.add(load(text, as: .uiss))
        manager.style(element)
    }

    /// The diagnostics of loading `text`'s conversion as Livery CSS.
    func convertedDiagnostics(_ text: String) -> [String] {
        let converted = FormatConverter().convert(SourceFile(path: "t.json", text: text), from: .uiss)
        return lines(converted.diagnostics + load(converted.css, as: .livery).diagnostics)
    }

    @Test func trailingCommasAreAccepted() {
        let text = """
        {
          "UILabel": {"textColor": "red", "shadowOffset": [1, 2,],},
          "UIView": {"alpha": 0.5,
          },
        }
        """
        let sheet = load(text, as: .uiss)
        #expect(lines(sheet.diagnostics) == [])
        #expect(sheet.dumpText == """
        ^UILabel { textColor: red; shadowOffset: size(1, 2); }
        ^UIView { alpha: 0.5; }

        """)
    }
}
