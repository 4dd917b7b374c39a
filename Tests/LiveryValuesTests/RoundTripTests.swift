import Testing
import LiverySyntax
@testable import LiveryValues

/// parse → canonical CSS → parse gives the same value, and the CSS is stable.
@Suite struct RoundTripTests {
    static let cases: [(String, ValueType)] = [
        ("42", .number), ("-3.5", .number), ("12px", .number), ("1.5em", .length), ("50%", .length), ("auto", .length),
        ("YES", .bool), ("2 > 1", .bool),
        (#""dr \"evil\" rules""#, .string), (#"L("key")"#, .string), ("Bare words", .string), (#""line\nbreak""#, .string),
        ("#abc", .color), ("rgba(64, 64, 64, 0.5)", .color), ("hsl(120, 100%, 75%)", .color), ("systemRed", .color),
        ("saturate(fadeout(#112233, 50%), 50%)", .color), ("stripes", .color), ("image(\"a b.png\")", .color),
        ("linear-gradient(to right, red, blue)", .color), ("gradient(red, fadeout(systemBlue, 10%))", .gradient),
        ("HelveticaNeue-Medium 14", .font), ("\"Times New Roman\" 5", .font), ("42", .font), ("systemBold 42", .font),
        ("body(10) bold 5 system", .font), ("bigger(Avenir 12, 2)", .font), ("smaller(system 14, 1)", .font),
        ("scaled italic 2em system", .font), ("\"Bold\" 12", .font), ("url(https://x.org/f.ttf) 14", .font),
        ("point(1, 2)", .point), ("parent(50, -50)", .point), ("window", .point), ("size(3, 4px)", .size),
        ("offset(1, 2)", .offset), ("insets(10, 0)", .insets), ("edge-insets(1, 2, 3, 4)", .insets),
        ("rect(1, 2, 3, 4)", .rect), ("parent(10, 20)", .rect), ("window", .rect),
        ("size(auto, 50%).left(5%).right(50)", .rect), ("sizeToFit(100%, 100%).bottom(10).right(20)", .rect),
        ("size(100, 100).insets(auto, auto, auto, auto)", .rect), ("sizeToFit()", .rect), ("size(auto, auto)", .rect),
        ("rotate(10) scale(20, 30) translate(40, 50)", .transform), ("transform-rotate(1rad)", .transform),
        ("identity", .transform), ("translate(10px, 5%)", .transform),
        ("UIViewContentModeBottomRight", .enumeration(EnumCatalog.contentMode)),
        ("width height", .optionSet(EnumCatalog.autoresizingMask)), ("normal", .optionSet(EnumCatalog.controlState)),
        (#""a" (font: bold 12 system, color: red, underlineStyle: single dash), L("k") (shadowOffset: 1, 2)"#, .attributedText),
        ("image.png", .image), ("image(b.png, 1, 2, 3, 4)", .image), ("image(b.png, 10, 5)", .image), ("red", .image),
        ("url(https://x.org/a.png)", .image), ("vector(1, #fff, 'a')", .vector), ("https://x.org", .url),
        ("sizeToFit(120, 40%), left(parent + 10)", .layout), ("sizeToFit, top(guide.top + 4)", .layout),
        ("sizeToFit(parent.width * 2, parent.height * 3 + 100), bottom(guide.bottom)", .layout),
    ]

    @Test(arguments: cases)
    func roundTrip(_ text: String, _ type: ValueType) throws {
        let (first, diagnostics) = parseValue(text, as: type)
        #expect(diagnostics.isEmpty, "\(text): \(diagnostics)")
        let value = try #require(first)
        let css = value.cssText
        let (second, again) = parseValue(css, as: type)
        #expect(again.isEmpty, "\(css): \(again)")
        #expect(second == value, "\(text) → \(css)")
        #expect(second?.cssText == css)
    }

    @Test(arguments: [
        ("#abc", ValueType.color, "#aabbccff"),
        ("rotate(10) scale(2) translate(4)", .transform, "rotate(10) scale(2, 2) translate(4, 4)"),
        ("boldSystem 42", .font, "bold 42 system"),
        ("\"Times New Roman\" 5", .font, "5 \"Times New Roman\""),
        ("parent(10, 20)", .rect, "parent(20, 10, 20, 10)"),
        ("size(10%, auto).left(5%).right(50)", .rect, "size(10%, auto).left(5%).right(50)"),
        ("insets(10, 0)", .insets, "insets(10, 0, 10, 0)"),
        ("flexible-width, width, flexibleHeight", .optionSet(EnumCatalog.autoresizingMask), "flexibleHeight flexibleWidth"),
        ("\"x\" (color: red, kern: 2)", .attributedText, "\"x\" (foregroundColor: #ff0000ff, kern: 2)"),
        ("linear-gradient(red, blue)", .color, "linear-gradient(180deg, #ff0000ff, #0000ffff)"),
        ("linear-gradient(red 25%, blue)", .color, "linear-gradient(180deg, #ff0000ff 25%, #0000ffff 100%)"),
        ("systemRed", .color, "dynamic(#ff3b30ff, #ff453aff)"),
        ("size(100, 21).left(parent+10) top(guide.top + 100)", .layout, "width(100), height(21), left(parent + 10), top(guide.top + 100)"),
        ("sizeToFit, centerX(2 * title.centerX - 4.5), width(50%)", .layout, "sizeToFit, centerX(title.centerX * 2 - 4.5), width(50%)"),
        ("sizeToFit(80, 30).left(5) top(6)", .layout, "sizeToFit(80, 30), left(5), top(6)"),
        ("sizeToFit(50%)", .layout, "sizeToFit(50%, 50%)"),
        ("top(1), sizeToFit(3 * parent.width, 2 * box.height + 10)", .layout,
         "sizeToFit(parent.width * 3, box.height * 2 + 10), top(1)"),
        ("sizeToFit()", .layout, "sizeToFit"),
        ("L('k')", .string, "L(\"k\")"),
    ])
    func canonicalCSS(_ text: String, _ type: ValueType, _ expected: String) {
        #expect(parseValue(text, as: type).value?.cssText == expected, "\(text)")
    }
}
