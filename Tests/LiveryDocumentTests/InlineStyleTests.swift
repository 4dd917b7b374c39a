import LiveryCore
import LiveryDocument
import LiverySyntax
import Testing

/// `style="…"` attributes and attributes read as declarations: parsed in place, so
/// declarations and diagnostics carry their true position in the XML file.
struct InlineStyleTests {
    /// Two thousand elements whose inline style uses a 7,200-token variable of the layout's
    /// `<style>` block: the document's substitutions share one load's bound.
    @Test func inlineStylesShareOneSubstitutionBound() throws {
        let names = Array(repeating: "x", count: 60).joined(separator: " ")
        let uses = Array(repeating: "@a", count: 60).joined(separator: " ")
        let elements = String(repeating: "<label style=\"text: @b\"/>\n", count: 2_000)
        var document = LayoutTest.load("<layout>\n<style>@a: \(names); @b: \(uses);</style>\n<view>\n\(elements)</view>\n</layout>")
        let diagnostics = document.prepareInlineStyles(catalog: .standard)
        let first = try #require(diagnostics.first { $0.id == CoreDiagnosticID.variableTooLarge })
        // 7,321 tokens an element: 69 fit; the 70th element (line 3 + 70) is the first dropped.
        #expect(first.location.line == 73, "\(first)")
        #expect(first.message.contains("in this file already"))
    }

    @Test func declarationsInOrder() throws {
        let root = try #require(LayoutTest.load("<view style=\"flex-grow: 1; color: red !important; titleColor(highlighted): blue\"/>").root)
        #expect(LayoutTest.inline(root) == ["flexGrow: 1", "color: red", "titleColor(highlighted): blue"])
        #expect(root.inlineStyle.map(\.important) == [false, true, false])
    }

    @Test func styleAndOtherAttributesKeepDocumentOrder() throws {
        let root = try #require(LayoutTest.load("<view alpha=\"0.5\" style=\"alpha: 1\" hidden=\"true\"/>").root)
        #expect(LayoutTest.inline(root) == ["alpha: 0.5", "alpha: 1", "hidden: true"])
    }

    @Test func declarationsPointIntoTheLayoutFile() throws {
        let xml = "<view>\n  <label\n     style=\"color: red;\n            font-size: 12\"/>\n</view>"
        let document = LayoutTest.load(xml)
        let label = try #require(document.root?.children.first)
        #expect(label.inlineStyle.map(\.span.description) == ["test.xml:3:13", "test.xml:4:13"])
        #expect(label.inlineStyle.allSatisfy { $0.span.file === document.file })
        let value = try #require(label.inlineStyle.last?.value.first)
        #expect(document.file.location(of: value.range.start).description == "4:24")
    }

    @Test func attributeDeclarationsPointAtTheAttributeName() throws {
        let document = LayoutTest.load("<view>\n  <label numberOfLines = '2'/>\n</view>")
        let declaration = try #require(document.root?.children.first?.inlineStyle.first)
        #expect(declaration.span.description == "test.xml:2:10")
        #expect(declaration.value.cssText == "2")
    }

    @Test(arguments: [
        ("<view style=\"color: ;\"/>", ["1:14: error: expected a value for 'color' [syntax.missing-value]"]),
        ("<view style=\"a: b; ;; c d\"/>", ["1:23: error: expected ':' after property name in 'c d' [syntax.expected-colon]"]),
        ("<view>\n  <label style=\"color: red;\n    width: (\"/>\n</view>",
         ["3:12: error: '(' is never closed; expected ')' [syntax.unclosed-bracket]"]),
        ("<view>\n\t<label foo=\"(\" />\n</view>", ["2:14: error: '(' is never closed; expected ')' [syntax.unclosed-bracket]"]),
        ("<view style=\"--accent: red; color: blue\"/>",
         ["1:14: warning: variables cannot be declared in an inline style; 'accent' is ignored [layout.inline-variable]"]),
        ("<view style=\"a: {x}\"/>", ["1:17: error: a block is not allowed in an inline style [syntax.unexpected-block]"]),
    ])
    func diagnosticsAtTheirPositionInTheXML(xml: String, expected: [String]) {
        #expect(LayoutTest.diagnostics(LayoutTest.load(xml)) == expected)
    }

    @Test func diagnosticsOnLinesWithMultiByteCharacters() {
        let document = LayoutTest.load("<view>\n  <label>é</label><label style=\"color: ;\"/>\n</view>")
        #expect(LayoutTest.positions(document) == ["2:33 [syntax.missing-value]"])
    }

    @Test func entitiesInInlineStylesAreDecoded() throws {
        let root = try #require(LayoutTest.load("<label style=\"font: &quot;Helvetica Neue&quot; 12; text: 'a &amp; b'\"/>").root)
        #expect(LayoutTest.inline(root) == ["font: \"Helvetica Neue\" 12", "text: \"a & b\""])
    }

    @Test(arguments: [
        ("<view style=\"text: '&amp;&amp;';\n  color: ;\"/>", "2:3"),
        ("<view style=\"text: '&amp;&amp;'; color: ;\"/>", "1:34"),
        ("<view style=\"font: &quot;A&quot; 12; color: ;\"/>", "1:38"),
        ("<view style=\"text: 'a /* &amp; */'; /* &lt; */ color: ;\"/>", "1:48"),
        ("<view style=\"a:b&#59; color: ;\"/>", "1:23"),
    ])
    func positionsAfterEntitiesStayExact(xml: String, position: String) {
        #expect(LayoutTest.positions(LayoutTest.load(xml)) == ["\(position) [syntax.missing-value]"])
    }

    @Test func emptyStyleIsNothing() throws {
        let document = LayoutTest.load("<view style=\"\"/>")
        #expect(document.root?.inlineStyle.isEmpty == true)
        #expect(document.diagnostics.isEmpty)
    }
}
