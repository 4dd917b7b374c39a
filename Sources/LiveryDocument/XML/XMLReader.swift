import LiverySyntax

/// Reads a layout file's XML into an `XMLTree` in one pass over its bytes, keeping the
/// byte range of every tag, name, attribute value and text.
///
/// The reader takes UTF-8 and XML 1.0 without a DTD:
/// - Only the predefined entities (`&lt; &gt; &amp; &quot; &apos;`) and character
///   references (`&#10;`, `&#x1F600;`) are decoded. A DOCTYPE, with any internal subset,
///   is skipped with a `layout.doctype` warning; no entity is ever declared, expanded or
///   fetched, and an unknown `&name;` is an error.
/// - Comments, processing instructions and the `<?xml …?>` declaration are skipped.
/// - Each well-formedness problem is a `layout.malformed-xml` diagnostic at the construct
///   at fault, and reading goes on: an end tag that does not match closes up to the
///   element it names (or is ignored when it names none), an unclosed element ends at the
///   end of the file, and everything read stays in the tree. At most
///   `maximumDiagnostics` diagnostics are reported, then one saying there were more.
///
/// Work and memory are linear in the size of the file, and nothing recurses, so any depth
/// of nesting is read.
public struct XMLReader {
    /// The most diagnostics one file reports; a further one says that there were more.
    public static let maximumDiagnostics = 100

    let file: SourceFile
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var position = 0
    /// Where the document starts: 0, or 3 after a UTF-8 byte order mark.
    var documentStart = 0
    var nodes: [XMLTree.Node] = []
    /// Elements started and not yet ended, innermost last.
    var open: [OpenElement] = []
    /// How many open elements have each name (to match end tags without searching `open`).
    var openNames: [String: Int] = [:]
    var firstTopLevel: Int?
    var lastTopLevel: Int?
    /// Whether a top-level element has been read.
    var sawRoot = false
    var sawDoctype = false
    var reportedTextBeforeRoot = false
    var reportedTextAfterRoot = false
    /// Whether a comment, CDATA section, tag or other construct ran to the end of the file
    /// unterminated (the elements it left open are not reported again).
    var reachedEndUnterminated = false
    /// Whether the start tag being read has reported a problem.
    var tagReported = false
    /// Whether the file is not UTF-8 at all (nothing more is read).
    var isForeignEncoding = false
    /// Unknown entity names already reported (each is reported at its first use only).
    var reportedEntities: Set<String> = []
    var diagnostics: [Diagnostic] = []
    /// Reused buffer for decoding text and attribute values.
    var scratch: [UInt8] = []

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    /// Reads `file` completely.
    public static func read(_ file: SourceFile) -> XMLTree {
        var reader = XMLReader(file: file)
        reader.run()
        return reader.makeTree()
    }

    mutating func run() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        documentStart = position
        // About one node per `<`: a start tag and the text after it, or an end tag.
        var lessThans = 0
        for byte in bytes where byte == XMLBytes.lessThan { lessThans += 1 }
        nodes.reserveCapacity(lessThans + 1)
        if bytes.count >= 2, bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0xFF && bytes[1] == 0xFE {
            isForeignEncoding = true
            report("the file is UTF-16; layouts must be UTF-8", SourceRange(start: 0, end: 2))
            return
        }
        while position < bytes.count {
            if bytes[position] == XMLBytes.lessThan, startsMarkup(at: position) {
                readMarkup()
            } else {
                readText()
            }
        }
        closeAllAtEnd()
    }

    /// Whether the `<` at `index` starts markup (a tag, comment, CDATA section, declaration
    /// or processing instruction) rather than being a stray `<` in text.
    func startsMarkup(at index: Int) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        return next == XMLBytes.exclamation || next == XMLBytes.question || next == XMLBytes.slash
            || XMLBytes.isNameStart(next)
    }

    /// Reads the markup starting at the `<` at `position`.
    private mutating func readMarkup() {
        switch bytes[position + 1] {
        case XMLBytes.exclamation:
            if matches("<!--", at: position) {
                readComment()
            } else if matches("<![CDATA[", at: position) {
                readCDATA()
            } else if matches("<!DOCTYPE", at: position, ignoringCase: true) {
                readDoctype()
            } else {
                readDeclaration()
            }
        case XMLBytes.question: readProcessingInstruction()
        case XMLBytes.slash: readEndTag()
        default: readStartTag()
        }
    }

    // MARK: - Bytes

    /// Whether `text` (ASCII) is at `index`; letters may differ in case when `ignoringCase`.
    func matches(_ text: StaticString, at index: Int, ignoringCase: Bool = false) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in
            for offset in 0..<count {
                let byte = bytes[index + offset]
                let folded = ignoringCase && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
                if folded != expected[offset] { return false }
            }
            return true
        }
    }

    /// The offset of the next `text` (ASCII) at or after `start`, or `nil`.
    func find(_ text: StaticString, from start: Int) -> Int? {
        let first = text.withUTF8Buffer { $0[0] }
        var index = start
        while index < bytes.count {
            if bytes[index] == first, matches(text, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Moves `position` past whitespace; whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, XMLBytes.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    /// The end of the name starting at `start` (`start` itself when no name starts there).
    func nameEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, XMLBytes.isName(bytes[index]) { index += 1 }
        return index
    }

    /// The bytes of `range` as a string.
    func string(_ range: SourceRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }
}
