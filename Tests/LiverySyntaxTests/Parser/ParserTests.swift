import LiverySyntax
import Testing

/// Well-formed stylesheets: the syntax tree the parser builds.
@Suite struct ParserTests {
    /// Parses `css`, expects no diagnostics, and returns the tree summary.
    func tree(_ css: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let sheet = SyntaxSummary.parse(css)
        #expect(SyntaxSummary.diagnostics(sheet.diagnostics) == [], sourceLocation: sourceLocation)
        return SyntaxSummary.items(sheet.items)
    }

    @Test(arguments: [
        // Rules and selector groups.
        (".a { x: 1; }", [".a {", "  x: 1", "}"]),
        ("a, b.c ,#d{x:1}", ["a, b.c, #d {", "  x: 1", "}"]),
        ("a {}", ["a {", "}"]),
        // Every selector form.
        ("UILabel {}", ["UILabel {", "}"]),
        ("^UIView {}", ["^UIView {", "}"]),
        ("* {}", ["* {", "}"]),
        ("*.a {}", ["*.a {", "}"]),
        (".a.b {}", [".a.b {", "}"]),
        ("#id {}", ["#id {", "}"]),
        ("label#id.a.b:first-child {}", ["label#id.a.b:first-child {", "}"]),
        ("a b {}", ["a b {", "}"]),
        ("a > b {}", ["a > b {", "}"]),
        ("a>b+c~d {}", ["a > b + c ~ d {", "}"]),
        ("a  >  b   c {}", ["a > b c {", "}"]),
        (":not(a, .b) {}", [":not(a, .b) {", "}"]),
        ("a:not(.b):not(#c) {}", ["a:not(.b):not(#c) {", "}"]),
        (".a:not(.b:not(.c)) {}", [".a:not(.b:not(.c)) {", "}"]),
        ("li:nth-child(2n+1) {}", ["li:nth-child(2n+1) {", "}"]),
        ("li:nthChild( -n+3 ) {}", ["li:nthChild(-n+3) {", "}"]),
        ("li:nth-of-type(odd) {}", ["li:nth-of-type(odd) {", "}"]),
        ("a:min-os-version(8.4):pad {}", ["a:min-os-version(8.4):pad {", "}"]),
        ("a:content-size(large) {}", ["a:content-size(large) {", "}"]),
        ("MyCustomView UIViewController > view {}", ["MyCustomView UIViewController > view {", "}"]),
        // Declarations.
        (".a { x = 1; y: 2 }", [".a {", "  x: 1", "  y: 2", "}"]),
        (".a { x: 1 !important; y: 2 ! IMPORTANT }", [".a {", "  x: 1 !important", "  y: 2 !important", "}"]),
        (".a { font: \"Times New Roman\" 12; }", [".a {", "  font: \"Times New Roman\" 12", "}"]),
        (".a { content: \"a;b{c}\" 'd}'; }", [".a {", "  content: \"a;b{c}\" \"d}\"", "}"]),
        (".a { image: url(a.png); b: url('b.png') }", [".a {", "  image: url(a.png)", "  b: url(\"b.png\")", "}"]),
        (".a { c: rgb(1, 2,3); d: a  b }", [".a {", "  c: rgb(1, 2, 3)", "  d: a b", "}"]),
        (".a { x: 1;;; ; y: 2;}", [".a {", "  x: 1", "  y: 2", "}"]),
        (".a { x: 1 }", [".a {", "  x: 1", "}"]),
        // Property names.
        (".a { titleLabel.font: 12; }", [".a {", "  titleLabel.font: 12", "}"]),
        (".a { layer.shadow.color: red }", [".a {", "  layer.shadow.color: red", "}"]),
        (".a { titleColor(selected, highlighted): red }", [".a {", "  titleColor(selected, highlighted): red", "}"]),
        (".a { titleColor( selected  highlighted ): red }", [".a {", "  titleColor(selected highlighted): red", "}"]),
        (".a { title__selected_highlighted: x }", [".a {", "  title(selected, highlighted): x", "}"]),
        (".a { color__selected-highlighted: x }", [".a {", "  color(selected-highlighted): x", "}"]),
        (".a { background-color: red }", [".a {", "  background-color: red", "}"]),
        // Variables.
        ("@a: 1;", ["var @a: 1"]),
        ("@a = 1 2;", ["var @a: 1 2"]),
        ("--a: 1;", ["var --a: 1"]),
        ("--a:@b;", ["var --a: @b"]),
        (".a { --b: red; @c: 2; x: @c; y: --b }", [".a {", "  var --b: red", "  var @c: 2", "  x: @c", "  y: --b", "}"]),
        // @import.
        ("@import \"x.css\";", ["@import x.css"]),
        ("@import 'dir/x.css';", ["@import dir/x.css"]),
        ("@import url(x.css);", ["@import x.css"]),
        ("@import url('x.css');", ["@import x.css"]),
        ("@IMPORT url( \"x.css\" );", ["@import x.css"]),
        // @media.
        ("@media (idiom: pad) { .a { x: 1 } }", ["@media (idiom: pad) {", "  .a {", "    x: 1", "  }", "}"]),
        ("@media screen and (orientation: landscape) and (min-width: 300) {}",
         ["@media screen and (orientation: landscape) and (min-width: 300) {", "}"]),
        ("@media (a: 1), (b) {}", ["@media (a: 1), (b) {", "}"]),
        ("@media not (color-scheme: dark) {}", ["@media not (color-scheme: dark) {", "}"]),
        ("@media only screen {}", ["@media screen {", "}"]),
        (".a { @media (idiom: pad) { x: 1 } }", [".a {", "  @media (idiom: pad) {", "    x: 1", "  }", "}"]),
        // @extend.
        (".a { @extend .b; }", [".a {", "  @extend .b", "}"]),
        (".a { @extends .b .c, d; }", [".a {", "  @extend .b .c, d", "}"]),
        (".a { @extend: .b; @extend:.c }", [".a {", "  @extend .b", "  @extend .c", "}"]),
        // Comments anywhere.
        ("/* c */ .a /* c */ { /* c */ x /* c */ : /* c */ 1 /* c */ ; } // c", [".a {", "  x: 1", "}"]),
        ("<!-- .a { x: 1 } -->", [".a {", "  x: 1", "}"]),
    ] as [(String, [String])])
    func syntaxTree(css: String, expected: [String]) {
        #expect(tree(css) == expected)
    }

