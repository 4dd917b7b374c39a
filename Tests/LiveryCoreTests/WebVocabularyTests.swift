import LiveryCore
import LiverySyntax
import LiveryTestSupport
import LiveryValues
import Testing

/// Web CSS read with its iOS meaning: mapped properties, properties and selectors that mean
/// nothing on iOS, and pseudo classes that name UIKit states.
struct WebVocabularyTests {
    func load(_ text: String, inherited: VariableTable = VariableTable()) -> StyleSheet {
        StyleSheetLoader(sourceLoader: InMemorySourceLoader(["web.css": text])).load("web.css", inheritedVariables: inherited)
    }

    /// `name: value` of every declaration of the first rule, as `dump` prints them.
    func declarations(_ text: String) -> [String] {
        let sheet = load(text)
        return sheet.rules.first?.declarations.map { "\($0.property): \($0.value.cssText)" } ?? []
    }

    func ids(_ sheet: StyleSheet) -> [String] { sheet.diagnostics.map(\.id.rawValue) }

    // MARK: Properties without meaning on iOS

    @Test func webPropertiesWithoutMeaningWarnNoEffectAndAreDropped() {
        let sheet = load(".a { transition: opacity 1s; -webkit-transition: all 1s; cursor: pointer; user-select: none; alpha: 0.5; }")
        #expect(ids(sheet) == Array(repeating: "property.no-effect", count: 4))
        #expect(sheet.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(sheet.diagnostics[0].message == "'transition' has no effect on iOS: iOS animates views in code, not from stylesheets")
        #expect(sheet.rules[0].declarations.map(\.property.description) == ["alpha"])
    }

