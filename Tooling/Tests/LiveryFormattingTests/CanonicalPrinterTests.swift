import LiveryFormats
@testable import LiveryFormatting
import LiverySyntax
import Testing

/// The canonical layout, one rule at a time: each sheet formats to the expected text, and
/// that text is already formatted.
struct CanonicalPrinterTests {
    static let cases: [(name: String, input: String, output: String)] = [
        ("one declaration per line, a missing last ';' added",
         ".a { color: red; font: 12 system }",
         ".a {\n    color: red;\n    font: 12 system;\n}\n"),
        ("selectors one per line, combinators spaced, commas in brackets kept",
         ".a,.b>.c+.d~.e , :not(.x,.y){}",
         ".a,\n.b > .c + .d ~ .e,\n:not(.x, .y) {}\n"),
        ("whitespace in a value collapses; none inside brackets or before ','; one after ','",
         ".a { margin : 1   2\n   3 ; shadowOffset:size( 0 ,2 ); alpha: 1 ! important }",
         ".a {\n    margin: 1 2 3;\n    shadowOffset: size(0, 2);\n    alpha: 1 !important;\n}\n"),
        ("a comment with no space beside it stays glued: `.a/**/.b` is one compound selector",
         ".a/* x */.b {} .a /* y */ .b {}",
         ".a/* x */.b {}\n.a /* y */ .b {}\n"),
        ("comments on their own line and at the end of a line stay there",
         "/* head */\n.a { /* opens */\n  color: red; // why\n  /* alone */\n}",
         "/* head */\n.a { /* opens */\n    color: red; // why\n    /* alone */\n}\n"),
        ("a line comment inside a statement keeps its line break",
         ".a { font: bold // heavy\n 12 system; }",
         ".a {\n    font: bold // heavy\n        12 system;\n}\n"),
        ("blank lines between statements stay, at most one; none at a block's edges",
         "\n\n.a {\n\n  color: red;\n\n\n\n  alpha: 1;\n\n}\n\n\n.b {}\n\n",
         ".a {\n    color: red;\n\n    alpha: 1;\n}\n\n.b {}\n"),
        ("variables, imports and extends",
         "@import  \"theme.css\" ;@brand : #336699;--gap :4; .a{ @extend .b ; }",
         "@import \"theme.css\";\n@brand: #336699;\n--gap: 4;\n.a {\n    @extend .b;\n}\n"),
        ("nested rules and media queries indent by four spaces; a media feature gets a space after ':'",
         ".a { &:hover { alpha: 0.5 } @media (orientation:landscape){ .b { alpha: 1 } } }",
         ".a {\n    &:hover {\n        alpha: 0.5;\n    }\n    @media (orientation: landscape) {\n        .b {\n            alpha: 1;\n        }\n    }\n}\n"),
        ("a parameterized property name and empty statements",
         ".a { titleColor( highlighted ) :white;; }",
         ".a {\n    titleColor(highlighted): white;\n}\n"),
        ("`//` right after a `:` is no comment, and stays right after it",
         ".a { image:// x\n; b: url(a) }",
         ".a {\n    image:// x;\n    b: url(a);\n}\n"),
        ("`@extend` is spaced as a selector; a `:` inside its brackets gets no space",
         ".a { @extend .b>.c:not(.d:hover) ; }",
         ".a {\n    @extend .b > .c:not(.d:hover);\n}\n"),
        ("the `;` added to a last declaration goes before the comment that ends its line",
         ".a {\n  color: red // why\n}\n.b { alpha: 1 /* why */ }\n.c { alpha: 1 /* before */; }",
         ".a {\n    color: red; // why\n}\n.b {\n    alpha: 1; /* why */\n}\n.c {\n    alpha: 1; /* before */\n}\n"),
        ("comments on the lines after a last declaration without `;` stay on their own lines",
         "UIButton {\n    tintColor: red\n    // tintColor: blue\n\n    /* alpha: 0.5 */\n}\n@brand: red\n\n// end",
         "UIButton {\n    tintColor: red;\n    // tintColor: blue\n\n    /* alpha: 0.5 */\n}\n@brand: red\n\n// end\n"),
        ("a comment after a `;` that moves above a line comment gets its own line",
         "UIButton {\n    tintColor: red // brand\n    ; // was blue\n}",
         "UIButton {\n    tintColor: red; // brand\n    // was blue\n}\n"),
        ("a `;` on a line of its own makes no blank line",
         ".a {\n    tintColor: red\n    ;\n    alpha: 1;\n}",
         ".a {\n    tintColor: red;\n    alpha: 1;\n}\n"),
        ("a comment after a selector's comma stays on the comma's line",
         ".a, // first\n.b, /* second */ .c { alpha: 1; }",
         ".a, // first\n.b, /* second */\n.c {\n    alpha: 1;\n}\n"),
        ("no blank line after a comment that ends a block's first line",
         ".a { /* opens */\n\n  color: red; }",
         ".a { /* opens */\n    color: red;\n}\n"),
        ("carriage returns, tabs and a byte-order mark",
         "\u{FEFF}.a {\r\n\tcolor:red;\r\n}\r\n",
         "\u{FEFF}.a {\n    color: red;\n}\n"),
        ("an empty sheet and one of comments only",
         "  \n /* only */ \n",
         "/* only */\n"),
    ]

    @Test(arguments: cases.map(\.name))
    func formatsToTheCanonicalLayout(_ name: String) throws {
        let example = try #require(Self.cases.first { $0.name == name })
        let formatter = StyleSheetFormatter(loader: FormatLoader(defaultFormat: .livery))
        let result = formatter.format(SourceFile(path: "/formatting-tests/case.css", text: example.input))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.outcome == .formatted(example.output))
        let again = formatter.format(SourceFile(path: "/formatting-tests/case.css", text: example.output))
        #expect(again.outcome == .unchanged)
    }

    @Test func anEmptySheetIsLeftEmpty() {
        let formatter = StyleSheetFormatter(loader: FormatLoader(defaultFormat: .livery))
        #expect(formatter.format(SourceFile(path: "/formatting-tests/empty.css", text: "")).outcome == .unchanged)
        #expect(formatter.format(SourceFile(path: "/formatting-tests/blank.css", text: " \n\n")).outcome == .formatted(""))
    }

    /// Nimbus ends an `@import` with a line break instead of `;`: the break stays, and the
    /// rule after it (read as part of the at-rule's prelude) keeps its line.
    @Test func aLineBreakInAnAtRulePreludeStays() {
        let formatter = StyleSheetFormatter(loader: FormatLoader(defaultFormat: .nimbus))
        let file = SourceFile(path: "/formatting-tests/nimbus.css", text: "@import url('a.css')\nUILabel,UIButton { color:red }")
        #expect(formatter.format(file).outcome == .formatted("@import url('a.css')\nUILabel, UIButton {\n    color: red;\n}\n"))
    }
}