    @Test(arguments: [
        // Nesting: `&`, `&.x`, `& > .x`, relative selectors, nested groups.
        (".a { & { x: 1 } }", [".a {", "  & {", "    x: 1", "  }", "}"]),
        (".a { &.x {} &:pad {} &#i {} }", [".a {", "  &.x {", "  }", "  &:pad {", "  }", "  &#i {", "  }", "}"]),
        (".a { & > .x {} .y & {} & & {} }", [".a {", "  & > .x {", "  }", "  .y & {", "  }", "  & & {", "  }", "}"]),
        (".a { > .x {} + .y {} ~ .z {} }", [".a {", "  & > .x {", "  }", "  & + .y {", "  }", "  & ~ .z {", "  }", "}"]),
        (".a { .b, > .c { x: 1 } }", [".a {", "  .b, & > .c {", "    x: 1", "  }", "}"]),
        (".a { x: 1; .b { y: 2; .c { z: 3 } } w: 4 }",
         [".a {", "  x: 1", "  .b {", "    y: 2", "    .c {", "      z: 3", "    }", "  }", "  w: 4", "}"]),
        // Selectors and values may span lines when the line ends with `,` or a combinator,
        // or inside parentheses.
        (".a,\n.b {}", [".a, .b {", "}"]),
        (".a >\n.b {}", [".a > .b {", "}"]),
        (".a:not(.b,\n.c) {}", [".a:not(.b, .c) {", "}"]),
        (".a { x: rgb(1,\n 2, 3); }", [".a {", "  x: rgb(1, 2, 3)", "}"]),
        // Allman style: a line break before `{` does not end the prelude.
        (".a\n{\n  x: 1;\n}", [".a {", "  x: 1", "}"]),
        (".a,\n.b\n{ x: 1 }\n.c\n{\n  .d\n  {\n    y: 2\n  }\n}",
         [".a, .b {", "  x: 1", "}", ".c {", "  .d {", "    y: 2", "  }", "}"]),
        ("@media (idiom: pad)\n{\n.a\n{\n}\n}", ["@media (idiom: pad) {", "  .a {", "  }", "}"]),
    ] as [(String, [String])])
    func nestingAndLines(css: String, expected: [String]) {
        #expect(tree(css) == expected)
    }

    @Test func selectorStructure() throws {
        let sheet = SyntaxSummary.parse("^UIView.a#b:c(1) > *:not(.d, e) {}")
        guard case .rule(let rule)? = sheet.items.first else {
            Issue.record("no rule")
            return
        }
        let selector = try #require(rule.selectors.first)
        #expect(selector.compounds.count == 2)
        #expect(selector.combinators == [.child])
        let first = selector.compounds[0]
        #expect(first.type?.name == "UIView")
        #expect(first.type?.includesSubclasses == true)
        #expect(first.simples.count == 3)
        guard case .className("a", let classRange) = first.simples[0], case .id("b", _) = first.simples[1],
              case .pseudoClass(let pseudo) = first.simples[2] else {
            Issue.record("unexpected simples \(first.simples)")
            return
        }
        #expect(classRange == SourceRange(start: 7, end: 9))
        #expect(pseudo.name == "c")
        #expect(pseudo.arguments?.cssText == "1")
        #expect(first.range == SourceRange(start: 0, end: 16))
        let second = selector.compounds[1]
        #expect(second.type?.isUniversal == true)
        guard case .pseudoClass(let not) = second.simples[0] else {
            Issue.record("no :not")
            return
        }
        #expect(not.selectorArgument?.count == 2)
        #expect(not.arguments == nil)
        #expect(!selector.containsNesting)
        #expect(rule.preludeRange == SourceRange(start: 0, end: 31))
        #expect(rule.range == SourceRange(start: 0, end: 34))
    }

