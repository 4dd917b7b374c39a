/// The kinds of token of CSS Syntax Level 3, plus `invalid` for bytes that cannot start any
/// token (NUL, control characters, invalid UTF-8). Comments (`/* */` and `//`) produce no token.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case ident
    case function        // `name(`
    case atKeyword       // `@name`
    case hash            // `#name`
    case string          // `"…"` or `'…'`
    case badString       // a string broken by a line break
    case url             // `url(…)` with an unquoted argument
    case badURL          // a malformed or unterminated unquoted url
    case delim           // any other single code point
    case number
    case percentage
    case dimension       // a number followed by a unit, `12pt`
    case whitespace
    case cdo             // `<!--`
    case cdc             // `-->`
    case colon
    case semicolon
    case comma
    case openSquare
    case closeSquare
    case openParen
    case closeParen
    case openCurly
    case closeCurly
    case invalid         // NUL bytes, control characters or invalid UTF-8: always reported
}

/// Boolean facts about a token, packed in one byte.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A hash token whose name would be a valid identifier (`#id`, not `#123`).
    public static let isID = TokenFlags(rawValue: 1 << 0)
    /// A numeric token written without a fraction or exponent.
    public static let isInteger = TokenFlags(rawValue: 1 << 1)
    /// The token contains a `\` escape; its value differs from its raw text.
    public static let hasEscape = TokenFlags(rawValue: 1 << 2)
    /// A whitespace token that contains a line break.
    public static let hasNewline = TokenFlags(rawValue: 1 << 3)
    /// A numeric token written with an explicit `+` or `-` sign.
    public static let hasSign = TokenFlags(rawValue: 1 << 4)
    /// A string or url token whose closing quote or parenthesis is missing.
    public static let unterminated = TokenFlags(rawValue: 1 << 5)
    /// The tokenizer reported an error inside this token (a NUL byte, invalid UTF-8, a
    /// missing closing quote or parenthesis, a bad escape).
    public static let hasError = TokenFlags(rawValue: 1 << 6)
}

/// One token: its kind and its byte range in the source. 24 bytes, no heap storage.
///
/// Text values (identifier names, string contents with escapes resolved) are decoded on
/// demand through `TokenizedSource`, so tokenizing allocates nothing per token.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// Byte offset of the first byte of the token.
    public var start: UInt32
    /// Byte offset one past the last byte of the token.
    public var end: UInt32
    /// For `dimension`: the byte offset where the unit starts. For `delim`: the code point.
    public var aux: UInt32
    /// For `number`, `percentage` and `dimension`: the numeric value (`50%` is 50).
    public var number: Double

    public init(kind: TokenKind, flags: TokenFlags = [], start: Int, end: Int, aux: UInt32 = 0, number: Double = 0) {
        self.kind = kind
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.aux = aux
        self.number = number
    }

    /// The byte range of the token.
    public var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }

    /// For a `delim` token, its code point.
    public var delimiter: Unicode.Scalar? {
        kind == .delim ? Unicode.Scalar(aux) : nil
    }

    /// Whether this is a `delim` token for the ASCII character `c`.
    @inlinable
    public func isDelim(_ c: UInt8) -> Bool { kind == .delim && aux == UInt32(c) }

    /// Whether the tokenizer already reported an error for this token (error tokens and
    /// tokens flagged `hasError`): the parser drops what holds it without a second diagnostic.
    public var hasReportedError: Bool {
        switch kind {
        case .badString, .badURL, .invalid: true
        default: flags.contains(.hasError)
        }
    }

    /// Whether the token is whitespace (comments leave no token).
    public var isWhitespace: Bool { kind == .whitespace }
}
