import LiverySyntax
import Testing

/// Malformed input: the exact diagnostics, and that the tokens after the problem are right.
@Suite struct TokenizerMalformedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let diagnostics: [String]
        let tokens: [String]

        init(_ name: String, _ bytes: [UInt8], _ diagnostics: [String], _ tokens: [String]) {
            self.name = name
            self.bytes = bytes
            self.diagnostics = diagnostics
            self.tokens = tokens
        }

        init(_ name: String, _ text: String, _ diagnostics: [String], _ tokens: [String]) {
            self.init(name, Array(text.utf8), diagnostics, tokens)
        }

        var testDescription: String { name }
    }

    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let cases: [Case] = [
        Case("unterminated comment", ".a /* x", ["1:4: error: unterminated comment; expected '*/' [syntax.unterminated-comment]"],
             ["delim .", "ident a", "ws"]),
        Case("unterminated comment on line 2", "a\n/*/", ["2:1: error: unterminated comment; expected '*/' [syntax.unterminated-comment]"],
             ["ident a", "ws nl"]),
        Case("string at end of file", "a \"xy", ["1:3: error: unterminated string; reached the end of the file [syntax.unterminated-string]"],
             ["ident a", "ws", "string xy"]),
        Case("string broken by a line break", "\"ab\nc", ["1:1: error: unterminated string; a line break ends it [syntax.unterminated-string]"],
             ["bad-string ab", "ws nl", "ident c"]),
        Case("unterminated string gives back its '}'", "x: \"ab; } c\nd",
             ["1:4: error: unterminated string; a line break ends it [syntax.unterminated-string]"],
             ["ident x", "colon", "ws", "bad-string ab; ", "closeCurly", "ws", "ident c", "ws nl", "ident d"]),
        Case("'}' cut drops diagnostics found after it", [0x22, 0x7D, 0x00, 0x0A, 0x61],
             ["1:1: error: unterminated string; a line break ends it [syntax.unterminated-string]",
              "1:3: error: NUL byte in source [syntax.nul-byte]"],
             ["bad-string ", "closeCurly", "invalid", "ws nl", "ident a"]),
        Case("escaped quote does not end a string", #""a\" b"#,
             ["1:1: error: unterminated string; reached the end of the file [syntax.unterminated-string]"], [#"string a" b"#]),
        Case("backslash at the end of a string", "\"a\\", ["1:1: error: unterminated string; reached the end of the file [syntax.unterminated-string]"],
             ["string a"]),
        Case("url at end of file", "url(a.png", ["1:1: error: unterminated url; expected ')' [syntax.unterminated-url]"],
             ["url a.png"]),
        Case("url open at the end of the file after whitespace", "url(a.png \t", ["1:1: error: unterminated url; expected ')' [syntax.unterminated-url]"],
             ["url a.png"]),
        Case("url ends at a line break", "url(a\nb)", ["1:1: error: unterminated url; expected ')' [syntax.unterminated-url]"],
             ["url a", "ws nl", "ident b", "closeParen"]),
        Case("url ends at '}'", "url(a}b", ["1:1: error: unterminated url; expected ')' [syntax.unterminated-url]"],
             ["url a", "closeCurly", "ident b"]),
        Case("url keeps ';'", "url(data:a;b) c", [], ["url data:a;b", "ws", "ident c"]),
        Case("whitespace in url", "x url(a b) c", ["1:3: error: malformed url: whitespace inside an unquoted url [syntax.bad-url]"],
             ["ident x", "ws", "bad-url", "ws", "ident c"]),
        Case("quote in url", "url(a\"b) c", ["1:1: error: malformed url: quote or parenthesis inside an unquoted url [syntax.bad-url]"],
             ["bad-url", "ws", "ident c"]),
        Case("bad url without ')'", "url(a b;\nc", ["1:1: error: unterminated url; expected ')' [syntax.unterminated-url]"],
             ["bad-url", "ws nl", "ident c"]),
        Case("NUL outside strings", [0x61, 0x00, 0x62], ["1:2: error: NUL byte in source [syntax.nul-byte]"],
             ["ident a", "invalid", "ident b"]),
        Case("NUL in a string", utf8("\"a") + [0x00] + utf8("b\" c"), ["1:3: error: NUL byte in string [syntax.nul-byte]"],
             ["string a\u{0}b", "ws", "ident c"]),
        Case("NUL in a url", utf8("url(a") + [0x00] + utf8(") c"), ["1:6: error: NUL byte in url [syntax.nul-byte]"],
             ["url a\u{0}", "ws", "ident c"]),
        Case("control characters outside strings", [0x61, 0x0B, 0x0B, 0x7F, 0x62, 0x20, 0x1B], [
            "1:2: error: control character U+000B outside a string or comment [syntax.control-character]",
            "1:7: error: control character U+001B outside a string or comment [syntax.control-character]",
        ], ["ident a", "invalid", "ident b", "ws", "invalid"]),
        Case("control character in a string", utf8("\"a") + [0x0B] + utf8("b\""), [], ["string a\u{B}b"]),
        Case("lone continuation byte", [0x61, 0x20, 0x80, 0x20, 0x62], ["1:3: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"],
             ["ident a", "ws", "invalid", "ws", "ident b"]),
        Case("overlong two-byte form", [0xC0, 0xAF, 0x61], ["1:1: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"],
             ["invalid", "ident a"]),
        Case("overlong three-byte form", [0xE0, 0x80, 0xAF, 0x20, 0x61], ["1:1: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"],
             ["invalid", "ws", "ident a"]),
        Case("truncated sequence at end of file", [0x61, 0xE2, 0x82], ["1:2: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"],
             ["ident a", "invalid"]),
        Case("truncated sequence before ASCII", [0xE2, 0x82, 0x61], ["1:1: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"],
             ["invalid", "ident a"]),
        Case("encoded surrogate", [0xED, 0xA0, 0x80, 0x78], ["1:1: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"],
             ["invalid", "ident x"]),
        Case("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80, 0x20, 0x78], ["1:1: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"],
             ["invalid", "ws", "ident x"]),
        Case("invalid UTF-8 inside an identifier", [0x61, 0xFF, 0x62], ["1:2: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"],
             ["ident a", "invalid", "ident b"]),
        Case("invalid UTF-8 in a string", utf8("\"") + [0xFF, 0xFE] + utf8("\" a"),
             ["1:2: error: invalid UTF-8 byte sequence in string [syntax.invalid-utf8]"], ["string \u{FFFD}\u{FFFD}", "ws", "ident a"]),
        Case("invalid UTF-8 in a url", utf8("url(") + [0xC0] + utf8(") a"),
             ["1:5: error: invalid UTF-8 byte sequence in url [syntax.invalid-utf8]"], ["url \u{FFFD}", "ws", "ident a"]),
        Case("invalid UTF-8 in a comment is ignored", utf8("/* ") + [0xFF] + utf8(" */ a"), [], ["ws", "ident a"]),
        Case("backslash before a line break", "\\\na", ["1:1: error: a backslash must not be followed by a line break here [syntax.invalid-escape]"],
             ["delim \\", "ws nl", "ident a"]),
        Case("backslash at end of file", "a\\", ["1:2: error: a backslash at the end of the file escapes nothing [syntax.invalid-escape]"],
             ["ident a", "delim \\"]),
        Case("column counts scalars", "é€😀 \"x", ["1:5: error: unterminated string; reached the end of the file [syntax.unterminated-string]"],
             ["ident é€😀", "ws", "string x"]),
        Case("CR LF is one line break", "a\r\n\r\n/*", ["3:1: error: unterminated comment; expected '*/' [syntax.unterminated-comment]"],
             ["ident a", "ws nl"]),
        Case("lone CR is a line break", "a\r\"x", ["2:1: error: unterminated string; reached the end of the file [syntax.unterminated-string]"],
             ["ident a", "ws nl", "string x"]),
        Case("form feed is a line break", "a\u{0C}\"x", ["2:1: error: unterminated string; reached the end of the file [syntax.unterminated-string]"],
             ["ident a", "ws nl", "string x"]),
        Case("BOM then error", [0xEF, 0xBB, 0xBF, 0x22, 0x61], ["1:1: error: unterminated string; reached the end of the file [syntax.unterminated-string]"],
             ["string a"]),
    ]

    @Test(arguments: cases)
    func malformedInput(_ testCase: Case) {
        let source = TokenSummary.tokenize(bytes: testCase.bytes)
        #expect(SyntaxSummary.diagnostics(source.diagnostics) == testCase.diagnostics)
        #expect(source.tokens.map { TokenSummary.describe($0, in: source) } == testCase.tokens)
        for diagnostic in source.diagnostics {
            #expect(diagnostic.span.range.end <= testCase.bytes.count)
        }
        // Tokens cover the input in order, without overlap.
        var end = 0
        for token in source.tokens {
            #expect(Int(token.start) >= end)
            end = Int(token.end)
        }
        #expect(end <= testCase.bytes.count)
    }

    @Test func errorTokensAreFlagged() {
        let source = TokenSummary.tokenize(bytes: Self.utf8("\"a") + [0x00] + Self.utf8("\" \"b\" url(c) url(d e) \"f\ng"))
        let flagged = source.tokens.filter { $0.kind != .whitespace }.map(\.hasReportedError)
        // "a<NUL>", "b", url(c), bad url, bad string "f, g
        #expect(flagged == [true, false, false, true, true, false])
    }
}
