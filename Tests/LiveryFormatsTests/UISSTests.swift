import LiveryTestSupport
import LiveryCore
import LiveryFormats
import LiverySyntax
import LiveryValues
import Testing

/// UISS semantics: UIKit meaning of bare color names, containment as `^Type` chains, axis
/// parameters, every converter, variables, idiom blocks and `-` comments.
struct UISSTests {
    /// The typed value of `property` on a `type` element styled by a UISS sheet `text`.
    func styled(_ text: String, _ element: TestElement, environment: StyleEnvironment = StyleEnvironment()) {
        let manager = StylingManager<TestElement>(environment: environment)
        manager.add(load(text, as: .uiss))
        manager.style(element)
    }

    @Test(arguments: [
        ("\"darkGray\"", "#555555ff"), ("\"lightGray\"", "#aaaaaaff"), ("\"green\"", "#00ff00ff"), ("\"red\"", "#ff0000ff"),
        ("\"redColor\"", "#ff0000ff"), ("\"#336699\"", "#336699ff"), ("[0, 255, 255]", "#00ffffff"),
        ("[0, 255, 255, 0.5]", "#00ffff80"), ("[\"#ffffff\", 0.5]", "#ffffff80"), ("[\"green\", 0.5]", "#00ff0080"),
        ("\"salmon\"", "#fa8072ff"),
    ])
    func colorsKeepUIKitMeanings(_ json: String, _ expected: String) throws {
        let label = TestElement("UILabel")
        styled("{\"UILabel\": {\"textColor\": \(json)}}", label)
        let value = try #require(label.typed("textColor"))
        #expect(value.json.compactText == "\"\(expected)\"")
    }

    /// A `#` string is passed to the converted sheet only when it is a hex color: other
    /// text after the `#` (a control character, a `;`, a `}`) is an error at the value.
    @Test(arguments: ["#22446", "#2244668\u{18}", "#abc; } UIView { alpha: 0", "#", "#\u{FF11}\u{FF12}\u{FF13}"])
    func aHashThatIsNoHexColorIsAnError(_ written: String) throws {
        let json = "{\"UILabel\": {\"textColor\": \"\(written)\", \"alpha\": 0.5}}"
        let file = SourceFile(path: "theme.json", text: json)
        let converted = FormatConverter(sourceLoader: InMemorySourceLoader([:])).convert(file, from: .uiss)
        let error = try #require(converted.diagnostics.first)
        #expect(converted.diagnostics.count == 1)
        #expect(error.id == FormatDiagnosticID.uissInvalidValue && error.location.column == 27)
        #expect(error.message.hasPrefix("'textColor' takes a color ('#' and 3, 4, 6 or 8 hex digits)"))
        #expect(!converted.css.contains("textColor") && converted.css.contains("alpha: 0.5"), "\(converted.css)")
        let label = TestElement("UILabel")
        styled(json, label)
        #expect(label.value("textColor") == nil && label.value("alpha") == "0.5")
    }

