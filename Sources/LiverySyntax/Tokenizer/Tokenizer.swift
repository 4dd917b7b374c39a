/// Splits UTF-8 bytes into CSS tokens (CSS Syntax Level 3, §4) plus `//` line comments.
///
/// The tokenizer works on bytes: no `Character` or regular-expression work, no allocation
/// per token. Malformed input never stops it: unterminated strings, comments and urls,
/// NUL bytes and invalid UTF-8 become error tokens (or are recovered) and diagnostics.
///
/// `//` starts a line comment unless the byte before it is `:` (so `https://host/x.png`
/// written bare stays one piece of text).
public struct Tokenizer {
    let file: SourceFile
    let bytes: [UInt8]
    var position = 0
    var tokens: [Token] = []
    var diagnostics = DiagnosticBag()

    /// Tokenizes a whole file.
    public static func tokenize(_ file: SourceFile) -> TokenizedSource {
        var tokenizer = Tokenizer(file: file)
        tokenizer.run()
        return TokenizedSource(file: file, tokens: tokenizer.tokens, diagnostics: tokenizer.diagnostics.diagnostics)
    }

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        // Typical stylesheets have a token per 3 bytes: reserving for one per 2 avoids growing
        // (copying) the array; pages of the reserve that are never written cost nothing.
        tokens.reserveCapacity(bytes.count / 2 + 1)
    }

    mutating func run() {
        // Skip a UTF-8 byte order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        while position < bytes.count {
            consumeToken()
        }
    }

    // MARK: - Byte helpers

    @inline(__always) func byte(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < bytes.count ? bytes[index] : 0
    }

    @inline(__always) var atEnd: Bool { position >= bytes.count }

    @inline(__always) static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    @inline(__always) static func isName(_ b: UInt8) -> Bool {
        isNameStart(b) || isDigit(b) || b == 0x2D
    }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
    }

    @inline(__always) static func isNewline(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D || b == 0x0C }

    @inline(__always) static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || isNewline(b)
    }

    /// Whether the two bytes at `offset` start a valid escape (`\` not followed by a newline).
    @inline(__always) func isValidEscape(at offset: Int) -> Bool {
        let index = position + offset
        guard index < bytes.count, bytes[index] == 0x5C else { return false }
        return index + 1 < bytes.count && !Self.isNewline(bytes[index + 1])
    }

    /// Whether the three bytes at `offset` would start an identifier (§4.3.9).
    func wouldStartIdentifier(at offset: Int = 0) -> Bool {
        let first = byte(offset)
        if first == 0x2D {
            let second = byte(offset + 1)
            return Self.isNameStart(second) || second == 0x2D || isValidEscape(at: offset + 1)
        }
        if Self.isNameStart(first) { return position + offset < bytes.count }
        return isValidEscape(at: offset)
    }

    /// Whether the bytes at the current position would start a number (§4.3.10).
    func wouldStartNumber() -> Bool {
        let first = byte()
        if first == 0x2B || first == 0x2D {
            if Self.isDigit(byte(1)) { return true }
            return byte(1) == 0x2E && Self.isDigit(byte(2))
        }
        if first == 0x2E { return Self.isDigit(byte(1)) }
        return Self.isDigit(first)
    }

    // MARK: - Diagnostics

    mutating func report(_ id: DiagnosticID, _ message: String, _ start: Int, _ end: Int) {
        diagnostics.error(id, message, file: file, range: SourceRange(start: start, end: end))
    }

    mutating func emit(_ kind: TokenKind, from start: Int, flags: TokenFlags = [], aux: UInt32 = 0, number: Double = 0) {
        tokens.append(Token(kind: kind, flags: flags, start: start, end: position, aux: aux, number: number))
    }
}
