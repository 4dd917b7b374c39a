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

    /// What of a reference a value ends in, which says how a variable would be written there.
    @Test(arguments: [
        (".a { textColor: @br", "@br"), (".a { textColor: @", "@"), (".a { alpha: var(--", "--"),
        (".a { alpha: var(", "var("), (".a { alpha: VAR(", "VAR("), (".a { alpha: var( ", "var("), (".a { margin: 1 --g", "--g"),
        (".a { textColor: ", ""), (".a { textColor: @brand ", ""), (".a { textColor: bl", "bl"), (".a { alpha: 1,", ""),
        (".a { textColor:", ""), (".a { textColor: rgb(", ""), (".a { alpha: var(--a, ", ""),
        (".a { alpha: 12", nil), (".a { textColor: #33", nil), (".a { text", nil), ("@bra", nil), ("@", nil),
        ("@heading: @t", "@t"), ("--x: @", "@"), (".a { @x: @t", "@t"), (".a { --x: ", ""),
        (".a { alpha: @v00/**/", ""), (".a { alpha: --v/**/", ""), (".a { textColor: a@", nil), (".a { textColor: a@b", nil),
        (".a { alpha: 2*@g", "@g"), (".a { alpha: (@g", "@g"), (".a { alpha: 1 /**/@g", "@g"),
        (".a { alpha: 1-@g", "@g"), (".a { hidden: !@", "@"), (".a { hidden: @a<@", "@"), (".a { hidden: @a==@", "@"),
        (".a { alpha: 2*", ""), (".a { alpha: 2 -", ""), (".a { margin: -", ""), (".a { alpha: 1px@", nil), (".a { alpha: \"x\"@", nil),
    ] as [(String, String?)])
    func readsWhatOfAReferenceAValueEndsIn(_ prefix: String, _ typed: String?) {
        #expect(EditingContext.at(endOf: prefix, catalog: .standard).typed == typed, "\(prefix)")
    }

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
        func labels(_ typed: String?) -> [String] {
            LanguageServer.variableItems(variables, typed: typed, at: (3, 20)).items.compactMap { $0["label"] as? String }
        }
        #expect(labels("") == ["@brand", "@brandDark", "@my\\ color", "@size"])
        #expect(labels("@s") == ["@size"])
        #expect(labels("@bd") == ["@brand", "@brandDark"])
        #expect(labels("@bDa") == ["@brandDark"])
        #expect(labels("--BR") == ["--brand", "--brandDark"])
        #expect(labels("var(") == ["--brand", "--brandDark", "--my\\ color", "--size"])
        // `--2xl` is an identifier as it is; `@2xl` needs its digit escaped.
        let digit = [VisibleVariable(name: "2xl", value: "1")]
        #expect(LanguageServer.variableItems(digit, typed: "--", at: (0, 2)).items.first?["label"] as? String == "--2xl")
        #expect(LanguageServer.variableItems(digit, typed: "@", at: (0, 1)).items.first?["label"] as? String == "@\\32 xl")
        #expect(labels("bl").isEmpty)
        #expect(labels(nil).isEmpty)
        let item = LanguageServer.variableItems(variables, typed: "@s", at: (3, 20)).items[0]
        #expect((item["textEdit"] as? [String: Any])?["range"] as? [String: [String: Int]]
            == ["start": ["line": 3, "character": 18], "end": ["line": 3, "character": 20]])
        #expect((item["detail"] as? String)?.count == 80)
    }

    /// Past `maximumVariableItems` the answer is cut and says it is incomplete.
    @Test func manyVariablesMakeAnIncompleteAnswer() {
        let many = (0..<500).map { VisibleVariable(name: "v\($0)", value: "1") }
        let offered = LanguageServer.variableItems(many, typed: "@", at: (0, 1))
        #expect(offered.items.count == LanguageServer.maximumVariableItems)
        #expect(offered.incomplete)
        #expect(!LanguageServer.variableItems(many, typed: "@v49", at: (0, 4)).incomplete)
    }
}