    @Test func mappedWebPropertyOnAClassWithoutItHasNoEffect() {
        let sheet = load("div { color: red; } label { color: red; }")
        #expect(sheet.diagnostics.map(\.description) == [
            "web.css:1:7: warning: 'color' has no effect on div; Livery does not inherit text color, so set it on the labels "
                + "and controls [property.no-effect]",
        ])
        #expect(sheet.rules.map(\.declarations.count) == [1])
    }

    @Test func madeUpNamesStayUnknown() {
        #expect(ids(load(".a { colr: red; }")) == ["property.unknown"])
    }

    // MARK: Selectors that never match on iOS

    @Test func hoverAndPseudoElementsNeverMatchAndWarn() {
        let sheet = load("a:hover { alpha: 1; }\np::before { alpha: 1; }\n.x:visited, .y { alpha: 0.5; }\n.z { alpha: 0.2; }")
        #expect(sheet.diagnostics.map(\.description) == [
            "web.css:1:2: warning: ':hover' never matches on iOS (there is no hover on a touch screen); the rule never "
                + "applies [selector.no-effect]",
            "web.css:2:2: warning: '::before' never matches on iOS (views have no pseudo-elements); the rule never "
                + "applies [selector.no-effect]",
            "web.css:3:3: warning: ':visited' never matches on iOS (views are no links); that selector is left out of "
                + "the list [selector.no-effect]",
        ])
        #expect(sheet.rules.map { $0.selectors.map(\.description) } == [[".y"], [".z"]])
    }

    @Test func rulesNestedInANeverMatchingSelectorAreLeftOut() {
        let sheet = load(".a, .b:hover { alpha: 1; & > .c { alpha: 0.5; } }")
        #expect(ids(sheet) == ["selector.no-effect"])
        #expect(sheet.rules.map { $0.selectors.map(\.description) } == [[".a"], [".a > .c"]])
    }

    /// A nested rule's list is converted once for all its parents; the warning still counts
    /// the selectors nesting makes (two parents × one left-out selector).
    @Test func nestedNeverMatchingSelectorsAreCountedPerParent() {
        let sheet = load(".a, .b { &:hover, &.on:first-child, .c & > .d { alpha: 1; } }")
        #expect(sheet.diagnostics.map(\.description) == [
            "web.css:1:11: warning: ':hover' never matches on iOS (there is no hover on a touch screen); 2 selectors are "
                + "left out of the list [selector.no-effect]",
        ])
        #expect(sheet.rules.map { $0.selectors.map(\.description) } == [
            [".a.on:first-child", ".c .a > .d", ".b.on:first-child", ".c .b > .d"],
        ])
    }

    @Test func notOfANeverMatchingSelectorExcludesNothing() {
        let sheet = load(".a:not(:hover) { alpha: 1; }")
        #expect(sheet.diagnostics.isEmpty)
        #expect(sheet.rules.map { $0.selectors.map(\.description) } == [[".a"]])
    }

    @Test func webPseudoClassesNamingUIKitStatesAreSynonyms() {
        let sheet = load("button:active { alpha: 1; } .s:checked { alpha: 1; } input:focus { alpha: 1; }")
        #expect(sheet.diagnostics.isEmpty)
        #expect(sheet.rules.map { $0.selectors[0].description } == ["UIButton:highlighted", ".s:selected", "input:focused"])
    }

    // MARK: Mapped values

    @Test func boxShadowIsTheLayersShadow() {
        #expect(declarations(".a { box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25); }") == [
            "layer.shadowOffset: size(0, 2)", "layer.shadowRadius: 4", "layer.shadowColor: alpha(rgba(0, 0, 0, 0.25), 1)",
            "layer.shadowOpacity: 0.25",
        ])
        #expect(declarations(".a { box-shadow: none; }") == ["layer.shadowOpacity: 0"])
        let several = load(".a { box-shadow: 1px 1px red, 2px 2px blue; } .b { box-shadow: inset 0 1px 2px black; }")
        #expect(ids(several) == ["value.approximated", "property.no-effect"])
        #expect(several.rules.count == 1)
    }

    /// A comma splits a shorthand's parts wherever the spaces around it are: the printed
    /// value (`a, b`) means what the written one (`a ,b`) meant. Found by the Nimbus fuzz
    /// target (`Tests/Fixtures/fuzz/nimbus/comma-spacing-in-a-shorthand`): the written form
    /// read as two border colors, the converted one as a color followed by a comma.
    @Test func commasSplitShorthandsWhateverTheSpacing() {
        for value in ["red ,blue", "red, blue", "red , blue", "red,blue"] {
            let sheet = load(".a { border-color: \(value); margin: 1 ,2; }")
            #expect(declarations(".a { border-color: \(value); }") == ["layer.borderColor: red"], "\(value)")
            #expect(ids(sheet) == ["value.approximated", "value.invalid-expression", "value.invalid-expression"], "\(value)")
        }
    }

    @Test func shadowOpacityIsTheColorsAlpha() throws {
        let sheet = load(".a { box-shadow: 0 1px 4px #0003; }")
        let values = sheet.rules[0].declarations.compactMap(\.typedValues.values.first)
        #expect(values.contains(.number(0.2)))
        let color = try #require(values.first { if case .color = $0 { true } else { false } })
        #expect(color == .color(.rgba(Color(red: 0.0, green: 0.0, blue: 0.0, alpha: 1.0))))
    }

    @Test func zIndexIsTheLayersZPosition() {
        #expect(declarations(".a { z-index: 3; } ") == ["layer.zPosition: 3"])
        #expect(declarations(".a { z-index: auto; } ") == ["layer.zPosition: 0"])
    }

    @Test func borderShorthandSetsWidthAndColor() {
        #expect(declarations(".a { border: 1px solid #333; }") == ["borderWidth: 1px", "borderColor: #333"])
        #expect(declarations(".a { border: none; }") == ["borderWidth: 0"])
        #expect(declarations(".a { border: thick red; }") == ["borderWidth: 5", "borderColor: red"])
        #expect(declarations(".a { border-width: medium; }") == ["borderWidth: 3"])
        #expect(declarations(".a { border-width: 2px; }") == ["borderWidth: 2px"])
        #expect(declarations(".a { border-width: 1px 2px; }") == [
            "borderTopWidth: 1px", "borderRightWidth: 2px", "borderBottomWidth: 1px", "borderLeftWidth: 2px",
        ])
        let dashed = load(".a { border: 2px dashed red; border-style: dotted; border-left: 3px solid red; }")
        #expect(ids(dashed) == ["value.approximated", "value.approximated", "value.approximated"])
        #expect(dashed.rules[0].declarations.map(\.property.description) == ["borderWidth", "borderColor", "borderLeftWidth"])
    }

    @Test func visibilityDisplayAndOverflow() {
        #expect(declarations(".a { visibility: hidden; }") == ["hidden: true"])
        #expect(declarations(".a { visibility: visible; }") == ["hidden: false"])
        #expect(declarations(".a { display: block; }") == ["display: flex"])
        #expect(declarations(".a { display: none; }") == ["display: none"])
        #expect(declarations(".a { overflow: hidden; }") == ["overflow: hidden", "clipsToBounds: true"])
        #expect(declarations(".a { overflow: visible; }") == ["overflow: visible", "clipsToBounds: false"])
        #expect(ids(load(".a { display: inline-block; }")) == ["value.approximated"])
    }

    @Test func textClampsAreLinesAndLineBreakMode() {
        #expect(declarations("label { -webkit-line-clamp: 2; }") == ["numberOfLines: 2", "lineBreakMode: byTruncatingTail"])
        #expect(declarations("label { text-overflow: ellipsis; }") == ["lineBreakMode: byTruncatingTail"])
        #expect(declarations("label { white-space: nowrap; }") == ["numberOfLines: 1"])
        #expect(declarations("label { white-space: normal; }") == ["numberOfLines: 0"])
        let onView = load("div { -webkit-line-clamp: 2; }")
        #expect(onView.diagnostics.map(\.message) == [
            "'-webkit-line-clamp' ('numberOfLines') has no effect on div",
            "'-webkit-line-clamp' ('lineBreakMode') has no effect on div",
        ])
    }

    @Test func lineHeightAndLetterSpacingFollowTheFontSize() {
        #expect(declarations("label { line-height: 1.5; letter-spacing: 0.05em; }") == ["lineHeight: 150%", "letterSpacing: 5%"])
        #expect(declarations("label { line-height: 2em; letter-spacing: 1px; }") == ["lineHeight: 200%", "letterSpacing: 1px"])
        #expect(declarations("label { line-height: normal; letter-spacing: normal; }") == ["lineHeight: 0px", "letterSpacing: 0"])
        #expect(declarations("label { line-height: 20px; }") == ["lineHeight: 20px"])
        // An invalid expression is left as written, for the value's own error.
        #expect(ids(load("label { line-height: 1 +; }")) == ["value.invalid-expression"])
    }

    /// An expression means what its result would written alone (`1-0.5` is `0.5`, a multiple),
    /// and a line height in points prints with a unit: its printed value, read again, is the
    /// same value.
    @Test(arguments: [
        ("line-height: 1-0.5", "lineHeight: 50%"), ("line-height: 1 -0.5", "lineHeight: 50%"),
        ("line-height: calc(1 + 0.5)", "lineHeight: 150%"), ("line-height: calc(1em + 0.5em)", "lineHeight: 150%"),
        ("line-height: 12pt", "lineHeight: 12px"), ("line-height: 1 + 2pt", "lineHeight: 3px"),
        ("lineHeight: 2 * 3", "lineHeight: 600%"), ("letter-spacing: calc(0.1em)", "letterSpacing: 10%"),
        ("letter-spacing: 1 + 1", "letterSpacing: 1 + 1"), ("line-height: normal", "lineHeight: 0px"),
    ])
    func lineHeightExpressionsMeanTheirResult(_ written: String, _ expected: String) throws {
        #expect(declarations("label { \(written); }") == [expected])
        let typed = try #require(load("label { \(written); }").rules.first?.declarations.first?.typedValues.values.first)
        let again = load("label { \(written.prefix { $0 != ":" }): \(typed.cssText); }")
        #expect(again.rules.first?.declarations.first?.typedValues.values.first?.cssText == typed.cssText)
    }

    @Test func flexKeywords() {
        #expect(declarations(".a { flex: none; }") == ["flexGrow: 0", "flexShrink: 0", "flexBasis: auto"])
        #expect(declarations(".a { flex: auto; }") == ["flexGrow: 1", "flexShrink: 1", "flexBasis: auto"])
        #expect(declarations(".a { flex: 2; }") == ["flex: 2"])
    }

    @Test func backgroundIsAColorOrAnImage() {
        #expect(declarations(".a { background: #fff; }") == ["background: #fff"])
        #expect(load(".a { background: #fff; }").rules[0].declarations[0].typedValues[.color] != nil)
        #expect(declarations(".a { background: url(tile.png); }") == ["backgroundColor: image(\"tile.png\")"])
        #expect(declarations(".a { background-image: url('tile.png'); }") == ["backgroundColor: image(\"tile.png\")"])
        #expect(load(".a { background-image: none; }").rules.isEmpty)
        // On a class with a background image of its own, the property keeps that meaning.
        #expect(declarations("UIButton { background-image: url(b.png); }") == ["backgroundImage: url(b.png)"])
        #expect(load("UIButton { backgroundImage: url(b.png); }").rules[0].declarations[0].typedValues[.image] != nil)
        #expect(declarations("UIView.card { background-image: url(t.png); }") == ["backgroundColor: image(\"t.png\")"])
    }

    @Test func objectFitAndPointerEvents() {
        #expect(declarations("img { object-fit: cover; }") == ["contentMode: scaleAspectFill"])
        #expect(declarations(".a { pointer-events: none; }") == ["userInteractionEnabled: false"])
    }

    @Test func webTransformFunctions() throws {
        let sheet = load(".a { transform: translateX(10px) translateY(5px) scaleX(2) rotate(0.25turn) matrix(1, 0, 0, 1, 3, 4); }")
        #expect(sheet.diagnostics.isEmpty)
        let value = try #require(sheet.rules.first?.declarations.first?.typedValues[.transform])
        #expect(value == .transform(Transform([
            .translate(x: .pixels(10), y: .zero), .translate(x: .zero, y: .pixels(5)), .scale(x: 2, y: 1),
            .rotate(degrees: 90), .matrix(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4)),
        ])))
    }

    @Test func calcMixesPercentAndPoints() throws {
        let sheet = load(".a { width: calc(100% - 20px); margin-left: calc(50% + 2 * 8px); height: calc(10px + 5px); }")
        #expect(sheet.diagnostics.isEmpty)
        let values = sheet.rules[0].declarations.map { $0.typedValues[.length] }
        var width = Length.percent(100)
        width.offset = -20
        var margin = Length.percent(50)
        margin.offset = 16
        #expect(values == [.length(width), .length(margin), .length(.pixels(15))])
        #expect(width.points(in: ValueContext(), basis: 300) == 280)
        #expect(width.cssText == "calc(100% - 20px)")
    }

    @Test func colorMixInSRGB() throws {
        let sheet = load(".a { backgroundColor: color-mix(in srgb, #000000, white 25%); tintColor: color-mix(in oklch, red, blue); }")
        #expect(ids(sheet) == ["value.invalid-color"])
        let value = try #require(sheet.rules.first?.declarations.first?.typedValues[.color])
        #expect(value == .color(.rgba(Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))))
    }

    @Test func shorthandsUsingVariablesExpandAgainWhenTheVariablesChange() {
        let sheet = load("--m: 4; --c: red; .a { margin: var(--m) 16; box-shadow: 0 1px 2px var(--c); alpha: 1; }")
        let updated = sheet.resolvingVariables(load("--m: 8; --c: #00000080;").variables)
        #expect(updated.diagnostics.isEmpty, "\(updated.diagnostics)")
        #expect(updated.rules[0].declarations.map { "\($0.property): \($0.value.cssText)" } == [
            "marginTop: 8", "marginRight: 16", "marginBottom: 8", "marginLeft: 16", "layer.shadowOffset: size(0, 1)",
            "layer.shadowRadius: 1", "layer.shadowColor: alpha(#00000080, 1)", "layer.shadowOpacity: 0.5", "alpha: 1",
        ])
    }

    // MARK: A web developer's stylesheet

    /// A stylesheet of the kind the peer benchmarks generate (plain web CSS: HTML elements,
    /// standard properties and pseudo classes, custom properties, `@media`, nesting), about
    /// 250 KB, loaded in parts of a few rules so no part reaches the per-file report limit:
    /// no errors, and every warning is one of the web vocabulary's.
    @Test func webStylesheetOfTheBenchmarkKindLoadsWithoutErrors() {
        let generated = WebSheetGenerator.sheet(bytes: 250_000, seed: 42)
        let root = load(generated.root)
        #expect(root.diagnostics.isEmpty)
        var counts: [String: Int] = [:]
        var rules = 0
        for part in generated.parts {
            let sheet = load(part, inherited: root.variables)
            rules += sheet.rules.count
            for diagnostic in sheet.diagnostics {
                counts["\(diagnostic.severity) \(diagnostic.id)", default: 0] += 1
            }
        }
        #expect(rules > 1_000)
        #expect(Set(counts.keys).isSubset(of: ["warning property.no-effect", "warning selector.no-effect"]), "\(counts)")
        #expect(counts["warning selector.no-effect", default: 0] > 100)
        #expect(counts["warning property.no-effect", default: 0] > 100)
    }
}

