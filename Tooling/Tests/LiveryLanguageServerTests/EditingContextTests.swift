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
        (".bar ^UILabel.title, UIButton > UIImageView:hover { al|", .propertyName, "UIImageView"),
        (".a UILabel {\n    textAlignment: ce|", .value(property: "textAlignment"), "UILabel"),
        ("UIButton { titleColor(highlighted): |", .value(property: "titleColor(highlighted)"), "UIButton"),
        ("UIButton {\n    ti\n    contentMode: |", .value(property: "contentMode"), "UIButton"),
        ("UIButton { font: bold 12 system; } UILabel { |", .propertyName, "UILabel"),
        ("UIButton { .title { |", .propertyName, nil),
        ("UIButton { &:hover { |", .propertyName, "UIButton"),
        (".a { /* a comment |", .none, nil),
        (".a { title: \"open|", .none, nil),
        ("@media (idiom: pad) { |", .propertyName, nil),
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
}
