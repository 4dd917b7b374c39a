import LiverySyntax

/// Reads JSON (RFC 8259) keeping every value's byte range, and recovers from errors: a bad
/// member or element is reported (`uiss.syntax`, at its line and column) and skipped up to
/// the next `,` or closing bracket, so the rest of the document still applies.
///
/// A comma before a closing `}` or `]` is accepted, as UISS accepted it: UISS read its
/// sheets with Apple's `JSONSerialization`, which takes trailing commas (UISS's own README
/// example has one).
struct JSONReader {
    /// The deepest nesting read; deeper values are reported and skipped.
    static let maximumDepth = 128

    let file: SourceFile
    let bytes: [UInt8]
    var position = 0
    var diagnostics = DiagnosticBag()

    /// Reads the whole file; `nil` when it holds no value at all.
    static func read(_ file: SourceFile) -> (root: JSONNode?, diagnostics: [Diagnostic]) {
        var reader = JSONReader(file: file)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        reader.skipWhitespace()
        guard reader.position < reader.bytes.count else {
            reader.error("expected a JSON object, found the end of the file", at: reader.position)
            return (nil, reader.diagnostics.diagnostics)
        }
        let root = reader.value(depth: 0)
        reader.skipWhitespace()
        if reader.position < reader.bytes.count {
            reader.error("unexpected '\(reader.excerpt())' after the end of the JSON value", at: reader.position)
        }
        return (root, reader.diagnostics.diagnostics)
    }

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    // MARK: Values

    /// A value at `position`, or `nil` (after reporting and skipping) when none starts here.
    mutating func value(depth: Int) -> JSONNode? {
        skipWhitespace()
        let start = position
        guard position < bytes.count else {
            error("expected a value, found the end of the file", at: position)
            return nil
        }
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else {
                error("values nest more than \(Self.maximumDepth) levels deep", at: position)
                skipNested()
                return nil
            }
            return bytes[position] == UInt8(ascii: "{") ? object(depth: depth) : array(depth: depth)
        case UInt8(ascii: "\""):
            guard let text = string() else { return nil }
            return JSONNode(kind: .string(text), range: SourceRange(start: start, end: position))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number()
        default:
            for (word, kind) in [("true", JSONNode.Kind.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[position...].starts(with: Array(word.utf8)) {
                position += word.utf8.count
                return JSONNode(kind: kind, range: SourceRange(start: start, end: position))
            }
            error("expected a value, found '\(excerpt())'", at: position)
            return nil
        }
    }

    /// `{ "key": value, … }`.
    mutating func object(depth: Int) -> JSONNode {
        let start = position
        position += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            position += 1
            return JSONNode(kind: .object([]), range: SourceRange(start: start, end: position))
        }
        while true {
            skipWhitespace()
            if let member = member(depth: depth) { members.append(member) } else { recover() }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
                if closesAfterTrailingComma(UInt8(ascii: "}")) { break }
                continue
            }
            if peek(UInt8(ascii: "}")) { position += 1; break }
            if position >= bytes.count {
                error("'{' is never closed; expected '}'", at: start)
                break
            }
            error("expected ',' or '}' after a member, found '\(excerpt())'", at: position)
            recover()
            if peek(UInt8(ascii: ",")) { position += 1; continue }
            if peek(UInt8(ascii: "}")) { position += 1 }
            break
        }
        return JSONNode(kind: .object(members), range: SourceRange(start: start, end: position))
    }

    /// `"key": value`, or `nil` after reporting.
    mutating func member(depth: Int) -> JSONMember? {
        let keyStart = position
        guard peek(UInt8(ascii: "\"")) else {
            error("expected a quoted key, found '\(excerpt())'", at: position)
            return nil
        }
        guard let key = string() else { return nil }
        let keyRange = SourceRange(start: keyStart, end: position)
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
            error("expected ':' after the key \"\(key)\"", at: position)
            return nil
        }
        position += 1
        guard let value = value(depth: depth + 1) else { return nil }
        return JSONMember(key: key, keyRange: keyRange, value: value)
    }

    /// `[ value, … ]`.
    mutating func array(depth: Int) -> JSONNode {
        let start = position
        position += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            position += 1
            return JSONNode(kind: .array([]), range: SourceRange(start: start, end: position))
        }
        while true {
            if let item = value(depth: depth + 1) { items.append(item) } else { recover() }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
                if closesAfterTrailingComma(UInt8(ascii: "]")) { break }
                continue
            }
            if peek(UInt8(ascii: "]")) { position += 1; break }
            if position >= bytes.count {
                error("'[' is never closed; expected ']'", at: start)
                break
            }
            error("expected ',' or ']' after an element, found '\(excerpt())'", at: position)
            recover()
            if peek(UInt8(ascii: ",")) { position += 1; continue }
            if peek(UInt8(ascii: "]")) { position += 1 }
            break
        }
        return JSONNode(kind: .array(items), range: SourceRange(start: start, end: position))
    }
}

extension JSONReader {
    /// After a `,`: whether `closing` follows (a trailing comma), consumed if so.
    mutating func closesAfterTrailingComma(_ closing: UInt8) -> Bool {
        skipWhitespace()
        guard peek(closing) else { return false }
        position += 1
        return true
    }
}
