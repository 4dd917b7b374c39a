/// Byte classes of XML as layouts use it: names, whitespace and UTF-8 sequences.
///
/// Names are checked on bytes: ASCII letters, digits, `_ : - .` (not first: digits, `-`,
/// `.`) and any non-ASCII character. Whitespace is space, tab, CR and LF.
enum XMLBytes {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let ampersand = UInt8(ascii: "&")
    static let slash = UInt8(ascii: "/")
    static let equals = UInt8(ascii: "=")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let semicolon = UInt8(ascii: ";")
    static let hash = UInt8(ascii: "#")
    static let question = UInt8(ascii: "?")
    static let exclamation = UInt8(ascii: "!")
    static let hyphen = UInt8(ascii: "-")
    static let closingBracket = UInt8(ascii: "]")
    static let openingBracket = UInt8(ascii: "[")
    static let carriageReturn: UInt8 = 0x0D
    static let lineFeed: UInt8 = 0x0A
    static let tab: UInt8 = 0x09
    static let space: UInt8 = 0x20

    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    @inline(__always) static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    @inline(__always) static func isName(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The value of a hexadecimal digit, or `nil`.
    @inline(__always) static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// Whether `value` is a character XML 1.0 allows (`Char`): tab, LF, CR, U+0020–U+D7FF,
    /// U+E000–U+FFFD and U+10000–U+10FFFF.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The scalar of the valid UTF-8 sequence starting at `index`, with its length; `nil`
    /// for an invalid, overlong, surrogate or truncated sequence (or an ASCII byte).
    static func decodeUTF8(_ bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[index]
        let length: Int
        let low: UInt8
        let high: UInt8
        switch lead {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        value = value << 6 | UInt32(second & 0x3F)
        var offset = 2
        while offset < length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
            offset += 1
        }
        return (value, length)
    }

    /// Appends the UTF-8 encoding of a valid scalar value.
    static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
