import LiveryCore
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
}
