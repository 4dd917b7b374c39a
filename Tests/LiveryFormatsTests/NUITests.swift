import LiveryTestSupport
import LiveryCore
import LiveryFormats
import LiverySyntax
import Testing

/// NUI `.nss`: style classes mapped onto UIKit types or style classes, NUI's property names
/// mapped for the kind of element each class styles, values read as NUI's converter read
/// them, variables and `@media` blocks.
struct NUITests {
    /// The declarations of the sheet's rules as `selector { property: value; … }`.
    static func summary(_ sheet: StyleSheet) -> [String] {
        sheet.rules.map { rule in
            rule.selectors.map(\.description).joined(separator: ", ") + " { "
                + rule.declarations.map { "\($0.property): \($0.value.cssText)" }.joined(separator: "; ") + " }"
        }
    }

    @Test(arguments: [
        ("Button", "font-color: #336699", "^UIButton { titleColor(normal): #336699 }"),
        ("Button", "font-color-selected-highlighted: red; text-shadow-color-disabled: clear",
         "^UIButton { titleColor(selected, highlighted): red; titleShadowColor(disabled): clear }"),
        ("Button", "background-color: white; background-color-highlighted: darkGray",
         "^UIButton { backgroundImage(normal): white; backgroundImage(highlighted): darkGrayColor }"),
        ("Button", "font-name: Avenir-Heavy; font-size: 16px",
         "^UIButton { titleLabel.fontFamily: \"Avenir-Heavy\"; titleLabel.fontSize: 16 }"),
        ("Button", "padding: 1 2; content-insets: 1 2 3; title-insets: 1 2 3 4",
         "^UIButton { titleEdgeInsets: insets(1, 2, 1, 2); contentEdgeInsets: insets(1, 2, 3, 2); titleEdgeInsets: insets(1, 4, 3, 2) }"),
        ("Button", "text-align: right; text-shadow-offset: 1,-2; text-auto-fit: true",
         "^UIButton { contentHorizontalAlignment: right; titleLabel.shadowOffset: size(1, -2); titleLabel.adjustsFontSizeToFitWidth: true }"),
        ("Button", "image-selected: star; image-selected-insets: 1 2 3 4; background-image: bg.png",
         "^UIButton { image(selected): image(\"star\", 1, 4, 3, 2); backgroundImage(normal): image(\"bg.png\") }"),
        ("Button", "background-color-top: #ffffff; background-color-bottom: lightGray",
         "^UIButton { backgroundColor: linear-gradient(180deg, #ffffff, lightGrayColor) }"),
        ("Label", "font-color: blue; font-color-highlighted: yellow; text-align: center; text-alpha: 0.5",
         "^UILabel { textColor: blue; highlightedTextColor: yellow; textAlignment: center; alpha: 0.5 }"),
        ("Label", "font-name: boldSystem; font-size: 12; text-line-clamp: 2",
         "^UILabel { fontFamily: system; fontWeight: bold; fontSize: 12; numberOfLines: 2 }"),
        ("Label", "border-color: green; border-width: 2; corner-radius: 3; shadow-offset: 1, 2; shadow-opacity: 0.5",
         "^UILabel { layer.borderColor: greenColor; layer.borderWidth: 2; layer.cornerRadius: 3; layer.shadowOffset: size(1, 2); layer.shadowOpacity: 0.5 }"),
        ("View", "background-image: tile.png; width: 80; height: 20",
         "UIView { width: 80; height: 20; backgroundColor: image(\"tile.png\") }"),
        ("TableCell", "font-color: red; font-size: 17; background-color-selected: blue",
         "^UITableViewCell { textLabel.textColor: red; textLabel.fontSize: 17; selectedBackgroundView.backgroundColor: blue }"),
        ("TableCellDetail", "font-color: gray; font-name: Georgia",
         "^UITableViewCell { detailTextLabel.textColor: gray; detailTextLabel.fontFamily: \"Georgia\" }"),
        ("BarButton", "font-color: black; font-name: Avenir; font-size: 12; background-color-highlighted: yellow",
         "^UIBarButtonItem { titleTextColor(normal): black; backgroundImage(highlighted, default): yellow; titleTextFont(normal): \"Avenir\" 12 }"),
        ("TabBarItem", "font-color-selected: red; font-size: 10; text-offset: 0,-11",
         "^UITabBarItem { titleTextColor(selected): red; titlePositionAdjustment: offset(0, -11); titleTextFont(normal): system 10 }"),
        ("NavigationBar", "font-color: white; font-name: Futura; font-size: 20; text-shadow-offset: 0,1; background-color: red",
         "^UINavigationBar { backgroundImage(any, default): red; titleTextAttributes: \"\" (foregroundColor: white, shadowOffset: size(0, 1), font: \"Futura\" 20) }"),
        ("TextField", "border-style: rounded; vertical-align: center; keyboard-appearance: dark; background-image: field",
         "^UITextField { borderStyle: roundedRect; contentVerticalAlignment: center; keyboardAppearance: dark; background: image(\"field\") }"),
        ("Switch", "on-tint-color: green; thumb-tint-color: white; on-image: on; on-image-insets: 2",
         "^UISwitch { onTintColor: greenColor; thumbTintColor: white; onImage: image(\"on\", 2, 2, 2, 2) }"),
        ("Slider", "minimum-track-tint-color: red; thumb-image: knob", "^UISlider { minimumTrackTintColor: red; thumbImage(normal): image(\"knob\") }"),
        ("Progress", "progress-tint-color: red; track-tint-color: gray", "^UIProgressView { progressTintColor: red; trackTintColor: gray }"),
        ("Table", "row-height: 44; separator-style: single-line-etched; separator-color: gray",
         "^UITableView { rowHeight: 44; separatorStyle: singleLineEtched; separatorColor: gray }"),
        ("TabBar", "background-tint-color: red; selected-image-tint-color: blue; background-image: bar",
         "^UITabBar { barTintColor: red; selectedImageTintColor: blue; backgroundImage: image(\"bar\") }"),
        ("SearchBar", "scope-background-image: scope.png; scope-background-image-insets: 1 2",
         "^UISearchBar { scopeBarBackgroundImage: image(\"scope.png\", 1, 2, 1, 2) }"),
        ("PageControl", "color: gray; current-color: black", "^UIPageControl { pageIndicatorTintColor: gray; currentPageIndicatorTintColor: black }"),
        ("SegmentedControl", "font-color-selected: white; background-color-selected: blue; divider-image: line",
         "^UISegmentedControl { titleTextColor(selected): white; backgroundImage(selected, default): blue; dividerImage(normal, normal, default): image(\"line\") }"),
        ("UIBarButtonItem", "font-color: red", "^UIBarButtonItem { titleTextColor(normal): red }"),
        ("LargeButton", "font-size: 20; height: 50", "^UIButton.LargeButton { titleLabel.fontSize: 20; height: 50 }"),
        ("BarButtonWithBorder", "font-color: red", "^UIBarButtonItem.BarButtonWithBorder { titleTextColor(normal): red }"),
        ("Highlight", "background-color: yellow; font-color: red; font-size: 12",
         ".Highlight { backgroundColor: yellow; color: red; fontSize: 12 }"),
    ])
    func propertiesMapForTheClassTheyStyle(_ selector: String, _ declarations: String, _ expected: String) {
        let sheet = load("\(selector) { \(declarations); }", as: .nui)
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        #expect(Self.summary(sheet) == [expected])
    }

