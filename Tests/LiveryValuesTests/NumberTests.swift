import Testing
import LiverySyntax
@testable import LiveryValues

@Suite struct NumberTests {
    @Test(arguments: [
        ("42", "42"),
        ("-3.5", "-3.5"),
        ("12pt", "12"),
        ("12px", "12"),
        ("150%", "75"),
        ("2em", "2"),
        ("2rem", "2"),
        ("10 ** (3 - 1)", "100"),
        ("10**(3-1)", "100"),
        ("2 ** 3 ** 2", "512"),
        ("1 + 2 * 3", "7"),
        ("(1 + 2) * 3", "9"),
        ("10 / 4", "2.5"),
        ("3 -1", "2"),
        ("-(2 + 3)", "-5"),
        ("calc(100 - 20)", "80"),
        ("calc(10px * 3)", "30"),
        ("4 + 2 - 1", "5"),
        ("2 * -3", "-6"),
        ("12px / 2", "6"),
        ("1e3", "1000"),
    ])
    func numbers(_ text: String, _ expected: String) {
        #expect(json(text, as: .number, in: ValueContext(elementBounds: Frame(width: 10, height: 50))) == expected, "\(text)")
    }

    @Test func dynamicTypeScalesEm() {
        let context = ValueContext(contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(json("17em", as: .number, in: context) == "53")
        #expect(json("17", as: .number, in: context) == "17")
    }

    @Test(arguments: [
        ("auto", "\"auto\""),
        ("*", "\"auto\""),
        ("10", "10"),
        ("30px", "30"),
        ("50%", "5"),
        // calc() of percentages and points, nested as it may be (the basis is 10).
        ("calc(100% - 20px)", "-10"),
        ("calc((100% - 40px) / 4)", "-7.5"),
        ("calc(calc(1.5px + 25%))", "4"),
        ("calc(2 * (50% - 1px) + 1px)", "9"),
        ("calc(100% - (20px + 10%))", "-11"),
    ])
    func lengths(_ text: String, _ expected: String) {
        #expect(json(text, as: .length, in: ValueContext(percentageBasis: 10)) == expected, "\(text)")
    }

    /// Percentages multiplied or divided by lengths (or by each other) make no length.
    @Test(arguments: ["calc(2% / 0.25px)", "calc(1px / 10%)", "calc(10% * 10%)", "calc((10% - 1px) * 2px)"])
    func percentagesTimesLengthsAreNoLengths(_ text: String) {
        #expect(parseValue(text, as: .length).value == nil, "\(text)")
    }

    /// A resolved length is within ±`ValueBounds.length` points: `1e300%` of a large basis
    /// is not infinite, so neither is what is made from it.
    @Test(arguments: [
        ("1e300%", "1000000"), ("-1e300%", "-1000000"), ("1e308px", "1000000"), ("-1e308", "-1000000"),
        ("1e300em", "1000000"), ("calc(1e300% + 1e300px)", "1000000"), ("999999.5px", "999999.5"),
    ])
    func resolvedLengthsStayWithinTheBounds(_ text: String, _ expected: String) {
        #expect(json(text, as: .length, in: ValueContext(percentageBasis: 1e300)) == expected, "\(text)")
    }

    @Test(arguments: [
        ("YES", "true"), ("NO", "false"), ("true", "true"), ("false", "false"), ("yes", "true"),
        ("\"YES\"", "true"), ("'false'", "false"), ("2 > 1", "true"), ("2 < 1", "false"), ("1 + 1 == 2", "true"),
        ("3 >= 3", "true"), ("3 != 3", "false"), ("1 < 2 and 2 < 3", "true"), ("1 > 2 || 2 < 3", "true"),
        ("!(1 > 2)", "true"), ("1", "true"), ("0", "false"), ("10px > 20px", "false"),
    ])
    func booleans(_ text: String, _ expected: String) {
        #expect(json(text, as: .bool) == expected, "\(text)")
    }

    @Test func unresolvedLengthKeepsUnit() {
        let (value, _) = parseValue("12px", as: .number)
        #expect(value == .length(.pixels(12)))
        #expect(value?.json.compactText == "\"12px\"")
        #expect(value?.cssText == "12px")
    }
}
