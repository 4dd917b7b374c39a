import Foundation
import LiveryDocument
import LiverySyntax
import Testing

/// Layouts may come from the network (the live-reload server): DTDs are ignored, so no
/// entity is ever declared, expanded or fetched, and input size is capped.
struct SecurityTests {
    static let doctypeWarning = "1:1: warning: a DOCTYPE is ignored: layouts take no DTD and entities are never expanded [layout.doctype]"

    @Test func externalEntitiesDoNotLeakFiles() throws {
        let xml = """
        <!DOCTYPE label [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <label text="x">&xxe;</label>
        """
        let document = LayoutTest.load(xml)
        #expect(LayoutTest.diagnostics(document) == [
            SecurityTests.doctypeWarning,
            "2:17: error: entity '&xxe;' is not declared (layouts take no DTD, so only &amp; &lt; &gt; &quot; &apos; exist) [layout.malformed-xml]",
        ])
        let everything = document.elements.flatMap { $0.givenValues.map(\.stringValue) + $0.attributes.map(\.value) }
        #expect(!everything.contains { $0.contains("root:") })
        // The undeclared reference stays as written: nothing is expanded or fetched.
        #expect(LayoutTest.given(document.root) == ["text=&xxe;"])
    }

    @Test func externalEntitiesInAttributesDoNotLeakFiles() throws {
        let xml = "<!DOCTYPE label [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><label text=\"&xxe;\"/>"
        let document = LayoutTest.load(xml)
        #expect(document.diagnostics.map(\.id.rawValue) == ["layout.doctype", "layout.malformed-xml"])
        #expect(document.root?.givenValues.contains { $0.stringValue.contains("root:") } != true)
    }

    @Test func parameterEntitiesAndExternalDTDsAreNeverFetched() throws {
        let inputs = [
            "<!DOCTYPE view [<!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;]><view/>",
            "<!DOCTYPE view SYSTEM \"http://127.0.0.1:9/evil.dtd\"><view/>",
            "<!DOCTYPE view PUBLIC \"-//x//y\" \"file:///etc/passwd\"><view/>",
        ]
        for xml in inputs {
            let document = LayoutTest.load(xml)
            #expect(LayoutTest.diagnostics(document) == [SecurityTests.doctypeWarning])
            #expect(document.root?.typeName == "UIView")
        }
    }

    @Test func billionLaughsNeitherHangsNorExpands() throws {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            xml += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        xml += "]>\n<label text=\"&lol9;\">&lol9;</label>"
        let start = Date()
        let document = LayoutTest.load(xml)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(LayoutTest.positions(document) == ["2:1 [layout.doctype]", "14:14 [layout.malformed-xml]"])
        #expect(document.root?.givenValues.allSatisfy { $0.stringValue.count < 100 } != false)
    }

    @Test func declarationsOutsideADoctypeAreBlankedToo() {
        let document = LayoutTest.load("<view><!ENTITY x SYSTEM \"file:///etc/passwd\"></view>")
        #expect(document.root?.typeName == "UIView")
        #expect(!document.diagnostics.contains { $0.message.contains("root:") })
    }

    @Test func oversizedFilesAreRejected() {
        let size = LayoutDocument.maximumFileSize + 1
        let bytes = Array("<view/>".utf8) + [UInt8](repeating: 0x20, count: size - 7)
        let document = LayoutDocument.load(file: SourceFile(path: "big.xml", bytes: bytes))
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.description) == [
            "big.xml:1:1: error: the layout is \(size) bytes; layouts are limited to \(LayoutDocument.maximumFileSize) bytes [layout.too-large]",
        ])
    }

    @Test func largeLayoutsLoadInLinearTime() {
        var xml = "<layout><style>.a { alpha: 1; }</style><view>\n"
        for index in 0..<8000 {
            xml += "  <label id=\"l\(index)\" class=\"a b\" style=\"flex-grow: 1; margin: 4\" numberOfLines=\"2\">Item \(index)</label>\n"
        }
        xml += "</view></layout>"
        let start = Date()
        let document = LayoutTest.load(xml)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(document.elements.count == 8001)
        #expect(document.diagnostics.isEmpty)
        #expect(document.element(withID: "l7999")?.inlineStyle.last?.span.description == "test.xml:8001:65")
    }
}
