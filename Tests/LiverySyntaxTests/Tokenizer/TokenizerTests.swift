import LiverySyntax
import Testing

/// Well-formed input: every token kind, flags, values and byte offsets.
@Suite struct TokenizerTests {
    @Test(arguments: [
        // Identifiers, functions, at-keywords.
        ("a", ["ident a"]),
        ("-webkit-box _x1 --name", ["ident -webkit-box", "ws", "ident _x1", "ws", "ident --name"]),
        ("é\u{1F600}x", ["ident é\u{1F600}x"]),
        (#"\41 b"#, ["ident Ab"]),
        ("rgb(1)", ["function rgb", "number 1 int", "closeParen"]),
        ("@media @-x", ["at media", "ws", "at -x"]),
        ("@ 1", ["delim @", "ws", "number 1 int"]),
        // Hashes: `isID` only when the name would be an identifier.
        ("#abc #1e #-a #", ["hash abc id", "ws", "hash 1e", "ws", "hash -a id", "ws", "delim #"]),
        // Strings in both quotes, with escapes.
        (#""a\"b""#, [#"string a"b"#]),
        (#"'it\'s'"#, ["string it's"]),
        (#""\123 x""#, ["string \u{123}x"]),
        (#""\1F600""#, ["string \u{1F600}"]),
        (#""\u0123""#, ["string u0123"]), // CSS: `\u` is a `u`; LiveryValues reads InterfaCSS `\u0123`
        (#""\0""#, ["string \u{FFFD}"]),
        (#""\D800 \110000 \10FFFF""#, ["string \u{FFFD}\u{FFFD}\u{10FFFF}"]),
        ("\"a\\\nb\"", ["string ab"]),
        ("\"a\\\r\nb\"", ["string ab"]),
        ("''", ["string "]),
        // url(): unquoted is a url token, quoted is a function token.
        ("url(a.png)", ["url a.png"]),
        ("URL(  a.png  )", ["url a.png"]),
        (#"url(a\)b)"#, ["url a)b"]),
        ("url(\"a.png\")", ["function url", "string a.png", "closeParen"]),
        ("url( 'a.png' )", ["function url", "ws", "string a.png", "ws", "closeParen"]),
        ("url()", ["url "]),
        // An escaped space at the end stays; a space after an escaped backslash goes.
        (#"url(a\ )"#, ["url a "]),
        (#"url( \  )"#, ["url  "]),
        (#"url(a\\ )"#, [#"url a\"#]),
        (#"url(\41 )"#, ["url A"]),
        // The name is compared with its escapes decoded, as browsers do.
        (#"u\rl(a.png)"#, ["url a.png"]),
        (#"\75 RL(a.png)"#, ["url a.png"]),
        (#"u\72l("a.png")"#, ["function url", "string a.png", "closeParen"]),
        (#"u\rls(a)"#, ["function urls", "ident a", "closeParen"]),
        (#"\u\r(a)"#, ["function ur", "ident a", "closeParen"]),
        // Numbers, percentages, dimensions.
        ("1 +1 -1 1.5 .5 -.5 +.5", ["number 1 int", "ws", "number 1 int sign", "ws", "number -1 int sign", "ws",
                                     "number 1.5", "ws", "number 0.5", "ws", "number -0.5 sign", "ws", "number 0.5 sign"]),
        ("1e3 1E+3 2.5e-2", ["number 1000", "ws", "number 1000", "ws", "number 0.025"]),
        ("10% -3px 12.5pt 1e2em", ["percentage 10 int", "ws", "dimension -3 px int sign", "ws",
                                    "dimension 12.5 pt", "ws", "dimension 100 em"]),
        ("5e 3.", ["dimension 5 e int", "ws", "number 3 int", "delim ."]),
        ("2n+1", ["dimension 2 n int", "number 1 int sign"]),
        ("-n+3", ["ident -n", "number 3 int sign"]),
        ("2n-1", ["dimension 2 n-1 int"]),
        ("2n -1", ["dimension 2 n int", "ws", "number -1 int sign"]),
        // Delimiters and single-character tokens.
        ("> + ~ * & ^ . ! = | $", ["delim >", "ws", "delim +", "ws", "delim ~", "ws", "delim *", "ws", "delim &", "ws",
                                  "delim ^", "ws", "delim .", "ws", "delim !", "ws", "delim =", "ws", "delim |", "ws", "delim $"]),
        (":;,()[]{}", ["colon", "semicolon", "comma", "openParen", "closeParen", "openSquare", "closeSquare",
                       "openCurly", "closeCurly"]),
        ("<!-- -->", ["cdo", "ws", "cdc"]),
        ("< - -", ["delim <", "ws", "delim -", "ws", "delim -"]),
        // Whitespace and comments.
        ("a \t b", ["ident a", "ws", "ident b"]),
        ("a \n b", ["ident a", "ws nl", "ident b"]),
        ("a/* x */b", ["ident a", "ident b"]),
        ("a /* x */ b", ["ident a", "ws", "ident b"]),
        ("a // comment\nb", ["ident a", "ws nl", "ident b"]),
        ("a//c\n//d\nb", ["ident a", "ws nl", "ident b"]),
        ("/* a */", []),
        ("//", []),
    ] as [(String, [String])])
    func tokenKinds(input: String, expected: [String]) {
        let source = TokenSummary.tokenize(input)
        #expect(source.tokens.map { TokenSummary.describe($0, in: source) } == expected)
        #expect(source.diagnostics.isEmpty)
    }

    @Test func doubleSlashAfterColonIsNotAComment() {
        let source = TokenSummary.tokenize("a: https://x.com/a.png; // note\nb")
        #expect(source.tokens.map { source.raw($0) } == [
            "a", ":", " ", "https", ":", "/", "/", "x", ".", "com", "/", "a", ".", "png", ";", " // note\n", "b",
        ])
    }

    @Test func commentBetweenWhitespaceMergesIntoOneToken() {
        let source = TokenSummary.tokenize("a /* c */\n b")
        #expect(source.tokens.count == 3)
        #expect(source.tokens[1].kind == .whitespace)
        #expect(source.tokens[1].flags.contains(.hasNewline))
        #expect(source.tokens[1].start == 1)
        #expect(source.tokens[1].end == 11)
    }

    @Test func byteOffsetsOfTokens() {
        let source = TokenSummary.tokenize(".é { w: 12px }")
        let ranges = source.tokens.map { (Int($0.start), Int($0.end)) }
        let expected = [(0, 1), (1, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (8, 9), (9, 13), (13, 14), (14, 15)]
        #expect(ranges.map(\.0) == expected.map(\.0))
        #expect(ranges.map(\.1) == expected.map(\.1))
        // A dimension's unit starts at `aux`.
        #expect(source.tokens[8].aux == 11)
        #expect(source.unit(source.tokens[8]) == "px")
    }

    @Test func rawTextAndDecodedValues() {
        let source = TokenSummary.tokenize(#"@x #y "a\"b" url( c ) d( \65 f 5PX"#)
        let meaningful = source.tokens.filter { $0.kind != .whitespace }
        #expect(meaningful.map { source.raw($0) } == ["@x", "#y", #""a\"b""#, "url( c )", "d(", #"\65 f"#, "5PX"])
        #expect(meaningful.map { source.value($0) } == ["x", "y", #"a"b"#, "c", "d", "ef", "PX"])
        #expect(source.unit(meaningful[6]) == "px")
        #expect(meaningful[2].flags.contains(.hasEscape))
        #expect(!meaningful[0].flags.contains(.hasEscape))
    }

    @Test func delimiterCodePoint() {
        let source = TokenSummary.tokenize("§")
        #expect(source.tokens.count == 1)
        // Non-ASCII code points start identifiers in CSS.
        #expect(source.tokens[0].kind == .ident)
        let delim = TokenSummary.tokenize("%").tokens[0]
        #expect(delim.delimiter == "%")
        #expect(delim.isDelim(0x25))
    }

    @Test(arguments: ["0", "1", "0.1", "0.3", "1.5e-2", "123.456e-5", "9007199254740993", "12345678901234567890",
                      "3.14159265358979323846", "1e22", "1e23", "1e-7", "4.9e-324", "1e-400", "0.000001", "-0.0"])
    func numbersAreExact(text: String) throws {
        let source = TokenSummary.tokenize(text)
        let token = try #require(source.tokens.first)
        #expect(source.tokens.count == 1)
        #expect(token.kind == .number)
        let expected = try #require(Double(text))
        #expect(token.number == expected)
        #expect(token.number.sign == expected.sign)
    }

    @Test func integerFlag() {
        let kinds = TokenSummary.tokenize("3 3.0 3e0 -3").tokens.filter { $0.kind == .number }
        #expect(kinds.map { $0.flags.contains(.isInteger) } == [true, false, false, true])
    }

    @Test func byteOrderMarkIsSkipped() {
        let source = TokenSummary.tokenize(bytes: [0xEF, 0xBB, 0xBF] + Array("a".utf8))
        #expect(source.tokens.count == 1)
        #expect(source.tokens[0].start == 3)
        #expect(source.value(source.tokens[0]) == "a")
        #expect(source.diagnostics.isEmpty)
    }

    @Test func isIdentIgnoresCase() {
        let source = TokenSummary.tokenize("ImPortant")
        #expect(source.isIdent(source.tokens[0], "important"))
        #expect(!source.isIdent(source.tokens[0], "importan"))
    }
}
