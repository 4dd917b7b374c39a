extension Tokenizer {
    /// Consumes one token (or one comment) at the current position (§4.3.1).
    mutating func consumeToken() {
        let b = bytes[position]
        switch b {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C: consumeWhitespace()
        case 0x2F: consumeSlash()
        case 0x22, 0x27: consumeString(quote: b)
        case 0x23: consumeHash()
        case 0x28: single(.openParen)
        case 0x29: single(.closeParen)
        case 0x5B: single(.openSquare)
        case 0x5D: single(.closeSquare)
        case 0x7B: single(.openCurly)
        case 0x7D: single(.closeCurly)
        case 0x2C: single(.comma)
        case 0x3A: single(.colon)
        case 0x3B: single(.semicolon)
        case 0x2B, 0x2E: // + .
            if wouldStartNumber() { consumeNumeric() } else { delim() }
        case 0x2D: consumeHyphen()
        case 0x3C: // <
            if byte(1) == 0x21 && byte(2) == 0x2D && byte(3) == 0x2D {
                position += 4
                emit(.cdo, from: position - 4)
            } else {
                delim()
            }
        case 0x40: // @
            if wouldStartIdentifier(at: 1) {
                let start = position
                position += 1
                let escaped = consumeName()
                emit(.atKeyword, from: start, flags: escaped ? .hasEscape : [])
            } else {
                delim()
            }
        case 0x5C: consumeBackslash()
        case 0x30...0x39: consumeNumeric()
        case 0x00:
            position += 1
            report(SyntaxDiagnosticID.nulByte, "NUL byte in source", position - 1, position)
            emit(.invalid, from: position - 1)
        default:
            if b >= 0x80 && utf8SequenceLength(at: position) == 0 {
                consumeInvalidUTF8()
            } else if b < 0x20 || b == 0x7F {
                consumeControlCharacters()
            } else if Self.isNameStart(b) {
                consumeIdentLike()
            } else {
                delim()
            }
        }
    }

    /// Consumes the current byte as a `delim` token.
    mutating func delim(flags: TokenFlags = []) {
        let start = position
        position += 1
        emit(.delim, from: start, flags: flags, aux: UInt32(bytes[start]))
    }

    /// `/*` starts a block comment, `//` a line comment unless it follows `:` (`https://`).
    mutating func consumeSlash() {
        if byte(1) == 0x2A {
            consumeBlockComment()
        } else if byte(1) == 0x2F && (position == 0 || bytes[position - 1] != 0x3A) {
            consumeLineComment()
        } else {
            delim()
        }
    }

    /// `#name` is a hash token (an id when the name would be an identifier); `#` alone a delim.
    mutating func consumeHash() {
        guard Self.isName(byte(1)) || isValidEscape(at: 1) else { return delim() }
        let start = position
        position += 1
        let flags: TokenFlags = wouldStartIdentifier() ? [.isID] : []
        let escaped = consumeName()
        emit(.hash, from: start, flags: flags.union(escaped ? .hasEscape : []))
    }

    /// `-` starts a number, `-->`, an identifier, or is a delim.
    mutating func consumeHyphen() {
        if wouldStartNumber() {
            consumeNumeric()
        } else if byte(1) == 0x2D && byte(2) == 0x3E {
            position += 3
            emit(.cdc, from: position - 3)
        } else if wouldStartIdentifier() {
            consumeIdentLike()
        } else {
            delim()
        }
    }

    /// A valid escape starts an identifier; a backslash before a line break or at the end
    /// of the file is reported and becomes a delim.
    mutating func consumeBackslash() {
        guard !isValidEscape(at: 0) else { return consumeIdentLike() }
        let message = position + 1 < bytes.count
            ? "a backslash must not be followed by a line break here"
            : "a backslash at the end of the file escapes nothing"
        report(SyntaxDiagnosticID.invalidEscape, message, position, position + 1)
        delim(flags: .hasError)
    }

    @inline(__always) mutating func single(_ kind: TokenKind) {
        let start = position
        position += 1
        emit(kind, from: start)
    }

    mutating func consumeWhitespace() {
        let start = position
        var newline = false
        while position < bytes.count, Self.isWhitespace(bytes[position]) {
            if Self.isNewline(bytes[position]) { newline = true }
            position += 1
        }
        // Merge with a preceding whitespace token: only a comment can have separated them,
        // and the merged token spans the comment.
        if let last = tokens.last, last.kind == .whitespace {
            tokens[tokens.count - 1].end = UInt32(position)
            if newline { tokens[tokens.count - 1].flags.insert(.hasNewline) }
            return
        }
        emit(.whitespace, from: start, flags: newline ? .hasNewline : [])
    }

    mutating func consumeBlockComment() {
        let start = position
        position += 2
        while position + 1 < bytes.count {
            if bytes[position] == 0x2A && bytes[position + 1] == 0x2F {
                position += 2
                return
            }
            position += 1
        }
        position = bytes.count
        report(SyntaxDiagnosticID.unterminatedComment, "unterminated comment; expected '*/'", start, start + 2)
    }

    mutating func consumeLineComment() {
        while position < bytes.count, !Self.isNewline(bytes[position]) {
            position += 1
        }
    }

    /// Consumes invalid UTF-8 bytes as one `invalid` token.
    mutating func consumeInvalidUTF8() {
        let start = position
        skipInvalidUTF8()
        report(SyntaxDiagnosticID.invalidUTF8, "invalid UTF-8 byte sequence", start, position)
        emit(.invalid, from: start)
    }

    /// Consumes a run of control characters (other than the whitespace ones and NUL) as one
    /// `invalid` token. CSS would read each as a delimiter, but outside a string or comment
    /// they are damage, not style: reported like invalid UTF-8, which `notTextReason` counts
    /// with them (a file of many would not load at all).
    mutating func consumeControlCharacters() {
        let start = position
        while position < bytes.count, Self.isControlCharacter(bytes[position]) { position += 1 }
        let first = String(bytes[start], radix: 16, uppercase: true)
        report(SyntaxDiagnosticID.controlCharacter,
               "control character U+\(String(repeating: "0", count: 4 - first.count) + first) outside a string or comment",
               start, position)
        emit(.invalid, from: start)
    }

    /// A control character that is neither whitespace to CSS (tab, line feed, form feed,
    /// carriage return) nor NUL.
    static func isControlCharacter(_ byte: UInt8) -> Bool {
        (byte > 0 && byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D) || byte == 0x7F
    }

    /// Skips a run of bytes that are not valid UTF-8, starting at an invalid byte, so one
    /// broken sequence (an overlong form, a surrogate, a truncated tail) is one diagnostic.
    mutating func skipInvalidUTF8() {
        position += 1
        while position < bytes.count, bytes[position] >= 0x80, utf8SequenceLength(at: position) == 0 {
            position += 1
        }
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 if it is invalid.
    func utf8SequenceLength(at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return 0 }
        return length
    }

    /// Consumes name code points (§4.3.12). Returns whether an escape was seen.
    /// Stops at invalid UTF-8, which becomes its own token.
    mutating func consumeName() -> Bool {
        var escaped = false
        while position < bytes.count {
            let b = bytes[position]
            if b < 0x80 {
                if Self.isName(b) {
                    position += 1
                } else if isValidEscape(at: 0) {
                    escaped = true
                    consumeEscape()
                } else {
                    break
                }
            } else {
                let length = utf8SequenceLength(at: position)
                if length == 0 { break }
                position += length
            }
        }
        return escaped
    }

    /// Consumes an escape after verifying it is valid (§4.3.7): `\` then up to six hex digits
    /// and one optional whitespace, or any one code point.
    mutating func consumeEscape() {
        position += 1 // backslash
        guard position < bytes.count else { return }
        if Self.isHexDigit(bytes[position]) {
            var count = 0
            while count < 6, position < bytes.count, Self.isHexDigit(bytes[position]) {
                position += 1
                count += 1
            }
            if position < bytes.count, Self.isWhitespace(bytes[position]) {
                if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
                position += 1
            }
        } else {
            let length = utf8SequenceLength(at: position)
            position += max(1, length)
        }
    }
}
