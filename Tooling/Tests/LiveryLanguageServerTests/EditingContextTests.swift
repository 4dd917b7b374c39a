import LiveryCore
import LiveryDevServer
@testable import LiveryLanguageServer
import Testing

/// Where a completion is asked for, read from the text before it (`|` marks the position).
struct EditingContextTests {
    static let cases: [(text: String, place: EditingContext.Place, type: String?)] = [
        ("|", .selector, nil),
        ("UIBu|", .selector, nil),
        (".a { color: red; }\nUIL|", .selector, nil),
        ("UIButton.primary {\n    |", .propertyName, "UIButton"),
        (".bar ^UILabel.title, UIButton > UIImageView:hover { al|", .propertyName, nil),
        (".bar ^UILabel.title, UIButton > ^UILabel:hover { al|", .propertyName, "UILabel"),
        (".a UILabel {\n    textAlignment: ce|", .value(property: "textAlignment"), "UILabel"),
        ("UIButton { titleColor(highlighted): |", .value(property: "titleColor(highlighted)"), "UIButton"),
        ("UIButton {\n    ti\n    contentMode: |", .value(property: "contentMode"), "UIButton"),
        ("UIButton { font: bold 12 system; } UILabel { |", .propertyName, "UILabel"),
        ("UIButton { .title { |", .propertyName, nil),
        ("UIButton { &:hover { |", .propertyName, "UIButton"),
        (".a { /* a comment |", .none, nil),
        (".a { title: \"open|", .none, nil),
        ("@media (idiom: pad) { |", .selector, nil),
        ("@media (min-width: 400) {\n    UIBu|", .selector, nil),
        ("UIButton {\n    @media (min-width: 400) {\n        |", .propertyName, "UIButton"),
        ("UIButton { @media (idiom: pad) { &:highlighted { |", .propertyName, "UIButton"),
        ("UIButton:|", .none, nil),
        ("UIButton:hi|", .none, nil),
        ("UIView { UILabel,\n    UIButton {\n        |", .propertyName, nil),
        ("UIView { UILabel,\n    UILabel.title {\n        |", .propertyName, "UILabel"),
        ("UILabel {\n    alpha: 1; // tex|", .none, nil),
        ("// UIBu|", .none, nil),
        ("UILabel:not(UIButton) { |", .propertyName, "UILabel"),
        ("UILabel,\nUIButton { |", .propertyName, nil),
        ("UILabel, UILabel.title { |", .propertyName, "UILabel"),
        ("UILabel { textColor: rgba(0, 0, 0\n}\nUIButton {\n    |", .propertyName, "UIButton"),
        ("UILabel { image: url(http://x) ; |", .propertyName, "UILabel"),
        ("@import |", .none, nil),
        ("UIButton { titleColor(|", .propertyName, "UIButton"),
        ("UIButton { .x & { |", .propertyName, "UIButton"),
    ]

    @Test(arguments: cases.indices)
    func readsThePlaceAndTheRulesClass(_ index: Int) {
        let example = Self.cases[index]
        let prefix = String(example.text.prefix { $0 != "|" })
        let context = EditingContext.at(endOf: prefix, catalog: .standard)
        #expect(context.place == example.place, "\(example.text)")
        #expect(context.ruleType == example.type, "\(example.text)")
    }

    /// A list of different classes has no one class, but a property is looked up in each.
    @Test func aListKeepsEachOfItsClasses() {
        let context = EditingContext.at(endOf: "UIButton,\nUILabel { textColor: |", catalog: .standard)
        #expect(context.ruleType == nil)
        #expect(context.ruleTypes == ["UIButton", "UILabel"])
    }

    /// The reference a value ends in, which says how a variable would be written there.
    @Test(arguments: [
        (".a { textColor: @br", at("br")), (".a { textColor: @", at("")), (".a { alpha: var(--", dashes("")),
        (".a { alpha: var(", .varArgument), (".a { alpha: VAR(", .varArgument), (".a { alpha: var( ", .varArgument),
        (".a { margin: 1 --g", dashes("g")), (".a { textColor: ", .wordStart), (".a { textColor: @brand ", .wordStart),
        (".a { textColor: bl", nil), (".a { alpha: 1,", .wordStart), (".a { textColor:", .wordStart),
        (".a { textColor: rgb(", .wordStart), (".a { alpha: var(--a, ", .wordStart),
        (".a { alpha: 12", nil), (".a { textColor: #33", nil), (".a { text", nil), ("@bra", nil), ("@", nil),
        ("@heading: @t", at("t")), ("--x: @", at("")), (".a { @x: @t", at("t")), (".a { --x: ", .wordStart),
        (".a { alpha: @v00/**/", .wordStart), (".a { alpha: --v/**/", .wordStart), (".a { textColor: a@", nil), (".a { textColor: a@b", nil),
        (".a { alpha: 2*@g", at("g")), (".a { alpha: (@g", at("g")), (".a { alpha: 1 /**/@g", at("g")),
        (".a { alpha: 1-@g", at("g")), (".a { hidden: !@", at("")), (".a { hidden: @a<@", at("")), (".a { hidden: @a==@", at("")),
        (".a { alpha: 2*", .wordStart), (".a { alpha: 2 -", .wordStart), (".a { margin: -", .wordStart),
        (".a { alpha: 1px@", nil), (".a { alpha: \"x\"@", nil),
        // Escapes are resolved in the name and kept in what is replaced.
        (".a { alpha: @\\32 x", .partial(.at, name: "2x", written: "@\\32 x")),
        (".a { alpha: var(--\\62 r", .partial(.dashes, name: "br", written: "--\\62 r")),
        (".a { alpha: @b\\-", .partial(.at, name: "b-", written: "@b\\-")),
        // …but not one whose escape ends in a line break: a completion edit spans one line.
        (".a { alpha: @\\32\n", nil), (".a { alpha: @\\32\r\n", nil), (".a { alpha: --\\32\u{0C}", nil),
    ] as [(String, EditingContext.Reference?)])
    func readsTheReferenceAValueEndsIn(_ prefix: String, _ reference: EditingContext.Reference?) {
        #expect(EditingContext.at(endOf: prefix, catalog: .standard).reference == reference, "\(prefix)")
    }