    /// NUI read a value as its tokens joined by one space: how much whitespace separates two
    /// words, and a comment between them, make no difference to a name.
    @Test(arguments: [
        ("font-name: Helvetica /* light */ Neue", "^UILabel { fontFamily: \"Helvetica Neue\" }"),
        ("font-name: Helvetica/**/Neue", "^UILabel { fontFamily: \"Helvetica Neue\" }"),
        ("font-name:\tHelvetica \t\n  Neue /* trailing */", "^UILabel { fontFamily: \"Helvetica Neue\" }"),
        ("font-name: HelveticaNeue", "^UILabel { fontFamily: \"HelveticaNeue\" }"),
        ("background-image: img  one", "^UILabel { backgroundColor: image(\"img one\") }"),
        ("background-image: img/* x */one.png", "^UILabel { backgroundColor: image(\"img one.png\") }"),
        ("font-color: rgb(1, /* red */ 2 , 3)", "^UILabel { textColor: rgba(1, 2, 3, 1) }"),
    ])
    func whitespaceAndCommentsInValuesReadAsOneSpace(_ declaration: String, _ expected: String) {
        let sheet = load("Label { \(declaration); }", as: .nui)
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        #expect(Self.summary(sheet) == [expected])
    }

    /// Spaces around a comma, after an opening bracket or before a closing one change no
    /// value (`livery format` adds or drops them).
    @Test(arguments: [
        ("divider-image: ,one", "divider-image: , one"), ("background-image: a , b", "background-image: a,b"),
        ("background-image: x( a )", "background-image: x(a)"), ("font-color: rgb( 1 ,2 , 3 )", "font-color: rgb(1, 2, 3)"),
        ("shadow-offset: 1 , 2", "shadow-offset: 1,2"),
    ])
    func spacingAroundPunctuationChangesNoValue(_ one: String, _ other: String) {
        let first = load("SegmentedControl { \(one); }", as: .nui)
        let second = load("SegmentedControl { \(other); }", as: .nui)
        #expect(first.diagnostics.map(\.id) == second.diagnostics.map(\.id))
        #expect(Self.summary(first) == Self.summary(second), "\(one)")
        #expect(!Self.summary(first).isEmpty)
    }

