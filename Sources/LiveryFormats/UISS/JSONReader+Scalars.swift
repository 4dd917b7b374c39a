import LiverySyntax

extension JSONReader {
    /// A string at `position` (which is `"`), escapes resolved; `nil` after reporting.
    mutating func string() -> String? {
        let start = position
        position += 1
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ end: Int) { scalars += String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(scalars)
            }
            if byte == 0x0A || byte == 0x0D {
                break
            }
            if byte == UInt8(ascii: "\\") {
                flush(position)
                guard let scalar = escape() else { return nil }
                scalars.append(scalar)
                run = position
                continue
            }
            position += 1
        }
        error("string is never closed; expected '\"'", at: start)
        return nil
    }

    /// An escape at `position` (which is `\`).
    private mutating func escape() -> Unicode.Scalar? {
        let start = position
        position += 1
        guard position < bytes.count else { return badEscape(at: start) }
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let high = hex4() else { return badEscape(at: start) }
            if (0xD800..<0xDC00).contains(high), bytes[position...].starts(with: Array("\\u".utf8)) {
                position += 2
                if let low = hex4(), (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                }
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            return badEscape(at: start)
        }
    }

    private mutating func badEscape(at start: Int) -> Unicode.Scalar? {
        error("invalid escape in string", at: start)
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != 0x0A { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") { position += 1 }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            return nil
        }
        position += 4
        return value
    }

    /// A number at `position`.
    mutating func number() -> JSONNode? {
        let start = position
        let allowed = Set(Array("+-.eE0123456789".utf8))
        while position < bytes.count, allowed.contains(bytes[position]) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite, Self.isJSONNumber(text) else {
            error("invalid number '\(text)'", at: start)
            return nil
        }
        return JSONNode(kind: .number(value), range: SourceRange(start: start, end: position))
    }

    /// Whether `text` follows JSON's number grammar (no leading `+`, `.5`, `1.` or `01`).
    static func isJSONNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest.removeFirst() }
        guard let first = rest.first, first.isASCII, first.isNumber else { return false }
        if first == "0", rest.count > 1, let second = rest.dropFirst().first, second.isNumber { return false }
        if let dot = rest.firstIndex(of: ".") {
            let after = rest[rest.index(after: dot)...]
            guard let digit = after.first, digit.isNumber else { return false }
        }
        return !rest.hasPrefix("+")
    }

    // MARK: Helpers

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    func peek(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

    /// Skips to the next `,`, `}` or `]` outside nested brackets and strings (not consumed).
    mutating func recover() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != 0x0A {
                    if bytes[position] == UInt8(ascii: "\\") { position += 1 }
                    position += 1
                }
                // A string never closed ends the input: stop at its end, not past it.
                if position >= bytes.count {
                    position = bytes.count
                    return
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return }
            default: break
            }
            position += 1
        }
    }

    /// Skips a whole nested value at `position`.
    mutating func skipNested() {
        position += 1
        recover()
        while position < bytes.count, !peek(UInt8(ascii: "}")), !peek(UInt8(ascii: "]")) {
            position += 1
            recover()
        }
        if position < bytes.count { position += 1 }
    }

    /// A short quote of the text at `position`: one punctuation character, or up to 20
    /// characters before whitespace or punctuation.
    func excerpt() -> String {
        let stops: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"),
                                 UInt8(ascii: ":"), UInt8(ascii: "{"), UInt8(ascii: "[")]
        guard position < bytes.count else { return "" }
        var end = position + 1
        if !stops.contains(bytes[position]) {
            while end < bytes.count, end - position < 20, !stops.contains(bytes[end]) { end += 1 }
        }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    mutating func error(_ message: String, at offset: Int) {
        let end = min(offset + 1, bytes.count)
        diagnostics.error(FormatDiagnosticID.uissSyntax, message,
                          file: file, range: SourceRange(start: offset, end: max(offset, end)))
    }
}
