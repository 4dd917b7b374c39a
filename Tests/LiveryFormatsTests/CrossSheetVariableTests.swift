import LiveryCore
import LiveryFormats
import LiverySyntax
import Testing

/// Sheets of every dialect loaded together: each sees the variables of the sheets loaded
/// before it, whatever their dialects (DESIGN "Dialects on every command").
struct CrossSheetVariableTests {
    static let files = [
        "base.css": "@accent: #ff0000;\n@lines: 2;\n",
        "theme.json": ##"{ "Variables": { "ink": "#202124" }, "UILabel": { "textColor": "$accent", "numberOfLines": "$lines" } }"##,
        "cards.rflk": "UIView:card {\n\tbackground-color: @accent;\n\tborder-color: @ink;\n}\n",
        "after.css": ".note { textColor: @ink; }\n",
    ]

    /// Loads `locations` in order through one set.
    static func load(_ locations: [String]) -> [StyleSheet] {
        let reader = FormatLoader(sourceLoader: InMemorySourceLoader(files))
        var set = StyleSheetSet()
        return set.load(locations) { reader.load($0, inheritedVariables: $1) }
    }

    /// `property: value` of the first rule's declarations.
    static func declarations(_ sheet: StyleSheet) -> [String] {
        sheet.rules.first?.declarations.map { "\($0.property.written): \($0.value.cssText)" } ?? []
    }

    @Test func uissUsesTheVariablesOfLivery() {
        let sheets = Self.load(["base.css", "theme.json"])
        #expect(sheets[1].diagnostics.isEmpty, "\(sheets[1].diagnostics)")
        #expect(Self.declarations(sheets[1]) == ["textColor: #ff0000", "numberOfLines: 2"])
    }

    @Test func reflektorUsesTheVariablesOfLiveryAndUISS() {
        let sheets = Self.load(["base.css", "theme.json", "cards.rflk"])
        #expect(sheets[2].diagnostics.isEmpty, "\(sheets[2].diagnostics)")
        #expect(Self.declarations(sheets[2]) == ["backgroundColor: #ff0000", "borderColor: #202124"])
    }

    @Test func liveryUsesTheVariablesOfUISS() {
        let sheets = Self.load(["theme.json", "after.css"])
        #expect(sheets[1].diagnostics.isEmpty, "\(sheets[1].diagnostics)")
        #expect(Self.declarations(sheets[1]) == ["textColor: #202124"])
    }

    /// Load order decides: a sheet does not see the variables of the sheets after it.
    @Test func aUISSSheetLoadedFirstSeesNothing() {
        let sheets = Self.load(["theme.json", "base.css"])
        #expect(sheets[0].diagnostics.map(\.id) == [FormatDiagnosticID.uissUnknownVariable, FormatDiagnosticID.uissUnknownVariable])
    }
}
