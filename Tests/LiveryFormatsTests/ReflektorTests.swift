import LiveryTestSupport
import LiveryCore
import LiveryFormats
import LiverySyntax
import LiveryValues
import Testing

/// ReflektorKit semantics: selectors, exact class matching, `include:`, conditions, namespace
/// variables, `px`, `!important`, `flex-*` directives and custom keys.
struct ReflektorTests {
    @Test(arguments: [
        ("UILabel { alpha: 1; }", "UILabel"),
        ("UILabel { applies-to-subclasses: true; alpha: 1; }", "^UILabel"),
        ("rounded { alpha: 1; }", ".rounded"),
        ("UIView:card { alpha: 1; }", "UIView.card"),
        ("XYZGauge:big { alpha: 1; }", "XYZGauge.big"),
        ("UIView:__where { condition: 'idiom = pad'; alpha: 1; }", "@media (idiom: pad) UIView"),
    ])
    func selectors(_ text: String, _ expected: String) throws {
        let rule = try #require(load(text, as: .reflektor).rules.first)
        let prefix = rule.condition.map { $0.description + " " } ?? ""
        #expect(prefix + rule.selectors.map(\.description).joined(separator: ", ") == expected)
    }

    @Test(arguments: [
        ("idiom = pad", "@media (idiom: pad)"),
        ("idiom != phone", "@media not (idiom: phone)"),
        ("horizontal = regular", "@media (horizontal-size-class: regular)"),
        ("vertical != compact", "@media not (vertical-size-class: compact)"),
        ("width < 200", "@media not (min-width: 200)"),
        ("width <= 200", "@media (max-width: 200)"),
        ("width = 200", "@media (width: 200)"),
        ("width != 200", "@media not (width: 200)"),
        ("height > 200", "@media not (max-height: 200)"),
        ("height >= 200", "@media (min-height: 200)"),
        ("idiom = pad and vertical = regular", "@media (idiom: pad) { @media (vertical-size-class: regular)"),
        ("idiom == phone", "@media (idiom: phone)"),
        ("horizontal == compact and width == 320", "@media (horizontal-size-class: compact) { @media (width: 320)"),
    ])
    func conditions(_ condition: String, _ expected: String) throws {
        let sheet = load("UIView:__where { condition: '\(condition)'; alpha: 1; }", as: .reflektor)
        #expect(try #require(sheet.rules.first?.condition).description == expected)
    }