    /// A string from a variable is the variable's text: the value reader once read string
    /// escapes again from the file at the value's place, which for `"$v"` is `$v` itself
    /// (`backgroundImage: "$v"` loaded the image named `$v`). JSON escapes are the JSON's.
    @Test func stringsFromVariablesAndJSONEscapesAreTheirText() throws {
        let sheet = load(#"""
            {"Variables": {"v": "foo", "empty": ""},
             "UIButton": {"backgroundImage": "$v", "title": "$v", "tintColor": "$empty"},
             "UILabel": {"text": "a\nb\u0041\"", "accessibilityLabel": "\\31 x"}}
            """#, as: .uiss)
        var typed: [String: String] = [:]
        for declaration in sheet.rules.flatMap(\.declarations) {
            typed[declaration.property.written] = declaration.typedValues.values.first.map { "\($0)" }
        }
        #expect(typed["backgroundImage"] == #"image(LiveryValues.ImageValue.named("foo", capInsets: nil))"#)
        #expect(typed["title"] == #"string(LiveryValues.TextValue.literal("foo"))"#)
        #expect(typed["text"] == #"string(LiveryValues.TextValue.literal("a\nbA\""))"#)
        #expect(typed["accessibilityLabel"] == #"string(LiveryValues.TextValue.literal("\\31 x"))"#)
        // As written without the variable: an empty name is no image (nor pattern color).
        #expect(sheet.diagnostics.map(\.id) == [ValueDiagnosticID.invalidImage])
    }

    /// An empty class name is no class (it converted to a selector `^` with no type).
    @Test func anEmptyClassNameIsAnInvalidKey() {
        let sheet = load(#"{"": {"UILabel": {"alpha": 0.5}}, "UIView": {"alpha": 0.5}}"#, as: .uiss)
        #expect(lines(sheet.diagnostics) == ["1:2: error: a class name cannot be empty [uiss.invalid-key]"])
        #expect(sheet.rules.map { $0.selectors.map(\.description) } == [["^UIView"]])
    }

    /// An empty array is no value: an error, rather than a declaration with nothing after `:`.
    @Test func anEmptyArrayIsNoValue() {
        let sheet = load(#"{"UILabel": {"wobble": [], "alpha": 0.5}}"#, as: .uiss)
        #expect(lines(sheet.diagnostics) == ["1:24: error: 'wobble' takes a value, found an empty array [uiss.invalid-value]"])
        #expect(sheet.rules.flatMap(\.declarations).map(\.property.description) == ["alpha"])
    }

    /// Livery CSS reads `name__state` as a name and parameters, so a UISS key whose name has
    /// `__` would not convert to itself: it is an invalid key, as an empty name is.
    @Test func aPropertyNameWithTwoUnderscoresIsAnInvalidKey() throws {
        let sheet = load(#"{"UILabel": {"___!nt": ["italic", 24], "text__x": "a", "alpha": 0.5}}"#, as: .uiss)
        #expect(sheet.diagnostics.map(\.id) == [FormatDiagnosticID.uissInvalidKey, FormatDiagnosticID.uissInvalidKey])
        #expect(sheet.rules.flatMap(\.declarations).map(\.property.description) == ["alpha"])
    }

    /// A name written bare in the converted sheet must not start with `--`: Livery reads that
    /// as a variable (`trackTintColor: --redColor` was "undefined variable").
    @Test func namesThatWouldReadAsVariablesAreNotWrittenBare() throws {
        let json = #"{"UIProgressView": {"trackTintColor": "--redColor"}, "UILabel": {"font": ["--Avenir", 12]}}"#
        let converted = FormatConverter(sourceLoader: InMemorySourceLoader([:])).convert(SourceFile(path: "t.json", text: json), from: .uiss)
        #expect(converted.diagnostics.isEmpty)
        #expect(converted.css.contains("trackTintColor: #ff0000") && converted.css.contains(#"font: "--Avenir" 12"#), "\(converted.css)")
        let reloaded = StyleSheetLoader(sourceLoader: InMemorySourceLoader([:])).load(SourceFile(path: "c.css", text: converted.css))
        #expect(reloaded.diagnostics.isEmpty, "\(reloaded.diagnostics)")
    }

    @Test(arguments: [
        ("\"stripes\"", "{\"patternImage\":\"stripes\"}"),
    ])
    func unknownColorNamesArePatternImages(_ json: String, _ expected: String) throws {
        let view = TestElement("UIView")
        styled("{\"UIView\": {\"backgroundColor\": \(json)}}", view)
        #expect(try #require(view.typed("backgroundColor")).json.compactText == expected)
    }

    @Test(arguments: [
        ("font", "14", "{\"family\":\"system\",\"size\":14,\"weight\":\"regular\",\"italic\":false}"),
        ("font", "[\"bold\", 14]", "{\"family\":\"system\",\"size\":14,\"weight\":\"bold\",\"italic\":false}"),
        ("font", "[\"italic\", 20]", "{\"family\":\"system\",\"size\":20,\"weight\":\"regular\",\"italic\":true}"),
        ("font", "[\"Georgia-Italic\", 12]", "{\"family\":\"Georgia-Italic\",\"size\":12,\"italic\":false}"),
        ("shadowOffset", "3", "{\"width\":3,\"height\":3}"),
        ("shadowOffset", "[3]", "{\"width\":3,\"height\":3}"),
        ("shadowOffset", "[3, 4]", "{\"width\":3,\"height\":4}"),
        ("frame", "[1, 2, 3, 4]", "{\"x\":1,\"y\":2,\"width\":3,\"height\":4}"),
        ("center", "[5, 6]", "{\"x\":5,\"y\":6}"),
        ("layoutMargins", "[1, 2, 3, 4]", "{\"top\":1,\"left\":2,\"bottom\":3,\"right\":4}"),
        ("textAlignment", "\"center\"", "\"center\""),
        ("lineBreakMode", "\"NSLineBreakByTruncatingTail\"", "\"byTruncatingTail\""),
        ("autoresizingMask", "[\"flexibleWidth\", \"flexibleHeight\"]", "[\"flexibleHeight\",\"flexibleWidth\"]"),
        ("numberOfLines", "2", "2"),
        ("enabled", "false", "false"),
        ("text", "\"Hello\"", "\"Hello\""),
    ])
    func convertersFollowThePropertyType(_ property: String, _ json: String, _ expected: String) throws {
        let label = TestElement("UILabel")
        styled("{\"UILabel\": {\"\(property)\": \(json)}}", label)
        let key = label.computedStyle?.values.keys.first { $0.name == property }
        let value = try #require(key.flatMap { label.typed($0.description) })
        #expect(value.resolved(in: ValueContext()).json.compactText == expected)
    }

    @Test func imagesAndTextAttributes() throws {
        let bar = TestElement("UINavigationBar")
        styled("""
        {"UINavigationBar": {
            "backgroundImage:any:default": ["bar", 1, 2, 3, 4],
            "backgroundImage:top:landscapePhone": ["bar-small", [0, 5, 0, 5]],
            "shadowImage": "hairline",
            "titleTextAttributes": {"font": ["bold", 12], "textColor": "black", "textShadowColor": "lightGray", "textShadowOffset": [1, 2]}
        }}
        """, bar)
        #expect(try #require(bar.typed("backgroundImage(any, default)")).json.compactText
            == "{\"name\":\"bar\",\"capInsets\":{\"top\":1,\"left\":2,\"bottom\":3,\"right\":4}}")
        #expect(bar.typed("backgroundImage(top, compact)") != nil)
        #expect(try #require(bar.typed("shadowImage")).json.compactText == "{\"name\":\"hairline\"}")
        #expect(bar.value("titleTextAttributes")
            == "\"\" (font: boldSystem 12, foregroundColor: black, shadowColor: lightGrayColor, shadowOffset: size(1, 2))")
    }

    @Test func containmentIsADescendantChainThatMatchesSubclasses() {
        let sheet = load("{\"UIButton\": {\"UILabel\": {\"textColor\": \"red\"}, \"tintColor\": \"red\"}}", as: .uiss)
        #expect(sheet.rules.map { $0.selectors.map(\.description) } == [["^UIButton"], ["^UIButton ^UILabel"]])
        let label = TestElement("UILabel")
        let tree = TestElement("UIView", [TestElement("UIButton", [label]), TestElement("UILabel")])
        styled("{\"UIButton\": {\"UILabel\": {\"textColor\": \"red\"}}}", tree)
        #expect(label.value("textColor") == "red")
        #expect(tree.styleChildren[1].value("textColor") == nil)
    }

    /// A state written with invalid UTF-8 decodes to replacement characters, which print
    /// longer than the bytes written: the error still lies inside the declaration.
    @Test func anInvalidStateWithInvalidUTF8IsReportedInsideTheFile() throws {
        let bytes = Array(#"{"UIButton": {"titleColor:no"#.utf8) + Array(repeating: 0xFF, count: 40)
            + Array(#"rmal": "white"}}"#.utf8) + Array(repeating: UInt8(ascii: "\n"), count: 400) // still text
        let file = SourceFile(path: "theme.json", bytes: bytes)
        let sheet = FormatLoader(sourceLoader: InMemorySourceLoader([:])).load(file, format: .uiss)
        let error = try #require(sheet.diagnostics.first { $0.id == CoreDiagnosticID.invalidParameter })
        // The declaration's bytes: `"titleColor:no`, the 40 invalid bytes, `rmal": "white"`.
        let declaration = 14..<(14 + 14 + 40 + 5 + 9)
        #expect(error.span.range.start == declaration.lowerBound)
        #expect(error.span.range.end <= declaration.upperBound)
    }

    @Test func axisParametersAreCanonical() {
        let sheet = load("""
        {"UIToolbar": {"backgroundImage:bottom:landscapePhone": "a"},
         "UISegmentedControl": {"contentPositionAdjustment:alone:default": 2},
         "UISearchBar": {"image:resultsList:highlighted": "b"},
         "UIButton": {"titleColor:selected": "red"}}
        """, as: .uiss)
        #expect(sheet.rules.flatMap { $0.declarations.map(\.canonicalParameters) }
            == [["bottom", "compact"], ["alone", "default"], ["resultsList", "highlighted"], ["selected"]])
    }

    @Test func variablesIdiomsAndComments() {
        let text = """
        {"Variables": {"main": "#102030", "size": 13, "-unused": 1},
         "-UISwitch": {"onTintColor": "red"},
         "UILabel": {"textColor": "$main", "-alpha": 0.2, "font": ["Menlo", "$size"],
                     "Pad": {"textColor": "blue"}, "Phone": {"alpha": 0.9}},
         "Pad": {"UIView": {"alpha": 0.5}}}
        """
        let sheet = load(text, as: .uiss)
        #expect(sheet.dumpText == """
        ^UILabel { textColor: #102030; font: "Menlo" 13; }
        @media (idiom: pad) { ^UILabel { textColor: blue; } }
        @media (idiom: phone) { ^UILabel { alpha: 0.9; } }
        @media (idiom: pad) { ^UIView { alpha: 0.5; } }

        """)
        #expect(sheet.diagnostics.isEmpty)
    }
}
