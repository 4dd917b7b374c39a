import LiveryTestSupport
import LiveryCore
import LiveryFormats
import LiverySyntax
import Testing

/// Nimbus CSS: property names mapped onto the catalog, button states, frame layout kept as
/// custom properties, `@import` in source order.
struct NimbusTests {
    @Test(arguments: [
        ("UIView", "opacity: 0.5", "alpha: 0.5"),
        ("UIView", "border-radius: 4px", "cornerRadius: 4"),
        ("UIView", "border: 2px solid red", "borderWidth: 2; borderColor: red"),
        ("UIView", "background-color: tiles", "backgroundColor: tiles"),
        ("UIView", "visibility: hidden", "hidden: true"),
        ("UIView", "-ios-autoresizing: margins", "autoresizingMask: margins"),
        ("UIView", "width: 50%; height: auto", "width: 50%; height: auto"),
        ("UIView", "padding: 4px 8px", "paddingVertical: 4; paddingHorizontal: 8"),
        ("UIView", "-mobile-vpadding: 3px", "paddingVertical: 3"),
        ("UILabel", "color: red", "color: red"),
        ("UILabel", "font: 12px Helvetica", "font: 12 Helvetica"),
        ("UILabel", "font-family: Georgia; font-size: 13px; font-style: italic; font-weight: bold", "font: Georgia bold italic 13"),
        ("UILabel", "text-shadow: black 1px 2px", "shadowColor: black; shadowOffset: size(1, 2)"),
        ("UILabel", "-ios-line-break-mode: middle-truncate", "lineBreakMode: middle-truncate"),
        ("UILabel", "-ios-minimum-font-size: 9px", "minimumFontSize: 9"),
        ("UILabel", "-mobile-text-key: \"k\"", "text: L(\"k\")"),
        ("UIButton", "font: 12px Helvetica", "titleLabel.font: 12 Helvetica"),
        ("UIButton", "color: red", "color: red"),
        ("UIButton", "-mobile-text-key: \"go\"", "title(normal): L(\"go\")"),
        ("UIButton", "-mobile-content-insets: 1px 2px 3px 4px", "contentEdgeInsets: 1 2 3 4"),
        ("UIButton", "background-image: url(b.png); -mobile-background-stretch: 1 2 3 4",
         "backgroundImage(normal): image(\"b.png\", 1, 2, 3, 4)"),
        ("UIButton:selected", "color: red; -mobile-image: url('s.png')", "titleColor(selected): red; image(selected): image(\"s.png\")"),
        ("UINavigationBar", "-ios-tint-color: red", "tintColor: red"),
        ("UIView", "border: none", "borderWidth: 0"),
        ("UIView", "border: 1px solid", "borderWidth: 1"),
        ("UIActivityIndicatorView", "-ios-activity-indicator-style: gray", "activityIndicatorViewStyle: gray"),
        ("UIActivityIndicatorView", "-ios-activity-indicator-style: white-large", "activityIndicatorViewStyle: whiteLarge"),
        ("UITableView", "-ios-table-view-cell-separator-style: single-line-etched", "separatorStyle: singleLineEtched"),
        ("UITableView", "-ios-table-view-cell-separator-style: none", "separatorStyle: none"),
        ("UIScrollView", "-ios-scroll-view-indicator-style: white", "indicatorStyle: white"),
        ("UIButton", "-mobile-content-valign: middle; -mobile-content-halign: left",
         "contentVerticalAlignment: center; contentHorizontalAlignment: left"),
        ("UITextField", "-mobile-content-valign: fill", "contentVerticalAlignment: fill"),
        ("UIView", "top: 5px; -mobile-relative: #logo; margin-left: 10%",
         "nimbusTop: 5; nimbusRelative: #logo; nimbusMarginLeft: 10%"),
    ])
    func propertiesMapOntoTheCatalog(_ selector: String, _ declarations: String, _ expected: String) throws {
        let sheet = load("\(selector) { \(declarations); }", as: .nimbus)
        #expect(!sheet.hasErrors, "\(sheet.diagnostics)")
        let rule = try #require(sheet.rules.first)
        #expect(rule.declarations.map { "\($0.property): \($0.value.cssText)" }.joined(separator: "; ") == expected)
    }

