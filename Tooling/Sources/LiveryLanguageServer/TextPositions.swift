import LiverySyntax

/// Positions in a document as the Language Server Protocol counts them: 0-based lines, and
/// characters in UTF-16 code units. Livery's are 1-based, with columns in Unicode scalars.
struct TextPositions {
    private let file: SourceFile

    init(_ text: String) {
        file = SourceFile(path: "", text: text)
    }

    /// The protocol's position of Livery's 1-based `line` and `column`.
    func position(line: Int, column: Int) -> [String: Int] {
        let clampedLine = max(1, min(line, file.lineCount))
        let scalars = file.lineText(clampedLine).unicodeScalars.prefix(max(0, column - 1))
        return ["line": clampedLine - 1, "character": scalars.reduce(0) { $0 + UTF16.width($1) }]
    }

    /// The position just past the document's last character.
    var end: [String: Int] {
        let last = file.lineCount
        return position(line: last, column: file.lineText(last).unicodeScalars.count + 1)
    }

    /// `text` with the protocol's `range` replaced by `newText` (an incremental change).
    static func replacing(_ range: (start: (line: Int, character: Int), end: (line: Int, character: Int)),
                          in text: String, with newText: String) -> String {
        let utf16 = Array(text.utf16)
        let start = offset(of: range.start, in: utf16)
        let end = max(start, offset(of: range.end, in: utf16))
        return String(decoding: utf16[..<start], as: UTF16.self) + newText + String(decoding: utf16[end...], as: UTF16.self)
    }

    /// The text before a protocol position.
    static func prefix(of text: String, before position: (line: Int, character: Int)) -> String {
        let utf16 = Array(text.utf16)
        return String(decoding: utf16[..<offset(of: position, in: utf16)], as: UTF16.self)
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
