import Testing
import LiverySyntax
@testable import LiveryValues

/// Malformed values: each is dropped with exactly one diagnostic (id, line:column, message).
@Suite struct DiagnosticTests {
    static let cases: [(ValueType, String, String)] = [
        (ValueType.number, ##"1 / 0"##, ##"t.css:1:5: error: division by zero [value.division-by-zero]"##),
        (.number, ##"10 / (5 - 5)"##, ##"t.css:1:6: error: division by zero [value.division-by-zero]"##),
        (.number, ##"10 ** 400"##, ##"t.css:1:1: error: number is too large [value.overflow]"##),
        (.number, ##"1e308 * 10"##, ##"t.css:1:1: error: number is too large [value.overflow]"##),
        (.number, ##"12 +"##, ##"t.css:1:4: error: expected a number after '+' [value.invalid-expression]"##),
        (.number, ##"* 3"##, ##"t.css:1:1: error: expected a number, found '*' [value.invalid-expression]"##),
        (.number, ##"12 foo"##, ##"t.css:1:4: error: unexpected 'foo' in expression [value.invalid-expression]"##),
        (.number, ##"3 + true"##, ##"t.css:1:5: error: expected a number, found a boolean [value.invalid-expression]"##),
        (.number, ##"12xy"##, ##"t.css:1:1: error: unknown unit 'xy' [value.unknown-unit]"##),
        (.number, ##"10px + 5%"##, ##"t.css:1:6: error: incompatible units for '+' [value.incompatible-units]"##),
        (.number, ##"10px * 2px"##, ##"t.css:1:6: error: incompatible units for '*' [value.incompatible-units]"##),
        (.number, ##"90deg"##, ##"t.css:1:1: error: expected a length, found an angle [value.invalid-number]"##),
        (.number, ##"auto"##, ##"t.css:1:1: error: expected a number, found 'auto' [value.invalid-expression]"##),
        (.number, ##"()"##, ##"t.css:1:1: error: empty parentheses in expression [value.invalid-expression]"##),
        (.number, ##"2 > 1"##, ##"t.css:1:1: error: expected a number, found a boolean [value.invalid-number]"##),
        (.length, ##"10px - 3em"##, ##"t.css:1:6: error: incompatible units for '-' [value.incompatible-units]"##),
        (.bool, ##"maybe"##, ##"t.css:1:1: error: expected YES, NO, true or false, found 'maybe' [value.invalid-bool]"##),
        (.bool, ##""perhaps""##, ##"t.css:1:1: error: expected YES, NO, true or false, found 'perhaps' [value.invalid-bool]"##),
        (.bool, ##"12px"##, ##"t.css:1:1: error: expected a boolean, found a length [value.invalid-bool]"##),
        (.color, ##"#12345"##, ##"t.css:1:1: error: invalid hex color '#12345' [value.invalid-color]"##),
        (.color, ##"#ggg"##, ##"t.css:1:1: error: invalid hex color '#ggg' [value.invalid-color]"##),
        (.color, ##"rgb(1, 2)"##, ##"t.css:1:1: error: 'rgb()' takes 3 or 4 arguments, found 2 [value.wrong-argument-count]"##),
        (.color, ##"rgb(1, 2, 3, 4, 5)"##, ##"t.css:1:1: error: 'rgb()' takes 3 or 4 arguments, found 5 [value.wrong-argument-count]"##),
        (.color, ##"rgb(red, 0, 0)"##, ##"t.css:1:5: error: expected a number, found 'red' [value.invalid-expression]"##),
        // In the space form the alpha comes after three channels and a `/`, nowhere else.
        (.color, ##"rgba(10% / 54 0% 75%)"##, ##"t.css:1:10: error: 'rgba()' takes three channels, then '/' and the alpha [value.invalid-color]"##),
        (.color, ##"hsl(50 0% / 85% 1)"##, ##"t.css:1:11: error: 'hsl()' takes three channels, then '/' and the alpha [value.invalid-color]"##),
        (.color, ##"rgb(1 2 3 /)"##, ##"t.css:1:11: error: 'rgb()' takes three channels, then '/' and the alpha [value.invalid-color]"##),
        (.color, ##"hsl(120, 100%)"##, ##"t.css:1:1: error: 'hsl()' takes 3 or 4 arguments, found 2 [value.wrong-argument-count]"##),
        (.color, ##"lighten(#fff)"##, ##"t.css:1:1: error: 'lighten()' takes 2 arguments, found 1 [value.wrong-argument-count]"##),
        (.color, ##"lighten(#fff, abc)"##, ##"t.css:1:15: error: expected a number, found 'abc' [value.invalid-expression]"##),
        (.color, ##"darken(stripes, 10%)"##, ##"t.css:1:8: error: 'darken()' needs a color, found 'stripes' [value.invalid-color]"##),
        (.color, ##"foo(1)"##, ##"t.css:1:1: error: unknown color function 'foo' [value.unknown-function]"##),
        (.color, ##"red blue"##, ##"t.css:1:5: error: unexpected 'blue' after a color [value.unexpected]"##),
        (.color, ##"12"##, ##"t.css:1:1: error: expected a color, found '12' [value.invalid-color]"##),
        (.color, ##""""##, ##"t.css:1:1: error: expected a color, found "" [value.invalid-color]"##),
        (.color, ##"linear-gradient(red)"##, ##"t.css:1:1: error: a gradient needs at least two colors [value.invalid-gradient]"##),
        (.color, ##"linear-gradient(to middle, red, blue)"##, ##"t.css:1:17: error: expected 'to' and a side, such as 'to bottom' [value.invalid-gradient]"##),
        (.gradient, ##"red"##, ##"t.css:1:1: error: expected a gradient, found 'red' [value.invalid-gradient]"##),
        (.color, ##"linear-gradient(red 10px, blue)"##, ##"t.css:1:21: error: a gradient stop's position is a percentage, found '10px' [value.invalid-gradient]"##),
        (.font, ##"12 14"##, ##"t.css:1:4: error: font size given twice [value.invalid-font]"##),
        (.font, ##"Arial "Helvetica" 12"##, ##"t.css:1:7: error: font family given twice [value.invalid-font]"##),
        (.font, ##"-5 system"##, ##"t.css:1:1: error: font size must not be negative [value.invalid-font]"##),
        (.font, ##"bold 12 system foo(1)"##, ##"t.css:1:16: error: unknown font function 'foo' [value.unknown-function]"##),
        (.font, ##"12 #fff"##, ##"t.css:1:4: error: unexpected '#fff' in font [value.invalid-font]"##),
        (.font, ##"bigger(system 12)"##, ##"t.css:1:1: error: 'bigger()' takes 2 arguments, found 1 [value.wrong-argument-count]"##),
        (.font, ##"systemBold 12 "Arial""##, ##"t.css:1:15: error: font family given twice [value.invalid-font]"##),
        (.point, ##"point(1, 2, 3)"##, ##"t.css:1:1: error: a point takes 1 or 2 values, found 3 [value.invalid-geometry]"##),
        (.point, ##"point(a, b)"##, ##"t.css:1:7: error: expected a number, found 'a' [value.invalid-expression]"##),
        (.size, ##"size()"##, ##"t.css:1:1: error: a size takes 1 or 2 values, found 0 [value.invalid-geometry]"##),
        (.insets, ##"insets(1, 2, 3)"##, ##"t.css:1:1: error: insets takes 1, 2 or 4 values, found 3 [value.invalid-geometry]"##),
        (.rect, ##"rect(1, 2, 3)"##, ##"t.css:1:1: error: a rect takes 4 values, found 3 [value.invalid-geometry]"##),
        (.rect, ##""{{1,2},{3}}""##, ##"t.css:1:1: error: expected a rect, found 3 numbers [value.invalid-geometry]"##),
        (.rect, ##""{{1,x},{3,4}}""##, ##"t.css:1:1: error: expected a rect, found "{{1,x},{3,4}}" [value.invalid-geometry]"##),
        (.rect, ##"size(10, 10).foo(3)"##, ##"t.css:1:14: error: expected size(), sizeToFit(), left(), right(), top(), bottom() or insets(), found 'foo(3)' [value.invalid-geometry]"##),
        (.rect, ##"size(10, 10) left(5)"##, ##"t.css:1:14: error: expected '.' between frame parts, found 'left(5)' [value.invalid-geometry]"##),
        (.rect, ##"size(10, 10)."##, ##"t.css:1:13: error: expected a frame part after '.' [value.invalid-geometry]"##),
        (.rect, ##"parent(1, 2, 3)"##, ##"t.css:1:1: error: 'parent()' takes 0, 1, 2 or 4 arguments, found 3 [value.wrong-argument-count]"##),
        (.rect, ##"rect(auto, 0, 10, 10)"##, ##"t.css:1:6: error: expected a number, found 'auto' [value.invalid-expression]"##),
        (.layout, ##"sizeToFit(1, 2, 3), left(0)"##, ##"t.css:1:1: error: 'sizeToFit()' takes 0 to 2 arguments, found 3 [value.wrong-argument-count]"##),
        (.layout, ##"sizeToFit(10, parent.middle)"##, ##"t.css:1:22: error: unknown layout attribute 'middle' [value.invalid-geometry]"##),
        (.layout, ##", ."##, ##"t.css:1:1: error: expected layout constraints [value.empty]"##),
        (.transform, ##"rotate(10) skew(5)"##, ##"t.css:1:12: error: unknown transform function 'skew' [value.unknown-function]"##),
        (.transform, ##"rotate()"##, ##"t.css:1:1: error: 'rotate()' takes 1 argument, found 0 [value.wrong-argument-count]"##),
        (.transform, ##"scale(2px)"##, ##"t.css:1:7: error: expected a scale factor without a unit [value.invalid-number]"##),
        (.transform, ##"translate(1, 2, 3)"##, ##"t.css:1:1: error: 'translate()' takes 1 or 2 arguments, found 3 [value.wrong-argument-count]"##),
        (.transform, ##"10"##, ##"t.css:1:1: error: expected rotate(), scale() or translate(), found '10' [value.invalid-transform]"##),
        (.enumeration(EnumCatalog.contentMode), ##"bottomRigt"##, ##"t.css:1:1: error: unknown contentMode value 'bottomRigt'; did you mean 'bottomRight'? [value.unknown-enum-case]"##),
        (.enumeration(EnumCatalog.contentMode), ##"sideways"##, ##"t.css:1:1: error: unknown contentMode value 'sideways' [value.unknown-enum-case]"##),
        (.enumeration(EnumCatalog.contentMode), ##"top left"##, ##"t.css:1:5: error: unexpected 'left' after a contentMode value [value.unexpected]"##),
        (.enumeration(EnumCatalog.contentMode), ##"#abc"##, ##"t.css:1:1: error: expected a contentMode value, found '#abc' [value.unknown-enum-case]"##),
        (.optionSet(EnumCatalog.autoresizingMask), ##"width heigth"##, ##"t.css:1:7: error: unknown autoresizingMask value 'heigth' [value.unknown-enum-case]"##),
        (.optionSet(EnumCatalog.controlState), ##"pressed"##, ##"t.css:1:1: error: unknown controlState value 'pressed' [value.unknown-enum-case]"##),
        (.attributedText, ##""a" (foo: 1)"##, ##"t.css:1:6: error: unknown text attribute 'foo' [value.unknown-text-attribute]"##),
        (.attributedText, ##""a" (color: notacolor(1))"##, ##"t.css:1:13: error: unknown color function 'notacolor' [value.unknown-function]"##),
        (.attributedText, ##"12 (color: red)"##, ##"t.css:1:1: error: expected a quoted string or L("key"), found '12' [value.invalid-attributed-text]"##),
        (.attributedText, ##", ,"##, ##"t.css:1:1: error: expected a quoted string or L("key"), found ',' [value.invalid-attributed-text]"##),
        (.attributedText, ##""a" (kern)"##, ##"t.css:1:6: error: expected 'name: value' in text attributes [value.invalid-attributed-text]"##),
        (.image, ##"image()"##, ##"t.css:1:1: error: 'image()' takes 1 to 5 arguments, found 0 [value.wrong-argument-count]"##),
        (.image, ##"image(a.png, 1, 2, 3)"##, ##"t.css:1:1: error: 'image()' takes 1, 3 or 5 arguments, found 4 [value.wrong-argument-count]"##),
        (.image, ##"my image.png"##, ##"t.css:1:1: error: expected an image, found 'my image.png' [value.invalid-image]"##),
        (.image, ##"image(a.png, 1, 2, 3, 4, 5)"##, ##"t.css:1:1: error: 'image()' takes 1 to 5 arguments, found 6 [value.wrong-argument-count]"##),
        (.url, ##"not a url"##, ##"t.css:1:1: error: expected a URL, found 'not a url' [value.invalid-url]"##),
        (.vector, ##"vector(1, vector(2))"##, ##"t.css:1:11: error: a vector cannot contain a vector [value.invalid-vector]"##),
        (.string, ##"L(12)"##, ##"t.css:1:3: error: expected a string key in 'L()' [value.invalid-string]"##),
    ]

    @Test(arguments: cases)
    func malformed(_ type: ValueType, _ text: String, _ expected: String) {
        #expect(diagnostic(text, as: type) == expected, "\(text)")
    }

    @Test func atLeastFortyMalformedValues() {
        #expect(Self.cases.count >= 40)
        let ids = Set(Self.cases.compactMap { $0.2.split(separator: "[").last.map { String($0.dropLast()) } })
        #expect(ids.isSubset(of: Set(ValueDiagnosticID.all.map(\.rawValue))))
    }

    @Test func positionOnLaterLine() {
        #expect(diagnostic("rgb(1, 2, 3),\n  lighten(#fff)", as: .color)
                == "t.css:1:13: error: unexpected ',' after a color [value.unexpected]")
        #expect(diagnostic("12 +\n   foo", as: .number) == "t.css:2:4: error: expected a number, found 'foo' [value.invalid-expression]")
    }

    @Test func emptyValueIsReportedAtTheDeclaration() {
        let file = SourceFile(path: "t.css", text: "a { color: ; }")
        var bag = DiagnosticBag()
        let value = ValueParser.parse([], as: .color, in: file, diagnostics: &bag, emptyRange: SourceRange(start: 4, end: 10))
        #expect(value == nil)
        #expect(bag.diagnostics.map(\.description) == ["t.css:1:5: error: expected a color, found nothing [value.empty]"])
    }

    @Test func invalidTokensAreNotReportedTwice() {
        let (value, diagnostics) = parseValue("url(a b c)", as: .url)
        #expect(value == nil)
        #expect(diagnostics.allSatisfy { !$0.id.rawValue.hasPrefix("value.") })
    }
}
