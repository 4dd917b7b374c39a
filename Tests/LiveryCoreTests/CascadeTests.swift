import LiveryTestSupport
import LiveryCore
import LiverySyntax
import Testing

/// The cascade: specificity, load order, source order, !important, inline styles,
/// current/initial, aliases through the catalog, nested elements, groups.
struct CascadeTests {
    func styled(_ sheets: [StyleSheet], _ root: TestElement, mode: CascadeMode = .specificity,
                environment: StyleEnvironment = StyleEnvironment()) -> StylingManager<TestElement> {
        let manager = StylingManager<TestElement>(environment: environment, mode: mode)
        for sheet in sheets { manager.add(sheet) }
        manager.style(root)
        return manager
    }

    @Test func specificityBeatsSourceOrder() {
        let label = TestElement("UILabel", id: "name", classes: ["title"])
        _ = styled([sheet("#name { textColor: red; } .title { textColor: blue; } label { textColor: green; }")], label)
        #expect(label.value("textColor") == "red")
    }

    @Test func sourceOrderModeLetsTheLastDeclarationWin() {
        let label = TestElement("UILabel", id: "name", classes: ["title"])
        _ = styled([sheet("#name { textColor: red; } .title { textColor: blue; } label { textColor: green; }")], label,
                   mode: .sourceOrder)
        #expect(label.value("textColor") == "green")
    }

    @Test func laterSheetsWinTies() {
        let label = TestElement("UILabel", classes: ["a"])
        _ = styled([sheet(".a { textColor: red; }", name: "1.css"), sheet(".a { textColor: blue; }", name: "2.css")], label)
        #expect(label.value("textColor") == "blue")
        #expect(label.computedStyle?.values.values.first?.origin == "2.css")
    }

    @Test func importantWinsOverSpecificityAndInline() throws {
        let label = TestElement("UILabel", id: "x", classes: ["a"])
        label.inlineDeclarations = try #require(sheet("* { textColor: purple; alpha: 0.3; }").rules.first?.declarations)
        _ = styled([sheet("#x { textColor: red; alpha: 0.5; } .a { textColor: blue !important; }")], label)
        #expect(label.value("textColor") == "blue")
        #expect(label.value("alpha") == "0.3")
    }

    @Test func forASelectorListOnlyTheMatchingSelectorCounts() {
        let label = TestElement("UILabel", classes: ["a"])
        _ = styled([sheet(".a, #nothing { textColor: red; } label.a { textColor: blue; }")], label)
        #expect(label.value("textColor") == "blue")
    }

    @Test func aliasesResolvePerClass() {
        let root = TestElement("UIView", [TestElement("UILabel", classes: ["x"]), TestElement("UIButton", classes: ["x"])])
        _ = styled([sheet(".x { color: red; cornerRadius: 4; opacity: 0.5; } UIButton.x { color(highlighted): blue; }")], root)
        let label = root.styleChildren[0]
        let button = root.styleChildren[1]
        #expect(label.value("textColor") == "red")
        #expect(label.value("layer.cornerRadius") == "4")
        #expect(label.value("alpha") == "0.5")
        #expect(button.value("titleColor") == "red")
        #expect(button.value("titleColor(highlighted)") == "blue")
        #expect(button.value("textColor") == nil)
    }

    @Test func propertiesAClassDoesNotHaveAreDroppedButCustomTypesKeepThem() {
        var catalog = PropertyCatalog.standard
        catalog.registerClass("GaugeView", superclass: "UIView")
        let root = TestElement("UIView", classes: ["x"], [TestElement("GaugeView", classes: ["x"])])
        _ = styled([sheet(".x { textColor: red; needleColor: blue; }")], root)
        #expect(root.value("textColor") == nil)
        #expect(root.styleChildren[0].value("needleColor") == "blue")
    }

    @Test func currentKeepsTheElementsOwnValue() {
        let label = TestElement("UILabel", classes: ["a", "b"])
        _ = styled([sheet(".a { textColor: red; } .a.b { textColor: current; }")], label)
        let winner = label.computedStyle?.values.first { $0.key.name == "textColor" }?.value
        #expect(winner?.declaration.keepsCurrentValue == true)
    }

    @Test func stateParametersAreKeptPerState() {
        let button = TestElement("UIButton")
        _ = styled([sheet("""
            button { titleColor: black; titleColor(highlighted): red; titleColor(selected highlighted): blue;
                     title__selected_highlighted: "Both"; titleColor(UIControlStateHighlighted): green; }
            """)], button)
        #expect(button.value("titleColor") == "black")
        #expect(button.value("titleColor(highlighted)") == "green")
        #expect(button.value("titleColor(highlighted selected)") == "blue")
        #expect(button.value("title(highlighted selected)") == "\"Both\"")
    }

    @Test func nestedElementPropertiesBeatGenericRules() {
        let button = TestElement("UIButton", classes: ["cta"])
        let titleLabel = TestElement("UILabel")
        button.nest("titleLabel", titleLabel)
        _ = styled([sheet("UIButton.cta { titleLabel.font: bold 18 system; } UIView UILabel, UILabel { font: 12 system; textColor: gray; }")],
                   TestElement("UIView", [button]))
        #expect(titleLabel.value("font") == "bold 18 system")
        #expect(titleLabel.value("textColor") == "gray")
        #expect(button.value("titleLabel.font") == "bold 18 system")
    }