    @Test func declarationDetails() throws {
        let css = ".a { titleLabel.font : bold 12 !important ; b = c; }"
        let sheet = SyntaxSummary.parse(css)
        guard case .rule(let rule)? = sheet.items.first, case .declaration(let font) = rule.items[0],
              case .declaration(let b) = rule.items[1] else {
            Issue.record("unexpected tree")
            return
        }
        #expect(font.name.keyPath == ["titleLabel"])
        #expect(font.name.name == "font")
        #expect(font.name.parameters == [])
        #expect(font.name.range == SourceRange(start: 5, end: 20))
        #expect(font.important)
        #expect(font.value.count == 3)
        #expect(font.value.cssText == "bold 12")
        // From the name to the end of the value (`!important` and `;` excluded).
        #expect(sheet.file.text(font.range) == "titleLabel.font : bold 12")
        #expect(sheet.file.text(b.range) == "b = c")
        #expect(!b.important)
    }

    @Test func propertyNameParameters() {
        let sheet = SyntaxSummary.parse(
            ".a { titleColor(selected, highlighted): red; title__normal: x; a.b__c_d: y; image(top, l\\ \\61 nd\\,): z }")
        guard case .rule(let rule)? = sheet.items.first else {
            Issue.record("no rule")
            return
        }
        let names = rule.items.compactMap { item -> PropertyNameSyntax? in
            if case .declaration(let declaration) = item { return declaration.name }
            return nil
        }
        #expect(names.map(\.name) == ["titleColor", "title", "b", "image"])
        // A parameter's escapes are read, as in any identifier.
        #expect(names.map(\.parameters) == [["selected", "highlighted"], ["normal"], ["c", "d"], ["top", "l and,"]])
        #expect(names.map(\.keyPath) == [[], [], ["a"], []])
    }

    @Test func variableAndImportDetails() {
        let sheet = SyntaxSummary.parse("@size: 12 pt;\n--color: red;\n@import url( 'a b.css' );")
        guard case .variable(let size) = sheet.items[0], case .variable(let color) = sheet.items[1],
              case .importRule(let importRule) = sheet.items[2] else {
            Issue.record("unexpected tree")
            return
        }
        #expect(size.name == "size")
        #expect(size.style == .at)
        #expect(size.value.cssText == "12 pt")
        #expect(sheet.file.text(size.nameRange) == "@size")
        #expect(sheet.file.text(size.range) == "@size: 12 pt")
        #expect(color.name == "color")
        #expect(color.style == .dashes)
        #expect(sheet.file.text(color.nameRange) == "--color")
        #expect(importRule.path == "a b.css")
        #expect(sheet.file.text(importRule.pathRange) == "url( 'a b.css' )")
    }

    @Test func mediaQueryDetails() {
        let sheet = SyntaxSummary.parse("@media NOT Screen and (idiom: pad), (dark) { }")
        guard case .media(let media) = sheet.items.first else {
            Issue.record("no media")
            return
        }
        #expect(media.queries.count == 2)
        #expect(media.queries[0].negated)
        #expect(media.queries[0].mediaType == "screen")
        #expect(media.queries[0].features.map(\.name) == ["idiom"])
        #expect(media.queries[0].features[0].value?.cssText == "pad")
        #expect(media.queries[1].features[0].value == nil)
        #expect(sheet.file.text(media.preludeRange) == "NOT Screen and (idiom: pad), (dark)")
    }

    @Test func pseudoClassNamesNormalize() {
        #expect(PseudoClassSyntax.normalize("first-of-type") == "firstoftype")
        #expect(PseudoClassSyntax.normalize("firstOfType") == "firstoftype")
        #expect(PseudoClassSyntax.normalize("NOT") == "not")
        #expect(SyntaxSummary.items(SyntaxSummary.parse(":NoT(a) {}").items) == [":NoT(a) {", "}"])
    }

    @Test func inlineDeclarations() {
        let result = Parser.parseInlineDeclarations(SourceFile(path: "style", text: "flex-grow:1; background-color: red"))
        #expect(SyntaxSummary.items(result.items) == ["flex-grow: 1", "background-color: red"])
        #expect(result.diagnostics.isEmpty)
        let bad = Parser.parseInlineDeclarations(SourceFile(path: "style", text: "a: 1; b { c: 2 } d: 3}"))
        #expect(SyntaxSummary.items(bad.items) == ["a: 1", "d: 3"])
        #expect(SyntaxSummary.diagnostics(bad.diagnostics) == [
            "1:9: error: a block is not allowed in an inline style [syntax.unexpected-block]",
            "1:22: error: unexpected '}' with no open block [syntax.unexpected-close-brace]",
        ])
    }

    @Test func emptyAndCommentOnlyFiles() {
        for css in ["", "   \n\t\n", "/* a */\n// b\n/* c */", "// only"] {
            let sheet = SyntaxSummary.parse(css)
            #expect(sheet.items.isEmpty)
            #expect(sheet.diagnostics.isEmpty)
        }
    }
}
