#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import LiveryCore
import LiverySyntax

/// Builds the element tree of a layout from `XMLParser`'s events, taking positions from
/// a raw scan of the same bytes (the k-th start element is the next raw start tag of that
/// name).
///
/// DOCTYPE declarations are blanked out before the XML parser sees the bytes, so no entity
/// can be declared, let alone expanded; external entities are not resolved either. The
/// first XML error stops parsing; everything built up to it is kept.
final class LayoutBuilder: NSObject, XMLParserDelegate {
    /// What an open XML element is.
    enum Kind {
        case layout
        case style
        case view(ViewNode)
        /// Skipped with its content (already diagnosed).
        case ignored
    }

    /// An element between its start and end events.
    final class OpenElement {
        let kind: Kind
        let name: String
        let tag: RawStartTag?
        let offset: Int
        var text = ""

        init(kind: Kind, name: String, tag: RawStartTag?, offset: Int) {
            self.kind = kind
            self.name = name
            self.tag = tag
            self.offset = offset
        }
    }

    let file: SourceFile
    let registry: TypeRegistry
    let scan: RawXMLScanner
    let masking: MaskedSource
    var diagnostics = DiagnosticBag()
    var root: ViewNode?
    var layoutAttributes: [NodeAttribute] = []
    /// The `<style>` blocks: their raw start tags (when the scan matched) and their text.
    var styleBlocks: [(tag: RawStartTag?, text: String)] = []
    var stack: [OpenElement] = []
    var idSpans: [String: SourceSpan] = [:]
    private var rawCursor = 0
    var sawLayout = false
    var reportedTooDeep = false
    private var error: XMLParseError?
    private var lineStarts: [Int] = [0]

    init(file: SourceFile, registry: TypeRegistry) {
        self.file = file
        self.registry = registry
        self.scan = RawXMLScanner(bytes: file.bytes)
        self.masking = MaskedSource(xml: file, cdataSections: scan.cdataSections)
        for (index, byte) in file.bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    }

    /// Parses the whole file and checks the result.
    func parse() {
        let parser = XMLParser(data: Data(bytesWithoutDoctypes()))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = self
        _ = parser.parse()
        while !stack.isEmpty { closeTop() }
        finishDocument()
    }

    /// The file's bytes with every DOCTYPE declaration (and any stray `<!DOCTYPE` or
    /// `<!ENTITY`) replaced by spaces, each reported once.
    private func bytesWithoutDoctypes() -> [UInt8] {
        var bytes = file.bytes
        for range in scan.doctypes {
            diagnostics.warning(LayoutDiagnosticID.doctype,
                                "a DOCTYPE is ignored: layouts take no DTD and entities are never expanded",
                                file: file, range: SourceRange(at: range.start))
            for index in range.start..<range.end where !MaskedSource.isLineBreak(bytes[index]) { bytes[index] = 0x20 }
        }
        for marker in ["<!DOCTYPE", "<!ENTITY"] {
            let pattern = Array(marker.utf8)
            var index = 0
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                    for offset in 0..<pattern.count { bytes[index + offset] = 0x20 }
                }
                index += 1
            }
        }
        return bytes
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard error == nil else { return }
        let tag = nextRawTag(named: elementName)
        let offset = tag?.start ?? offset(line: parser.lineNumber, column: parser.columnNumber)
        let kind = classify(elementName, tag: tag, offset: offset, attributes: attributes)
        stack.append(OpenElement(kind: kind, name: elementName, tag: tag, offset: offset))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard error == nil, !stack.isEmpty else { return }
        closeTop()
    }

    // Text outside the root element is an XML error the parser reports itself.

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil else { return }
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard error == nil else { return }
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard error == nil else { return }
        let code = (parseError as NSError).code
        error = XMLParseError(code: code, offset: offset(line: parser.lineNumber, column: parser.columnNumber),
                              openElement: stack.last?.name)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }

    // MARK: Positions

    /// The next raw start tag named `name`, advancing the cursor past it.
    private func nextRawTag(named name: String) -> RawStartTag? {
        var index = rawCursor
        while index < scan.startTags.count {
            if scan.startTags[index].name == name {
                rawCursor = index + 1
                return scan.startTags[index]
            }
            index += 1
        }
        return nil
    }

    /// The byte offset of a 1-based line and column (counted in characters) as the XML
    /// parser reports them.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return file.bytes.count }
        var offset = lineStarts[line - 1]
        var remaining = max(0, column - 1)
        while remaining > 0, offset < file.bytes.count, file.bytes[offset] != 0x0A {
            offset += 1
            while offset < file.bytes.count, file.bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The span of a start tag, `<` to `>`.
    func span(of element: OpenElement) -> SourceSpan {
        guard let tag = element.tag else { return SourceSpan(file: file, range: SourceRange(at: element.offset)) }
        return SourceSpan(file: file, range: SourceRange(start: tag.start, end: tag.end))
    }

    /// Reports the first XML error, or an empty document (a document whose only element
    /// was ignored has been diagnosed already).
    private func finishDocument() {
        // libxml2 reports a document of only whitespace as "extra content".
        if let error, !(error.code == 5 && scan.startTags.isEmpty && scan.unterminated == nil) {
            if error.code == 5, scan.unclosed.isEmpty, scan.unterminated == nil, !extraTopLevelTags.isEmpty {
                for tag in extraTopLevelTags { reportExtraRoot(name: tag.name, offset: tag.start) }
            } else {
                diagnostics.append(error.diagnostic(file: file, scan: scan))
            }
            return
        }
        if root == nil, !sawLayout, scan.startTags.isEmpty {
            diagnostics.error(LayoutDiagnosticID.empty, "the layout holds no element", file: file, range: SourceRange(at: 0))
        }
    }

    /// Top-level start tags after the first.
    private var extraTopLevelTags: [RawStartTag] {
        Array(scan.startTags.filter { $0.depth == 0 }.dropFirst())
    }

    func reportExtraRoot(name: String, offset: Int) {
        diagnostics.error(LayoutDiagnosticID.multipleRoots,
                          "a layout has one root element; '<\(name)>' is ignored", file: file, range: SourceRange(at: offset))
    }
}
