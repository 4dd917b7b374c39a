import LiverySyntax

/// An error `XMLParser` reported (libxml2's error codes), turned into a diagnostic that
/// points at the construct at fault rather than where the parser noticed it.
struct XMLParseError {
    /// libxml2's `xmlParserErrors` code.
    var code: Int
    /// Byte offset where the parser stopped.
    var offset: Int
    /// The innermost element open when the error occurred.
    var openElement: String?

    /// Codes about the inside of a start tag: reported at the tag's `<`.
    private static let tagCodes: Set<Int> = [38, 39, 40, 41, 42, 65, 68, 73, 75]

    /// The diagnostic for this error; `scan` is the raw scan of the file.
    func diagnostic(file: SourceFile, scan: RawXMLScanner) -> Diagnostic {
        let (message, offset) = describe(file: file, scan: scan)
        return .error(LayoutDiagnosticID.malformedXML, message, at: SourceSpan(file: file, range: SourceRange(at: offset)))
    }

    private func describe(file: SourceFile, scan: RawXMLScanner) -> (String, Int) {
        if XMLParseError.tagCodes.contains(code), let tag = scan.startTags.last(where: { $0.start < offset }) {
            return (tagMessage(tag), tag.start)
        }
        switch code {
        case 4: return ("a layout must start with an element", offset)
        case 5:
            if let unterminated = scan.unterminated {
                return ("a \(unterminated.what) is never closed", unterminated.start)
            }
            if let innermost = scan.unclosed.last {
                let tag = scan.startTags[innermost]
                return ("'<\(tag.name)>' is never closed", tag.start)
            }
            return ("text or markup after the root element", offset)
        case 76:
            if let end = scan.endTags.last(where: { $0.start < offset }) {
                let expected = openElement.map { " (expected '</\($0)>')" } ?? ""
                return ("end tag '</\(end.name)>' does not match the open element\(expected)", end.start)
            }
            return ("an end tag does not match the open element", offset)
        case 26, 27:
            let start = referenceStart(in: file.bytes)
            var end = start + 1
            while end < file.bytes.count, end - start < 64, RawXMLScanner.isNameByte(file.bytes[end]) { end += 1 }
            let name = file.text(SourceRange(start: start, end: end)) + ";"
            return ("entity '\(name)' is not declared (layouts take no DTD, so only &amp; &lt; &gt; &quot; &apos; exist)", start)
        case 45, 63, 47:
            if let unterminated = scan.unterminated {
                return ("a \(unterminated.what) is never closed", unterminated.start)
            }
            return (XMLParseError.messages[code] ?? "something is never closed", offset)
        default: return (XMLParseError.messages[code] ?? "the XML is not well-formed (XML parser error \(code))", offset)
        }
    }

    private func tagMessage(_ tag: RawStartTag) -> String {
        switch code {
        case 38: return "'<' is not allowed in an attribute value of '<\(tag.name)>'"
        case 39: return "an attribute value of '<\(tag.name)>' is not quoted"
        case 40: return "an attribute value of '<\(tag.name)>' is never closed"
        case 41, 75: return "an attribute of '<\(tag.name)>' has no value"
        case 42:
            var seen: Set<String> = []
            let twice = tag.attributes.first { !seen.insert($0.name).inserted }?.name ?? "an attribute"
            return "'\(twice)' is given twice in '<\(tag.name)>'"
        case 65: return "attributes of '<\(tag.name)>' must be separated by spaces"
        case 73: return "'<\(tag.name)' is not closed with '>'"
        default: return "the tag '<\(tag.name)>' is malformed"
        }
    }

    /// The `&` of the entity reference at or just before `offset`.
    private func referenceStart(in bytes: [UInt8]) -> Int {
        var index = min(offset, bytes.count - 1)
        while index > 0, bytes[index] != UInt8(ascii: "&"), offset - index < 64 { index -= 1 }
        return max(0, index)
    }

    private static let messages: [Int: String] = [
        6: "invalid hexadecimal character reference",
        7: "invalid decimal character reference",
        8: "invalid character reference",
        9: "a character that XML does not allow",
        22: "'&' must start an entity reference (write '&amp;')",
        23: "an entity reference is missing its ';'",
        31: "unknown encoding",
        45: "a comment is never closed",
        47: "a processing instruction is never closed",
        63: "a CDATA section is never closed",
        32: "unsupported encoding",
        62: "']]>' is not allowed in text",
        64: "'<?xml …?>' must stand at the very start of the file",
        68: "a name is expected",
        80: "'--' is not allowed inside a comment",
        81: "the file is not in the encoding it declares",
        85: "the document is not well balanced",
        86: "extra content at the end of the document",
    ]
}
