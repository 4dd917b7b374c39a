import LiveryCore
import LiveryDocument
import LiverySyntax
import LiveryTestSupport
import Testing

/// Malformed layouts: each problem is a diagnostic at the construct at fault, never a
/// crash, and what can be read is still described (reading goes on past an error: a bad
/// attribute drops only itself, so the elements after it are still read).
struct MalformedLayoutTests {
    @Test(arguments: [
        ("", ["1:1: error: the layout holds no element [layout.empty]"], nil),
        ("  \n  <!-- nothing -->\n", ["1:1: error: the layout holds no element [layout.empty]"], nil),
        ("junk", ["1:1: error: a layout must start with an element [layout.malformed-xml]"], nil),
        ("<view>\n  <label>Hi</labl>\n</view>",
         ["2:12: error: end tag '</labl>' does not match the open element (expected '</label>') [layout.malformed-xml]"],
         "UIView\n  UILabel"),
        ("<view>\n  <label text=\"a\" text=\"b\"/>\n</view>",
         ["2:3: error: 'text' is given twice in '<label>' [layout.malformed-xml]"], "UIView\n  UILabel"),
        ("<view>\n  <label text=a/>\n</view>",
         ["2:3: error: an attribute value of '<label>' is not quoted [layout.malformed-xml]"], "UIView\n  UILabel"),
        ("<view>\n  <label text=\"a/>\n</view>",
         ["2:3: error: '<' is not allowed in an attribute value of '<label>' [layout.malformed-xml]"], "UIView\n  UILabel"),
        ("<view>\n  <!-- unterminated\n</view>", ["2:3: error: a comment is never closed [layout.malformed-xml]"], "UIView"),
        ("<view>\n  <label><![CDATA[ open </label>\n</view>",
         ["2:10: error: a CDATA section is never closed [layout.malformed-xml]"], "UIView\n  UILabel"),
        ("<view>\n  <label>a &nbsp; b</label>\n</view>",
         ["2:12: error: entity '&nbsp;' is not declared (layouts take no DTD, so only &amp; &lt; &gt; &quot; &apos; exist) [layout.malformed-xml]"],
         "UIView\n  UILabel"),
        ("<view>\n  <label>AT&T</label>\n</view>",
         ["2:14: error: an entity reference is missing its ';' [layout.malformed-xml]"], "UIView\n  UILabel"),
        ("<view><label>text", ["1:7: error: '<label>' is never closed [layout.malformed-xml]"], "UIView\n  UILabel"),
        ("<view>\n  <label", ["2:3: error: '<label' is not closed with '>' [layout.malformed-xml]"], "UIView\n  UILabel"),
        ("<view/>\ntrailing text", ["2:1: error: text or markup after the root element [layout.malformed-xml]"], "UIView"),
        ("<view/>\n<label/>\n<button/>", [
            "2:1: error: a layout has one root element; '<label>' is ignored [layout.multiple-roots]",
            "3:1: error: a layout has one root element; '<button>' is ignored [layout.multiple-roots]",
        ], "UIView"),
        ("<layout>\n  <view/>\n  <label/>\n</layout>",
         ["3:3: error: a layout has one root element; '<label>' is ignored [layout.multiple-roots]"], "UIView"),
        ("<layout>\n  <style>.a { color: red; }</style>\n</layout>", ["1:1: error: '<layout>' has no root element [layout.missing-root]"], nil),
        ("<layout>\n  some text\n  <view/>\n</layout>",
         ["1:1: warning: '<layout>' holds only '<style>' blocks and one root element; its text is ignored [layout.unexpected-text]"], "UIView"),
        ("<view>\n  <style>.a{}</style>\n</view>",
         ["2:3: error: '<style>' belongs directly in '<layout>'; ignored here [layout.misplaced-style]"], "UIView"),
        ("<style>.a { alpha: 1; }</style>",
         ["1:1: error: '<style>' belongs directly in '<layout>'; ignored here [layout.misplaced-style]"], nil),
        ("<view>\n  <layout><view/></layout>\n</view>",
         ["2:3: error: '<layout>' must be the document's top element; ignored here [layout.misplaced-layout]"], "UIView"),
        ("<layout><style>\n  .a { alpha: 1; }\n  <b>x</b>\n</style><view/></layout>", [
            "3:3: error: '<style>' holds only CSS; '<b>' is ignored [layout.unexpected-element]",
            "3:3: error: unexpected '<b>x</b>'; skipped [syntax.stray-text]",
        ], "UIView"),
        ("<view>\n  <view>text in a view</view>\n</view>",
         ["2:3: warning: '<view>' takes no text (only labels, text fields, text views, buttons and image views do); ignored [layout.unexpected-text]"],
         "UIView\n  UIView"),
        ("<view>\n  <button implementation=\"\"/>\n</view>",
         ["2:27: error: an empty implementation class is ignored [layout.invalid-attribute]"], "UIView\n  UIButton"),
        ("<view a=\"1\" <label/></view>", ["1:1: error: '<view' is not closed with '>' [layout.malformed-xml]"], "UIView\n  UILabel"),
        ("<?xml version=\"1.0\"?>\n<view>&#xZZ;</view>", [
            "2:1: warning: '<view>' takes no text (only labels, text fields, text views, buttons and image views do); ignored [layout.unexpected-text]",
            "2:10: error: invalid hexadecimal character reference [layout.malformed-xml]",
        ], "UIView"),
        ("  <?xml version=\"1.0\"?><view/>", ["1:3: error: '<?xml …?>' must stand at the very start of the file [layout.malformed-xml]"], "UIView"),
        // An empty processing instruction (it once crashed the loader) is skipped.
        ("<view><?pi?><label/></view>", [], "UIView\n  UILabel"),
    ] as [(String, [String], String?)])
    func diagnosticsAndWhatStillLoads(xml: String, expected: [String], outline: String?) {
        let document = LayoutTest.load(xml)
        #expect(LayoutTest.diagnostics(document) == expected)
        #expect(document.root?.outline == outline)
    }