    @Test func sizeConditionsWarnThatTheyCompareTheWindow() {
        let sheet = load("UIView:__where {\n  condition: 'idiom = pad and width < 200';\n  alpha: 1;\n}", as: .reflektor)
        #expect(lines(sheet.diagnostics) == [
            "2:30: warning: 'width < 200' compares the view's size in ReflektorKit; Livery compares the window's size [reflektor.element-size-condition]",
        ])
    }

    @Test func classSelectorsMatchTheExactClassUnlessAppliedToSubclasses() {
        let text = "UIControl { alpha: 0.5; } UIView { applies-to-subclasses: true; tint-color: red; }"
        let button = TestElement("UIButton")
        let control = TestElement("UIControl", [button])
        let manager = StylingManager<TestElement>()
        manager.add(load(text, as: .reflektor))
        manager.style(control)
        #expect(control.value("alpha") == "0.5")
        #expect(button.value("alpha") == nil)
        #expect(button.value("tintColor") == "red")
    }

    @Test func includesPutOwnDeclarationsFirstThenTheFirstIncluded() {
        let text = """
        a { alpha: 0.1; tint-color: red; hidden: true; }
        b { alpha: 0.2; tint-color: blue; }
        UIView:c { include: a, b; alpha: 0.3; }
        """
        let view = TestElement("UIView", classes: ["c"])
        let manager = StylingManager<TestElement>()
        manager.add(load(text, as: .reflektor))
        manager.style(view)
        #expect(view.value("alpha") == "0.3")
        #expect(view.value("tintColor") == "red")
        #expect(view.value("hidden") == "true")
    }

    @Test func quotedIncludeTargetsNameTheSelectorInside() {
        let text = """
        UIButton:item { alpha: 0.4; tint-color: red; }
        plain { hidden: true; }
        UIButton:__where { condition: 'idiom == phone'; include: 'UIButton:item', 'plain'; alpha: 0.9; }
        """
        let sheet = load(text, as: .reflektor)
        #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
        let button = TestElement("UIButton")
        let manager = StylingManager<TestElement>()
        manager.add(sheet)
        manager.style(button)
        #expect(button.value("alpha") == "0.9")
        #expect(button.value("tintColor") == "red")
        #expect(button.value("hidden") == "true")
    }

    @Test func uiKitAdditionsOfButtonsAndFrames() throws {
        let text = """
        UIButton:item {
          text: 'Go';
          highlighted-text-color: #ff0000;
          highlighted-background-image: image('pressed');
          disabled-image: image('off');
          y: 64px;
          width: 120px;
        }
        """
        let sheet = load(text, as: .reflektor)
        #expect(!sheet.hasErrors, "\(sheet.diagnostics)")
        #expect(lines(sheet.diagnostics) == [
            "6:3: warning: 'y' sets the frame's origin in ReflektorKit; Livery sets the layout offset 'top', the same place unless a flex container lays the view out [reflektor.frame-origin]",
        ])
        let rule = try #require(sheet.rules.first)
        #expect(rule.declarations.map { "\($0.property): \($0.value.cssText)" } == [
            "title(normal): \"Go\"", "titleColor(highlighted): #ff0000", "backgroundImage(highlighted): image(\"pressed\")",
            "image(disabled): image(\"off\")", "top: 64", "width: 120",
        ])
        #expect(CustomProperties(sheets: [sheet]).values(for: TestElement("UIButton", classes: ["item"])).isEmpty)
        let label = try #require(load("UILabel { text: 'Hi'; text-color: #00ff00; }", as: .reflektor).rules.first)
        #expect(label.declarations.map { "\($0.property)" } == ["text", "textColor"])
    }

    @Test func namespaceVariablesPixelsAndDirectives() {
        let text = """
        @global { @pad = 6px; @ink = hsl(0, 0%, 10%); }
        @sizes { @side = size(30px, 40px); }
        UIView:box {
          corner-radius: @pad;
          border-color: @ink;
          flex-fixed-size: @side;
          flex-padding: edge-insets(1px, 2px, 3px, 4px);
          flex-container: true;
          flex-justify-content: center;
        }
        """
        let sheet = load(text, as: .reflektor)
        #expect(sheet.diagnostics.isEmpty)
        #expect(sheet.variables.names == ["pad", "ink", "side"])
        #expect(sheet.dumpText == """
        UIView.box { cornerRadius: 6; borderColor: hsl(0, 0%, 10%); width: 30; height: 40; paddingLeft: 1; paddingTop: 2; paddingRight: 3; paddingBottom: 4; display: flex; justifyContent: center; }

        """)
    }

    /// A `;` ends a namespace statement even inside an unclosed `(`: the broken value is an
    /// error of its own, and the next statement is read as written.
    @Test func anUnclosedParenthesisEndsAtItsStatement() {
        let sheet = load("@global {\n  @soft = rgba(20, 120, 200;\n  @gap = 12px;\n}\nUIView:box { corner-radius: @gap; }", as: .reflektor)
        #expect(sheet.diagnostics.map { "\($0.location.line) \($0.id)" } == ["2 syntax.unclosed-bracket"])
        #expect(sheet.variables.names == ["gap"])
        #expect(sheet.dumpText == "UIView.box { cornerRadius: 12; }\n")
    }

    /// A block inside a namespace (a rule typed there, or the namespace's `}` missing) is
    /// no variable's value: an error, as in Livery CSS, and the statements after it still read.
    @Test func aBlockInANamespaceIsNoValue() {
        let sheet = load("@global {\n  @tint = red {\n  alpha: 1; }\n  @gap = 12px;\n}\nUIView:box { corner-radius: @gap; }",
                         as: .reflektor)
        #expect(lines(sheet.diagnostics) == ["2:15: error: a variable's value cannot be a block [syntax.unexpected-block]"])
        #expect(sheet.variables.names == ["gap"])
        #expect(sheet.dumpText == "UIView.box { cornerRadius: 12; }\n")
    }

    /// `--name` and `var()` are Livery's variables, not ReflektorKit's (`@name`): converted,
    /// they would read as references to variables that do not exist.
    @Test func liveryVariableSyntaxIsNoReflektorValue() {
        let sheet = load("@global {\n  @soft = var(--x);\n}\nUIView:box {\n  alpha: 0.5;\n  dimmed: --false;\n  tint-color: rgb(1, 2, var(--b));\n}",
                         as: .reflektor)
        #expect(lines(sheet.diagnostics) == [
            "2:11: error: 'var(--x)' is not a ReflektorKit value (its variables are written '@name') [reflektor.invalid-value]",
            "6:11: error: '--false' is not a ReflektorKit value (its variables are written '@name') [reflektor.invalid-value]",
            "7:25: error: 'var(--b)' is not a ReflektorKit value (its variables are written '@name') [reflektor.invalid-value]",
        ])
        #expect(sheet.variables.names.isEmpty)
        #expect(sheet.dumpText == "UIView.box { alpha: 0.5; }\n")
        // The same for a variable declared outside a namespace.
        let top = load("@v: --x;\nUIButton { color: @v; }", as: .reflektor)
        #expect(lines(top.diagnostics) == [
            "1:5: error: '--x' is not a ReflektorKit value (its variables are written '@name') [reflektor.invalid-value]",
            "2:19: error: unknown variable '@v' [reflektor.unknown-variable]",
        ])
    }

    @Test func importantIsNotLiverysImportant() {
        let sheet = load("UILabel {\n  alpha: 0.5 !important;\n}", as: .reflektor)
        #expect(sheet.rules.first?.declarations.first?.important == false)
        #expect(lines(sheet.diagnostics) == [
            "2:3: warning: '!important' (compute at layout time) has no Livery equivalent; Livery computes 'alpha' when it styles [reflektor.layout-time]",
        ])
        let converted = FormatConverter(sourceLoader: InMemorySourceLoader(["a.rflk": "UILabel { alpha: 0.5 !important; }"]))
            .convert("a.rflk", from: .reflektor)
        #expect(converted.css.contains("/* warning: '!important' (compute at layout time) has no Livery equivalent"))
        #expect(converted.css.contains("  alpha: 0.5;\n"))
    }

    /// A key Livery CSS reads as a web shorthand is no custom key: it expands as it would in
    /// the converted sheet, so a value it cannot take is an error here, not after converting.
    @Test func webShorthandNamesExpandAsInLiveryCSS() throws {
        let sheet = load("rounded { border: 2px red; margin: 1px 2px; }", as: .reflektor)
        #expect(sheet.diagnostics.isEmpty)
        #expect(sheet.dumpText == ".rounded { borderWidth: 2; borderColor: red; marginTop: 1; marginRight: 2; marginBottom: 1; marginLeft: 2; }\n")
        let broken = load("UIView { border = ==-colo:r red; }", as: .reflektor)
        #expect(broken.diagnostics.map(\.severity) == [.error])
        #expect(broken.dumpText == "UIView { borderColor: red; }\n")
    }

    @Test func customKeysAreReadableFromCode() throws {
        let text = "rounded { badge-offset: 4px; accent: #ff0000; corner-radius: 50%; label-key: locale('K'); parts: vector(1, 2px) }"
        let sheet = load(text, as: .reflektor)
        #expect(sheet.diagnostics.isEmpty)
        let view = TestElement("UIView", classes: ["rounded"])
        let custom = CustomProperties(sheets: [sheet]).values(for: view)
        #expect(custom.keys.sorted() == ["accent", "badgeOffset", "labelKey", "parts"])
        #expect(try #require(custom["badgeOffset"]?.typedValue) == .number(4))
        #expect(try #require(custom["accent"]?.typedValue).json.compactText == "\"#ff0000ff\"")
        #expect(custom["parts"]?.declaration.value.cssText == "vector(1, 2)")
    }
}
