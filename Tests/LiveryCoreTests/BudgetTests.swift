import LiveryCore
import LiverySyntax
import LiveryTestSupport
import LiveryValues
import Testing

/// Kilobyte inputs that used to grow exponentially (time, then memory) finish with a
/// positioned error, or load right, with work bounded by the input's size.
struct BudgetTests {
    /// `.a0, .b0 { .a1, .b1 { … } }` eighteen deep: 2¹⁸ selectors for the innermost rule.
    @Test func nestedSelectorListsStopAtTheBudgetWithAPositionedError() throws {
        var text = ""
        for level in 0..<18 { text += ".a\(level), .b\(level) {\n" }
        text += "alpha: 0.5;\n" + String(repeating: "}\n", count: 18)
        let loaded = sheet(text)
        let error = try #require(loaded.diagnostics.first { $0.id == CoreDiagnosticID.nestingTooLarge })
        #expect(error.span.start.line == 13, "the first level past 4,096 selectors (2¹³)")
        #expect(loaded.diagnostics.count == 1)
        #expect(loaded.rules.allSatisfy { $0.selectors.count <= StyleSheetLoader.maximumNestedSelectors })
    }

    /// Twelve nested lists (4,096 selectors, within the per-rule bound) with twenty rules
    /// inside: each would make 4,096 more; the load stops at its total.
    @Test func nestedSelectorsAreBoundedPerLoad() throws {
        var text = ""
        for level in 0..<12 { text += ".a\(level), .b\(level) {\n" }
        for index in 0..<20 { text += ".c\(index) { alpha: 0.5; }\n" }
        text += String(repeating: "}\n", count: 12)
        let loaded = sheet(text)
        let made = loaded.rules.reduce(0) { $0 + $1.selectors.count }
        #expect(made <= StyleSheetLoader.maximumNestedSelectorsPerLoad)
        let errors = loaded.diagnostics.filter { $0.id == CoreDiagnosticID.nestingTooLarge }
        // 12 levels make 8,190 selectors (2 + 4 + … + 4,096); 6 inner rules fit in the rest.
        #expect(errors.count == 14, "\(errors.count)")
        #expect(errors.first?.span.start.line == 19, "the seventh inner rule: \(errors.first.map { "\($0)" } ?? "none")")
    }

    /// `& &` nested twenty-four deep (about 200 bytes): each level doubles the selector,
    /// which made 16 million compounds (21 s and 3.2 GB). The first level past
    /// `Selector.maximumCompounds` (2⁹ = 512, the ninth) is an error; the levels before load.
    @Test func nestingThatDoublesASelectorStopsAtItsLength() throws {
        let depth = 24
        let text = ".a {\n" + String(repeating: "& & {\n", count: depth) + "alpha: 0.5;\n"
            + String(repeating: "}\n", count: depth + 1)
        let loaded = sheet(text)
        #expect(loaded.diagnostics.map(\.id) == [CoreDiagnosticID.selectorTooLong])
        #expect(loaded.diagnostics.first?.span.start.line == 10)
        #expect(loaded.diagnostics.first?.message.contains("a selector of 512 compounds") == true)
        #expect(loaded.rules.isEmpty, "only the innermost rule has a declaration, and it is skipped")
        let inside = sheet(".a {\n" + String(repeating: "& & {\n", count: 8) + "alpha: 0.5;\n" + String(repeating: "}\n", count: 9))
        #expect(inside.diagnostics.isEmpty)
        #expect(inside.rules.first?.selectors.first?.compounds.count == 256)
    }

    /// A selector written with more compounds than the bound drops its rule, as an invalid
    /// selector does; the rest of the sheet loads.
    @Test func aSelectorWrittenTooLongDropsItsRule() throws {
        let long = Array(repeating: ".a", count: 300).joined(separator: " > ")
        let loaded = sheet(".ok { alpha: 1; }\n\(long) { alpha: 0.5; }\n.x { @extend \(long); }\n.after { alpha: 1; }")
        #expect(loaded.diagnostics.map(\.id) == [CoreDiagnosticID.selectorTooLong, CoreDiagnosticID.selectorTooLong])
        #expect(loaded.diagnostics.map(\.span.start.line) == [2, 3])
        #expect(loaded.rules.map { $0.selectors[0].description } == [".ok", ".after"])
    }

