import LiverySyntax

/// Finds the bytes of a layout file that are not XML characters: invalid UTF-8, and the
/// characters XML does not allow (control characters other than tab, LF and CR; U+FFFE;
/// U+FFFF).
///
/// It is one pass over the bytes, separate from reading the markup, so every construct
/// (text, attribute values, comments, names) is checked the same way. A run of bad bytes
/// is one problem.
enum XMLCharacterCheck {
    /// A run of bad bytes and what is wrong with it.
    struct Problem {
        var range: SourceRange
        var message: String
    }

    /// The problems in `bytes` from `start` on, in order; at most `limit` of them.
    static func problems(in bytes: [UInt8], from start: Int, limit: Int) -> [Problem] {
        var problems: [Problem] = []
        var index = start
        let count = bytes.count
        while index < count, problems.count < limit {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x80 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                index += 1
            } else if byte < 0x80 {
                let runStart = index
                while index < count, bytes[index] < 0x20, !XMLBytes.isSpace(bytes[index]) { index += 1 }
                problems.append(Problem(range: SourceRange(start: runStart, end: index),
                                        message: disallowed(UInt32(byte))))
            } else if let (value, length) = XMLBytes.decodeUTF8(bytes, at: index) {
                if value == 0xFFFE || value == 0xFFFF {
                    problems.append(Problem(range: SourceRange(start: index, end: index + length), message: disallowed(value)))
                }
                index += length
            } else {
                let runStart = index
                index += 1
                while index < count, bytes[index] >= 0x80, XMLBytes.decodeUTF8(bytes, at: index) == nil { index += 1 }
                problems.append(Problem(range: SourceRange(start: runStart, end: index), message: "invalid UTF-8 byte sequence"))
            }
        }
        return problems
    }

    /// The message for a character XML does not allow.
    static func disallowed(_ value: UInt32) -> String {
        "a character that XML does not allow (\(codePoint(value)))"
    }

    /// `U+` and at least four uppercase hexadecimal digits.
    static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