    @Test func mediaConditionsFollowTheEnvironment() throws {
        let label = TestElement("UILabel")
        var environment = StyleEnvironment()
        let manager = styled([sheet("label { alpha: 1; } @media (idiom: pad) { label { alpha: 0.5; } }")], label,
                             environment: environment)
        #expect(label.value("alpha") == "1")
        try environment.apply("idiom=pad")
        manager.environment = environment
        #expect(label.value("alpha") == "0.5")
    }

    @Test func groupsStyleOnlyTheirScope() {
        let inside = TestElement("UILabel")
        let scoped = TestElement("UIView", [inside])
        scoped.styleSheetGroups = ["Login"]
        let outside = TestElement("UILabel")
        let root = TestElement("UIView", [scoped, outside])
        let manager = StylingManager<TestElement>()
        manager.add(sheet("label { textColor: red; }", name: "global.css"))
        manager.add(sheet("label { textColor: blue; }", name: "login.css"), group: "Login")
        manager.style(root)
        #expect(inside.value("textColor") == "blue")
        #expect(outside.value("textColor") == "red")
    }

    @Test func stylingCanBeDisabledPerElementAndPerProperty() {
        let off = TestElement("UILabel", classes: ["a"])
        off.isStylingDisabled = true
        let partly = TestElement("UILabel", classes: ["a"])
        partly.disabledProperties = ["textColor"]
        _ = styled([sheet(".a { textColor: red; alpha: 0.5; }")], TestElement("UIView", [off, partly]))
        #expect(off.computedStyle == nil)
        #expect(partly.value("textColor") == nil)
        #expect(partly.value("alpha") == "0.5")
        // What explain reads agrees: a disabled property has no matched declaration either.
        #expect(partly.computedStyle?.cascade.map(\.key.name) == ["alpha"])
    }

    @Test func derivedValuesAreInTheCascadeAsWinners() {
        let hiddenByDisplay = TestElement("UILabel", classes: ["gone"])
        let sized = TestElement("UILabel", classes: ["big"])
        _ = styled([sheet(".gone { display: none; } .big { font: 12 Avenir; fontSize: 20; }")],
                   TestElement("UIView", [hiddenByDisplay, sized]))
        // `display: none` hides: `values` has `hidden`, and so does what explain reads, last.
        let hidden = hiddenByDisplay.computedStyle?.values[PropertyKey(name: "hidden")]
        #expect(hidden.flatMap(\.typedValue).map { "\($0)" } == "bool(true)")
        let last = hiddenByDisplay.computedStyle?.cascade.last
        #expect(last?.key.name == "hidden")
        #expect(last?.declaration.property.normalized == "display", "it comes from the display declaration")
        // A font part merges into `font`; the merged font ends the cascade.
        #expect(sized.computedStyle?.cascade.last?.key.name == "font")
        #expect(sized.computedStyle?.cascade.last.map { "\($0.typedValue.map { String(describing: $0) } ?? "")" }?.contains("20") == true)
    }

    @Test func runtimeVariableChangesRestyle() {
        let label = TestElement("UILabel")
        let manager = styled([sheet("@accent: red; label { textColor: @accent; }")], label)
        #expect(label.value("textColor") == "red")
        manager.setVariable("accent", to: sheet("* { x: blue; }").rules[0].declarations[0].value)
        #expect(label.value("textColor") == "blue")
    }

    @Test func computedValuesRecordWhereTheyCameFrom() throws {
        let label = TestElement("UILabel")
        _ = styled([sheet("\n\nlabel {\n  textColor: red;\n}", name: "where.css")], label)
        let winner = try #require(label.computedStyle?.values.first?.value)
        #expect(winner.declaration.span.description == "where.css:4:3")
        #expect(winner.selector?.description == "UILabel")
    }
}

/// Compound font properties merge into the one `font` property.
struct CompoundFontTests {
    func font(_ css: String, _ type: String = "UILabel", key: String = "font") throws -> String {
        let element = TestElement(type, classes: ["x"])
        let manager = StylingManager<TestElement>()
        manager.add(sheet(css))
        manager.style(element)
        let matched = try #require(element.computedStyle?.values.first { $0.key.description == key }?.value)
        return try #require(matched.typedValue).cssText
    }

    @Test func partsMergeIntoOneFont() throws {
        #expect(try font(".x { font-family: Georgia; font-size: 20; font-weight: bold; font-style: italic; }")
                == font(".x { font: bold italic 20 Georgia; }"))
    }

    @Test func laterPartsOverrideTheFontsPart() throws {
        #expect(try font(".x { font: HelveticaNeue 12; font-size: 30; }") == font(".x { font: HelveticaNeue 30; }"))
    }

    @Test func aLaterFontReplacesEarlierParts() throws {
        #expect(try font(".x { font-size: 30; font: HelveticaNeue 12; }") == font(".x { font: HelveticaNeue 12; }"))
    }

    @Test func buttonPartsGoToTheTitleLabel() throws {
        #expect(try font(".x { font-size: 22; font-weight: 600; }", "UIButton", key: "titleLabel.font")
                == font(".x { font: semibold 22 system; }", "UIButton", key: "titleLabel.font"))
    }
}