    private static func at(_ name: String) -> EditingContext.Reference { .partial(.at, name: name, written: "@" + name) }
    private static func dashes(_ name: String) -> EditingContext.Reference { .partial(.dashes, name: name, written: "--" + name) }

    /// A variable's value is a value; a lone `@` where a selector would start begins an
    /// at-rule or a variable, not a class name.
    @Test func variablesHaveValuesAndALoneAtIsNoSelector() {
        #expect(EditingContext.at(endOf: "@heading: ", catalog: .standard).place == .value(property: "@heading"))
        #expect(EditingContext.at(endOf: ".a { --gap: 1", catalog: .standard).place == .value(property: "--gap"))
        #expect(EditingContext.at(endOf: "@", catalog: .standard).place == EditingContext.Place.none)
        #expect(EditingContext.at(endOf: "@media (a: b) { @", catalog: .standard).place == EditingContext.Place.none)
        #expect(EditingContext.at(endOf: ".a { @extend .b:", catalog: .standard).place == EditingContext.Place.none)
    }

    /// Variables as a value may name them: replacing what is typed of the reference, by name,
    /// written as identifiers, those holding the typed letters in order.
    @Test func variablesAreOfferedAsTheReferenceBeingTyped() {
        let variables = [VisibleVariable(name: "brand", value: "#336699"), VisibleVariable(name: "brandDark", value: "#112233"),
                         VisibleVariable(name: "my color", value: "red"), VisibleVariable(name: "size", value: String(repeating: "1 ", count: 60))]
        func labels(_ reference: EditingContext.Reference?) -> [String] {
            LanguageServer.variableItems(variables, reference: reference, at: (3, 20)).items.compactMap { $0["label"] as? String }
        }
        #expect(labels(.wordStart) == ["@brand", "@brandDark", "@my\\ color", "@size"])
        #expect(labels(Self.at("s")) == ["@size"])
        #expect(labels(Self.at("bd")) == ["@brand", "@brandDark"])
        #expect(labels(Self.at("bDa")) == ["@brandDark"])
        #expect(labels(Self.dashes("BR")) == ["--brand", "--brandDark"])
        #expect(labels(.varArgument) == ["--brand", "--brandDark", "--my\\ color", "--size"])
        // `--2xl` is an identifier as it is; `@2xl` needs its digit escaped.
        let digit = [VisibleVariable(name: "2xl", value: "1")]
        #expect(LanguageServer.variableItems(digit, reference: Self.dashes(""), at: (0, 2)).items.first?["label"] as? String == "--2xl")
        #expect(LanguageServer.variableItems(digit, reference: Self.at(""), at: (0, 1)).items.first?["label"] as? String == "@\\32 xl")
        #expect(labels(nil).isEmpty)
        let item = LanguageServer.variableItems(variables, reference: Self.at("s"), at: (3, 20)).items[0]
        #expect((item["textEdit"] as? [String: Any])?["range"] as? [String: [String: Int]]
            == ["start": ["line": 3, "character": 18], "end": ["line": 3, "character": 20]])
        #expect((item["detail"] as? String)?.count == 80)
        // An escaped name filters by the name it spells and replaces all that is written.
        let escaped = LanguageServer.variableItems(digit, reference: .partial(.at, name: "2", written: "@\\32 "), at: (0, 5)).items
        #expect(escaped.compactMap { $0["label"] as? String } == ["@\\32 xl"])
        #expect((escaped.first?["textEdit"] as? [String: Any])?["range"] as? [String: [String: Int]]
            == ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 5]])
    }

    /// Past `maximumVariableItems` the answer is cut and says it is incomplete.
    @Test func manyVariablesMakeAnIncompleteAnswer() {
        let many = (0..<500).map { VisibleVariable(name: "v\($0)", value: "1") }
        let offered = LanguageServer.variableItems(many, reference: Self.at(""), at: (0, 1))
        #expect(offered.items.count == LanguageServer.maximumVariableItems)
        #expect(offered.incomplete)
        #expect(!LanguageServer.variableItems(many, reference: Self.at("v49"), at: (0, 4)).incomplete)
    }
}