    /// The compounds of `:not()` arguments count too: matching walks them from deep inside
    /// the walk of the selector around them. Thirty-one levels of 250 compounds each
    /// (23 KB) crashed styling a 10,000-deep tree with a stack overflow.
    @Test func compoundsInsideNotCountTowardsTheBound() throws {
        let argument = Array(repeating: ".a", count: 200).joined(separator: " ")
        let loaded = sheet(".x:not(\(argument)) \(Array(repeating: ".a", count: 60).joined(separator: " ")) { alpha: 0.5; }\n"
                           + ".y:not(\(argument)) .a { alpha: 0.5; }")
        #expect(loaded.diagnostics.map(\.id) == [CoreDiagnosticID.selectorTooLong])
        #expect(loaded.diagnostics.first?.message.contains("a selector of 261 compounds") == true)
        #expect(loaded.rules.map { $0.selectors[0].weight } == [202])
    }

    /// A hundred nested single selectors, then twelve nested lists: within the selector
    /// bounds, but each selector is over a hundred compounds long. The load stops at its
    /// total of compounds.
    @Test func nestedCompoundsAreBoundedPerLoad() throws {
        var text = ""
        for level in 0..<100 { text += ".x\(level) {\n" }
        for level in 0..<12 { text += ".a\(level), .b\(level) {\nalpha: 0.5;\n" }
        text += String(repeating: "}\n", count: 112)
        let loaded = sheet(text)
        let errors = loaded.diagnostics.filter { $0.id == CoreDiagnosticID.nestingTooLarge }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("compounds in this sheet already") == true)
        let nested = loaded.rules.reduce(0) { $0 + $1.selectors.reduce(0) { $0 + $1.compounds.count } }
        #expect(nested <= StyleSheetLoader.maximumNestedCompoundsPerLoad)
        #expect(loaded.rules.count >= 9, "the lists before the bound load")
    }

    /// Two thousand declarations each using a variable of 3,600 names (7,200 tokens with the
    /// spaces, within the per-value bound): 14 million tokens in all. Substitution stops at
    /// its per-load total, with an error at each value past it (the first hundred reported).
    @Test func substitutionIsBoundedPerLoad() throws {
        let names = Array(repeating: "x", count: 60).joined(separator: " ")
        let uses = Array(repeating: "@a", count: 60).joined(separator: " ")
        var text = "@a: \(names);\n@b: \(uses);\n"
        for index in 0..<2_000 { text += ".c\(index) { text: @b; }\n" }
        let result = sheet(text)
        let errors = result.diagnostics.filter { $0.id == CoreDiagnosticID.variableTooLarge }
        #expect(!errors.isEmpty)
        // 7,321 tokens a value: 68 values fit in 500,000; the 70th is the first dropped.
        let first = try #require(errors.first)
        #expect(first.span.start.line == 2 + 70, "\(first)")
        #expect(first.message.contains("in this file already"))
        #expect(result.rules.count < 100, "only the values within the budget are kept: \(result.rules.count)")
    }

    /// Four thousand rules extending one rule of a thousand declarations (115 KB): four
    /// million copies, each typed for its rule. Extending stops at its per-load total.
    @Test func extendIsBoundedPerLoad() throws {
        var text = ".base { " + (0..<1_000).map { "alpha: 0.\($0 % 10);" }.joined(separator: " ") + " }\n"
        for index in 0..<4_000 { text += ".c\(index) { @extend .base; }\n" }
        let result = sheet(text)
        let errors = result.diagnostics.filter { $0.id == CoreDiagnosticID.extendTooLarge }
        // 100 rules fit in 100,000 copies; the 101st extending rule (line 102) is the first refused.
        #expect(errors.first?.span.start.line == 102, "\(errors.first.map { "\($0)" } ?? "none")")
        #expect(errors.first?.message.contains("'.base' is not extended here") == true)
        let copied = result.rules.dropFirst().reduce(0) { $0 + $1.declarations.count }
        #expect(copied <= StyleSheetLoader.maximumExtendedDeclarationsPerLoad)
    }

    /// Forty rules, each extending the one before twice.
    @Test func extendChainsStayLinear() throws {
        var text = ".r0 { alpha: 0.1; }\n"
        for index in 1...40 { text += ".r\(index) { @extend .r\(index - 1); @extend .r\(index - 1); tag: \(index); }\n" }
        let loaded = sheet(text)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let last = try #require(loaded.rules.last)
        #expect(last.declarations.count == 41, "each declaration of the chain once")
        #expect(last.declarations.first?.value.cssText == "0.1")
        #expect(last.declarations.last?.value.cssText == "40")
    }

    /// Ten thousand rules, each extending the one written after it (270 KB): resolving
    /// `.r0` first walks the whole chain. It took a stack frame per link and crashed the
    /// process from about 4,000 links; the walk keeps its own stack now.
    @Test func aLongExtendChainDoesNotTakeAStackFramePerLink() throws {
        let links = 10_000
        var text = ""
        for index in 0..<links { text += ".r\(index) { @extend .r\(index + 1); }\n" }
        text += ".r\(links) { alpha: 0.25; }\n.cycle { @extend .back; }\n.back { @extend .cycle; tag: 1; }\n"
        let loaded = sheet(text)
        #expect(loaded.diagnostics.map(\.id) == [CoreDiagnosticID.extendCycle])
        #expect(loaded.diagnostics.first?.span.start.line == links + 3)
        #expect(loaded.rules.count == links + 3)
        #expect(loaded.rules.prefix(links + 1).allSatisfy { $0.declarations.map(\.value.cssText) == ["0.25"] })
        let cycle = try #require(loaded.rules.first { $0.selectors.first?.description == ".cycle" })
        #expect(cycle.declarations.map(\.value.cssText) == ["1"])
    }

    /// The same rule listed under equal selectors, extended by many rules.
    @Test func extendingARuleListedUnderEqualSelectorsCountsItOnce() throws {
        let loaded = sheet(".x, .x, .x { alpha: 1; }\n.y { @extend .x; @extend .x; numberOfLines: 2; }")
        let extending = try #require(loaded.rules.first { $0.selectors.first?.description == ".y" })
        #expect(extending.declarations.map(\.property.written) == ["alpha", "numberOfLines"])
    }

    /// `@v0: @v1 @v1; @v1: @v2 @v2; …` thirty deep, and the same with custom properties.
    @Test(arguments: [false, true])
    func variablesThatDoubleStopAtTheBudgetAtTheUse(customProperties: Bool) throws {
        var text = customProperties ? ":root { --v30: a; " : "@v30: a;\n"
        for level in stride(from: 29, through: 0, by: -1) {
            text += customProperties ? "--v\(level): var(--v\(level + 1)) var(--v\(level + 1)); "
                : "@v\(level): @v\(level + 1) @v\(level + 1);\n"
        }
        text += customProperties ? "}\n.a { accessibilityLabel: var(--v0); alpha: 0.5; }" : ".a { accessibilityLabel: @v0; alpha: 0.5; }"
        let loaded = sheet(text)
        let error = try #require(loaded.diagnostics.first { $0.id == CoreDiagnosticID.variableTooLarge })
        #expect(error.span.start.line == (customProperties ? 2 : 32))
        let rule = try #require(loaded.rules.first { $0.selectors.first?.description == ".a" })
        #expect(rule.declarations.map(\.property.written) == ["alpha"], "the rest of the rule still loads")
    }

    /// Ten doublings (1,024 tokens) are within the budget.
    @Test func variablesWithinTheBudgetStillSubstitute() throws {
        var text = "@v10: a;\n"
        for level in stride(from: 9, through: 0, by: -1) { text += "@v\(level): @v\(level + 1) @v\(level + 1);\n" }
        text += ".a { accessibilityLabel: \"x\"; tag: 1; }\n.b { font-family: @v0; }"
        let loaded = sheet(text)
        #expect(!loaded.diagnostics.contains { $0.id == CoreDiagnosticID.variableTooLarge })
    }

    /// `.z .a .a … .a .c` against forty nested `.a` elements: every way of placing twenty-five
    /// `.a` compounds on forty ancestors (C(40, 25) ≈ 4 × 10¹⁰) was tried before the match failed.
    @Test func descendantSelectorsDoNotBacktrackOverDeepTrees() throws {
        var leaf = TestElement("UILabel", classes: ["c"])
        let deepest = leaf
        for _ in 0..<40 { leaf = TestElement("UIView", classes: ["a"], [leaf]) }
        let matcher = SelectorMatcher()
        let failing = try #require(sheet(".z " + Array(repeating: ".a", count: 25).joined(separator: " ") + " .c { alpha: 1; }")
            .rules.first?.selectors.first)
        let matching = try #require(sheet(Array(repeating: ".a", count: 40).joined(separator: " ") + " .c { alpha: 1; }")
            .rules.first?.selectors.first)
        let tooMany = try #require(sheet(Array(repeating: ".a", count: 41).joined(separator: " ") + " .c { alpha: 1; }")
            .rules.first?.selectors.first)
        #expect(!matcher.matches(failing, deepest))
        #expect(matcher.matches(matching, deepest))
        #expect(!matcher.matches(tooMany, deepest))
    }
}
