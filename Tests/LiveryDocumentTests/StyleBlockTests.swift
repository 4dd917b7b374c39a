import LiveryCore
import LiveryDocument
import LiverySyntax
import Testing

/// `<style>` blocks of `<layout>`: loaded as stylesheets named after the layout, with
/// positions in the layout file.
struct StyleBlockTests {
    static let layout = """
    <layout title="Card">
      <style>
        .card { cornerRadius: 8; }
        .card > label { textColor: red; }
      </style>
      <view class="card"><label/></view>
    </layout>
    """

    @Test func rulesLoadAndKeepTheirPositions() throws {
        let document = LayoutTest.load(StyleBlockTests.layout)
        #expect(document.diagnostics.isEmpty)
        let sheet = try #require(document.styleSheets.first)
        #expect(sheet.name == "test.xml")
        #expect(sheet.file === document.file)
        #expect(sheet.rules.map(\.selectors.description) == ["[.card]", "[.card > UILabel]"])
        #expect(sheet.rules.map(\.span.description) == ["test.xml:3:5", "test.xml:4:5"])
        #expect(sheet.rules.flatMap(\.declarations).map(\.span.description) == ["test.xml:3:13", "test.xml:4:21"])
        #expect(document.layoutAttributes.map(\.description) == ["title=\"Card\""])
    }

    /// Each `<style>` block is a sheet read in the whole file: past the bound, blocks are
    /// skipped with a positioned error, and the blocks before it apply.
    @Test func styleBlocksPastTheBoundAreSkipped() throws {
        let blocks = (0..<70).map { "<style>.a\($0) { alpha: 0.5; }</style>" }.joined(separator: "\n")
        let document = LayoutTest.load("<layout>\n\(blocks)\n<view/>\n</layout>")
        #expect(document.styleSheets.count == LayoutDocument.maximumStyleBlocks)
        let errors = document.diagnostics.filter { $0.id == LayoutDiagnosticID.tooManyStyleBlocks }
        #expect(errors.count == 6)
        #expect(errors.first?.location.line == 2 + 64, "the 65th block: \(errors.first.map { "\($0)" } ?? "none")")
    }

    @Test func theLayoutsSheetsFormAGroupForTheRoot() throws {
        let document = LayoutTest.load(StyleBlockTests.layout)
        #expect(document.rootStyleSheetGroups == ["test.xml"])
        #expect(document.scopedStyleSheets.map(\.group) == ["test.xml"])
        #expect(LayoutTest.load("<view/>").rootStyleSheetGroups == nil)
    }

    @Test(arguments: [
        ("<layout>\n  <style>\n    .x { color: ; }\n  </style>\n  <view/>\n</layout>",
         ["3:10: error: expected a value for 'color' [syntax.missing-value]"]),
        ("<layout><style>.a { color: red; } bad bad bad\n.b { alpha: 1; }</style><view/></layout>",
         ["1:35: error: unexpected 'bad bad bad'; skipped [syntax.stray-text]"]),
        ("<layout>\n<style><![CDATA[\n  .a > .b { color: ; }\n]]></style>\n<view/>\n</layout>",
         ["3:13: error: expected a value for 'color' [syntax.missing-value]"]),
        ("<layout>\n<style>\n  .a { .b &amp; { } color: ; }\n</style><view/></layout>",
         ["3:21: error: expected a value for 'color' [syntax.missing-value]"]),
    ])
    func diagnosticsAtTheirPositionInTheXML(xml: String, expected: [String]) {
        #expect(LayoutTest.diagnostics(LayoutTest.load(xml)) == expected)
    }

    @Test func cdataAndEntitiesAreCSSText() throws {
        let xml = "<layout><style><![CDATA[.a > .b { alpha: 1; }]]> .c { &amp;.d { alpha: 2; } } .e:not(.f) &gt; .g { alpha: 3; }</style><view/></layout>"
        let document = LayoutTest.load(xml)
        #expect(document.diagnostics.isEmpty)
        #expect(document.styleSheets.first?.rules.map(\.selectors.description) == ["[.a > .b]", "[.c.d]", "[.e:not(.f) > .g]"])
    }

    @Test func severalBlocksShareVariablesInOrder() throws {
        let xml = """
        <layout>
          <style>@accent: red;</style>
          <view/>
          <style>.a { tintColor: @accent; }</style>
        </layout>
        """
        let document = LayoutTest.load(xml)
        #expect(document.diagnostics.isEmpty)
        #expect(document.styleSheets.map(\.name) == ["test.xml", "test.xml#2"])
        #expect(document.styleSheets.last?.rules.first?.declarations.first?.value.cssText == "red")
    }

    @Test func importsResolveRelativeToTheLayout() throws {
        let xml = "<layout>\n<style>@import \"theme.css\";\n.a { alpha: 1; }</style><view/></layout>"
        let document = LayoutTest.load(xml, path: "screens/card.xml", files: ["screens/theme.css": ".t { alpha: 0.5; }"])
        #expect(document.diagnostics.isEmpty)
        #expect(document.styleSheets.first?.rules.map(\.selectors.description) == ["[.t]", "[.a]"])
        let missing = LayoutTest.load(xml, path: "screens/card.xml")
        #expect(LayoutTest.positions(missing) == ["2:16 [import.not-found]"])
    }

    @Test func stylesOutsideLayoutAreIgnored() {
        let document = LayoutTest.load("<view>\n  <style>.a { alpha: 1; }</style>\n</view>")
        #expect(LayoutTest.diagnostics(document) == [
            "2:3: error: '<style>' belongs directly in '<layout>'; ignored here [layout.misplaced-style]",
        ])
        #expect(document.styleSheets.isEmpty)
    }
}