    @Test(arguments: [
        ("red", "red"), ("darkGray", "darkGrayColor"), ("clear", "clear"), ("#A2a2A2", "#a2a2a2"), ("0x00FF00", "#00ff00"),
        ("rgb(255, 0, 0)", "rgba(255, 0, 0, 1)"), ("rgba(255,128,0,0.5)", "rgba(255, 128, 0, 0.5)"),
        ("rgb(1.0, 0.5, 0)", "rgba(255, 127.5, 0, 1)"), ("hsl(0.5, 1.0, 1.0)", "rgba(0, 255, 255, 1)"),
        ("hsla(0.0, 0.0, 0.5, 0.25)", "rgba(127.5, 127.5, 127.5, 0.25)"),
    ])
    func colorsAreReadAsNUIReadThem(_ written: String, _ css: String) {
        #expect(NUIValuesProbe.color(written) == css)
    }

    /// `Character.isHexDigit` takes fullwidth digits too; they are no CSS hex color.
    @Test(arguments: ["#\u{FF11}\u{FF12}\u{FF13}\u{FF14}\u{FF15}\u{FF16}", "#12345\u{FF41}", "0x12g456"])
    func onlyASCIIHexDigitsAreAHexColor(_ written: String) {
        let sheet = load("Label { font-color: \(written); }", as: .nui)
        #expect(sheet.diagnostics.map(\.id) == [FormatDiagnosticID.nuiInvalidValue])
        #expect(sheet.rules.allSatisfy { $0.declarations.isEmpty })
    }