    /// Nimbus has no variables: `@name` in a value is an error, not a variable of the
    /// converted sheet.
    @Test func anAtNameInAValueIsNoValue() throws {
        let sheet = load("UILabel {\n  -ios-text-shadow: 1@px 1px #000;\n}", as: .nimbus)
        #expect(lines(sheet.diagnostics) == [
            "2:21: error: '-ios-text-shadow': '@px' is not a Nimbus value (Nimbus CSS has no variables) [nimbus.invalid-value]",
        ])
        #expect(sheet.rules.flatMap(\.declarations).isEmpty)
    }

    /// `-ios-minimum-font-size` is the label's `minimumFontSize`, typed as it: a value that
    /// is no size is an error in the Nimbus sheet, not in the converted one.
    @Test func aMinimumFontSizeIsTypedAsTheCatalogProperty() throws {
        let sheet = load("UILabel {\n  -ios-minimum-font-size: 2px 4px;\n}", as: .nimbus)
        #expect(sheet.diagnostics.map(\.id.rawValue) == ["value.invalid-expression"])
        #expect(sheet.diagnostics.first?.location.line == 2)
        #expect(sheet.rules.flatMap(\.declarations).isEmpty)
    }

    /// `--name` and `var()` would read as Livery variables once converted: no values either.
    @Test(arguments: ["--ink", "var(--ink)", "rgb(--r, 0, 0)"])
    func dashedNamesAndVarAreNoValues(_ value: String) throws {
        let sheet = load("UILabel { color: \(value) 1px; }", as: .nimbus)
        #expect(sheet.diagnostics.map(\.id.rawValue) == ["nimbus.invalid-value"])
        #expect(sheet.rules.flatMap(\.declarations).isEmpty)
    }

    @Test func aBorderColorInSecondPlaceIsIgnoredAsNimbusIgnoredIt() throws {
        let sheet = load("UIView {\n  border: 1px black;\n}", as: .nimbus)
        #expect(!sheet.hasErrors)
        #expect(lines(sheet.diagnostics) == [
            "2:15: warning: Nimbus takes the border color from the third value ('<width> <style> <color>'); 'black' is ignored, as Nimbus ignored it [nimbus.ignored-value]",
        ])
        let rule = try #require(sheet.rules.first)
        #expect(rule.declarations.map { "\($0.property): \($0.value.cssText)" } == ["borderWidth: 1"])
    }

    @Test(arguments: [
        ("iPad", "@media (idiom: pad)"),
        ("iphone", "@media (idiom: phone)"),
        ("retina", "@media (min-scale: 2)"),
        ("nonRetina", "@media (max-scale: 1)"),
        ("iPad-retina, iPhone-nonretina", "@media (idiom: pad) and (min-scale: 2), (idiom: phone) and (max-scale: 1)"),
    ])
    func mediaDeviceTypesBecomeConditions(_ types: String, _ expected: String) throws {
        let sheet = load("@media \(types)\n{\nUILabel { opacity: 0.5; }\n}\nUIView { opacity: 1; }", as: .nimbus)
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        #expect(try #require(sheet.rules.first?.condition).description == expected)
        #expect(sheet.rules.last?.condition == nil)
    }

    @Test func mediaDeviceTypesApplyOnTheirDevice() {
        let text = "@media ipad-nonretina, iphone-retina { UILabel { opacity: 0.5; } } @media television { UILabel { opacity: 0.1; } }"
        let sheet = load(text, as: .nimbus)
        #expect(lines(sheet.diagnostics) == [
            "1:75: warning: Nimbus CSS @media takes 'ipad', 'iphone', 'retina', 'nonretina' or 'ipad-retina' …; this query never applies, as in Nimbus [nimbus.unknown-device-type]",
        ])
        var phone = StyleEnvironment()
        phone.scale = 2
        let label = TestElement("UILabel")
        let manager = StylingManager<TestElement>(environment: phone)
        manager.add(sheet)
        manager.style(label)
        #expect(label.value("alpha") == "0.5")
        phone.scale = 1
        let other = TestElement("UILabel")
        let second = StylingManager<TestElement>(environment: phone)
        second.add(sheet)
        second.style(other)
        #expect(other.value("alpha") == nil)
    }

    @Test func anEmptyTextFieldRuleSetsThePlaceholderOnly() throws {
        let sheet = load("UITextField { color: red; }\n.field:empty {\n  -mobile-text-key: \"Name\";\n  color: blue;\n}", as: .nimbus)
        #expect(!sheet.hasErrors, "\(sheet.diagnostics)")
        #expect(lines(sheet.diagnostics) == [
            "4:3: warning: Nimbus applies only '-mobile-text-key' (the placeholder) of an ':empty' rule; 'color' is left out [nimbus.state-property]",
        ])
        let rule = try #require(sheet.rules.last)
        #expect(rule.selectors.map(\.description) == [".field"])
        #expect(rule.declarations.map { "\($0.property): \($0.value.cssText)" } == ["placeholder: L(\"Name\")"])
        let field = TestElement("UITextField", classes: ["field"])
        let manager = StylingManager<TestElement>()
        manager.add(sheet)
        manager.style(field)
        #expect(field.value("textColor") == "red")
    }

    @Test func mediaBlocksConvertToLiveryMedia() {
        let text = "@media iPad-retina, tv { UILabel { opacity: 0.5; } }\nUIView { opacity: 1; }"
        let converted = FormatConverter(sourceLoader: InMemorySourceLoader(["a.css": text])).convert("a.css", from: .nimbus)
        let reloaded = StyleSheetLoader().load(SourceFile(path: "b.css", text: converted.css))
        #expect(!reloaded.hasErrors, "\(reloaded.diagnostics)\n\(converted.css)")
        #expect(reloaded.rules.first?.condition?.description == "@media (idiom: pad) and (min-scale: 2), not all")
        #expect(reloaded.rules.last?.condition == nil)
    }

    @Test func pseudoClassesNimbusNeverAppliedAreWarnings() {
        let sheet = load("UILabel:active { color: blue; }\nUILabel:nth-child(2) { color: red; }\nUILabel { color: green; }", as: .nimbus)
        #expect(lines(sheet.diagnostics) == [
            "1:8: warning: Nimbus read ':active' but applied only ':selected', ':highlighted', ':disabled' (buttons) and ':empty' (text fields); rule ignored, as in Nimbus [nimbus.never-applied-selector]",
            "2:8: error: Nimbus CSS knows only ':selected', ':highlighted', ':disabled' and ':empty' on the styled view; rule ignored [nimbus.invalid-selector]",
        ])
        #expect(sheet.dumpText == "UILabel { color: green; }\n")
    }

    @Test func importsStandWhereTheyAreWritten() {
        let sheet = load("UILabel { opacity: 0.1; }\n@import url('b.css')\nUILabel { opacity: 0.3; }", as: .nimbus,
                         path: "a.css", files: ["b.css": "UILabel { opacity: 0.2; }"])
        #expect(sheet.diagnostics.isEmpty)
        #expect(sheet.rules.map { $0.declarations[0].value.cssText } == ["0.1", "0.2", "0.3"])
        #expect(sheet.rules[1].span.file.path == "b.css")
    }

    @Test func frameLayoutIsKeptAsCustomPropertiesWithAWarning() throws {
        let sheet = load(".tag {\n  left: 4px;\n  -mobile-valign: middle;\n}", as: .nimbus)
        #expect(lines(sheet.diagnostics) == [
            "1:1: warning: Nimbus frame layout (top, left, bottom, right, margins, -mobile-halign/-valign/-relative) is kept as custom properties that Livery's layout does not apply [nimbus.frame-layout]",
        ])
        let view = TestElement("UIView", classes: ["tag"])
        let custom = CustomProperties(sheets: [sheet]).values(for: view)
        #expect(custom.keys.sorted() == ["nimbusLeft", "nimbusValign"])
        #expect(custom["nimbusValign"]?.declaration.value.cssText == "middle")
    }

    @Test func buttonStatesBecomeParameters() {
        let button = TestElement("UIButton")
        let manager = StylingManager<TestElement>()
        manager.add(load("UIButton { color: white; } UIButton:highlighted { color: gray; }", as: .nimbus))
        manager.style(button)
        #expect(button.value("titleColor") == "white")
        #expect(button.value("titleColor(highlighted)") == "gray")
    }
}
