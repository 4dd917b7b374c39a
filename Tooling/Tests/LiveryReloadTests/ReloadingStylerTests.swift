import LiveryToolingTestSupport
import LiveryTestSupport
import LiveryCore
import Livery
import LiverySyntax
import LiveryViews
import Testing

/// The last-good policy and original-value restoration, on the headless tree.
@MainActor
struct ReloadingStylerTests {
    static let xml = """
    <view id="root">
      <label id="title" class="title">From the layout</label>
      <button id="go" class="go">Go</button>
    </view>
    """

    @Test func removedDeclarationsRestoreTheValuesElementsHadBeforeStyling() throws {
        let document = layout(Self.xml)
        let root = try #require(document.root)
        let title = try #require(root.element(withID: "title"))
        let styler = ReloadingStyler<ViewNode>()
        styler.style(root)
        styler.apply(sheet(".title { text: \"Styled\"; textColor: red; alpha: 0.5; } .go { titleColor(normal): blue; }"),
                     location: "a.css")
        #expect(title.printed("text") == "Styled")
        #expect(title.originalValues[PropertyKey(name: "text")] == .some(.string("From the layout")))

        let report = styler.apply(sheet(".title { textColor: red; }"), location: "a.css")
        #expect(report.applied)
        let restored = report.restored.map { "\($0.element.id ?? ""): \($0.keys.map(\.description))" }.sorted()
        #expect(restored == ["go: [\"titleColor(normal)\"]", "title: [\"alpha\", \"text\"]"])
        #expect(title.printed("text") == "From the layout")
        #expect(title.printed("alpha") == nil)
        #expect(title.printed("textColor") == "#ff0000ff")
        #expect(title.originalValues[PropertyKey(name: "text")] == nil)
    }

    @Test func aVersionWithErrorsKeepsTheLastGoodOneAndReportsItsDiagnostics() throws {
        let root = try #require(layout(Self.xml).root)
        let title = try #require(root.element(withID: "title"))
        let styler = ReloadingStyler<ViewNode>()
        var seen: [ReloadReport<ViewNode>] = []
        styler.onReload = { seen.append($0) }
        styler.style(root)
        styler.apply(sheet(".title { textColor: red; }"), location: "a.css")
        let report = styler.apply(sheet(".title { textColor: blue; }\n.x { alpha: ; }", name: "a.css"), location: "a.css")
        #expect(!report.applied)
        #expect(report.errors.map { "\($0.path):\($0.span.start.line) \($0.id.rawValue)" } == ["a.css:2 syntax.missing-value"])
        #expect(title.printed("textColor") == "#ff0000ff")
        #expect(seen.count == 2 && seen.last?.applied == false)

        let fixed = styler.apply(sheet(".title { textColor: blue; }"), location: "a.css")
        #expect(fixed.applied && fixed.diagnostics.isEmpty)
        #expect(title.printed("textColor") == "#0000ffff")
    }

    @Test func theFirstVersionAppliesEvenWithErrorsAndWarningsNeverBlock() throws {
        let root = try #require(layout(Self.xml).root)
        let title = try #require(root.element(withID: "title"))
        let styler = ReloadingStyler<ViewNode>()
        styler.style(root)
        #expect(styler.apply(sheet(".title { textColor: red; }\n.x { alpha: ; }"), location: "a.css").applied)
        #expect(title.printed("textColor") == "#ff0000ff")
        let warned = styler.apply(sheet(".title { textColor: green; colour: red; }"), location: "a.css")
        #expect(warned.applied && !warned.diagnostics.isEmpty && warned.errors.isEmpty)
        #expect(title.printed("textColor") == "#008000ff")
    }

    @Test func aRuleStillSettingThePropertyMeansNothingIsRestored() throws {
        let root = try #require(layout(Self.xml).root)
        let styler = ReloadingStyler<ViewNode>()
        styler.style(root)
        styler.apply(sheet(".title { textColor: red; } label { textColor: blue; }"), location: "a.css")
        let report = styler.apply(sheet("label { textColor: blue; }"), location: "a.css")
        #expect(report.restored.isEmpty)
        #expect(root.element(withID: "title")?.printed("textColor") == "#0000ffff")
    }
}
