import LiverySyntax

/// An attribute of a start tag as found in the raw bytes.
struct RawAttribute {
    var name: String
    var nameRange: SourceRange
    /// The value between the quotes (raw: entities not decoded).
    var valueRange: SourceRange
}

/// A start tag as found in the raw bytes.
struct RawStartTag {
    var name: String
    /// Offset of the `<`.
    var start: Int
    /// Offset just after the `>` (or where scanning the tag stopped).
    var end: Int
    var attributes: [RawAttribute]
    var isSelfClosing: Bool
    /// Nesting depth where the tag opens (0 for a top-level element).
    var depth: Int
    /// The raw content between this tag and its end tag, when an end tag closes it.
    var content: SourceRange?
}

/// An end tag as found in the raw bytes.
struct RawEndTag {
    var name: String
    /// Offset of the `<` of `</name>`.
    var start: Int
    var end: Int
}

/// Finds tags, attributes, comments, CDATA sections and DOCTYPE declarations in the raw
/// bytes of an XML file, with their byte offsets.
///
/// `XMLParser` reports neither where a start tag begins nor where an attribute value is; this
/// scan supplies those positions. It is lenient: on malformed input it still finds every
/// well-formed tag, and the XML parser decides what is an error.
struct RawXMLScanner {
    private(set) var startTags: [RawStartTag] = []
    private(set) var endTags: [RawEndTag] = []
    /// Ranges of `<!DOCTYPE …>` declarations (with their internal subsets).
    private(set) var doctypes: [SourceRange] = []
    /// Ranges of `<![CDATA[ … ]]>` sections (markers included).
    private(set) var cdataSections: [SourceRange] = []
    /// The first comment, CDATA section or processing instruction never closed: its start
    /// and what it is (`comment` …).
    private(set) var unterminated: (start: Int, what: String)?

    /// Start tags never closed, outermost first (indexes into `startTags`).
    var unclosed: [Int] { open }

    private let bytes: [UInt8]
    private var open: [Int] = []

    /// Scans `bytes` completely.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        scan()
    }

    private mutating func scan() {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if matches("<!--", at: index) {
                index = skip(past: "-->", from: index, searchFrom: index + 4, what: "comment")
            } else if matches("<![CDATA[", at: index) {
                let end = skip(past: "]]>", from: index, searchFrom: index + 9, what: "CDATA section")
                cdataSections.append(SourceRange(start: index, end: end))
                index = end
            } else if matches("<!DOCTYPE", at: index) {
                let end = scanDeclaration(from: index)
                doctypes.append(SourceRange(start: index, end: end))
                index = end
            } else if matches("<?", at: index) {
                index = skip(past: "?>", from: index, searchFrom: index + 2, what: "processing instruction")
            } else if matches("<!", at: index) {
                index = find(">", from: index + 2).map { $0 + 1 } ?? bytes.count
            } else if matches("</", at: index) {
                index = scanEndTag(from: index)
            } else if index + 1 < bytes.count, RawXMLScanner.isNameStart(bytes[index + 1]) {
                index = scanStartTag(from: index)
            } else {
                index += 1
            }
        }
    }

    /// The offset just past `terminator`, or the end of the file (remembering `start` as
    /// unterminated).
    private mutating func skip(past terminator: StaticString, from start: Int, searchFrom: Int, what: String) -> Int {
        if let found = find(terminator, from: searchFrom) { return found + terminator.utf8CodeUnitCount }
        if unterminated == nil { unterminated = (start, what) }
        return bytes.count
    }

    private mutating func scanStartTag(from start: Int) -> Int {
        let (name, nameEnd) = readName(from: start + 1)
        var tag = RawStartTag(name: name, start: start, end: bytes.count, attributes: [], isSelfClosing: false,
                              depth: open.count, content: nil)
        var index = nameEnd
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                tag.end = index + 1
                break
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                tag.isSelfClosing = true
                tag.end = index + 2
                break
            } else if byte == UInt8(ascii: "<") {
                tag.end = index
                break
            } else if RawXMLScanner.isNameStart(byte) {
                let (attribute, next) = scanAttribute(from: index)
                if let attribute { tag.attributes.append(attribute) }
                index = next
            } else {
                index += 1
            }
        }
        startTags.append(tag)
        if !tag.isSelfClosing { open.append(startTags.count - 1) }
        return tag.end
    }

    private func scanAttribute(from start: Int) -> (RawAttribute?, Int) {
        let (name, nameEnd) = readName(from: start)
        var index = skipSpace(from: nameEnd)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return (nil, index) }
        index = skipSpace(from: index + 1)
        guard index < bytes.count else { return (nil, index) }
        let quote = bytes[index]
        let nameRange = SourceRange(start: start, end: nameEnd)
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            var end = index + 1
            while end < bytes.count, bytes[end] != quote { end += 1 }
            let attribute = RawAttribute(name: name, nameRange: nameRange, valueRange: SourceRange(start: index + 1, end: end))
            return (attribute, min(end + 1, bytes.count))
        }
        var end = index
        while end < bytes.count, !RawXMLScanner.isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">") { end += 1 }
        return (RawAttribute(name: name, nameRange: nameRange, valueRange: SourceRange(start: index, end: end)), end)
    }

    private mutating func scanEndTag(from start: Int) -> Int {
        let (name, _) = readName(from: start + 2)
        let end = find(">", from: start + 2).map { $0 + 1 } ?? bytes.count
        endTags.append(RawEndTag(name: name, start: start, end: end))
        if let position = open.lastIndex(where: { startTags[$0].name == name }) {
            let tagIndex = open[position]
            startTags[tagIndex].content = SourceRange(start: startTags[tagIndex].end, end: start)
            open.removeSubrange(position...)
        }
        return end
    }

    /// The end of a `<!DOCTYPE …>` declaration: the `>` outside quotes, comments and the
    /// `[ … ]` internal subset.
    private func scanDeclaration(from start: Int) -> Int {
        var index = start + 2
        var bracketDepth = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if matches("<!--", at: index) {
                index = find("-->", from: index + 4).map { $0 + 2 } ?? bytes.count
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if byte == UInt8(ascii: "]") {
                bracketDepth = max(0, bracketDepth - 1)
            } else if byte == UInt8(ascii: ">"), bracketDepth == 0 {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    private func readName(from start: Int) -> (String, Int) {
        var end = start
        while end < bytes.count, RawXMLScanner.isNameByte(bytes[end]) { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    private func skipSpace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, RawXMLScanner.isSpace(bytes[index]) { index += 1 }
        return index
    }

    private func matches(_ text: StaticString, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    private func find(_ text: StaticString, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if matches(text, at: index) { return index }
            index += 1
        }
        return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }
}