/// Web CSS of the peer benchmarks' kind (`Benchmarks/Sources/LiveryBenchmarkInputs`, the
/// `.css` dialect): the same vocabulary and structure, generated here so the test depends on
/// nothing outside the package.
enum WebSheetGenerator {
    static let types = ["div", "span", "button", "img", "li", "input", "label", "section"]
    static let pseudo = [":first-child", ":last-child", ":nth-child(2n+1)", ":hover", ":checked", ":disabled",
                         ":not(.hidden)", ":focus", ":empty", ":first-of-type", ":last-of-type"]
    static let declarations = [
        "background-color: #%x;", "color: rgba(%d, 40, 80, 0.5);", "opacity: 0.%d;", "border-radius: %dpx;",
        "border-width: %dpx;", "border-color: color-mix(in srgb, #336699, white %d%);", "top: %dpx;",
        "box-shadow: 0 %dpx 4px #0003;", "object-fit: contain;", "padding: %dpx 8px 8px 8px;",
        "visibility: visible;", "color: var(--brand%d);", "transform: rotate(%ddeg) scale(1.1);", "margin: %dpx 16px;",
        "flex-grow: %d;", "width: %d%;",
    ]
    static let media = ["(min-width: 768px)", "(orientation: landscape) and (min-width: 700px)", "(prefers-color-scheme: dark)"]
    static let combinators = [" ", " > ", " + ", " ~ "]

