import Testing
import LiverySyntax
@testable import LiveryValues

@Suite struct FontTests {
    @Test(arguments: [
        ("HelveticaNeue-Medium 14", #"{"family":"HelveticaNeue-Medium","size":14,"italic":false}"#),
        ("\"Times New Roman\" 5", #"{"family":"Times New Roman","size":5,"italic":false}"#),
        ("Times New Roman 5", #"{"family":"Times New Roman","size":5,"italic":false}"#),
        ("42", #"{"family":"system","size":42,"weight":"regular","italic":false}"#),
        ("system 42", #"{"family":"system","size":42,"weight":"regular","italic":false}"#),
        ("systemBold 42", #"{"family":"system","size":42,"weight":"bold","italic":false}"#),
        ("boldSystem 42", #"{"family":"system","size":42,"weight":"bold","italic":false}"#),
        ("systemItalic 42", #"{"family":"system","size":42,"weight":"regular","italic":true}"#),
        ("italicSystem 42", #"{"family":"system","size":42,"weight":"regular","italic":true}"#),
        ("15 HelveticaNeue-Medium", #"{"family":"HelveticaNeue-Medium","size":15,"italic":false}"#),
        ("5 \"Courier\"", #"{"family":"Courier","size":5,"italic":false}"#),
        ("42 system", #"{"family":"system","size":42,"weight":"regular","italic":false}"#),
        ("42 system-italic", #"{"family":"system","size":42,"weight":"regular","italic":true}"#),
        ("42 systemBold", #"{"family":"system","size":42,"weight":"bold","italic":false}"#),
        ("24 system-ultraLight", #"{"family":"system","size":24,"weight":"ultraLight","italic":false}"#),
        ("bold 5 system", #"{"family":"system","size":5,"weight":"bold","italic":false}"#),
        ("600 14 system", #"{"family":"system","size":14,"weight":"semibold","italic":false}"#),
        ("bold 12 Georgia", #"{"family":"Georgia","size":12,"weight":"bold","italic":false}"#),
        ("HelveticaNeue-Medium, 14", #"{"family":"HelveticaNeue-Medium","size":14,"italic":false}"#),
        ("Arial 14px", #"{"family":"Arial","size":14,"italic":false}"#),
        ("HelveticaNeue-Medium", #"{"family":"HelveticaNeue-Medium","size":17,"italic":false}"#),
        ("body", #"{"family":"system","size":17,"weight":"regular","italic":false,"textStyle":"body"}"#),
        ("headline", #"{"family":"system","size":17,"weight":"semibold","italic":false,"textStyle":"headline"}"#),
        ("largeTitle", #"{"family":"system","size":34,"weight":"regular","italic":false,"textStyle":"largeTitle"}"#),
        ("body bold 5 system", #"{"family":"system","size":5,"weight":"bold","italic":false,"textStyle":"body"}"#),
        ("body(10) 5 system", #"{"family":"system","size":5,"weight":"regular","italic":false,"textStyle":"body"}"#),
        ("caption2 11 Avenir", #"{"family":"Avenir","size":11,"italic":false,"textStyle":"caption2"}"#),
        ("bigger(HelveticaNeue-Medium 14, 1)", #"{"family":"HelveticaNeue-Medium","size":15,"italic":false}"#),
        ("larger(system 14, 2)", #"{"family":"system","size":16,"weight":"regular","italic":false}"#),
        ("smaller(system 14, 2)", #"{"family":"system","size":12,"weight":"regular","italic":false}"#),
        ("fontWithSize(bold 14 system, 10)", #"{"family":"system","size":10,"weight":"bold","italic":false}"#),
        ("font('Arial', 12pt)", #"{"family":"Arial","size":12,"italic":false}"#),
        ("font('Arial', 50%)", #"{"family":"Arial","size":20,"italic":false}"#),
        ("italic 12 Georgia", #"{"family":"Georgia","size":12,"italic":true}"#),
        ("url(https://x.org/f.ttf) 14", #"{"family":"system","size":14,"italic":false,"url":"https://x.org/f.ttf"}"#),
    ])
    func fonts(_ text: String, _ expected: String) {
        let context = ValueContext(elementBounds: Frame(width: 100, height: 40))
        #expect(json(text, as: .font, in: context) == expected, "\(text)")
    }

    @Test(arguments: [
        ("body", ContentSizeCategory.extraExtraExtraLarge, 23.0),
        ("body(20)", .accessibilityExtraLarge, 20),
        ("body(10) 5 system", .large, 5),
        ("body 10 system", .accessibilityMedium, 10 * 28 / 17),
        ("scaled 17 system", .extraSmall, 14),
        ("title1", .extraSmall, 25),
        ("bigger(caption1, 1)", .large, 13),
    ])
    func dynamicType(_ text: String, _ category: ContentSizeCategory, _ expected: Double) throws {
        let (value, diagnostics) = parseValue(text, as: .font)
        #expect(diagnostics.isEmpty)
        guard case .font(let font) = try #require(value) else { Issue.record("not a font"); return }
        #expect(font.pointSize(in: ValueContext(contentSize: category)) == expected, "\(text)")
    }

    /// A font's size stays within `ValueBounds.length`, through Dynamic Type and
    /// adjustments: a text of a `1e308px` font once measured infinite.
    @Test(arguments: [("1e308px system", ContentSizeCategory.large), ("scaled 1e308 system", .accessibilityExtraExtraExtraLarge),
                      ("body 1e308 system", .accessibilityExtraExtraExtraLarge), ("bigger(body(1e308), 1e308)", .large)])
    func sizesStayWithinTheBounds(_ text: String, _ category: ContentSizeCategory) throws {
        let (value, diagnostics) = parseValue(text, as: .font)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .font(let font) = try #require(value) else { Issue.record("not a font"); return }
        #expect(font.pointSize(in: ValueContext(contentSize: category)) == ValueBounds.length, "\(text)")
    }

    @Test func compoundPropertiesMerge() {
        let base = FontValue(family: "Georgia", size: .points(12))
        let merged = FontValue.merge(base, size: .points(20), weight: .bold, italic: true)
        #expect(merged == FontValue(family: "Georgia", size: .points(20), weight: .bold, italic: true))
        let system = FontValue.merge(merged, family: "system")
        #expect(system.isSystem)
        #expect(FontValue.merge(nil, family: "Avenir").json.compactText == #"{"family":"Avenir","size":17,"italic":false}"#)
        #expect(FontWeight(name: "700") == .bold)
        #expect(FontWeight(name: "normal") == .regular)
        #expect(FontWeight.black.numericValue == 900)
    }

    @Test func fontWeightAndStyleProperties() {
        #expect(json("700", as: .enumeration(EnumCatalog.fontWeight)) == "\"bold\"")
        #expect(json("semi-bold", as: .enumeration(EnumCatalog.fontWeight)) == "\"semibold\"")
        #expect(json("italic", as: .enumeration(EnumCatalog.fontStyle)) == "\"italic\"")
    }
}
