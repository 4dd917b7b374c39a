import LiverySyntax

/// Positions in a document as the Language Server Protocol counts them: 0-based lines
/// broken at `\n`, `\r\n` and `\r` only, and characters in UTF-16 code units. Livery's are
/// 1-based, with columns in Unicode scalars and a form feed also breaking lines
/// (`SourceFile`); both are mapped through byte offsets.
struct TextPositions {
    private let file: SourceFile
    /// The byte offset where each of the protocol's lines starts.
    private let lineStarts: [Int]
    /// The byte offset where each of Livery's lines starts (`SourceFile`'s line breaks, which
    /// `TextPositionsTests` holds this to).
    private let liveryLineStarts: [Int]

    init(_ text: String) {
        file = SourceFile(path: "", text: text)
        lineStarts = Self.lineStarts(of: file.bytes, formFeedBreaks: false)
        liveryLineStarts = Self.lineStarts(of: file.bytes, formFeedBreaks: true)
    }

    /// Where lines start: after `\n`, `\r\n`, a lone `\r`, and a form feed when it breaks lines.
    private static func lineStarts(of bytes: [UInt8], formFeedBreaks: Bool) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) || (formFeedBreaks && byte == 0x0C) {
                starts.append(index)
            }
        }
        return starts
    }

    /// The protocol's position of Livery's 1-based `line` and `column`.
    func position(line: Int, column: Int) -> [String: Int] {
        position(ofOffset: offset(line: line, column: column))
    }

    /// The protocol's position of a byte offset.
    func position(ofOffset offset: Int) -> [String: Int] {
        let clamped = max(0, min(offset, file.bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let text = String(decoding: file.bytes[lineStarts[low]..<clamped], as: UTF8.self)
        return ["line": low, "character": text.utf16.count]
    }

    /// The position just past the document's last character.
    var end: [String: Int] { position(ofOffset: file.bytes.count) }

    /// The byte offset of Livery's `line` and `column` (a column counts Unicode scalars from
    /// the line's start, after a byte-order mark on line 1); past a line's end, its end.
    private func offset(line: Int, column: Int) -> Int {
        let bytes = file.bytes
        let index = max(0, min(line - 1, liveryLineStarts.count - 1))
        var start = liveryLineStarts[index]
        if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let end = index + 1 < liveryLineStarts.count ? liveryLineStarts[index + 1] : bytes.count
        var offset = start
        for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.prefix(max(0, column - 1)) {
            offset += UTF8.width(scalar)
        }
        return min(offset, end)
    }

    /// The text before a protocol position.
    static func prefix(of text: String, before position: (line: Int, character: Int)) -> String {
        let utf16 = Array(text.utf16)
        return String(decoding: utf16[..<offset(of: position, in: utf16)], as: UTF16.self)
    }

    /// `text` with the protocol's `range` replaced by `newText` (an incremental change).
    static func replacing(_ range: (start: (line: Int, character: Int), end: (line: Int, character: Int)),
                          in text: String, with newText: String) -> String {
        let utf16 = Array(text.utf16)
        let start = offset(of: range.start, in: utf16)
        let end = max(start, offset(of: range.end, in: utf16))
        return String(decoding: utf16[..<start], as: UTF16.self) + newText + String(decoding: utf16[end...], as: UTF16.self)
    }

    /// The UTF-16 offset of a protocol position (clamped to its line and to the text).
    private static func offset(of position: (line: Int, character: Int), in utf16: [UInt16]) -> Int {
        var line = 0
        var index = 0
        while line < position.line, index < utf16.count {
            let unit = utf16[index]
            index += 1
            if unit == 0x0A || (unit == 0x0D && (index >= utf16.count || utf16[index] != 0x0A)) { line += 1 }
        }
        var column = 0
        while column < position.character, index < utf16.count, utf16[index] != 0x0A, utf16[index] != 0x0D {
            index += 1
            column += 1
        }
        return index
    }
}