    @Test func diagnosticsCarryThePathAndFormatForEditors() throws {
        let document = LayoutTest.load("<view>\n  <label>Hi</labl>\n</view>", path: "screens/home.xml")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.description == "screens/home.xml:2:12: error: end tag '</labl>' does not match the open element (expected '</label>') [layout.malformed-xml]")
        #expect(document.hasErrors)
    }

    @Test func aMissingFileIsADiagnostic() {
        let document = LayoutDocument.load(path: "/nonexistent/layout.xml")
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.id.rawValue) == ["file.not-found"])
        #expect(document.name == "layout.xml")
    }

    @Test func tooDeepNestingIsCut() throws {
        let depth = LayoutDocument.maximumDepth + 10
        let xml = String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
        let document = LayoutTest.load(xml)
        #expect(LayoutTest.positions(document) == ["1:\(LayoutDocument.maximumDepth * 6 + 1) [layout.too-deep]"])
        #expect(document.elements.count == LayoutDocument.maximumDepth)
    }

    /// Random markup is read, whatever it holds, into a description that keeps to what a
    /// reader promises: every diagnostic and element points into the layout file, the
    /// diagnostics come in order of position, a document without a root says why, and the
    /// described tree holds every element listed.
    @Test func anyByteSoupReadsIntoAConsistentDescription() {
        let pieces = ["<", ">", "/", "view", "label", "=", "\"", "'", "&", ";", "amp", "<!--", "-->", "<![CDATA[", "]]>",
                      "<?", "?>", "<!DOCTYPE", "[", "]", " ", "\n", "style", "layout", "a:b", "é", "\u{0}", "#"]
        var generator = SplitMix(seed: 7)
        var failures: [String] = []
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int(generator.next() % 40) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let document = LayoutTest.load(text)
            let size = document.file.bytes.count
            func inFile(_ span: SourceSpan?) -> Bool {
                guard let span else { return true }
                return span.file === document.file && span.range.start <= span.range.end && span.range.end <= size
            }
            if !document.diagnostics.allSatisfy({ inFile($0.span) }) { failures.append("diagnostic outside the file: \(text.debugDescription)") }
            let starts = document.diagnostics.map(\.span.range.start)
            if starts != starts.sorted() { failures.append("diagnostics out of order: \(text.debugDescription)") }
            if document.root == nil && document.diagnostics.isEmpty { failures.append("no root and no diagnostic: \(text.debugDescription)") }
            if !document.elements.allSatisfy({ inFile($0.span) }) { failures.append("element outside the file: \(text.debugDescription)") }
            if let outline = document.root?.outline, outline.split(separator: "\n").count != document.elements.count {
                failures.append("outline and elements disagree: \(text.debugDescription)")
            }
        }
        #expect(failures == [])
    }
}
