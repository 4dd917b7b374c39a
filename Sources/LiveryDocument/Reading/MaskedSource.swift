import LiverySyntax

/// Builds source files that hold only part of a layout file's text at its original byte
/// offsets, so CSS embedded in XML (`<style>` blocks, `style="…"` attributes) parses with
/// diagnostics at the true line and column of the XML file.
///
/// Everything outside the kept regions becomes spaces; line breaks stay. Inside a region,
/// XML entity references are decoded (`&amp;` → `&`) and CDATA markers become spaces. A
/// decoded reference is shorter than what it replaces, so the rest of its line shifts
/// left by the difference; the next line break re-aligns the text with the XML.
struct MaskedSource {
    /// A byte to place at an offset outside the regions (the `:` of `name="value"` read
    /// as `name: value`).
    struct Insertion {
        var offset: Int
        var byte: UInt8
    }

    let xml: SourceFile
    /// CDATA sections of the file (markers included).
    let cdataSections: [SourceRange]

    /// A file with the XML's path that keeps only `regions` (sorted, not overlapping), at
    /// their offsets in the XML.
    func file(keeping regions: [SourceRange], insertions: [Insertion] = []) -> SourceFile {
        SourceFile(path: xml.path, bytes: bytes(keeping: regions, insertions: insertions,
                                                window: SourceRange(start: 0, end: xml.bytes.count)))
    }

    /// A file of only the bytes of `window` (so offset 0 is `window.start` in the XML) that
    /// keeps `regions` inside it: cheap for one attribute of a large file. Move its spans and
    /// values back with `relocate`.
    func snippet(keeping regions: [SourceRange], insertions: [Insertion] = [], window: SourceRange) -> SourceFile {
        SourceFile(path: xml.path, bytes: bytes(keeping: regions, insertions: insertions, window: window))
    }

    private func bytes(keeping regions: [SourceRange], insertions: [Insertion], window: SourceRange) -> [UInt8] {
        let input = xml.bytes
        let base = max(0, window.start)
        let end = min(window.end, input.count)
        var output = input[base..<end].map { MaskedSource.isLineBreak($0) ? $0 : UInt8(ascii: " ") }
        for region in regions {
            copy(SourceRange(start: max(region.start, base), end: min(region.end, end)), from: input, into: &output, base: base)
        }
        for insertion in insertions where insertion.offset >= base && insertion.offset < end {
            output[insertion.offset - base] = insertion.byte
        }
        return output
    }

    /// Copies one region, decoding references. A decoded reference is shorter than the
    /// reference; the difference ("debt") is paid back with spaces where spaces change
    /// nothing: before a reference decoded outside a string or comment, after the quote that
    /// ends a string, inside a comment, and at a line break.
    private func copy(_ region: SourceRange, from input: [UInt8], into output: inout [UInt8], base: Int) {
        var cursor = CopyCursor(read: max(0, region.start), base: base)
        let end = min(region.end, input.count)
        while cursor.read < end {
            if let marker = cdataMarkerLength(at: cursor.read, in: input) {
                cursor.skip(marker, into: &output)
                continue
            }
            let byte = input[cursor.read]
            if byte == UInt8(ascii: "&"), !isInCDATA(cursor.read),
               let (decoded, length) = MaskedSource.decodeReference(input, at: cursor.read, end: end) {
                if !cursor.inString {
                    cursor.payDebt(into: &output, upTo: cursor.read + length - decoded.count)
                }
                for value in decoded { cursor.write(value, into: &output) }
                cursor.read += length
            } else {
                if MaskedSource.isLineBreak(byte) { cursor.payDebt(into: &output) }
                cursor.write(byte, into: &output)
                cursor.read += 1
            }
            if cursor.inComment || cursor.lastQuote != nil { cursor.payDebt(into: &output) }
        }
        cursor.payDebt(into: &output, upTo: end)
    }

    /// The length of a `<![CDATA[` or `]]>` marker at `offset`, if one of the file's CDATA
    /// sections starts or ends there.
    private func cdataMarkerLength(at offset: Int, in input: [UInt8]) -> Int? {
        for section in cdataSections {
            if section.start == offset { return 9 }
            if section.end - 3 == offset, section.end - section.start >= 12,
               input[offset..<section.end].elementsEqual("]]>".utf8) { return 3 }
        }
        return nil
    }

    private func isInCDATA(_ offset: Int) -> Bool {
        cdataSections.contains { $0.start <= offset && offset < $0.end }
    }

