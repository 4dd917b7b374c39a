import LiveryCore
import LiveryLayout
import LiveryValues
import Testing

/// The property catalog's layout keywords and the layout engine's enums name the same
/// cases: LiveryCore and LiveryLayout cannot import each other, so this keeps the two
/// spellings one vocabulary (a keyword the engine lacks could otherwise load cleanly and
/// lay out as a default).
struct LayoutKeywordTests {
    static let pairs: [(EnumDefinition, [String])] = [
        (LayoutEnums.flexDirection, FlexDirection.allCases.map(\.keyword)),
        (LayoutEnums.flexWrap, FlexWrap.allCases.map(\.keyword)),
        (LayoutEnums.justifyContent, JustifyContent.allCases.map(\.keyword)),
        (LayoutEnums.alignItems, AlignItems.allCases.map(\.keyword)),
        (LayoutEnums.alignContent, AlignContent.allCases.map(\.keyword)),
        (LayoutEnums.position, PositionType.allCases.map(\.keyword)),
        (LayoutEnums.display, Display.allCases.map(\.keyword)),
        (LayoutEnums.overflow, Overflow.allCases.map(\.keyword)),
        (LayoutEnums.direction, LayoutDirection.allCases.map(\.keyword)),
        (LayoutEnums.boxSizing, BoxSizing.allCases.map(\.keyword)),
    ]

    @Test(arguments: pairs.indices)
    func catalogAndEngineNameTheSameCases(_ index: Int) {
        let (definition, engineCases) = Self.pairs[index]
        #expect(Set(definition.cases.map(\.name)) == Set(engineCases), "\(definition.name)")
    }

    @Test func everyLayoutEnumIsChecked() {
        #expect(Self.pairs.count == LayoutEnums.all.count)
    }

    /// A keyword of one alignment property is not accepted for another.
    @Test func alignItemsTakesNoContentDistribution() {
        let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader([
            "a.css": ".a { alignItems: space-between; alignContent: space-between; alignSelf: auto; }",
        ])).load("a.css")
        #expect(sheet.diagnostics.map(\.id) == [ValueDiagnosticID.unknownEnumCase], "\(sheet.diagnostics)")
        #expect(sheet.rules.first?.declarations.map(\.property.written) == ["alignContent", "alignSelf"])
    }
}