    /// The `:root` rule with the custom properties, and the rules in parts of eight.
    static func sheet(bytes: Int, seed: UInt64) -> (root: String, parts: [String]) {
        var random = SplitMix(seed: seed)
        var root = ":root {\n"
        for index in 0..<20 {
            root += "    --brand\(index): #\(hex(Int(random.next() % 0xFFFFFF)));\n    --space\(index): \(random.next() % 40)px;\n"
        }
        root += "}\n"
        var parts: [String] = []
        var part = ""
        var size = root.utf8.count
        var rule = 0
        while size < bytes {
            rule += 1
            let text: String
            switch rule % 10 {
            case 0: text = "@media \(pick(media, &random)) {\n" + flatRule(&random, rule) + "}\n"
            case 1, 2: text = nestedRule(&random, rule)
            default: text = flatRule(&random, rule)
            }
            part += text
            size += text.utf8.count
            if rule % 8 == 0 {
                parts.append(part)
                part = ""
            }
        }
        if !part.isEmpty { parts.append(part) }
        return (root, parts)
    }

    static func pick(_ items: [String], _ random: inout SplitMix) -> String { items[Int(random.next() % UInt64(items.count))] }

    static func below(_ bound: Int, _ random: inout SplitMix) -> Int { Int(random.next() % UInt64(bound)) }

