import LiveryCore
import LiverySyntax
import Testing

/// Loading behaviour beyond the golden files: in-memory sources, variables across sheets,
/// declarations' sources, and the model's details.
struct LoaderTests {
    func load(_ files: [String: String], main: String = "main.css", inherited: VariableTable = VariableTable()) -> StyleSheet {
        StyleSheetLoader(sourceLoader: InMemorySourceLoader(files)).load(main, inheritedVariables: inherited)
    }

    @Test func variablesOfEarlierSheetsAreVisibleInLaterOnes() {
        let first = load(["theme.css": "@accent: red; --gap: 4;"], main: "theme.css")
        let second = load(["main.css": ".a { tintColor: @accent; spacing: var(--gap); }"], inherited: first.variables)
        #expect(second.diagnostics.isEmpty)
        #expect(second.rules.first?.declarations.map(\.value.cssText) == ["red", "4"])
    }

    @Test func laterSheetsOverrideVariablesForThemselves() {
        let first = load(["theme.css": "@accent: red;"], main: "theme.css")
        let second = load(["main.css": "@accent: blue; .a { tintColor: @accent; }"], inherited: first.variables)
        #expect(second.rules[0].declarations[0].value.cssText == "blue")
    }

    /// A string's InterfaCSS escapes (`\n`, `\u0041`) are read where it is written: through
    /// a variable (defined in this sheet or an earlier one) it is the same text as written
    /// in place (it was `anb` through a variable, the CSS escape alone).
    @Test func stringEscapesAreTheSameThroughVariables() throws {
        let first = load(["theme.css": #"@greeting: "a\nb\u0041";"#], main: "theme.css")
        let sheet = load(["main.css": #"@v: "a\nb\u0041"; .a { text: @v; } .b { text: @greeting; } .c { text: "a\nb\u0041"; }"#],
                         inherited: first.variables)
        #expect(sheet.diagnostics.isEmpty)
        let texts = sheet.rules.flatMap(\.declarations).map { $0.typedValues.values.first?.json.compactText }
        #expect(texts == [#""a\nbA""#, #""a\nbA""#, #""a\nbA""#])
    }

    @Test func declarationsRememberWhereTheyAreWritten() throws {
        let sheet = load(["main.css": "@import \"b.css\";\n.a {\n  alpha: 0.5;\n}", "b.css": ".b { alpha: 1; }"])
        let declaration = try #require(sheet.rules.last?.declarations.first)
        #expect(declaration.span.description == "main.css:3:3")
        #expect(sheet.rules.first?.declarations.first?.span.description == "b.css:1:6")
    }

    @Test func substitutedValuesPointAtTheReference() throws {
        let sheet = load(["main.css": "@c: red;\n.a { tintColor: @c; }"])
        let value = try #require(sheet.rules.first?.declarations.first?.value.first)
        #expect(sheet.file.location(of: value.range.start).description == "2:17")
        #expect(sheet.rules.first?.declarations.first?.rawValue.cssText == "@c")
    }

    @Test func importsResolveRelativeToTheImportingFile() {
        let sheet = load([
            "styles/main.css": "@import \"parts/a.css\";",
            "styles/parts/a.css": "@import \"../shared/b.css\"; .a { alpha: 1; }",
            "styles/shared/b.css": ".b { alpha: 2; }",
        ], main: "styles/main.css")
        #expect(sheet.diagnostics.isEmpty)
        #expect(sheet.rules.map { $0.selectors[0].description } == [".b", ".a"])
    }

    @Test func missingMainFileIsADiagnostic() {
        let sheet = load([:], main: "nothing.css")
        #expect(sheet.rules.isEmpty)
        #expect(sheet.diagnostics.map(\.description) == ["nothing.css:1:1: error: no such file 'nothing.css' [file.not-found]"])
    }

    @Test func importantAndCurrentAreKept() throws {
        let sheet = load(["main.css": ".a { alpha: 1 !important; hidden: current; tintColor: INITIAL; }"])
        let declarations = try #require(sheet.rules.first?.declarations)
        #expect(declarations.map(\.important) == [true, false, false])
        #expect(declarations.map(\.keepsCurrentValue) == [false, true, true])
    }

    @Test func propertyNamesAreCaseAndDashInsensitive() {
        let sheet = load(["main.css": ".a { background-color: red; BACKGROUNDCOLOR: blue; background_color: green; }"])
        let names = Set(sheet.rules[0].declarations.map(\.property.normalized))
        #expect(names == ["backgroundcolor"])
    }

    @Test func customPseudoClassesRegisteredByTheAppAreAccepted() {
        let loader = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["main.css": ".a:loggedIn { alpha: 1; } .b:tier(gold) { alpha: 2; }"]),
                                      customPseudoClasses: ["loggedin", "tier"])
        let sheet = loader.load("main.css")
        #expect(sheet.diagnostics.isEmpty)
        #expect(sheet.rules.map { $0.selectors[0].description } == [".a:loggedIn", ".b:tier(gold)"])
    }

    /// A content size category is one word: whitespace inside the argument, space or tab,
    /// names none (the argument is refused, not read as `extraLarge`).
    @Test(arguments: [" extra-Large ", "extra Large", "extra\tLarge", "extra/* x */Large"])
    func contentSizeArgumentsAreOneWord(_ argument: String) {
        let sheet = load(["main.css": ".a:min-content-size(\(argument)) { alpha: 1; }"])
        let ids = sheet.diagnostics.map(\.id.rawValue)
        if argument == " extra-Large " {
            #expect(ids.isEmpty)
            #expect(sheet.rules.map { $0.selectors[0].description } == [".a:min-content-size(extraLarge)"])
        } else {
            #expect(ids == ["selector.invalid-argument"], "\(argument)")
            #expect(sheet.rules.isEmpty)
        }
    }

    @Test func nestedMediaCombinesConditions() throws {
        let sheet = load(["main.css": "@media (idiom: pad) { .a { @media (orientation: landscape) { alpha: 1; } } }"])
        let condition = try #require(sheet.rules.first?.condition)
        #expect(condition.clauses.count == 2)
        #expect(condition.clauses[0][0].features == [MediaFeature(name: .idiom, value: .keyword("pad"))])
    }

    @Test func unknownMediaFeatureMakesTheQueryInvalid() throws {
        let sheet = load(["main.css": "@media (hover: hover) { .a { alpha: 1; } }"])
        #expect(sheet.diagnostics.map(\.id.rawValue) == ["media.unknown-feature"])
        #expect(sheet.rules.first?.condition?.clauses[0][0].isValid == false)
    }

    @Test func deepNestingIsDiagnosedNotCrashing() {
        let depth = 400
        let text = String(repeating: ".a { ", count: depth) + "alpha: 1;" + String(repeating: " }", count: depth)
        let sheet = load(["main.css": text])
        #expect(sheet.diagnostics.contains { $0.id.rawValue == "syntax.nesting-too-deep" })
    }
}

struct ModelTests {
    @Test(arguments: [
        ("odd", "2n+1"), ("even", "2n"), ("2n+1", "2n+1"), ("2n - 1", "2n-1"), ("-n+3", "-n+3"),
        ("3n", "3n"), ("+5", "5"), ("n", "n"), ("-2n+0", "-2n"), ("0n+3", "3"),
        // Whitespace around the whole and on either side of the sign before b.
        (" 2n + 1 ", "2n+1"), ("2n +1", "2n+1"), ("2n+ 1", "2n+1"), ("-n- 2", "-n-2"), ("EVEN", "2n"), ("+n", "n"),
    ])
    func anPlusBParsesAndPrintsCanonically(_ input: String, _ canonical: String) throws {
        let formula = try #require(AnPlusB.parse(input))
        #expect(formula.description == canonical)
    }

