import LiverySyntax

/// Positions in a document as the Language Server Protocol counts them: 0-based lines
/// broken at `\n`, `\r\n` and `\r` only, and characters in UTF-16 code units. Livery's are
/// 1-based, with columns in Unicode scalars and a form feed also breaking lines
/// (`SourceFile`); both are mapped through byte offsets.
struct TextPositions {
    private let file: SourceFile
    /// The byte offset where each of the protocol's lines starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        file = SourceFile(path: "", text: text)
        var starts = [0]
        let bytes = file.bytes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) { starts.append(index) }
        }
        lineStarts = starts
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

    /// The byte offset of Livery's `line` and `column`: the first offset `SourceFile` places
    /// there or after (one home for Livery's line breaks).
    private func offset(line: Int, column: Int) -> Int {
        var low = 0
        var high = file.bytes.count
        while low < high {
            let middle = (low + high) / 2
            let location = file.location(of: middle)
            if (location.line, location.column) < (line, column) { low = middle + 1 } else { high = middle }
        }
        return low
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
