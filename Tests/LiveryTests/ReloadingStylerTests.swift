import Livery
import LiveryCore
import LiverySyntax
import LiveryTestSupport
import Testing

/// The last-good policy and original-value restoration, on test elements built from a
/// layout (their own values are what the layout gives).
@MainActor
struct ReloadingStylerTests {
    static let xml = """
    <view id="root">
      <label id="title" class="title">From the layout</label>
      <button id="go" class="go">Go</button>
    </view>
    """

    @Test func removedDeclarationsRestoreTheValuesElementsHadBeforeStyling() throws {
        let root = try #require(layout(Self.xml))
        let title = try #require(root.element(withID: "title"))
        let styler = ReloadingStyler<TestElement>()
        styler.style(root)
        styler.apply(sheet(".title { text: \"Styled\"; textColor: red; alpha: 0.5; } .go { titleColor(normal): blue; }"),
                     location: "a.css")
        #expect(title.shown("text") == "Styled")
        #expect(title.originalValues[PropertyKey(name: "text")] == .some(.string("From the layout")))

        let report = styler.apply(sheet(".title { textColor: red; }"), location: "a.css")
        #expect(report.applied)
        let restored = report.restored.map { "\($0.element.styleID ?? ""): \($0.keys.map(\.description))" }.sorted()
        #expect(restored == ["go: [\"titleColor(normal)\"]", "title: [\"alpha\", \"text\"]"])
        #expect(title.shown("text") == "From the layout")
        #expect(title.shown("alpha") == nil)
        #expect(title.shown("textColor") == "#ff0000ff")
        #expect(title.originalValues[PropertyKey(name: "text")] == nil)
        #expect(title.restoredKeys.map(\.description) == ["alpha", "text"])
    }

    @Test func aVersionWithErrorsKeepsTheLastGoodOneAndReportsItsDiagnostics() throws {
        let root = try #require(layout(Self.xml))
        let title = try #require(root.element(withID: "title"))
        let styler = ReloadingStyler<TestElement>()
        var seen: [ReloadReport<TestElement>] = []
        styler.onReload = { seen.append($0) }
        styler.style(root)
        styler.apply(sheet(".title { textColor: red; }"), location: "a.css")
        let report = styler.apply(sheet(".title { textColor: blue; }\n.x { alpha: ; }", name: "a.css"), location: "a.css")
        #expect(!report.applied)
        #expect(report.errors.map { "\($0.path):\($0.span.start.line) \($0.id.rawValue)" } == ["a.css:2 syntax.missing-value"])
        #expect(title.shown("textColor") == "#ff0000ff")
        #expect(seen.count == 2 && seen.last?.applied == false)

        let fixed = styler.apply(sheet(".title { textColor: blue; }"), location: "a.css")
        #expect(fixed.applied && fixed.diagnostics.isEmpty)
        #expect(title.shown("textColor") == "#0000ffff")
    }

    @Test func theFirstVersionAppliesEvenWithErrorsAndWarningsNeverBlock() throws {
        let root = try #require(layout(Self.xml))
        let title = try #require(root.element(withID: "title"))
        let styler = ReloadingStyler<TestElement>()
        styler.style(root)
        #expect(styler.apply(sheet(".title { textColor: red; }\n.x { alpha: ; }"), location: "a.css").applied)
        #expect(title.shown("textColor") == "#ff0000ff")
        let warned = styler.apply(sheet(".title { textColor: green; colour: red; }"), location: "a.css")
        #expect(warned.applied && !warned.diagnostics.isEmpty && warned.errors.isEmpty)
        #expect(title.shown("textColor") == "#008000ff")
    }

    @Test func aRuleStillSettingThePropertyMeansNothingIsRestored() throws {
        let root = try #require(layout(Self.xml))
        let styler = ReloadingStyler<TestElement>()
        styler.style(root)
        styler.apply(sheet(".title { textColor: red; } label { textColor: blue; }"), location: "a.css")
        let report = styler.apply(sheet("label { textColor: blue; }"), location: "a.css")
        #expect(report.restored.isEmpty)
        #expect(root.element(withID: "title")?.shown("textColor") == "#0000ffff")
    }
}
