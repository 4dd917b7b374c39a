import LiveryCore
import LiveryFormats
import LiverySyntax
import LiveryTestSupport
import LiveryValues
import Testing

/// What UISS accepted beyond its documented syntax, as sheets written for it rely on: JSON
/// with trailing commas, code groups, shorter setters, `null` images and UISS's own
/// properties. Each is read natively and converts to Livery CSS that loads without a
/// diagnostic.
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

    @Test func aCodeGroupAppliesWhereItStands() {
        let text = """
        {"@Controllers": {
            "UIViewController": {"UILabel": {"textColor": "white", "@Labels": {"alpha": 0.5}}}
         },
         "UIButton": {"@Tint": {"tintColor": "red"}}}
        """
        let sheet = load(text, as: .uiss)
        #expect(lines(sheet.diagnostics) == [])
        #expect(sheet.dumpText == """
        ^UIViewController ^UILabel { textColor: white; alpha: 0.5; }
        ^UIButton { tintColor: red; }

        """)
        #expect(convertedDiagnostics(text) == [])
        #expect(lines(load("{\"@Group\": 3}", as: .uiss).diagnostics)
            == ["1:12: error: the group '@Group' must map to an object, found a number [uiss.expected-object]"])
    }

    /// UISS calls the setter with as many parameters as the key has: a navigation bar's
    /// `backgroundImage:default` is `setBackgroundImage(_:for: UIBarMetrics)`, which is the
    /// two-parameter setter for any bar position.
    @Test func fewerParametersAreTheShorterSetter() throws {
        let text = """
        {"UINavigationBar": {"backgroundImage:landscapePhone": "small", "backgroundImage:default": "bar",
                             "backgroundImage:top": "top"},
         "UIButton": {"backgroundImage:highlighted": "pressed"}}
        """
        let sheet = load(text, as: .uiss)
        #expect(lines(sheet.diagnostics) == [])
        #expect(sheet.rules.flatMap { $0.declarations.map(\.canonicalParameters) }
            == [["any", "compact"], ["any", "default"], ["top"], ["highlighted"]])
        let bar = TestElement("UINavigationBar")
        styled(text, bar)
        #expect(try #require(bar.typed("backgroundImage(any, default)")).json.compactText == "{\"name\":\"bar\"}")
        #expect(bar.typed("backgroundImage(any, compact)") != nil)
        #expect(convertedDiagnostics(text) == [])
    }

    /// `null` and `""` pass `nil` to UISS's setter: no custom image. The element keeps its
    /// own image (`current`), also against a rule that matches it less specifically.
    @Test func nullAndEmptyImagesMeanNoImage() throws {
        let text = """
        {"UINavigationBar": {"backgroundImage:default": "bar", "shadowImage": "line"},
         "UIViewController": {"UINavigationBar": {"backgroundImage:default": null, "shadowImage": ""},
                              "UISegmentedControl": {"dividerImage:normal:normal:default": null}}}
        """
        let sheet = load(text, as: .uiss)
        #expect(lines(sheet.diagnostics) == [])
        #expect(sheet.rules[1].declarations.map { "\($0.property): \($0.value.cssText)" }
            == ["backgroundImage(any, default): current", "shadowImage: current"])
        let contained = TestElement("UINavigationBar")
        let tree = TestElement("UIView", [TestElement("UIViewController", [contained]), TestElement("UINavigationBar")])
        styled(text, tree)
        #expect(contained.value("backgroundImage(any, default)") == "current")
        #expect(contained.typed("backgroundImage(any, default)") == nil)
        #expect(contained.value("shadowImage") == "current")
        #expect(try #require(tree.styleChildren[1].typed("shadowImage")).json.compactText == "{\"name\":\"line\"}")
        #expect(convertedDiagnostics(text) == [])
    }

    /// `UIView+UISS` and `UILabel+UISS`: what each of UISS's own setters writes.
    @Test func uissOwnPropertiesAreTheUIKitPropertiesTheirSettersWrite() {
        let text = """
        {"UIView": {"backgroundUISSColor": "white", "debugBorderColor": "red"},
         "UITableView": {"debugBorderColor": null},
         "UILabel": {"textAttributes": {"font": ["HelveticaNeue-Medium", 14], "textColor": "darkGray",
                                        "textShadowColor": "black", "textShadowOffset": [0, 1]}}}
        """
        let sheet = load(text, as: .uiss)
        #expect(lines(sheet.diagnostics) == [])
        #expect(sheet.dumpText == """
        ^UIView { backgroundColor: white; layer.borderColor: red; layer.borderWidth: 1; }
        ^UITableView { layer.borderWidth: 0; }
        ^UILabel { font: "HelveticaNeue-Medium" 14; textColor: darkGrayColor; shadowColor: black; shadowOffset: size(0, 1); }

        """)
        #expect(convertedDiagnostics(text) == [])
        let other = load("{\"UILabel\": {\"textAttributes\": {\"kern\": 2}}}", as: .uiss)
        #expect(lines(other.diagnostics) == ["1:33: error: a label's 'textAttributes' sets font, textColor, textShadowColor and textShadowOffset; 'kern' is not one of them [uiss.unknown-text-attribute]"])
    }

    /// UIKit's deprecated `selectedImageTintColor`, which UISS sheets still set on tab bars.
    @Test func selectedImageTintColorIsKnown() {
        let text = "{\"UITabBar\": {\"tintColor\": \"#022944\", \"selectedImageTintColor\": \"red\"}}"
        #expect(lines(load(text, as: .uiss).diagnostics) == [])
        #expect(convertedDiagnostics(text) == [])
    }
}