    static func hex(_ value: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }

    static func selector(_ random: inout SplitMix, _ rule: Int) -> String {
        var parts: [String] = []
        for depth in 0..<(1 + below(4, &random)) {
            var compound = below(3, &random) == 0 ? pick(types, &random) : ""
            compound += ".c\(below(200, &random))"
            if below(4, &random) == 0 { compound += ".k\(below(50, &random))" }
            if below(6, &random) == 0 { compound += "#id\(rule)_\(depth)" }
            if below(3, &random) == 0 { compound += pick(pseudo, &random) }
            parts.append(compound)
        }
        var text = parts[0]
        for part in parts.dropFirst() { text += pick(combinators, &random) + part }
        return text
    }

    static func body(_ random: inout SplitMix, indent: String) -> String {
        var text = ""
        for _ in 0..<(2 + below(5, &random)) {
            let value = below(20, &random)
            text += indent + pick(declarations, &random)
                .replacing("%x", with: hex(value * 77_777))
                .replacing("%d", with: String(value)) + "\n"
        }
        return text
    }

    static func flatRule(_ random: inout SplitMix, _ rule: Int) -> String {
        var text = selector(&random, rule)
        if below(4, &random) == 0 { text += ", " + selector(&random, rule) }
        return text + " {\n" + body(&random, indent: "    ") + "}\n"
    }

    static func nestedRule(_ random: inout SplitMix, _ rule: Int) -> String {
        var text = selector(&random, rule) + " {\n" + body(&random, indent: "    ")
        text += "    &:hover {\n" + body(&random, indent: "        ") + "    }\n"
        text += "    > .child\(below(100, &random)) {\n" + body(&random, indent: "        ") + "    }\n"
        return text + "}\n"
    }
}
