/// A source file with its tokens and the tokenizer's diagnostics.
///
/// Decodes token values on demand: escapes resolved, quotes and `@`/`#`/`(` removed.
public struct TokenizedSource: Sendable {
    public let file: SourceFile
    public let tokens: [Token]
    public let diagnostics: [Diagnostic]

    public init(file: SourceFile, tokens: [Token], diagnostics: [Diagnostic]) {
        self.file = file
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    /// The token's text exactly as written.
    public func raw(_ token: Token) -> String {
        String(decoding: file.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// The token's value: the name of an ident, function (without `(`), at-keyword (without
    /// `@`) or hash (without `#`); a string's contents; a url's address; a dimension's unit;
    /// otherwise the raw text.
    public func value(_ token: Token) -> String {
        let start = Int(token.start)
        let end = Int(token.end)
        switch token.kind {
        case .ident:
            return decode(start, end, token)
        case .function:
            return decode(start, end - 1, token)
        case .atKeyword, .hash:
            return decode(start + 1, end, token)
        case .string, .badString:
            let closed = !token.flags.contains(.unterminated) && token.kind == .string
            return decode(start + 1, closed ? end - 1 : end, token, isString: true)
        case .url:
            return urlValue(token)
        case .dimension:
            return decode(Int(token.aux), end, token)
        default:
            return raw(token)
        }
    }

    /// A dimension token's unit, lowercased.
    public func unit(_ token: Token) -> String {
        guard token.kind == .dimension else { return "" }
        return decode(Int(token.aux), Int(token.end), token).lowercased()
    }

    /// Whether the token is an identifier equal to `name`, ignoring ASCII case.
    public func isIdent(_ token: Token, _ name: StaticString) -> Bool {
        token.kind == .ident && equalsIgnoringCase(Int(token.start), Int(token.end), name)
    }

    /// Whether the bytes `[start, end)` equal `name` ignoring ASCII case (no allocation).
    public func equalsIgnoringCase(_ start: Int, _ end: Int, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard end - start == count else { return false }
        return name.withUTF8Buffer { buffer in
            for index in 0..<count where Tokenizer.asciiLower(file.bytes[start + index]) != Tokenizer.asciiLower(buffer[index]) {
                return false
            }
            return true
        }
    }

    private func urlValue(_ token: Token) -> String {
        let bytes = file.bytes
        // After `url(`, whose name may be written with escapes (`u\rl(`) but holds no `(`.
        var start = Int(token.start) + 3
        while start < Int(token.end), bytes[start] != 0x28 { start += 1 }
        start += 1
        var end = Int(token.end)
        if !token.flags.contains(.unterminated), end > start { end -= 1 }
        while start < end, Tokenizer.isWhitespace(bytes[start]) { start += 1 }
        // Trailing whitespace, but not an escaped one (`url(a\ )` is `a `).
        while end > start, Tokenizer.isWhitespace(bytes[end - 1]), !Self.isEscaped(bytes, end - 1, after: start) { end -= 1 }
        return decode(start, end, token)
    }

    /// Whether the byte at `index` is escaped: an odd number of backslashes, from `start`
    /// on, stands right before it.
    static func isEscaped(_ bytes: [UInt8], _ index: Int, after start: Int) -> Bool {
        var backslashes = 0
        while index - backslashes - 1 >= start, bytes[index - backslashes - 1] == 0x5C { backslashes += 1 }
        return backslashes % 2 == 1
    }

    /// Decodes `[start, end)`, resolving escapes when the token has any.
    private func decode(_ start: Int, _ end: Int, _ token: Token, isString: Bool = false) -> String {
        guard start < end else { return "" }
        if !token.flags.contains(.hasEscape) {
            // Through a buffer pointer: slicing the array would retain and release its
            // storage, a measurable cost at one call per identifier.
            return file.bytes.withUnsafeBufferPointer { buffer in
                precondition(start >= 0 && end <= buffer.count, "token range outside the source")
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            }
        }
        return Self.decodeEscapes(file.bytes, start, end, isString: isString)
    }

    /// `bytes[start..<end]` with its escapes resolved (§4.3.7), as a name or, with
    /// `isString`, a string's contents (where an escaped line break is removed).
    static func decodeEscapes(_ bytes: [UInt8], _ start: Int, _ end: Int, isString: Bool = false) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = start
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        while index < end {
            let b = bytes[index]
            guard b == 0x5C, index + 1 < end else {
                // A backslash at the end of an unterminated string escapes nothing (§4.3.5).
                if !(b == 0x5C && isString) { utf8.append(b) }
                index += 1
                continue
            }
            index += 1
            let next = bytes[index]
            if Tokenizer.isNewline(next) {
                // Escaped line break inside a string: removed.
                index += 1
                if next == 0x0D, index < end, bytes[index] == 0x0A { index += 1 }
                continue
            }
            if Tokenizer.isHexDigit(next) {
                var value: UInt32 = 0
                var count = 0
                while count < 6, index < end, Tokenizer.isHexDigit(bytes[index]) {
                    value = value * 16 + UInt32(hexValue(bytes[index]))
                    index += 1
                    count += 1
                }
                if index < end, Tokenizer.isWhitespace(bytes[index]) {
                    if bytes[index] == 0x0D, index + 1 < end, bytes[index + 1] == 0x0A { index += 1 }
                    index += 1
                }
                flush()
                let scalar = (value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value))
                    ? Unicode.Scalar(0xFFFD)! : Unicode.Scalar(value)!
                scalars.append(scalar)
                continue
            }
            // Any other escaped code point stands for itself.
            utf8.append(next)
            index += 1
        }
        flush()
        return String(scalars)
    }

    static func hexValue(_ b: UInt8) -> UInt8 {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x61...0x66: b - 0x61 + 10
        default: b - 0x41 + 10
        }
    }
}
