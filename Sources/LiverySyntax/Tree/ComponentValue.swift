/// A numeric literal as written: its value and how it was written.
public struct NumericLiteral: Hashable, Sendable {
    /// The value (`50%` is 50, `12pt` is 12).
    public var value: Double
    /// Written without fraction or exponent (`3`, not `3.0`).
    public var isInteger: Bool
    /// Written with an explicit `+` or `-`.
    public var hasSign: Bool

    public init(_ value: Double, isInteger: Bool = false, hasSign: Bool = false) {
        self.value = value
        self.isInteger = isInteger
        self.hasSign = hasSign
    }
}

/// A CSS component value (CSS Syntax Level 3, §5): a preserved token, a function with its
/// arguments, or a bracketed block. Declaration values and pseudo-class arguments are lists
/// of component values; typed-value parsers consume them.
///
/// Every component value keeps the byte range it came from, so a diagnostic about a value
/// points at the exact place. Values substituted from variables carry the range of the
/// reference they replaced.
public struct ComponentValue: Hashable, Sendable {
    /// The bracket kinds of a simple block.
    public enum BlockKind: Hashable, Sendable {
        case parenthesis, square, curly
    }

    /// Not `indirect`: a function's or block's children are already behind an array, and
    /// boxing every payload cost one allocation per identifier, number or string.
    public enum Kind: Hashable, Sendable {
        case ident(String)
        /// `@name` (in a value: a variable reference).
        case atKeyword(String)
        /// `#name`; `isID` when the name is a valid identifier.
        case hash(String, isID: Bool)
        case string(String)
        case url(String)
        case number(NumericLiteral)
        case percentage(NumericLiteral)
        case dimension(NumericLiteral, unit: String)
        case delim(Unicode.Scalar)
        case whitespace
        case comma
        case colon
        case semicolon
        /// `name(arguments)`; `name` as written.
        case function(name: String, arguments: [ComponentValue])
        /// `( … )`, `[ … ]` or `{ … }`.
        case block(BlockKind, [ComponentValue])
        /// Text that is not valid here (bad string, bad url, stray bracket…); already diagnosed.
        case invalid(String)
    }

    public var kind: Kind
    /// Where the value is (in the file of the declaration that holds it).
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// Whether this is whitespace.
    public var isWhitespace: Bool {
        if case .whitespace = kind { return true }
        return false
    }

    /// The identifier's name, if this is an identifier.
    public var identifier: String? {
        if case .ident(let name) = kind { return name }
        return nil
    }

    /// Whether this is the identifier `name`, ignoring ASCII case.
    public func isIdentifier(_ name: String) -> Bool {
        guard case .ident(let value) = kind else { return false }
        return value.count == name.count && value.lowercased() == name.lowercased()
    }

    /// Whether this is the delimiter `c`.
    public func isDelim(_ c: Unicode.Scalar) -> Bool {
        if case .delim(let value) = kind { return value == c }
        return false
    }

    /// Whether this is a comma.
    public var isComma: Bool {
        if case .comma = kind { return true }
        return false
    }
}

extension Array where Element == ComponentValue {
    /// The list without leading and trailing whitespace.
    public func trimmingWhitespace() -> [ComponentValue] {
        var start = startIndex
        var end = endIndex
        while start < end, self[start].isWhitespace { start += 1 }
        while end > start, self[end - 1].isWhitespace { end -= 1 }
        // Nothing to trim (the common case): share the storage instead of copying it.
        if start == startIndex, end == endIndex { return self }
        return Array(self[start..<end])
    }

    /// Splits the list at top-level commas; each part is trimmed of whitespace.
    public func splitByCommas() -> [[ComponentValue]] {
        var parts: [[ComponentValue]] = [[]]
        for value in self {
            if value.isComma { parts.append([]) } else { parts[parts.count - 1].append(value) }
        }
        return parts.map { $0.trimmingWhitespace() }
    }

    /// The byte range covering all values, or `nil` when empty.
    public var range: SourceRange? {
        guard let first, let last else { return nil }
        return first.range.union(last.range)
    }
}
