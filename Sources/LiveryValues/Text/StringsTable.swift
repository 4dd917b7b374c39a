/// A localized strings table read from a `.strings` file (`"key" = "value";`).
///
/// Accepts `/* … */` and `//` comments, quoted or bare (letters, digits, `_ . - $ : /`) keys
/// and values, `"key";` (the value is the key), and the escapes `\"`, `\\`, `\n`, `\t`,
/// `\r` and `\U1234` / `\u1234` (four hex digits, as in property lists).
public struct StringsTable: LocalizedStringProvider, Hashable {
    /// A syntax error in a `.strings` file, with its 1-based line.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public private(set) var entries: [String: String]

    public init(_ entries: [String: String] = [:]) { self.entries = entries }

    /// Parses the text of a `.strings` file.
    public init(parsing text: String) throws(ParseError) {
        var scanner = StringsScanner(bytes: Array(text.utf8))
        var entries: [String: String] = [:]
        while try scanner.skipTrivia() {
            let key = try scanner.token()
            try scanner.skipTriviaRequired()
            var value = key
            if scanner.peek == UInt8(ascii: "=") {
                scanner.index += 1
                try scanner.skipTriviaRequired()
                value = try scanner.token()
                try scanner.skipTriviaRequired()
            }
            guard scanner.peek == UInt8(ascii: ";") else { throw scanner.error("expected ';'") }
            scanner.index += 1
            entries[key] = value
        }
        self.entries = entries
    }

    public func localizedString(forKey key: String) -> String? { entries[key] }
}

/// The byte scanner behind `StringsTable(parsing:)`.
private struct StringsScanner {
    let bytes: [UInt8]
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    var line: Int { bytes[..<min(index, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }

    func error(_ message: String) -> StringsTable.ParseError { StringsTable.ParseError(line: line, message: message) }

    /// Skips whitespace and comments; returns whether anything is left.
    mutating func skipTrivia() throws(StringsTable.ParseError) -> Bool {
        while let byte = peek {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let b = peek, b != 0x0A { _ = b; index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw error("unterminated comment") }
                index += 2
            } else {
                return true
            }
        }
        return false
    }

    mutating func skipTriviaRequired() throws(StringsTable.ParseError) {
        guard try skipTrivia() else { throw error("unexpected end of file") }
    }

    /// A quoted string or a bare word.
    mutating func token() throws(StringsTable.ParseError) -> String {
        if peek == UInt8(ascii: "\"") { return try quoted() }
        let start = index
        while let byte = peek, Self.isBare(byte) { index += 1 }
        guard index > start else { throw error("expected a quoted string") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isBare(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
            || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "$")
            || b == UInt8(ascii: ":") || b == UInt8(ascii: "/")
    }

    private mutating func quoted() throws(StringsTable.ParseError) -> String {
        index += 1
        var out: [UInt8] = []
        while let byte = peek {
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\"), let next = peek else { out.append(byte); continue }
            index += 1
            switch next {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(value) else { throw error("invalid \\U escape") }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                index += 4
            default: out.append(next)
            }
        }
        throw error("unterminated string")
    }
}