    @Test(arguments: ["", "n+", "2x+1", "odd1", "3n+-1", "--n",
                      // Whitespace inside a number or after a leading sign (CSS Syntax's an+b).
                      "+ 2n", "- n+2", "2 n", "1 0", "o d d", "+ 5", "2n + +1", "2n+1.5"])
    func anPlusBRejectsGarbage(_ input: String) {
        #expect(AnPlusB.parse(input) == nil)
    }

    @Test func anPlusBMatchesPositions() {
        let odd = AnPlusB(a: 2, b: 1)
        #expect((1...7).filter(odd.matches) == [1, 3, 5, 7])
        let firstThree = AnPlusB(a: -1, b: 3)
        #expect((1...7).filter(firstThree.matches) == [1, 2, 3])
        let fifth = AnPlusB(a: 0, b: 5)
        #expect((1...7).filter(fifth.matches) == [5])
    }

    @Test func versionsCompareComponentWise() throws {
        let v1710 = try #require(Version("17.10"))
        let v172 = try #require(Version("17.2"))
        #expect(v1710 > v172)
        #expect(Version("17") == Version("17.0.0"))
        #expect(Version("17.a") == nil)
        #expect(Version("") == nil)
    }

    @Test(arguments: [("background-color", "backgroundColor"), ("textColor", "textColor"),
                      ("-ios-tint-color", "-iosTintColor"), ("border-top-left-radius", "borderTopLeftRadius"),
                      ("a-_b", "a_b"), ("a--b", "aB"), ("title-", "title"), ("a_-_b", "a_-_b"), ("_-_--n_", "_-_N_")])
    func camelCasing(_ input: String, _ expected: String) {
        #expect(PropertyName.camelCased(input) == expected)
    }

    /// Every name of `-`, `_` and letters up to 6 long that Livery CSS reads as a property
    /// name without parameters reads back as itself once camel-cased: a converted sheet
    /// writes the camel-cased name.
    @Test func camelCasedNamesReadBackAsThemselves() {
        // U+034F (a combining mark) joins the `_` before it into one character: the
        // `reflektor` fuzzer found `_-_\u{34F}d_` camel-cased to `__\u{34F}d_`.
        let alphabet: [Character] = ["a", "N", "-", "_", "\u{34F}"]
        var names = [""]
        var mismatches: [String] = []
        for _ in 1...5 {
            names = names.flatMap { name in alphabet.map { name + String($0) } }
            for name in names {
                guard let written = Self.propertyName(reading: name), written.parameters.isEmpty,
                      written.written == name else { continue }
                let camel = PropertyName.camelCased(name)
                let read = Self.propertyName(reading: camel)
                if read?.written != camel || read?.parameters.isEmpty != true { mismatches.append(name) }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// The property name of `.r { NAME: 1; }`, if it reads as a declaration.
    static func propertyName(reading name: String) -> PropertyName? {
        let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["p.css": ".r { \(name): 1; }"])).load("p.css")
        return sheet.rules.first?.declarations.first?.property
    }

    @Test(arguments: [("a.css", "b.css", "b.css"), ("dir/a.css", "b.css", "dir/b.css"),
                      ("dir/a.css", "../b.css", "b.css"), ("/x/y/a.css", "./z/../b.css", "/x/y/b.css"),
                      ("a.css", "/abs/b.css", "/abs/b.css")])
    func pathsResolveRelativeToTheImporter(_ base: String, _ path: String, _ expected: String) {
        #expect(Paths.resolve(path, relativeTo: base) == expected)
    }
}
