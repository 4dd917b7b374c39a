extension Tokenizer {
    /// Consumes a number, percentage or dimension token (§4.3.3).
    mutating func consumeNumeric() {
        let start = position
        let (value, isInteger, hasSign) = consumeNumber()
        var flags: TokenFlags = []
        if isInteger { flags.insert(.isInteger) }
        if hasSign { flags.insert(.hasSign) }
        if wouldStartIdentifier() {
            let unitStart = position
            if consumeName() { flags.insert(.hasEscape) }
            emit(.dimension, from: start, flags: flags, aux: UInt32(unitStart), number: value)
        } else if byte() == 0x25 {
            position += 1
            emit(.percentage, from: start, flags: flags, number: value)
        } else {
            emit(.number, from: start, flags: flags, number: value)
        }
    }

    /// Consumes the digits of a number (§4.3.13) and converts them without allocating.
    mutating func consumeNumber() -> (value: Double, isInteger: Bool, hasSign: Bool) {
        let start = position
        var negative = false
        var hasSign = false
        if byte() == 0x2B || byte() == 0x2D {
            negative = byte() == 0x2D
            hasSign = true
            position += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var droppedDigits = 0
        var exponent = 0
        var isInteger = true
        while position < bytes.count, Self.isDigit(bytes[position]) {
            accumulate(bytes[position], &mantissa, &digits, &droppedDigits)
            position += 1
        }
        exponent += droppedDigits
        if byte() == 0x2E, Self.isDigit(byte(1)) {
            isInteger = false
            position += 1
            while position < bytes.count, Self.isDigit(bytes[position]) {
                if digits < 19 {
                    accumulate(bytes[position], &mantissa, &digits, &droppedDigits)
                    exponent -= 1
                }
                position += 1
            }
        }
        let e = byte()
        if e == 0x65 || e == 0x45 {
            let signOffset = (byte(1) == 0x2B || byte(1) == 0x2D) ? 1 : 0
            if Self.isDigit(byte(1 + signOffset)) {
                isInteger = false
                position += 1
                var expNegative = false
                if signOffset == 1 {
                    expNegative = byte() == 0x2D
                    position += 1
                }
                var written = 0
                while position < bytes.count, Self.isDigit(bytes[position]) {
                    if written < 10_000 { written = written * 10 + Int(bytes[position] - 0x30) }
                    position += 1
                }
                exponent += expNegative ? -written : written
            }
        }
        var value = Self.scale(Double(mantissa), digitsExact: digits <= 15, by: exponent)
        if value.isNaN {
            // Rare: fall back to the standard library's correctly rounded parser.
            value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) ?? 0
        } else if negative {
            value = -value
        }
        // Out-of-range numbers clamp to the largest finite magnitude (CSS Values 4, §5.1).
        if value.isInfinite { value = value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude }
        return (value, isInteger, hasSign)
    }

    @inline(__always)
    private func accumulate(_ b: UInt8, _ mantissa: inout UInt64, _ digits: inout Int, _ dropped: inout Int) {
        if digits < 19 {
            mantissa = mantissa &* 10 &+ UInt64(b - 0x30)
            if mantissa != 0 { digits += 1 }
        } else {
            dropped += 1
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// `mantissa × 10^exponent`, exact (correctly rounded) in the common case; NaN asks the
    /// caller to fall back to a slower parser.
    static func scale(_ mantissa: Double, digitsExact: Bool, by exponent: Int) -> Double {
        if exponent == 0 { return mantissa }
        guard digitsExact else { return .nan }
        if exponent > 0, exponent <= 22 { return mantissa * powersOfTen[exponent] }
        if exponent < 0, exponent >= -22 { return mantissa / powersOfTen[-exponent] }
        if mantissa == 0 { return 0 }
        return .nan
    }

    /// Consumes an identifier, function or url token (§4.3.4).
    mutating func consumeIdentLike() {
        let start = position
        let escaped = consumeName()
        let flags: TokenFlags = escaped ? .hasEscape : []
        guard byte() == 0x28 else {
            emit(.ident, from: start, flags: flags)
            return
        }
        let nameEnd = position
        position += 1
        if isURL(start, nameEnd, escaped: escaped) {
            // `url(`: quoted arguments make a function token, anything else a url token.
            var lookahead = position
            while lookahead < bytes.count, Self.isWhitespace(bytes[lookahead]) { lookahead += 1 }
            if lookahead < bytes.count, bytes[lookahead] == 0x22 || bytes[lookahead] == 0x27 {
                emit(.function, from: start, flags: flags)
            } else {
                consumeURL(from: start)
            }
            return
        }
        emit(.function, from: start, flags: flags)
    }

    /// Whether the name in `start..<end` is `url` in any case, its escapes decoded as the
    /// specification compares it (`u\rl(x)` is a url token, as in browsers).
    func isURL(_ start: Int, _ end: Int, escaped: Bool) -> Bool {
        let url: [UInt8] = [0x75, 0x72, 0x6C]
        guard escaped else {
            return end - start == 3 && (0..<3).allSatisfy { Self.asciiLower(bytes[start + $0]) == url[$0] }
        }
        let name = TokenizedSource.decodeEscapes(bytes, start, end).utf8
        return name.count == 3 && zip(name, url).allSatisfy { Self.asciiLower($0) == $1 }
    }

    @inline(__always) static func asciiLower(_ b: UInt8) -> UInt8 {
        (b >= 0x41 && b <= 0x5A) ? b + 0x20 : b
    }

    /// Consumes a string token (§4.3.5). A line break ends it as a bad string.
    ///
    /// Recovery beyond the specification: an unterminated string ends before the first `}`
    /// it swallowed, so a forgotten quote cannot eat the `}` of its block (and with it turn
    /// the following rules into nested ones). Diagnostics found past that `}` are dropped;
    /// those bytes are tokenized again.
    mutating func consumeString(quote: UInt8) {
        let start = position
        position += 1
        var flags: TokenFlags = []
        var firstBrace: (position: Int, reported: Int)?
        let reportedBefore = diagnostics.diagnostics.count
        while position < bytes.count {
            let b = bytes[position]
            if b == quote {
                position += 1
                if diagnostics.diagnostics.count > reportedBefore { flags.insert(.hasError) }
                emit(.string, from: start, flags: flags)
                return
            }
            if Self.isNewline(b) { break }
            // The count, not a copy of the bag: a copy would make the next report copy every
            // diagnostic so far, once per such string.
            if b == 0x7D, firstBrace == nil { firstBrace = (position, diagnostics.diagnostics.count) }
            if b == 0x5C { flags.insert(.hasEscape) }
            consumeStringContent()
        }
        let atEnd = position >= bytes.count
        if let brace = firstBrace {
            position = brace.position
            diagnostics.removeAll(after: brace.reported)
        }
        let reason = atEnd ? "reached the end of the file" : "a line break ends it"
        report(SyntaxDiagnosticID.unterminatedString, "unterminated string; \(reason)", start, position)
        emit(atEnd ? .string : .badString, from: start, flags: flags.union([.unterminated, .hasError]))
    }

    /// Consumes one code point (or escape) of a string's contents, reporting NUL bytes and
    /// invalid UTF-8. An escaped line break continues the string.
    mutating func consumeStringContent() {
        let b = bytes[position]
        if b == 0x5C {
            if position + 1 >= bytes.count {
                position += 1
            } else if Self.isNewline(bytes[position + 1]) {
                position += 2
                if bytes[position - 1] == 0x0D, position < bytes.count, bytes[position] == 0x0A { position += 1 }
            } else {
                consumeEscape()
            }
        } else if b == 0 {
            report(SyntaxDiagnosticID.nulByte, "NUL byte in string", position, position + 1)
            position += 1
        } else if b >= 0x80 {
            let start = position
            let length = utf8SequenceLength(at: position)
            if length == 0 {
                skipInvalidUTF8()
                report(SyntaxDiagnosticID.invalidUTF8, "invalid UTF-8 byte sequence in string", start, position)
            } else {
                position += length
            }
        } else {
            position += 1
        }
    }

    /// Consumes an unquoted url (§4.3.6) after `url(`.
    ///
    /// Recovery beyond the specification: a url that lacks its `)` ends before the first
    /// line break or `}` (the specification reads on to the end of the file), so it cannot
    /// swallow the rest of the sheet. `;` stays part of the url (`data:image/png;base64,…`).
    mutating func consumeURL(from start: Int) {
        let reportedBefore = diagnostics.diagnostics.count
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        var flags: TokenFlags = []
        while position < bytes.count {
            let b = bytes[position]
            if b == 0x29 {
                position += 1
                if diagnostics.diagnostics.count > reportedBefore { flags.insert(.hasError) }
                emit(.url, from: start, flags: flags)
                return
            }
            if b == 0x7D { break }
            if Self.isWhitespace(b) {
                let whitespace = position
                while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
                if byte() == 0x29 { continue }
                // Whitespace, then the end of the file: the url ends there, unterminated.
                if position >= bytes.count { break }
                if bytes[whitespace..<position].contains(where: Self.isNewline) {
                    position = whitespace
                    break
                }
                return consumeBadURL(from: start, reason: "whitespace inside an unquoted url")
            }
            if b == 0x22 || b == 0x27 || b == 0x28 {
                return consumeBadURL(from: start, reason: "quote or parenthesis inside an unquoted url")
            }
            if b == 0x5C {
                guard isValidEscape(at: 0) else { return consumeBadURL(from: start, reason: "invalid escape in url") }
                flags.insert(.hasEscape)
                consumeEscape()
                continue
            }
            consumeURLCodePoint()
        }
        report(SyntaxDiagnosticID.unterminatedURL, "unterminated url; expected ')'", start, position)
        emit(.url, from: start, flags: flags.union([.unterminated, .hasError]))
    }

    /// Consumes one code point of an unquoted url, reporting NUL bytes and invalid UTF-8.
    mutating func consumeURLCodePoint() {
        let b = bytes[position]
        let start = position
        if b == 0 {
            report(SyntaxDiagnosticID.nulByte, "NUL byte in url", position, position + 1)
            position += 1
        } else if b >= 0x80, utf8SequenceLength(at: position) == 0 {
            skipInvalidUTF8()
            report(SyntaxDiagnosticID.invalidUTF8, "invalid UTF-8 byte sequence in url", start, position)
        } else {
            position += b >= 0x80 ? utf8SequenceLength(at: position) : 1
        }
    }

    /// Skips the rest of a malformed url up to `)` (§4.3.14), or, when the `)` is missing,
    /// up to the first line break or `}` (see `consumeURL`).
    mutating func consumeBadURL(from start: Int, reason: String) {
        while position < bytes.count {
            let b = bytes[position]
            if b == 0x29 {
                position += 1
                report(SyntaxDiagnosticID.badURL, "malformed url: \(reason)", start, position)
                emit(.badURL, from: start, flags: .hasError)
                return
            }
            if b == 0x7D || Self.isNewline(b) { break }
            if isValidEscape(at: 0) { consumeEscape() } else { position += 1 }
        }
        report(SyntaxDiagnosticID.unterminatedURL, "unterminated url; expected ')'", start, position)
        emit(.badURL, from: start, flags: [.unterminated, .hasError])
    }
}
