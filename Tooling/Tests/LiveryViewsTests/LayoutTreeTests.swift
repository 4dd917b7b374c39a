import LiveryCore
import LiveryDocument
import LiveryTestSupport
import Testing
@testable import LiveryViews

/// The headless tree built from a layout document (`HeadlessBackend`): the root takes the
/// layout's stylesheet group, each node hands its inline style to the cascade, and the
/// layout's own rules match the nodes. (What the document says — elements, attributes,
/// `<style>` blocks, diagnostics — is tested with `LiveryDocument`, in `LiveryDocumentTests`.)
struct LayoutTreeTests {
    static let card = """
    <layout title="Card">
      <style>
        .card { cornerRadius: 8; }
        .card > label { textColor: red; }
      </style>
      <view class="card"><label/></view>
    </layout>
    """

    @Test func theRootTakesTheLayoutsStyleSheetGroup() throws {
        let document = LayoutTest.load(Self.card)
        #expect(document.root?.styleSheetGroups == ["test.xml"])
        #expect(LayoutTest.load("<view/>").root?.styleSheetGroups == nil)
    }

    @Test func theLayoutsRulesMatchItsNodes() throws {
        let document = LayoutTest.load(Self.card)
        let sheet = try #require(document.styleSheets.first)
        let label = try #require(document.root?.children.first)
        let matcher = SelectorMatcher()
        #expect(matcher.matches(sheet.rules[1].selectors[0], label))
        #expect(!matcher.matches(sheet.rules[1].selectors[0], try #require(document.root)))
    }

    @Test func inlineStylesAreTheNodesInlineDeclarations() throws {
        let root = try #require(LayoutTest.load("<view style=\"flex-grow: 1; color: red !important; titleColor(highlighted): blue\"/>").root)
        #expect(root.inlineDeclarations.count == 3)
        #expect(root.inlineDeclarations.map { "\($0.property)" } == ["flexGrow", "color", "titleColor(highlighted)"])
        #expect(root.inlineDeclarations.map(\.important) == [false, true, false])
    }

    @Test func theProfileFixturesRulesMatchItsFollowButton() throws {
        let document = LayoutTest.fixture("profile.xml")
        let sheet = try #require(document.styleSheets.first)
        #expect(document.root?.styleSheetGroups == [document.document.file.path])
        let follow = try #require(document.element(withID: "follow"))
        let matcher = SelectorMatcher()
        #expect(sheet.rules.filter { $0.selectors.contains { matcher.matches($0, follow) } }.count == 1)
    }

    /// Whatever random markup describes, the headless tree holds the same elements, in
    /// the same order, with the same types, ids and classes.
    @Test func theTreeOfAnyByteSoupMirrorsItsDescription() {
        let pieces = ["<", ">", "/", "view", "label", "=", "\"", "'", "&", ";", "amp", "<!--", "-->", "<![CDATA[", "]]>",
                      "<?", "?>", "<!DOCTYPE", "[", "]", " ", "\n", "style", "layout", "a:b", "é", "\u{0}", "#"]
        var generator = SplitMix(seed: 7)
        var failures: [String] = []
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int(generator.next() % 40) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let layout = LayoutTest.load(text)
            let described = layout.document.elements.map { "\($0.typeName)#\($0.id ?? "")\($0.classes)" }
            let built = layout.elements.map { "\($0.typeName)#\($0.id ?? "")\($0.classes)" }
            if described != built { failures.append(text.debugDescription) }
            if layout.root.map({ $0.outline.split(separator: "\n").count }) ?? 0 != built.count { failures.append(text.debugDescription) }
        }
        #expect(failures == [])
    }
}
