import LiverySyntax
import Testing

/// Malformed stylesheets: the exact diagnostics, and the good rules around the bad part
/// (DESIGN.md §3 "Errors never stop the sheet", "Recovery at top level").
@Suite struct ParserRecoveryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        /// `line:col: severity: message [id]`, in source order.
        let diagnostics: [String]
        /// The parse that survives, as `SyntaxSummary.items` lines.
        let kept: [String]

        init(_ name: String, _ text: String, _ diagnostics: [String], _ kept: [String]) {
            self.init(name, bytes: Array(text.utf8), diagnostics, kept)
        }

        init(_ name: String, bytes: [UInt8], _ diagnostics: [String], _ kept: [String]) {
            self.name = name
            self.bytes = bytes
            self.diagnostics = diagnostics
            self.kept = kept
        }

        var testDescription: String { name }
    }

    static let b2 = [".b {", "  y: 2", "}"]

    static let cases: [Case] = [
        // Junk and missing pieces.
        Case("junk line at top level", "bad bad bad\n.a { color: red; }",
             ["1:1: error: unexpected 'bad bad bad'; skipped [syntax.stray-text]"], [".a {", "  color: red", "}"]),
        Case("junk line inside a block", ".a {\n  junk junk\n  color: red;\n}",
             ["2:3: error: expected ':' after property name in 'junk junk' [syntax.expected-colon]"], [".a {", "  color: red", "}"]),
        Case("junk between rules after ';'", ".a { x:1 } ; junk ; .b { y: 2 }",
             ["1:14: error: unexpected 'junk'; skipped [syntax.stray-text]"], [".a {", "  x: 1", "}"] + b2),
        Case("missing colon", ".a { color red; width: 1; }",
             ["1:6: error: expected ':' after property name in 'color red' [syntax.expected-colon]"], [".a {", "  width: 1", "}"]),
        Case("invalid property name", ".a { a.: 1; b c: 2; title(\"x\"): 3; d: 4 }",
             ["1:6: error: invalid property name 'a.' [syntax.invalid-property-name]",
              "1:13: error: invalid property name 'b c' [syntax.invalid-property-name]",
              "1:21: error: invalid property name 'title(\"x\")' [syntax.invalid-property-name]"], [".a {", "  d: 4", "}"]),
        Case("empty property parameter", ".a { titleColor(selected,): red; b: 2 }",
             ["1:6: error: invalid property name 'titleColor(selected,)' [syntax.invalid-property-name]"], [".a {", "  b: 2", "}"]),
        Case("'--' alone as a variable name", "--: #;\n.a { --: red; b: 2 }",
             ["1:1: error: '--' alone is no variable name; write '--name' [syntax.invalid-variable-name]",
              "2:6: error: '--' alone is no variable name; write '--name' [syntax.invalid-variable-name]"], [".a {", "  b: 2", "}"]),
        Case("missing property name", ".a { : 1; b: 2 }",
             ["1:6: error: expected a property name before ':' [syntax.expected-property-name]"], [".a {", "  b: 2", "}"]),
        Case("missing value", ".a { color: ; width: 1; }",
             ["1:6: error: expected a value for 'color' [syntax.missing-value]"], [".a {", "  width: 1", "}"]),
        Case("missing value at the end of a block", ".a { width: 1; color: }",
             ["1:16: error: expected a value for 'color' [syntax.missing-value]"], [".a {", "  width: 1", "}"]),
        Case("only !important", ".a { x: !important; y: 1 }",
             ["1:6: error: expected a value for 'x' [syntax.missing-value]"], [".a {", "  y: 1", "}"]),
        Case("missing semicolon before a declaration", ".a {\n  color: red\n  width: 1;\n}",
             ["2:13: error: expected ';' after this declaration [syntax.missing-semicolon]"],
             [".a {", "  color: red", "  width: 1", "}"]),
        Case("missing semicolon before a nested rule", ".a {\n  color: red\n  .b { width: 1 }\n}",
             ["2:13: error: expected ';' after this declaration [syntax.missing-semicolon]"],
             [".a {", "  color: red", "  .b {", "    width: 1", "  }", "}"]),
        Case("missing semicolon after a variable", "@a: 1\n.b { c: @a }",
             ["1:6: error: expected ';' after this declaration [syntax.missing-semicolon]"], ["var @a: 1", ".b {", "  c: @a", "}"]),
        Case("missing semicolon after @import", "@import \"x.css\"\n.b { c: 1 }",
             ["1:16: error: expected ';' after this @import [syntax.missing-semicolon]"], ["@import x.css", ".b {", "  c: 1", "}"]),
        Case("missing semicolon after @extend", ".a { @extend .x\n  .c { d: 1 } }",
             ["1:16: error: expected ';' after this @extend [syntax.missing-semicolon]"],
             [".a {", "  @extend .x", "  .c {", "    d: 1", "  }", "}"]),
        Case("missing semicolon between @-variables", "@a: 1\n@b = 2;\n.c { d: @a }",
             ["1:6: error: expected ';' after this declaration [syntax.missing-semicolon]"],
             ["var @a: 1", "var @b: 2", ".c {", "  d: @a", "}"]),
        Case("missing semicolon before @extend", ".x { c: 1\n  @extend .y; }",
             ["1:10: error: expected ';' after this declaration [syntax.missing-semicolon]"], [".x {", "  c: 1", "  @extend .y", "}"]),
        Case("missing semicolon between @imports", "@import \"a.css\"\n@import \"b.css\";",
             ["1:16: error: expected ';' after this @import [syntax.missing-semicolon]"], ["@import a.css", "@import b.css"]),
        Case("missing semicolon after @extend before a declaration", ".a { @extend .b\n  color: red; }",
             ["1:16: error: expected ';' after this @extend [syntax.missing-semicolon]"], [".a {", "  @extend .b", "  color: red", "}"]),
        // Blocks and brackets.
        Case("unclosed block at end of file", ".a { color: red;\n  .b { width: 1; }\n",
             ["1:4: error: block is never closed; expected '}' [syntax.unterminated-block]"],
             [".a {", "  color: red", "  .b {", "    width: 1", "  }", "}"]),
        Case("two unclosed blocks", ".a { x: 1 }\n.b { y: 2;\n  .c { z: 3;",
             ["2:4: error: block is never closed; expected '}' [syntax.unterminated-block]",
              "3:6: error: block is never closed; expected '}' [syntax.unterminated-block]"],
             [".a {", "  x: 1", "}", ".b {", "  y: 2", "  .c {", "    z: 3", "  }", "}"]),
        Case("stray close braces", "}\n.a { x: 1 }\n.b { y: 2 } }\n.c { z: 3 }",
             ["1:1: error: unexpected '}' with no open block [syntax.unexpected-close-brace]",
              "3:13: error: unexpected '}' with no open block [syntax.unexpected-close-brace]"],
             [".a {", "  x: 1", "}"] + b2 + [".c {", "  z: 3", "}"]),
        Case("unclosed ( in a value", ".a { color: rgb(1, 2; width: 1; }\n.b { y: 2; }",
             ["1:13: error: 'rgb(' is never closed; expected ')' [syntax.unclosed-bracket]"], [".a {", "  width: 1", "}"] + b2),
        Case("unclosed ( in the last value", ".a { color: rgb(1, 2 }\n.b { y: 2 }",
             ["1:13: error: 'rgb(' is never closed; expected ')' [syntax.unclosed-bracket]"], [".a {", "}"] + b2),
        Case("unclosed ( in a selector", ".a:not(.b { x: 1 }\n.b { y: 2 }",
             ["1:4: error: 'not(' is never closed; expected ')' [syntax.unclosed-bracket]"], b2),
        Case("unmatched )", ".a { color: red); width: 1; }\n.b { y: 2; }",
             ["1:16: error: unmatched ')' [syntax.unmatched-bracket]"], [".a {", "  width: 1", "}"] + b2),
        // Bad selectors drop their rule only.
        Case("trailing combinator", ".a > { x: 1 }\n.b { y: 2 }",
             ["1:4: error: a selector cannot end with '>' [syntax.invalid-selector]"], b2),
        Case("two combinators", ".a > + .b { x: 1 }\n.b { y: 2 }",
             ["1:6: error: two combinators in a row ('>' and '+') [syntax.invalid-selector]"], b2),
        Case("leading combinator at top level", "> .a { x: 1 }\n.b { y: 2 }",
             ["1:1: error: a selector cannot start with '>' [syntax.invalid-selector]"], b2),
        Case("id that is a number", "#123 { x: 1 }\n.b { y: 2 }",
             ["1:1: error: '#123' is not a valid id [syntax.invalid-selector]"], b2),
        Case("dot without a name", ". { x: 1 }\n.a. { x: 1 }\n.b { y: 2 }",
             ["1:1: error: expected a class name after '.' [syntax.invalid-selector]",
              "2:3: error: expected a class name after '.' [syntax.invalid-selector]"], b2),
        Case("attribute selector", "a[x=y] { x: 1 }\n.b { y: 2 }",
             ["1:2: error: attribute selectors are not supported [syntax.unsupported-selector]"], b2),
        Case("pseudo-element without a name", "a:: { x: 1 }\n.b { y: 2 }",
             ["1:2: error: expected a pseudo-element name after '::' [syntax.invalid-selector]"], b2),
        Case("type after class", ".a/**/label { x: 1 }\n.b { y: 2 }",
             ["1:7: error: a type selector ('label') must come first in a compound selector [syntax.invalid-selector]"], b2),
        Case("empty selector in a list", "a, , b { x: 1 }\n.b { y: 2 }",
             ["1:4: error: expected a selector before ',' [syntax.expected-selector]"], b2),
        Case("trailing comma in a list", "a, { x: 1 }\n.b { y: 2 }",
             ["1:2: error: expected a selector after ',' [syntax.expected-selector]"], b2),
        Case("empty :not()", "a:not() { x: 1 }\n.b { y: 2 }",
             ["1:3: error: expected a selector [syntax.expected-selector]"], b2),
        Case("caret without a type", "^ .a { x: 1 }\n.b { y: 2 }",
             ["1:1: error: expected a type name after '^' [syntax.invalid-selector]"], b2),
        Case("colon without a pseudo class", "a: { x: 1 }\n.b { y: 2 }",
             ["1:2: error: expected a pseudo-class name after ':' [syntax.invalid-selector]"], b2),
        Case("dimension as selector", "12px { x: 1 }\n.b { y: 2 }",
             ["1:1: error: unexpected '12px' in selector [syntax.invalid-selector]"], b2),
        Case("selector line without a block", ".a\n.b { y: 2 }",
             ["1:1: error: unexpected '.a'; skipped [syntax.stray-text]"], b2),
        // Items in the wrong place.
        Case("declaration at top level", "color: red;\n.b { y: 2 }",
             ["1:1: error: declaration 'color' must be inside a rule [syntax.declaration-outside-rule]"], b2),
        Case("declaration at top level without ';'", "color: red\n.b { y: 2 }",
             ["1:1: error: declaration 'color' must be inside a rule [syntax.declaration-outside-rule]"], b2),
        Case("@import inside a rule", ".a { @import \"x.css\"; y: 1 }\n.b { y: 2 }",
             ["1:6: error: @import is only allowed at the top level of a stylesheet [syntax.misplaced-import]"],
             [".a {", "  y: 1", "}"] + b2),
        Case("@import without a file", "@import foo;\n@import;\n.b { y: 2 }",
             ["1:9: error: expected a file name after @import, in quotes or url(…) [syntax.invalid-import]",
              "2:1: error: expected a file name after @import, in quotes or url(…) [syntax.invalid-import]"], b2),
        Case("@import with a condition", "@import \"x.css\" screen;\n.b { y: 2 }",
             ["1:17: warning: conditions on @import are not supported; ignored [syntax.unsupported-import-condition]"],
             ["@import x.css"] + b2),
        Case("@extend at top level", "@extend .a;\n.b { y: 2 }",
             ["1:1: error: @extend is only allowed inside a rule [syntax.misplaced-extend]"], b2),
        Case("@extend without or with a bad selector", ".a { @extend; @extend .b >; y: 2 }",
             ["1:6: error: expected a selector after @extend [syntax.expected-selector]",
              "1:26: error: a selector cannot end with '>' [syntax.invalid-selector]"], [".a {", "  y: 2", "}"]),
        Case("unknown at-rules", "@foo bar;\n.b { y: 2 }\n@font-face { x: 1 }\n.c { z: 1 }\n@baz\n.d { w: 1 }",
             ["1:1: warning: unknown at-rule '@foo'; skipped [syntax.unknown-at-rule]",
              "3:1: warning: unknown at-rule '@font-face'; skipped [syntax.unknown-at-rule]",
              "5:1: warning: unknown at-rule '@baz'; skipped [syntax.unknown-at-rule]"],
             b2 + [".c {", "  z: 1", "}", ".d {", "  w: 1", "}"]),
        Case("unknown at-rule inside a rule", ".a { @foo { x: 1 } y: 2 }",
             ["1:6: warning: unknown at-rule '@foo'; skipped [syntax.unknown-at-rule]"], [".a {", "  y: 2", "}"]),
        Case("variable without a value", "@a: ;\n.b { y: 2 }",
             ["1:1: error: expected a value for variable 'a' [syntax.missing-value]"], b2),
        // Media queries.
        Case("media query ending with 'and'", "@media screen and { .a { x: 1 } }\n.b { y: 2 }",
             ["1:8: error: media query ends with 'and' [syntax.invalid-media-query]"], b2),
        Case("media query starting with 'and'", "@media and (x) { .a { x: 1 } }\n.b { y: 2 }",
             ["1:8: error: unexpected 'and' in media query [syntax.invalid-media-query]"], b2),
        Case("media query of only 'not' or 'only'", "@media not { .a { x: 1 } }\n@media only { }\n.b { y: 2 }",
             ["1:8: error: expected a media type or '(feature)' after 'not' [syntax.invalid-media-query]",
              "2:8: error: expected a media type or '(feature)' after 'only' [syntax.invalid-media-query]"], b2),
        Case("media features without 'and'", "@media (idiom: pad) (x) { .a { x: 1 } }\n.b { y: 2 }",
             ["1:21: error: expected 'and' between media features [syntax.invalid-media-query]"], b2),
        Case("media feature without ':'", "@media (idiom pad) { .a { x: 1 } }\n.b { y: 2 }",
             ["1:15: error: expected ':' after media feature 'idiom' [syntax.invalid-media-query]"], b2),
        Case("media feature without a value", "@media (idiom:) { .a { x: 1 } }\n.b { y: 2 }",
             ["1:8: error: expected a value for media feature 'idiom' [syntax.invalid-media-query]"], b2),
        Case("empty media query", "@media { .a { x: 1 } }\n@media screen, { }\n.b { y: 2 }",
             ["1:8: error: expected a media query after @media [syntax.invalid-media-query]",
              "2:8: error: empty media query [syntax.invalid-media-query]"], b2),
        Case("@media without a block", "@media (a);\n.b { y: 2 }",
             ["1:1: error: @media needs a block [syntax.expected-block]"], b2),
        // Tokenizer errors inside rules.
        Case("unterminated string hiding the '}'", ".a { content: \"abc; x: 1; }\n.b { y: 2 }",
             ["1:15: error: unterminated string; a line break ends it [syntax.unterminated-string]"], [".a {", "}"] + b2),
        Case("unterminated string at a line break", ".a {\n  content: \"abc\n  x: 1;\n}\n.b { y: 2 }",
             ["2:12: error: unterminated string; a line break ends it [syntax.unterminated-string]"], [".a {", "  x: 1", "}"] + b2),
        Case("unterminated comment", ".a { x: 1 }\n/* .b { y: 2 }",
             ["2:1: error: unterminated comment; expected '*/' [syntax.unterminated-comment]"], [".a {", "  x: 1", "}"]),
        Case("unterminated url", ".a { x: 1; }\n.b { y: url(abc; z: 1 }\n.c { w: 1 }",
             ["2:9: error: unterminated url; expected ')' [syntax.unterminated-url]"],
             [".a {", "  x: 1", "}", ".b {", "}", ".c {", "  w: 1", "}"]),
        Case("bad url", ".b { y: url(a b); z: 1 }",
             ["1:9: error: malformed url: whitespace inside an unquoted url [syntax.bad-url]"], [".b {", "  z: 1", "}"]),
        Case("NUL byte inside a rule", bytes: Array(".a { x: 1; ".utf8) + [0] + Array(" y: 2; z: 3 }\n.b { w: 1 }".utf8),
             ["1:12: error: NUL byte in source [syntax.nul-byte]"], [".a {", "  x: 1", "  z: 3", "}", ".b {", "  w: 1", "}"]),
        Case("NUL byte in a string value", bytes: Array(".a { x: \"a".utf8) + [0] + Array("\"; y: 2 }".utf8),
             ["1:11: error: NUL byte in string [syntax.nul-byte]"], [".a {", "  y: 2", "}"]),
        Case("NUL byte in a selector", bytes: Array(".a".utf8) + [0] + Array(" { x: 1 }\n.b { y: 2 }".utf8),
             ["1:3: error: NUL byte in source [syntax.nul-byte]"], b2),
        Case("invalid UTF-8 in a value", bytes: Array(".a { x: ".utf8) + [0xFF] + Array("; y: 2 }".utf8),
             ["1:9: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"], [".a {", "  y: 2", "}"]),
        Case("invalid UTF-8 as a property name", bytes: Array(".a { ".utf8) + [0xED, 0xA0, 0x80] + Array(": 1; y: 2 }".utf8),
             ["1:6: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"], [".a {", "  y: 2", "}"]),
        Case("invalid UTF-8 in a selector", bytes: Array(".a".utf8) + [0xC0, 0xAF] + Array(" { x: 1 }\n.b { y: 2 }".utf8),
             ["1:3: error: invalid UTF-8 byte sequence [syntax.invalid-utf8]"], b2),
        Case("invalid UTF-8 in a string value", bytes: Array(".a { x: \"".utf8) + [0xE2, 0x82] + Array("\"; y: 2 }".utf8),
             ["1:10: error: invalid UTF-8 byte sequence in string [syntax.invalid-utf8]"], [".a {", "  y: 2", "}"]),
        // Limits: no stack overflow, no hang.
        Case("300 nested rules", String(repeating: ".a {\n", count: 300) + "x: 1;\n" + String(repeating: "}\n", count: 300) + ".b { y: 2 }",
             ["129:4: error: rules nest more than 128 levels deep; block skipped [syntax.nesting-too-deep]"],
             nestedRules(128) + b2),
        Case("300 nested @media blocks", String(repeating: "@media (a) {\n", count: 300) + String(repeating: "}\n", count: 300) + ".b { y: 2 }",
             ["129:12: error: rules nest more than 128 levels deep; block skipped [syntax.nesting-too-deep]"],
             nestedMedia(128) + b2),
        Case(":not nested 100 deep", ".a" + String(repeating: ":not(.b", count: 100) + String(repeating: ")", count: 100) + " { x: 1 }\n.b { y: 2 }",
             ["1:227: error: :not nests more than 32 levels deep [syntax.nesting-too-deep]"], b2),
        Case("100k open parentheses in a value", ".a { x: " + String(repeating: "(", count: 100_000) + "; }\n.b { y: 2 }",
             ["1:265: error: value nests more than 256 levels deep [syntax.nesting-too-deep]"], [".a {", "}"] + b2),
        Case("100k open parentheses alone", String(repeating: "(", count: 100_000),
             ["1:1: error: unexpected '((((((((((((((((((((((((((((((((((((((((…'; skipped [syntax.stray-text]"], []),
        // Input that is fine.
        Case("empty file", "", [], []),
        Case("only comments", "/* a */\n// b {\n/* c } */\n", [], []),
        Case("Allman style", ".a\n{\n  x: 1;\n}\n.b\n{ y: 2 }", [], [".a {", "  x: 1", "}"] + b2),
        Case("CDO and CDC", "<!-- .a { x: 1 } --> junk\n.b { y: 2 }",
             ["1:22: error: unexpected 'junk'; skipped [syntax.stray-text]"], [".a {", "  x: 1", "}"] + b2),
        // Half-typed edits that once trapped the parser (a statement ending at the line
        // break right after its keyword).
        Case("@extend with its target on the next line", "a{@extend\n.{",
             ["1:2: error: block is never closed; expected '}' [syntax.unterminated-block]",
              "1:3: error: expected a selector after @extend [syntax.expected-selector]",
              "1:10: error: expected ';' after this @extend [syntax.missing-semicolon]",
              "2:1: error: expected a class name after '.' [syntax.invalid-selector]"], ["a {", "}"]),
        Case("@extend typed above a rule", ".x { @extend\n}\n.y { color: red; }",
             ["1:6: error: expected a selector after @extend [syntax.expected-selector]"],
             [".x {", "}", ".y {", "  color: red", "}"]),
        Case("variable with its ':' on the next line", "@s\n:{",
             ["1:1: error: expected ':' and a value after '@s' [syntax.missing-value]",
              "2:1: error: expected a pseudo-class name after ':' [syntax.invalid-selector]"], []),
        Case("variable name typed above a rule", "@brand\n: red;\n.a { color: red; }",
             [], ["var @brand: red", ".a {", "  color: red", "}"]),
    ]

    /// `depth` nested empty `.a` rules, as `SyntaxSummary.items` prints them.
    static func nestedRules(_ depth: Int) -> [String] {
        (0..<depth).map { String(repeating: "  ", count: $0) + ".a {" }
            + (0..<depth).reversed().map { String(repeating: "  ", count: $0) + "}" }
    }

    /// `depth` nested empty `@media (a)` blocks, as `SyntaxSummary.items` prints them.
    static func nestedMedia(_ depth: Int) -> [String] {
        (0..<depth).map { String(repeating: "  ", count: $0) + "@media (a) {" }
            + (0..<depth).reversed().map { String(repeating: "  ", count: $0) + "}" }
    }

    @Test(arguments: cases)
    func recovery(_ testCase: Case) {
        let sheet = SyntaxSummary.parse(bytes: testCase.bytes)
        #expect(SyntaxSummary.diagnostics(sheet.diagnostics) == testCase.diagnostics)
        #expect(SyntaxSummary.items(sheet.items) == testCase.kept)
        for diagnostic in sheet.diagnostics {
            #expect(diagnostic.span.range.end <= testCase.bytes.count)
        }
    }

    @Test func atLeastThirtyFiveCases() {
        #expect(Self.cases.count >= 35)
    }
}