    /// Decodes the entity or character reference at `offset` (`&amp;`, `&#x26;`): its UTF-8
    /// bytes (a line break becomes a space) and the length of the reference.
    static func decodeReference(_ input: [UInt8], at offset: Int, end: Int) -> ([UInt8], Int)? {
        var close = offset + 1
        while close < end, close - offset <= 12, input[close] != UInt8(ascii: ";") { close += 1 }
        guard close < end, input[close] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: input[(offset + 1)..<close], as: UTF8.self)
        guard let scalar = XMLText.scalar(forReference: name) else { return nil }
        let text = isLineBreak(UInt8(truncatingIfNeeded: scalar.value)) && scalar.value < 0x80 ? " " : String(Character(scalar))
        return (Array(text.utf8), close - offset + 1)
    }

    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// `span` moved from a masked file (or a snippet starting at `base`) to the XML file;
    /// spans in other files are unchanged.
    static func remap(_ span: SourceSpan, from masked: SourceFile, to xml: SourceFile, base: Int = 0) -> SourceSpan {
        guard span.file === masked else { return span }
        return SourceSpan(file: xml, range: SourceRange(start: span.range.start + base, end: span.range.end + base))
    }

    /// `diagnostic` with its spans moved from a masked file (or snippet) to the XML file.
    static func remap(_ diagnostic: Diagnostic, from masked: SourceFile, to xml: SourceFile, base: Int = 0) -> Diagnostic {
        let notes = diagnostic.notes.map { note in
            Diagnostic.Note(note.message, at: note.span.map { remap($0, from: masked, to: xml, base: base) })
        }
        return Diagnostic(diagnostic.severity, diagnostic.id, diagnostic.message,
                          at: remap(diagnostic.span, from: masked, to: xml, base: base), notes: notes)
    }

    /// Component values of a snippet moved to their offsets in the XML file.
    static func shift(_ values: [ComponentValue], by base: Int) -> [ComponentValue] {
        guard base != 0 else { return values }
        return values.map { value in
            var moved = value
            moved.range = SourceRange(start: value.range.start + base, end: value.range.end + base)
            switch value.kind {
            case .function(let name, let arguments): moved.kind = .function(name: name, arguments: shift(arguments, by: base))
            case .block(let kind, let items): moved.kind = .block(kind, shift(items, by: base))
            default: break
            }
            return moved
        }
    }
}

/// Where `MaskedSource` reads and writes in one region, and whether the CSS written so far
/// is inside a string or a comment.
private struct CopyCursor {
    var read: Int
    var write: Int
    /// The quote of the open string, if any.
    var quote: UInt8?
    /// The quote of the string that just closed (the byte after which debt may be paid).
    var lastQuote: UInt8?
    var inComment = false
    var escaped = false
    var previous: UInt8 = 0
    /// The offset of `output[0]` in the input.
    let base: Int

    init(read: Int, base: Int) {
        self.read = read
        self.write = read
        self.base = base
    }

    var inString: Bool { quote != nil }

    /// Writes a byte of CSS and follows strings and comments.
    mutating func write(_ byte: UInt8, into output: inout [UInt8]) {
        output[write - base] = byte
        write += 1
        lastQuote = nil
        defer { previous = byte }
        if inComment {
            if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { inComment = false }
        } else if let open = quote {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == open || MaskedSource.isLineBreak(byte) {
                quote = nil
                lastQuote = byte
            }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
        } else if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*") {
            inComment = true
            previous = 0
        }
    }

    /// Skips input that becomes spaces in place (a CDATA marker).
    mutating func skip(_ count: Int, into output: inout [UInt8]) {
        for _ in 0..<count {
            output[write - base] = UInt8(ascii: " ")
            write += 1
        }
        read += count
    }

    /// Writes spaces until the output is aligned with the input again.
    mutating func payDebt(into output: inout [UInt8], upTo limit: Int? = nil) {
        let target = limit ?? read
        while write < target {
            output[write - base] = UInt8(ascii: " ")
            write += 1
        }
    }
}

/// XML text helpers: references and whitespace.
enum XMLText {
    /// The scalar a reference name stands for (`amp`, `#38`, `#x26`), or `nil`.
    static func scalar(forReference name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return value.flatMap(Unicode.Scalar.init)
    }

    /// Trims and collapses runs of XML whitespace to single spaces.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}
