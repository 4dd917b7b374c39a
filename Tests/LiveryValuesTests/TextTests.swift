import Testing
import LiverySyntax
@testable import LiveryValues

@Suite struct TextTests {
    static let strings = StringsTable(["greeting": "Hello", "bye": "Good\u{A0}bye"])
    static let context = ValueContext(strings: strings)

    @Test(arguments: [
        (#""Text's:""#, #""Text's:""#),
        ("'Prompt'", #""Prompt""#),
        ("Title", #""Title""#),
        ("Two words", #""Two words""#),
        (#""dr \"evil\" rules""#, #""dr \"evil\" rules""#),
        (#""\u0123""#, #""ģ""#),
        (#""\U0001F600""#, #""😀""#),
        (#""a\nb""#, #""a\nb""#),
        (#""\41 B""#, #""AB""#),
        (#"L("greeting")"#, #""Hello""#),
        ("localized('greeting')", #""Hello""#),
        ("locale('bye')", "\"Good\u{A0}bye\""),
        (#"L("missing.key")"#, #""missing.key""#),
        ("42", #""42""#),
    ])
    func strings(_ text: String, _ expected: String) {
        #expect(json(text, as: .string, in: Self.context) == expected, "\(text)")
    }

    @Test func stringsFile() throws {
        let table = try StringsTable(parsing: """
            /* A comment */
            "greeting" = "Hello, \\"you\\"";
            // line comment
            title = "Caf\\U00e9";
            "same";
            "multi" = "a\\nb";
            """)
        #expect(table.entries == ["greeting": "Hello, \"you\"", "title": "Café", "same": "same", "multi": "a\nb"])
        #expect(throws: StringsTable.ParseError(line: 2, message: "expected ';'")) {
            try StringsTable(parsing: "\"a\" = \"b\"\n\"c\" = \"d\";")
        }
    }

    @Test(arguments: [
        (##""text" (font: HelveticaNeue-Medium 12, color: blue), "more""##,
         ##"{"text":"textmore","runs":[{"start":0,"length":4,"attributes":{"font":{"family":"HelveticaNeue-Medium","size":12,"italic":false},"foregroundColor":"#0000ffff"}},{"start":4,"length":4,"attributes":{}}]}"##),
        (##""a" (underlineStyle: single dash, kern: 2) "bc" (backgroundColor: red)"##,
         ##"{"text":"abc","runs":[{"start":0,"length":1,"attributes":{"kern":2,"underlineStyle":["patternDash","single"]}},{"start":1,"length":2,"attributes":{"backgroundColor":"#ff0000ff"}}]}"##),
        (##"L("greeting") (foregroundColor: #112233), " 😀" (baselineOffset: 2)"##,
         ##"{"text":"Hello 😀","runs":[{"start":0,"length":5,"attributes":{"foregroundColor":"#112233ff"}},{"start":5,"length":3,"attributes":{"baselineOffset":2}}]}"##),
        (##""x" (shadowColor: black, shadowOffset: 1, 2, strokeColor: red, strokeWidth: -3)"##,
         ##"{"text":"x","runs":[{"start":0,"length":1,"attributes":{"strokeColor":"#ff0000ff","strokeWidth":-3,"shadow":{"shadowOffset":{"width":1,"height":2},"shadowColor":"#000000ff"}}}]}"##),
        (##""y" (ligature: 0, strikethroughStyle: thick, strikethroughColor: gray, underlineColor: blue, obliqueness: 0.2, expansion: 0.1)"##,
         ##"{"text":"y","runs":[{"start":0,"length":1,"attributes":{"ligature":0,"strikethroughStyle":["thick"],"underlineColor":"#0000ffff","strikethroughColor":"#808080ff","obliqueness":0.2,"expansion":0.1}}]}"##),
    ])
    func attributedText(_ text: String, _ expected: String) {
        #expect(json(text, as: .attributedText, in: Self.context) == expected, "\(text)")
    }
}
