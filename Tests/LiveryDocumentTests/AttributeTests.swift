import LiveryCore
import LiveryDocument
import Testing

/// Attributes: ids, classes, kept InterfaCSS attributes, content and state.
struct AttributeTests {

    /// A class list of any length is read in one pass: each class once, in order.
    @Test func aLongClassListKeepsEachClassOnceInOrder() throws {
        let names = (0..<20_000).map { "c\($0 % 15_000)" }.joined(separator: " ")
        let root = try #require(LayoutTest.load("<view class=\"\(names) c3, c20000\"/>").root)
        #expect(root.classes.count == 15_001)
        #expect(root.classes.prefix(3) == ["c0", "c1", "c2"])
        #expect(root.classes.last == "c20000")
    }

    @Test(arguments: [
        ("a b", ["a", "b"]), ("a,b", ["a", "b"]), ("a, b ,c", ["a", "b", "c"]),
        ("  a   a  ", ["a"]), ("", []), ("Title title", ["Title", "title"]), ("x\n\ty", ["x", "y"]),
    ])
    func classesAreSplitOnSpacesAndCommas(value: String, classes: [String]) throws {
        let root = try #require(LayoutTest.load("<view class=\"\(value)\"/>").root)
        #expect(root.classes == classes)
    }

    @Test(arguments: ["id", "elementId", "ID"])
    func idAttributes(name: String) throws {
        let root = try #require(LayoutTest.load("<view \(name)=\"main\"/>").root)
        #expect(root.id == "main")
    }

    @Test func interfaCSSAttributesAreKeptAsWritten() throws {
        let xml = """
        <view property="container" layout="Row.xml" prototype="row" prototypeScope="global" addSubview="false"
              accessibilityIdentifier="home" xmlns:x="urn:x" x:hint="1"><button type="system"/></view>
        """
        let document = LayoutTest.load(xml)
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root.attributes.map(\.description) == [
            "property=\"container\"", "layout=\"Row.xml\"", "prototype=\"row\"", "prototypeScope=\"global\"",
            "addSubview=\"false\"", "accessibilityIdentifier=\"home\"", "xmlns:x=\"urn:x\"", "x:hint=\"1\"",
        ])
        #expect(root.attribute("layout") == "Row.xml")
        #expect(root.children[0].attribute("type") == "system")
        #expect(root.inlineStyle.isEmpty)
    }

    @Test func otherAttributesAreInlineDeclarations() throws {
        let root = try #require(LayoutTest.load("<label flex-grow=\"1\" numberOfLines=\"2\" textColor=\"#ff0000\"/>").root)
        #expect(LayoutTest.inline(root) == ["flexGrow: 1", "numberOfLines: 2", "textColor: #ff0000"])
    }

    @Test(arguments: [
        ("<label text=\"Hi\"/>", ["text=Hi"]),
        ("<label title=\"Hi\"/>", ["text=Hi"]),
        ("<textField text=\"a@b.c\"/>", ["text=a@b.c"]),
        ("<button title=\"Go\"/>", ["title(normal)=Go"]),
        ("<button text=\"Go\" image=\"arrow\"/>", ["title(normal)=Go", "image(normal)=arrow"]),
        ("<image src=\"logo\"/>", ["image=logo"]),
        ("<imageView image=\"logo\"/>", ["image=logo"]),
        ("<viewController title=\"Settings\" layout=\"S.xml\"/>", ["title=Settings"]),
        ("<view src=\"pattern\"/>", ["image=pattern"]),
    ])
    func contentAttributes(xml: String, given: [String]) throws {
        let document = LayoutTest.load(xml)
        #expect(LayoutTest.given(document.root) == given)
        #expect(document.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("<label>  Hello\n   world  </label>", ["text=Hello world"]),
        ("<text>Fish &amp; chips</text>", ["text=Fish & chips"]),
        ("<label><![CDATA[<b>bold</b>]]></label>", ["text=<b>bold</b>"]),
        ("<button>Sign in</button>", ["title(normal)=Sign in"]),
        ("<image>logo-large</image>", ["image=logo-large"]),
        ("<textArea>Notes</textArea>", ["text=Notes"]),
        ("<label text=\"first\">second</label>", ["text=second"]),
        ("<label>   </label>", []),
    ])
    func bodyText(xml: String, given: [String]) throws {
        let document = LayoutTest.load(xml)
        #expect(LayoutTest.given(document.root) == given)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func bodyTextSpansTheElement() throws {
        let root = try #require(LayoutTest.load("<view>\n  <label id=\"l\">Hi</label>\n</view>").root)
        let span = try #require(root.children[0].givenValue("text")?.span)
        #expect(span.description == "test.xml:2:3")
    }

    @Test(arguments: [
        ("enabled=\"false\"", ElementState.disabled, ["enabled=false"]),
        ("enabled=\"NO\"", ElementState.disabled, ["enabled=false"]),
        ("enabled=\"YES\"", ElementState(), ["enabled=true"]),
        ("selected=\"true\"", ElementState.selected, ["selected=true"]),
        ("selected=\"No\"", ElementState(), ["selected=false"]),
        ("highlighted=\"yes\"", ElementState.highlighted, ["highlighted=true"]),
        ("focused=\"TRUE\"", ElementState.focused, ["focused=true"]),
        ("enabled=\"false\" selected=\"true\" focused=\" true \"", [.disabled, .selected, .focused],
         ["enabled=false", "selected=true", "focused=true"]),
    ] as [(String, ElementState, [String])])
    func stateAttributes(attributes: String, state: ElementState, given: [String]) throws {
        let document = LayoutTest.load("<button \(attributes)/>")
        let root = try #require(document.root)
        #expect(root.state == state)
        #expect(LayoutTest.given(root) == given)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func invalidBooleansAreDiagnosedAtTheirValue() {
        let document = LayoutTest.load("<view>\n  <switch enabled=\"maybe\" selected=\"1\"/>\n</view>")
        #expect(LayoutTest.diagnostics(document) == [
            "2:20: error: 'enabled' must be true or false (or YES/NO), not 'maybe' [layout.invalid-boolean]",
            "2:37: error: 'selected' must be true or false (or YES/NO), not '1' [layout.invalid-boolean]",
        ])
        #expect(document.root?.children.first?.state == [])
        #expect(document.root?.children.first?.givenValues.isEmpty == true)
    }

    @Test func invalidAndDuplicateIDs() throws {
        let document = LayoutTest.load("<view id=\"\">\n  <label id=\"a b\"/>\n  <label id=\"x\"/>\n  <label elementId=\"x\"/>\n</view>")
        #expect(LayoutTest.diagnostics(document) == [
            "1:11: error: an empty id is ignored [layout.invalid-attribute]",
            "2:14: error: an id cannot contain spaces; 'a b' is ignored [layout.invalid-attribute]",
            "4:21: warning: the id 'x' is already used in this layout [layout.duplicate-id]",
        ])
        #expect(document.diagnostics.last?.notes.first?.span?.description == "test.xml:3:14")
        let root = try #require(document.root)
        #expect(root.id == nil)
        #expect(root.children.map(\.id) == [nil, "x", "x"])
    }

    @Test func elementSpansCoverTheStartTag() throws {
        let document = LayoutTest.load("<view>\n    <label\n      id=\"a\"/>\n</view>")
        let label = try #require(document.element(withID: "a"))
        #expect(label.span?.description == "test.xml:2:5")
        #expect(label.span.map { document.file.text($0.range) } == "<label\n      id=\"a\"/>")
    }
}
