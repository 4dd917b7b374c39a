import LiverySyntax
import LiveryTestSupport
import Testing
@testable import LiveryDocument

/// Reading layout XML: the tree with the position of everything, entities, DOCTYPEs, and
/// a diagnostic at the construct at fault for each well-formedness problem.
@Suite struct XMLReaderTests {
    static func read(_ text: String) -> XMLTree {
        XMLReader.read(SourceFile(path: "test.xml", text: text))
    }

    /// `line:column: severity: message [id]` for each diagnostic.
    static func diagnostics(_ tree: XMLTree) -> [String] {
        tree.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message) [\($0.id)]" }
    }

    /// The element names, indented two spaces per level, one per line.
    static func outline(_ tree: XMLTree) -> String {
        tree.preorder().compactMap { id in
            tree.element(id).map { String(repeating: "  ", count: tree[id].depth) + $0.name }
        }.joined(separator: "\n")
    }

    /// The text of `range` in the tree's file.
    static func text(_ tree: XMLTree, _ range: SourceRange?) -> String? {
        range.map { tree.file.text($0) }
    }

    // MARK: - Malformed XML

    @Test(arguments: [
        ("", [], ""),
        ("  \n  <!-- nothing -->\n", [], ""),
        ("junk", ["1:1: error: a layout must start with an element [layout.malformed-xml]"], ""),
        ("<view>\n  <label>Hi</labl>\n</view>",
         ["2:12: error: end tag '</labl>' does not match the open element (expected '</label>') [layout.malformed-xml]"],
         "view\n  label"),
        ("<view>\n  <label text=\"a\" text=\"b\"/>\n</view>",
         ["2:3: error: 'text' is given twice in '<label>' [layout.malformed-xml]"], "view\n  label"),
        ("<view>\n  <label text=a/>\n</view>",
         ["2:3: error: an attribute value of '<label>' is not quoted [layout.malformed-xml]"], "view\n  label"),
        ("<view>\n  <label text=\"a/>\n</view>",
         ["2:3: error: '<' is not allowed in an attribute value of '<label>' [layout.malformed-xml]"], "view\n  label"),
        ("<view>\n  <!-- unterminated\n</view>", ["2:3: error: a comment is never closed [layout.malformed-xml]"], "view"),
        ("<view>\n  <label><![CDATA[ open </label>\n</view>",
         ["2:10: error: a CDATA section is never closed [layout.malformed-xml]"], "view\n  label"),
        ("<view>\n  <label>a &nbsp; b</label>\n</view>",
         ["2:12: error: entity '&nbsp;' is not declared (layouts take no DTD, so only &amp; &lt; &gt; &quot; &apos; exist) [layout.malformed-xml]"],
         "view\n  label"),
        ("<view>\n  <label>AT&T</label>\n</view>",
         ["2:14: error: an entity reference is missing its ';' [layout.malformed-xml]"], "view\n  label"),
        ("<view><label>text", ["1:7: error: '<label>' is never closed [layout.malformed-xml]"], "view\n  label"),
        ("<view>\n  <label", ["2:3: error: '<label' is not closed with '>' [layout.malformed-xml]"], "view\n  label"),
        ("<view/>\ntrailing text", ["2:1: error: text or markup after the root element [layout.malformed-xml]"], "view"),
        ("<view/>\n<label/>\n<button/>", [
            "2:1: error: a layout has one root element; '<label>' is ignored [layout.multiple-roots]",
            "3:1: error: a layout has one root element; '<button>' is ignored [layout.multiple-roots]",
        ], "view\nlabel\nbutton"),
        ("<view a=\"1\" <label/></view>", ["1:1: error: '<view' is not closed with '>' [layout.malformed-xml]"], "view\n  label"),
        ("<?xml version=\"1.0\"?>\n<view>&#xZZ;</view>",
         ["2:10: error: invalid hexadecimal character reference [layout.malformed-xml]"], "view"),
        ("  <?xml version=\"1.0\"?><view/>",
         ["1:3: error: '<?xml …?>' must stand at the very start of the file [layout.malformed-xml]"], "view"),
        ("<a><b><c></x></a>", [
            "1:10: error: end tag '</x>' does not match the open element (expected '</c>') [layout.malformed-xml]",
            "1:14: error: end tag '</a>' does not match the open element (expected '</b>') [layout.malformed-xml]",
        ], "a\n  b\n    c"),
        ("<view/></view>", ["1:8: error: end tag '</view>' has no open element to close [layout.malformed-xml]"], "view"),
        ("<view hidden class=\"a\"/>", ["1:1: error: an attribute of '<view>' has no value [layout.malformed-xml]"], "view"),
        ("<view a=\"1\"b=\"2\"/>",
         ["1:1: error: attributes of '<view>' must be separated by spaces [layout.malformed-xml]"], "view"),
        ("<view a=\"1\" !/>", ["1:1: error: the tag '<view>' is malformed [layout.malformed-xml]"], "view"),
        ("<view a=\"1/>", ["1:1: error: an attribute value of '<view>' is never closed [layout.malformed-xml]"], "view"),
        ("<view><!-- a -- b --></view>", ["1:14: error: '--' is not allowed inside a comment [layout.malformed-xml]"], "view"),
        ("<view>a < b ]]> c</view>", [
            "1:9: error: '<' must start a tag; write '&lt;' for a '<' in text [layout.malformed-xml]",
            "1:13: error: ']]>' is not allowed in text [layout.malformed-xml]",
        ], "view"),
        ("<view></ view>", [
            "1:1: error: '<view>' is never closed [layout.malformed-xml]",
            "1:7: error: an end tag needs an element name after '</' [layout.malformed-xml]",
        ], "view"),
        ("<view></view foo>", ["1:7: error: end tag '</view>' takes nothing after its name [layout.malformed-xml]"], "view"),
        ("<view><?pi", ["1:7: error: a processing instruction is never closed [layout.malformed-xml]"], "view"),
        ("<view><?pi?><??></view>",
         ["1:13: error: a processing instruction needs a name after '<?' [layout.malformed-xml]"], "view"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><view/>",
         ["1:31: error: unsupported encoding 'ISO-8859-1': layouts are UTF-8 [layout.malformed-xml]"], "view"),
        ("<?xml encoding=\"UTF-8\"?><view/>",
         ["1:1: error: the XML declaration is malformed; write <?xml version=\"1.0\" encoding=\"UTF-8\"?> [layout.malformed-xml]"],
         "view"),
        ("<view><!ENTITY x SYSTEM \"file:///etc/passwd\"></view>",
         ["1:7: error: '<!ENTITY' declares nothing here: layouts take no DTD and entities are never expanded [layout.malformed-xml]"],
         "view"),
        ("<view><!foo></view>",
         ["1:7: error: '<!' must start a comment ('<!--') or a CDATA section ('<![CDATA[') [layout.malformed-xml]"], "view"),
        ("<view>\u{0}\u{1}x\u{FFFF}</view>", [
            "1:7: error: a character that XML does not allow (U+0000) [layout.malformed-xml]",
            "1:10: error: a character that XML does not allow (U+FFFF) [layout.malformed-xml]",
        ], "view"),
        ("<view>&#0;&#xD800;&#x110000;&#12a;</view>", [
            "1:7: error: '&#0;' stands for a character that XML does not allow [layout.malformed-xml]",
            "1:11: error: '&#xD800;' stands for a character that XML does not allow [layout.malformed-xml]",
            "1:19: error: '&#x110000;' stands for a character that XML does not allow [layout.malformed-xml]",
            "1:33: error: invalid decimal character reference [layout.malformed-xml]",
        ], "view"),
        ("<view>a & b</view>", ["1:9: error: '&' must start an entity reference (write '&amp;') [layout.malformed-xml]"], "view"),
        ("<view/><!DOCTYPE x>", [
            "1:8: warning: a DOCTYPE is ignored: layouts take no DTD and entities are never expanded [layout.doctype]",
            "1:8: error: a DOCTYPE may only come once, before the root element [layout.malformed-xml]",
        ], "view"),
    ] as [(String, [String], String)])
    func diagnosticsAndWhatIsStillRead(xml: String, expected: [String], outline: String) {
        let tree = XMLReaderTests.read(xml)
        #expect(XMLReaderTests.diagnostics(tree) == expected)
        #expect(XMLReaderTests.outline(tree) == outline)
    }

    @Test func invalidUTF8IsOneDiagnosticPerRun() {
        let bytes = Array("<view a=\"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\">x".utf8) + [0xED, 0xA0, 0x80] + Array("</view>".utf8)
        let tree = XMLReader.read(SourceFile(path: "test.xml", bytes: bytes))
        #expect(tree.diagnostics.map(\.message) == ["invalid UTF-8 byte sequence", "invalid UTF-8 byte sequence"])
        #expect(tree.diagnostics.map(\.span.range) == [SourceRange(start: 9, end: 12), SourceRange(start: 15, end: 18)])
        #expect(tree.root.flatMap { tree.element($0) }?.attributes.first?.value == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func utf16IsRefused() {
        let tree = XMLReader.read(SourceFile(path: "test.xml", bytes: [0xFF, 0xFE, 0x3C, 0x00]))
        #expect(XMLReaderTests.diagnostics(tree) == ["1:1: error: the file is UTF-16; layouts must be UTF-8 [layout.malformed-xml]"])
        #expect(tree.nodes.isEmpty)
    }

    @Test func diagnosticsAreCapped() {
        let tree = XMLReaderTests.read("<view>" + String(repeating: "a & b ", count: 500) + "</view>")
        #expect(tree.diagnostics.count == XMLReader.maximumDiagnostics + 1)
        #expect(tree.diagnostics.last?.message == "too many problems; only the first 100 are reported")
    }

    @Test func eachUnknownEntityIsReportedAtItsFirstUse() {
        let tree = XMLReaderTests.read("<label text=\"&lol9;\">&lol9; &x; &lol9;</label>")
        #expect(tree.diagnostics.map(\.span.range.start) == [13, 28])
        #expect(tree.root.map { tree.directText(of: $0) } == "&lol9; &x; &lol9;")
    }

    // MARK: - Recovery

    @Test func aMismatchedEndTagClosesUpToTheElementItNames() throws {
        let tree = XMLReaderTests.read("<view><label>Hi<b></view><next/>")
        #expect(XMLReaderTests.outline(tree) == "view\n  label\n    b\nnext")
        let label = try #require(tree.preorder().first { tree.element($0)?.name == "label" })
        #expect(tree.element(label)?.endTag == nil)
        #expect(tree.element(label)?.contentRange == SourceRange(start: 13, end: 18))
        #expect(tree.element(tree.root!)?.endTag == SourceRange(start: 18, end: 25))
    }

    @Test func anAttributeValueLeftOpenEndsAtTheTag() throws {
        let tree = XMLReaderTests.read("<view>\n  <label text=\"a/>\n  <button title=\"b\"/>\n</view>")
        #expect(XMLReaderTests.outline(tree) == "view\n  label\n  button")
        let values = tree.preorder().compactMap { tree.element($0)?.attributes.first?.value }
        #expect(values == ["a", "b"])
    }

    // MARK: - Positions and values

    @Test func elementsAttributesAndTextCarryTheirRanges() throws {
        let tree = XMLReaderTests.read("<view id=\"a&amp;b\" class='x'>\n  <label>Hi &lt;3</label><image/>\n</view>")
        let root = try #require(tree.root)
        let view = try #require(tree.element(root))
        #expect(view.name == "view")
        #expect(XMLReaderTests.text(tree, view.nameRange) == "view")
        #expect(XMLReaderTests.text(tree, view.startTag) == "<view id=\"a&amp;b\" class='x'>")
        #expect(XMLReaderTests.text(tree, view.endTag) == "</view>")
        #expect(view.attributes.map(\.name) == ["id", "class"])
        #expect(view[attribute: "id"] == "a&b")
        #expect(XMLReaderTests.text(tree, view.attributes[0].valueRange) == "a&amp;b")
        #expect(XMLReaderTests.text(tree, view.attributes[1].nameRange) == "class")
        #expect(view.range == SourceRange(start: 0, end: tree.file.bytes.count))
        let children = tree.childElements(of: root)
        #expect(children.map { tree.element($0)?.name } == ["label", "image"])
        let label = try #require(tree.element(children[0]))
        #expect(tree.directText(of: children[0]) == "Hi <3")
        #expect(XMLReaderTests.text(tree, label.contentRange) == "Hi &lt;3")
        let image = try #require(tree.element(children[1]))
        #expect(image.isSelfClosing && image.endTag == nil && image.contentRange == nil)
        #expect(XMLReaderTests.text(tree, image.range) == "<image/>")
        #expect(tree[children[1]].parent == root && tree[children[0]].nextSibling != nil)
    }

    @Test func cdataIsTextWithAFlag() throws {
        let tree = XMLReaderTests.read("<style>a<![CDATA[ .x > .y { } &amp; ]]>b</style>")
        let texts = tree.children(of: try #require(tree.root)).compactMap { tree[$0].text }
        #expect(texts.map(\.value) == ["a", " .x > .y { } &amp; ", "b"])
        #expect(texts.map(\.isCDATA) == [false, true, false])
        #expect(XMLReaderTests.text(tree, texts[1].range) == "<![CDATA[ .x > .y { } &amp; ]]>")
        #expect(XMLReaderTests.text(tree, texts[1].contentRange) == " .x > .y { } &amp; ")
        #expect(tree.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("&lt;&gt;&amp;&quot;&apos;", "<>&\"'"),
        ("&#65;&#x42;&#x1F600;&#233;", "AB😀é"),
        ("a\r\nb\rc\nd", "a\nb\nc\nd"),
        ("&#13;&#10;", "\r\n"),
        ("é &#xe9;", "é é"),
    ])
    func textIsDecoded(raw: String, decoded: String) {
        let tree = XMLReaderTests.read("<label>\(raw)</label>")
        #expect(tree.root.map { tree.directText(of: $0) } == decoded)
        #expect(tree.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("a&amp;b", "a&b"),
        ("line\nbreak\ttab\r\nend", "line break tab end"),
        ("&#10;&#9;kept", "\n\tkept"),
        ("it's", "it's"),
        ("a>b", "a>b"),
    ])
    func attributeValuesAreDecodedAndNormalized(raw: String, decoded: String) {
        let tree = XMLReaderTests.read("<label text=\"\(raw)\"/>")
        #expect(tree.root.flatMap { tree.element($0)?[attribute: "text"] } == decoded)
        #expect(tree.diagnostics.isEmpty)
    }

    @Test func commentsProcessingInstructionsAndTheDeclarationAreSkipped() {
        let xml = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<!-- a -->"
            + "<view><?app hint?><!-- b --><label/></view>\n<!-- end -->\n"
        let tree = XMLReaderTests.read(xml)
        #expect(tree.diagnostics.isEmpty)
        #expect(XMLReaderTests.outline(tree) == "view\n  label")
        #expect(Array(tree.topLevel) == tree.root.map { [$0] })
    }

    @Test func namesAreKeptAsWritten() throws {
        let tree = XMLReaderTests.read("<ns:view xmlns:ns=\"urn:x\" ns:attr=\"1\" data-x.y_z=\"2\"><Label/></ns:view>")
        let view = try #require(tree.root.flatMap { tree.element($0) })
        #expect(view.name == "ns:view")
        #expect(view.attributes.map(\.name) == ["xmlns:ns", "ns:attr", "data-x.y_z"])
        #expect(XMLReaderTests.outline(tree) == "ns:view\n  Label")
        #expect(tree.diagnostics.isEmpty)
    }

    // MARK: - DOCTYPE and entities

    static let doctypeWarning = "1:1: warning: a DOCTYPE is ignored: layouts take no DTD and entities are never expanded [layout.doctype]"

    @Test(arguments: [
        "<!DOCTYPE view [<!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;]><view/>",
        "<!DOCTYPE view SYSTEM \"http://127.0.0.1:9/evil.dtd\"><view/>",
        "<!DOCTYPE view PUBLIC \"-//x//y\" \"file:///etc/passwd\"><view/>",
        "<!DOCTYPE view [ <!-- ] > ' --> <?pi ] > ?> <!ELEMENT view ANY> ]><view/>",
    ])
    func aDoctypeIsSkippedWithAWarning(xml: String) {
        let tree = XMLReaderTests.read(xml)
        #expect(XMLReaderTests.diagnostics(tree) == [XMLReaderTests.doctypeWarning])
        #expect(XMLReaderTests.outline(tree) == "view")
    }

    @Test func declaredEntitiesAreNeverExpanded() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            xml += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        xml += "]>\n<label text=\"&lol9;\">&lol9;</label>"
        let tree = XMLReaderTests.read(xml)
        #expect(tree.diagnostics.map { "\($0.location) [\($0.id)]" } == ["2:1 [layout.doctype]", "14:14 [layout.malformed-xml]"])
        #expect(tree.root.flatMap { tree.element($0)?[attribute: "text"] } == "&lol9;")
        #expect(tree.root.map { tree.directText(of: $0) } == "&lol9;")
    }

    @Test func anUnclosedDoctypeIsReported() {
        let tree = XMLReaderTests.read("<!DOCTYPE view [ <!ENTITY a \"]>\"> <view/>")
        #expect(XMLReaderTests.diagnostics(tree) == [
            XMLReaderTests.doctypeWarning, "1:1: error: a DOCTYPE is never closed [layout.malformed-xml]",
        ])
        #expect(tree.nodes.isEmpty)
    }

    // MARK: - Depth and size

    @Test(arguments: [10_000, 200_000])
    func deepNestingNeedsNoRecursion(depth: Int) throws {
        let xml = String(repeating: "<view>", count: depth) + "x" + String(repeating: "</view>", count: depth)
        let tree = XMLReaderTests.read(xml)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.nodes.count == depth + 1)
        #expect(tree.preorder().map { tree[$0].depth }.max() == depth)
        var open = 0
        var deepest = 0
        for event in tree.events() {
            switch event {
            case .start: open += 1
            case .end: open -= 1
            case .text: deepest = open
            }
        }
        #expect(open == 0 && deepest == depth)
        let last = try #require(tree.nodes.last)
        #expect(last.text?.value == "x" && last.parent == XMLTree.NodeID(depth - 1))
    }

    @Test func aDeepUnclosedFileIsReportedOnce() {
        let tree = XMLReaderTests.read(String(repeating: "<a>", count: 50_000))
        #expect(XMLReaderTests.diagnostics(tree) == ["1:149998: error: '<a>' is never closed [layout.malformed-xml]"])
        #expect(tree.events().reduce(0) { count, _ in count + 1 } == 100_000)
    }

    @Test func anyByteSoupIsReadWithEveryRangeInsideTheFile() {
        let pieces = ["<", ">", "/", "view", "=", "\"", "'", "&", ";", "amp", "#x", "<!--", "-->", "<![CDATA[", "]]>", "<?",
                      "?>", "<!DOCTYPE", "[", "]", " ", "\n", "\r", "a:b", "é", "\u{0}", "</", "/>", "<!ENTITY"]
        var generator = SplitMix(state: 11)
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 50) { bytes += pieces[Int(generator.next() % UInt64(pieces.count))].utf8 }
            if generator.next() % 4 == 0 { bytes.append(UInt8(truncatingIfNeeded: generator.next()) | 0x80) }
            let tree = XMLReader.read(SourceFile(path: "soup.xml", bytes: bytes))
            // A closure, not the key path `\.span?.range`: projecting an optional-chained key
            // path copies between overlapping buffers in the standard library, which
            // AddressSanitizer reports (memcpy-param-overlap).
            var ranges = tree.diagnostics.flatMap { [$0.span.range] + $0.notes.compactMap { $0.span?.range } }
            for node in tree.nodes {
                ranges.append(node.range)
                if let element = node.element {
                    ranges += [element.nameRange, element.startTag] + [element.endTag, element.contentRange].compactMap { $0 }
                    ranges += element.attributes.flatMap { [$0.nameRange, $0.valueRange] }
                }
            }
            #expect(ranges.allSatisfy { $0.start >= 0 && $0.start <= $0.end && $0.end <= bytes.count })
            let starts = tree.events().filter { if case .start = $0 { true } else { false } }.count
            let ends = tree.events().filter { if case .end = $0 { true } else { false } }.count
            #expect(starts == ends && tree.diagnostics.count <= XMLReader.maximumDiagnostics + 1)
        }
    }

    @Test func largeFilesAreReadInLinearTime() {
        var xml = "<layout><view>\n"
        var index = 0
        while xml.utf8.count < 4 << 20 {
            xml += "  <label id=\"l\(index)\" class=\"a b\" style=\"flex-grow: 1\">Item \(index) &amp; more</label>\n"
            index += 1
        }
        xml += "</view></layout>"
        let clock = ContinuousClock()
        let start = clock.now
        let tree = XMLReaderTests.read(xml)
        #expect(clock.now - start < .seconds(20))
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.nodes.count == 3 * index + 3)
    }
}