    @Test func valuesNUICouldNotReadAreErrorsAtTheirDeclaration() throws {
        let huge = String(repeating: "9", count: 400)
        let sheet = load("Label {\n  font-color: #FFF;\n  font-size: big;\n  text-shadow-offset: 1;\n  font-name: Avenir;\n  shadow-color: hsl(\(huge), 0, 0);\n}", as: .nui)
        #expect(lines(sheet.diagnostics).dropLast() == [
            "2:3: error: '#FFF' is not a color (a UIColor name, #RRGGBB, rgb(), rgba(), hsl(), hsla()) for 'font-color'; ignored [nui.invalid-value]",
            "3:3: error: 'big' is not a number for 'font-size'; ignored [nui.invalid-value]",
            "4:3: error: '1' is not two numbers separated by a comma for 'text-shadow-offset'; ignored [nui.invalid-value]",
        ])
        // An out-of-range component is no color rather than a crash.
        let last = try #require(sheet.diagnostics.last)
        #expect(last.id == FormatDiagnosticID.nuiInvalidValue && last.location.line == 6)
        #expect(Self.summary(sheet) == ["^UILabel { fontFamily: \"Avenir\" }"])
    }

    @Test func unknownAndInexpressiblePropertiesAreWarnings() {
        let sheet = load("Button {\n  exclude-views: UIAlertButton;\n  text-transform: uppercase;\n  wobble: 2;\n  font-color: red;\n}", as: .nui)
        #expect(lines(sheet.diagnostics) == [
            "2:3: warning: 'exclude-views' has no Livery equivalent; it is left out [nui.unsupported-property]",
            "3:3: warning: 'text-transform' has no Livery equivalent; it is left out [nui.unsupported-property]",
            "4:3: warning: NUI has no property 'wobble' for UIButton [nui.unknown-property]",
        ])
        #expect(Self.summary(sheet) == ["^UIButton { titleColor(normal): red }"])
    }

    @Test func aCommaListStylesEachClassByItsOwnKind() {
        let sheet = load("Button, Label, SmallLabel { font-color: red; font-size: 11; }", as: .nui)
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        #expect(Self.summary(sheet) == [
            "^UIButton { titleColor(normal): red; titleLabel.fontSize: 11 }",
            "^UILabel { textColor: red; fontSize: 11 }",
            "^UILabel.SmallLabel { textColor: red; fontSize: 11 }",
        ])
    }

    @Test func selectorsOtherThanStyleClassNamesAreErrors() {
        let sheet = load("Button:LargeButton { height: 2; }\nView Label { height: 3; }\n.x { height: 4; }\nLabel { height: 5; }", as: .nui)
        #expect(lines(sheet.diagnostics) == [
            "1:1: error: an NUI selector is one style class name ('Button', 'LargeButton'); rule ignored [nui.invalid-selector]",
            "2:1: error: an NUI selector is one style class name ('Button', 'LargeButton'); rule ignored [nui.invalid-selector]",
            "3:1: error: an NUI selector is one style class name ('Button', 'LargeButton'); rule ignored [nui.invalid-selector]",
        ])
        #expect(Self.summary(sheet) == ["^UILabel { height: 5 }"])
    }

    @Test func variablesMayBeDefinedAnywhereTheLastDefinitionWinning() {
        let text = "@accent: red;\nLabel { font-color: @accent; border-width: @width; }\n@width: 2px;\n@accent: #00ff00;"
        let sheet = load(text, as: .nui)
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        #expect(Self.summary(sheet) == ["^UILabel { textColor: #00ff00; layer.borderWidth: 2 }"])
    }

    @Test func aValueStartingWithAnAtIsAVariableAndAnAtElsewhereIsText() {
        let sheet = load("@plain: @icon;\n@icon: star@2x.png;\nButton { image: @plain; background-image: tile@2x.png; }", as: .nui)
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        #expect(Self.summary(sheet) == ["^UIButton { image(normal): image(\"star@2x.png\"); backgroundImage(normal): image(\"tile@2x.png\") }"])
    }

    @Test func aVariableNamingItselfIsAnError() {
        let sheet = load("@a: @b;\n@b: @a;\nLabel { font-color: @a; }", as: .nui)
        #expect(lines(sheet.diagnostics) == ["3:21: error: '@a' refers back to itself; ignored [nui.unknown-variable]"])
        #expect(sheet.rules.isEmpty)
    }

    @Test func anUndefinedVariableIsAnErrorAndItsDeclarationIsIgnored() {
        let sheet = load("Label {\n  font-color: @missing;\n  font-size: 3;\n}", as: .nui)
        #expect(lines(sheet.diagnostics) == ["2:15: error: '@missing' is not defined; ignored [nui.unknown-variable]"])
        #expect(Self.summary(sheet) == ["^UILabel { fontSize: 3 }"])
    }

    @Test func mediaBlocksBecomeConditionsAndHoldTheirOwnVariables() throws {
        let text = """
            @size: 14;
            @media (device:ipad) and (orientation:landscape) {
                @size: 20;
                Label { font-size: @size; }
            }
            @media (device:iphone) { Label { font-color: red; } }
            Button { font-size: @size; }
            """
        let sheet = load(text, as: .nui)
        #expect(lines(sheet.diagnostics) == [
            "7:21: warning: '@size' is also defined in another @media block; Livery uses the definition that holds here [nui.conditional-variable]",
        ])
        #expect(Self.summary(sheet) == ["^UILabel { fontSize: 20 }", "^UILabel { textColor: red }", "^UIButton { titleLabel.fontSize: 14 }"])
        #expect(try #require(sheet.rules[0].condition).description == "@media (idiom: pad) and (orientation: landscape)")
        #expect(try #require(sheet.rules[1].condition).description == "@media (idiom: phone)")
    }

    @Test func mediaOptionsNUIDidNotCheckAreWarnings() {
        let sheet = load("@media (device:ipod) { Label { font-color: red; } }\n@media (theme:dark) { Label { font-color: blue; } }", as: .nui)
        #expect(lines(sheet.diagnostics) == [
            "1:8: warning: NUI's devices are 'ipad' and 'iphone'; this block never applies, as in NUI [nui.unknown-device]",
            "2:8: warning: NUI checks only 'device' and 'orientation'; 'theme' is ignored, as in NUI [nui.unknown-media-option]",
        ])
        var pad = StyleEnvironment()
        pad.idiom = .pad
        let label = TestElement("UILabel")
        let manager = StylingManager<TestElement>(environment: pad)
        manager.add(sheet)
        manager.style(label)
        #expect(sheet.rules.map { $0.condition?.description } == ["@media not all", "@media all"])
        #expect(label.value("textColor") == "blue")
    }

    @Test func aCustomClassStylesOnlyTheElementsCarryingIt() {
        let sheet = load("Button { font-color: gray; height: 37; }\nLargeButton { height: 50; }", as: .nui)
        let plain = TestElement("UIButton")
        let large = TestElement("UIButton", classes: ["LargeButton"])
        let label = TestElement("UILabel", classes: ["LargeButton"])
        let root = TestElement("UIView", [plain, large, label])
        let manager = StylingManager<TestElement>()
        manager.add(sheet)
        manager.style(root)
        #expect(plain.value("height") == "37")
        #expect(large.value("height") == "50")
        #expect(large.value("titleColor(normal)") == "gray")
        #expect(label.value("height") == nil)
    }

    @Test func laterSheetsSeeTheVariablesAndNUISheetsSeeEarlierOnes() throws {
        let loader = FormatLoader(sourceLoader: InMemorySourceLoader([
            "base.css": "@brand: #112233;",
            "theme.nss": "@text: darkGray;\nLabel { font-color: @brand; }",
            "app.css": "UILabel { shadowColor: @text; }",
        ]))
        let base = loader.load("base.css")
        let theme = loader.load("theme.nss", inheritedVariables: base.variables)
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics)")
        #expect(Self.summary(theme) == ["^UILabel { textColor: #112233 }"])
        let app = loader.load("app.css", inheritedVariables: base.variables.merging(theme.variables))
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
        #expect(Self.summary(app) == ["UILabel { shadowColor: darkGrayColor }"])
    }

    /// A color an earlier sheet shares (an NUI sheet's, shared as Livery CSS, or a Livery CSS
    /// sheet's) is the same color in a later NUI sheet: NUI's reading of whole numbers as
    /// 255ths does not apply to it a second time.
    @Test func sharedColorsKeepTheirMeaningInALaterNUISheet() throws {
        let declarations = "Label { font-color: @c; background-color: @d; border-color: @h; shadow-color: @e; }"
        let loader = FormatLoader(sourceLoader: InMemorySourceLoader([
            "base.css": "@e: rgba(255, 0, 0, 0.5);",
            "colors.nss": "@c: rgb(255,0,0);\n@d: rgba(255,0,0,0.5);\n@h: hsl(0.5,1,1);",
            "same.nss": "@c: rgb(255,0,0);\n@d: rgba(255,0,0,0.5);\n@h: hsl(0.5,1,1);\n@e: rgba(255,0,0,0.5);\n" + declarations,
            "app.nss": declarations,
        ]))
        let base = loader.load("base.css")
        let colors = loader.load("colors.nss", inheritedVariables: base.variables)
        let app = loader.load("app.nss", inheritedVariables: base.variables.merging(colors.variables))
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
        let same = loader.load("same.nss")
        #expect(Self.summary(app) == Self.summary(same))
        #expect(Self.summary(app) == ["^UILabel { textColor: rgba(255, 0, 0, 1); backgroundColor: rgba(255, 0, 0, 0.5); "
                                          + "layer.borderColor: rgba(0.996, 1, 1, 1); layer.shadowColor: rgba(255, 0, 0, 0.5) }"])
    }

    /// A Livery CSS sheet's color functions keep Livery's meaning in a later NUI sheet,
    /// whatever NUI's converter would make of their text (tiny and out-of-range components
    /// too); other values keep their text, since the variable may name an image or a font.
    @Test(arguments: [
        ("@c: hsl(120, 100%, 50%);", "font-color", "textColor: #00ff00"),
        ("@c: rgb(0.02, 0, 0);", "font-color", "textColor: rgba(0.02, 0, 0, 1)"),
        ("@c: rgba(-20, 300, 0, 0.00005);", "font-color", "textColor: rgba(0, 255, 0, 5e-05)"),
        ("@c: rgb(255 0 0 / 50%);", "font-color", "textColor: rgba(255, 0, 0, 0.501960784)"),
        ("@c: systemRed;", "font-color", "textColor: systemRed"),
        ("@c: white;", "background-image", "backgroundColor: image(\"white\")"),
        ("@c: 12;", "font-size", "fontSize: 12"),
    ])
    func liveryCSSValuesKeepTheirMeaningInALaterNUISheet(_ base: String, _ property: String, _ expected: String) {
        let loader = FormatLoader(sourceLoader: InMemorySourceLoader(["base.css": base, "app.nss": "Label { \(property): @c; }"]))
        let app = loader.load("app.nss", inheritedVariables: loader.load("base.css").variables)
        #expect(app.diagnostics.isEmpty, "\(base) \(app.diagnostics)")
        #expect(Self.summary(app) == ["^UILabel { \(expected) }"], "\(base)")
    }

    /// What has no NUI form is an error there, not a different color: a color with a light
    /// and a dark appearance, a color function over variables.
    @Test(arguments: ["@c: dynamic(#fff, #000);", "@b: #336699;\n@c: lighten(@b, 10%);"])
    func colorsWithoutAnNUIFormAreErrors(_ base: String) {
        let loader = FormatLoader(sourceLoader: InMemorySourceLoader(["base.css": base, "app.nss": "Label { font-color: @c; }"]))
        let app = loader.load("app.nss", inheritedVariables: loader.load("base.css").variables)
        #expect(app.diagnostics.map(\.id.rawValue) == ["nui.invalid-value"], "\(base)")
    }

    @Test func theExtensionNamesTheDialect() {
        #expect(StyleSheetFormat.inferred(fromPath: "Theme/Blue.NUI.nss") == .nui)
        #expect(FormatLoader().format(ofPath: "style.nss") == .nui)
    }

    @Test func converterOutputLoadsAsLiveryCSSWithItsWarningsKept() {
        let text = "@c: #123456;\nButton, Label { font-color: @c; text-transform: uppercase; }\nNavigationBar { background-color-top: red; background-color-bottom: blue; }"
        let converted = FormatConverter(sourceLoader: InMemorySourceLoader(["t.nss": text])).convert("t.nss", from: .nui)
        #expect(!converted.hasErrors)
        let reloaded = StyleSheetLoader().load(SourceFile(path: "t.css", text: converted.css))
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)\n\(converted.css)")
        #expect(converted.css.contains("/* warning: 'text-transform' has no Livery equivalent; it is left out [nui.unsupported-property] (t.nss:2:33) */"))
        #expect(converted.css.contains("/* warning: NUI drew a bar's gradient into its background image; Livery's images are not gradients, so it is left out [nui.unsupported-property] (t.nss:3:17) */"),
                "\(converted.css)")
    }
}

/// `NUIValues` through the loader (it is internal): a color on a label's text color.
enum NUIValuesProbe {
    static func color(_ written: String) -> String? {
        let sheet = load("Label { font-color: \(written); }", as: .nui)
        guard sheet.diagnostics.isEmpty else { return nil }
        return sheet.rules.first?.declarations.first?.value.cssText
    }
}
