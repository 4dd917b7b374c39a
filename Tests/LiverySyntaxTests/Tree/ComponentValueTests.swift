import LiverySyntax
import Testing

/// Component values built by the parser and their canonical CSS text.
@Suite struct ComponentValueTests {
    func value(_ css: String) -> [ComponentValue] {
        let sheet = SyntaxSummary.parse(".a { x: \(css) }")
        guard case .rule(let rule)? = sheet.items.first, case .declaration(let declaration)? = rule.items.first else {
            return []
        }
        return declaration.value
    }

    @Test(arguments: [
        ("-0", "-0"),
        ("+0", "+0"),
        ("-0.0px", "-0px"),
        ("+.5 -1.25e1", "+0.5 -12.5"),
        ("1e20", "1e+20"),
        ("rgb( 1 ,2,  3 )", "rgb(1, 2, 3)"),
        ("a   b\n c", "a b c"),
        ("'it\\'s'", "\"it's\""),
        ("\"\\a\"", "\"\\a \""),
        ("url(a.png)", "url(a.png)"),
        ("url(a\\)b)", "url(\"a)b\")"),
        ("url( 'x y' )", "url(\"x y\")"),
        ("[a] (b)", "[a] (b)"),
        ("#fff #1e", "#fff #1e"),
        ("@v --w", "@v --w"),
        ("10% 12PT", "10% 12PT"),
        // Escaped names print escaped, so that the text reads back as the same names.
        ("a\\8 b", "a\\8 b"),
        ("\\31 x", "\\31 x"),
        ("-\\32", "-\\32 "),
        ("\\-", "\\-"),
        ("a\\.b f\\(x\\)()", "a\\.b f\\(x\\)()"),
        ("#a\\ b", "#a\\ b"),
        // Delimiters that would start a comment are kept apart (`//` right after `:` is none).
        (":// a/ *b", ":// a/ *b"),
    ] as [(String, String)])
    func cssText(input: String, expected: String) {
        #expect(value(input).cssText == expected)
    }

    /// Two values with whitespace between them print as text that reads back as the same
    /// two values, whatever the first one's text ends with: an escaped `(`, `[` or `{`, or
    /// the space that ends a hex escape. (The `reflektor` fuzzer found `a\( url(b)`
    /// printed as `a\(url(b)`, one function.)
    @Test func valuesApartStayApart() {
        let atoms = ["a\\(", "a\\[", "a\\{", "a\\1 ", "#a\\(", "1px\\(", "\"s(\"", "url(b)", "b", "(c)", "[d]", "f(x)",
                     "1", "-", "/", "*", "@v", "u\\rl(x)"]
        var mismatches: [String] = []
        for first in atoms {
            for second in atoms {
                let read = value(first + " " + second)
                let printed = read.cssText
                let again = value(printed)
                // Value by value (each one's own text: the source ranges differ).
                if again.map(\.cssText) != read.map(\.cssText) || again.cssText != printed {
                    mismatches.append("\(first) \(second) → \(printed)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
    }

    /// A url holding any one ASCII character (escaped where it must be) prints as a url that
    /// reads back as the same address. (The `reflektor` fuzzer found `url(a\}b)` printed bare
    /// as `url(a}b)`, which a `}` ends.)
    @Test func everyURLReadsBack() {
        var mismatches: [String] = []
        for code in 0x21...0x7E {
            let character = String(UnicodeScalar(UInt8(code)))
            let escaped = "\\" + character
            for source in ["url(a\(escaped)b)", "url(\(escaped))", "url(\"a\(character)b\")"] {
                let read = value(source)
                let printed = read.cssText
                let again = value(printed)
                guard let address = Self.address(read) else { continue }
                if Self.address(again) != address {
                    mismatches.append("\(source) → \(printed)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
    }

    /// The address of a value list that is one url, bare or quoted.
    static func address(_ values: [ComponentValue]) -> String? {
        guard values.count == 1 else { return nil }
        switch values[0].kind {
        case .url(let address): return address
        case .function(let name, let arguments) where name.lowercased() == "url":
            let meaningful = arguments.filter { $0.kind != .whitespace }
            guard meaningful.count == 1, case .string(let address) = meaningful[0].kind else { return nil }
            return address
        default: return nil
        }
    }

    /// `//` read after a `:` (`@v://`), printed without it, is kept apart: it would read
    /// back as a comment.
    @Test func slashesWithoutTheirColonStayApart() {
        let slashes = Array(value("://x").dropFirst())
        #expect(slashes.cssText == "/ /x")
    }

    /// Every name printed by `identifier` tokenizes back to one identifier of that name.
    @Test(arguments: ["plain", "-x", "--custom", "1st", "-2", "-", "a b", "a.b", "tab\t", "nul\u{0}", "é", "a\\b"])
    func identifierReadsBack(name: String) {
        let printed = ComponentValue.identifier(name)
        let read = value(printed)
        let expected = name.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
        #expect(read.count == 1, "\(printed) read as \(read.count) values")
        if case .ident(let back)? = read.first?.kind { #expect(back == expected, "\(printed)") } else {
            Issue.record("\(printed) is not an identifier")
        }
    }

    /// Every unit printed after its number tokenizes back to one dimension with that unit,
    /// including units that would otherwise read as an exponent or a percentage.
    @Test(arguments: ["px", "PT", "e3", "E-2", "e+1", "ex", "e-x", "-5", "%", "a\\b", "\u{B}]p", "a b"])
    func unitsReadBack(unit: String) {
        let printed = [ComponentValue(.dimension(NumericLiteral(333, isInteger: true), unit: unit), range: SourceRange(at: 0))]
            .cssText
        let read = value(printed)
        #expect(read.count == 1, "\(printed) read as \(read.count) values")
        if case .dimension(let number, let back)? = read.first?.kind {
            #expect(number.value == 333 && back == unit, "\(printed)")
        } else {
            Issue.record("\(printed) is not a dimension")
        }
    }

    @Test func outOfRangeNumbersClamp() {
        guard case .number(let big)? = value("1e400").first?.kind, case .dimension(let small, _)? = value("-1e999px").first?.kind else {
            Issue.record("not numbers")
            return
        }
        #expect(big.value == .greatestFiniteMagnitude)
        #expect(small.value == -.greatestFiniteMagnitude)
    }

    @Test func kindsAndRanges() {
        let values = value("rgb(1, 2) \"s\" 3px")
        #expect(values.count == 5)
        guard case .function(let name, let arguments) = values[0].kind else {
            Issue.record("not a function")
            return
        }
        #expect(name == "rgb")
        #expect(arguments.splitByCommas().map(\.cssText) == ["1", "2"])
        #expect(values[0].range == SourceRange(start: 8, end: 17))
        #expect(values[1].isWhitespace)
        #expect(values[2].kind == .string("s"))
        #expect(values[4].kind == .dimension(NumericLiteral(3, isInteger: true), unit: "px"))
        #expect(values.range == SourceRange(start: 8, end: 25))
    }

    @Test func helpers() {
        let values = value("Auto, b , !")
        #expect(values[0].isIdentifier("auto"))
        #expect(values[0].identifier == "Auto")
        #expect(values[1].isComma)
        #expect(values.last?.isDelim("!") == true)
        #expect(values.splitByCommas().count == 3)
    }
}
