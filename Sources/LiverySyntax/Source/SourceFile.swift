/// A stylesheet or layout file held in memory as UTF-8 bytes.
///
/// Every token, syntax node and diagnostic refers back to its `SourceFile` by byte
/// offsets; line and column numbers are computed only when a location is shown.
public final class SourceFile: Sendable, Hashable, CustomStringConvertible {
    /// The path as the user gave it (used verbatim in diagnostics).
    public let path: String
    /// The file's contents, exactly as read (not validated; the tokenizer reports bad UTF-8).
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                // CR LF counts as one line break; a lone CR is a line break too.
                if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            } else if byte == 0x0C {
                starts.append(index + 1)
            }
            index += 1
        }
        self.lineStarts = starts
    }

    /// Creates a source file from a string (encoded as UTF-8).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The number of lines (a file with no line break has one line).
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and column of a byte offset. Offsets past the end clamp to the end.
    ///
    /// The column counts Unicode scalars the way `lineText` shows the line: a byte order
    /// mark is not counted, and each invalid UTF-8 sequence counts as its replacement
    /// character. An offset inside a multi-byte scalar belongs to that scalar.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        // Binary search for the last line start <= clamped.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = contentStart(ofLine: low + 1)
        let scalarStart = startOfScalar(containing: max(clamped, lineStart), lineStart: lineStart)
        let column = String(decoding: bytes[lineStart..<scalarStart], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(offset: clamped, line: low + 1, column: column)
    }

    /// The offset where the line's text starts: after a byte order mark on line 1.
    private func contentStart(ofLine line: Int) -> Int {
        let start = lineStarts[line - 1]
        if line == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return 3 }
        return start
    }

    /// The start of the valid UTF-8 sequence that `offset` points into, or `offset` itself
    /// when it starts a scalar or lies in invalid bytes.
    private func startOfScalar(containing offset: Int, lineStart: Int) -> Int {
        var start = offset
        while start > lineStart, offset - start < 3, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard start < offset else { return offset }
        let piece = bytes[start..<min(bytes.count, start + 4)]
        guard let scalar = String(decoding: piece, as: UTF8.self).unicodeScalars.first else { return offset }
        let isReplacement = scalar == "\u{FFFD}" && !piece.starts(with: [0xEF, 0xBF, 0xBD])
        return !isReplacement && UTF8.width(scalar) > offset - start ? start : offset
    }

    /// The text of the 1-based `line`, without its line break (invalid UTF-8 repaired, a
    /// byte order mark left out).
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        return String(decoding: bytes[lineContentRange(line)], as: UTF8.self)
    }

    /// The byte offsets of the text of the 1-based `line` (valid), without its line break
    /// and, on line 1, without a byte order mark.
    func lineContentRange(_ line: Int) -> Range<Int> {
        let start = contentStart(ofLine: line)
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x0C {
            end -= 1
        }
        return start..<end
    }

    /// The length of the valid UTF-8 sequence starting at `index` (a byte of 0x80 or more),
    /// or 0 when it is invalid (overlong, a surrogate, beyond U+10FFFF, or cut short).
    static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// The bytes of `range` decoded as UTF-8 (invalid sequences become U+FFFD).
    public func text(_ range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    public var description: String { path }

    public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
