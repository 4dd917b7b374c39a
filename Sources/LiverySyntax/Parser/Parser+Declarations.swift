extension BlockItem {
    var isVariable: Bool {
        if case .variable = self { return true }
        return false
    }
}

/// The outcome of trying to read a declaration.
enum DeclarationParse {
    /// A declaration or variable.
    case item(BlockItem)
    /// The tokens do not start like a declaration (nothing reported).
    case notADeclaration
    /// It was a declaration, but its value was malformed (already reported): dropped.
    case malformed
}

extension Parser {
    /// Parses `[start, end)` as `name: value`, `name = value` or `--name: value`.
    mutating func parseDeclaration(_ start: Int, _ end: Int) -> DeclarationParse {
        let first = skipWhitespace(from: start)
        guard first < end else { return .notADeclaration }
        if tokens[first].kind == .ident, startsWithTwoDashes(tokens[first]) {
            return parseDashedVariable(first, end)
        }
        guard let (name, afterName) = parsePropertyName(at: first, end: end) else { return .notADeclaration }
        let separator = skipWhitespace(from: afterName)
        guard separator < end, tokens[separator].kind == .colon || tokens[separator].isDelim(0x3D) else {
            return .notADeclaration
        }
        guard let (value, important, valueEnd) = parseValue(separator + 1, end) else { return .malformed }
        let rangeEnd = max(valueEnd, Int(tokens[separator].end))
        return .item(.declaration(DeclarationSyntax(name: name, value: value, important: important,
                                                    range: SourceRange(start: name.range.start, end: rangeEnd))))
    }

    /// `--name: value`.
    mutating func parseDashedVariable(_ first: Int, _ end: Int) -> DeclarationParse {
        let separator = skipWhitespace(from: first + 1)
        guard separator < end, tokens[separator].kind == .colon || tokens[separator].isDelim(0x3D) else {
            return .notADeclaration
        }
        let name = String(source.value(tokens[first]).dropFirst(2))
        guard !name.isEmpty else {
            error(SyntaxDiagnosticID.invalidVariableName, "'--' alone is no variable name; write '--name'", tokens[first].range)
            return .malformed
        }
        guard let (value, _, valueEnd) = parseValue(separator + 1, end) else { return .malformed }
        return .item(.variable(VariableSyntax(name: name, style: .dashes, value: value, nameRange: tokens[first].range,
                                        range: SourceRange(start: Int(tokens[first].start), end: max(valueEnd, Int(tokens[separator].end))))))
    }

    /// Builds a value from `[start, end)`: component values, trimmed, with a trailing
    /// `!important` removed. Returns the end offset of the value too. `nil` when malformed.
    /// A `start` past `end` reads as an empty value (the caller reports it missing).
    mutating func parseValue(_ start: Int, _ end: Int) -> (values: [ComponentValue], important: Bool, end: Int)? {
        let start = min(start, end)
        var valueEnd = end
        while valueEnd > start, tokens[valueEnd - 1].kind == .whitespace { valueEnd -= 1 }
        var important = false
        if valueEnd > start, source.isIdent(tokens[valueEnd - 1], "important") {
            var bang = valueEnd - 2
            while bang >= start, tokens[bang].kind == .whitespace { bang -= 1 }
            if bang >= start, tokens[bang].isDelim(0x21) {
                important = true
                valueEnd = bang
                while valueEnd > start, tokens[valueEnd - 1].kind == .whitespace { valueEnd -= 1 }
            }
        }
        // Bad strings, bad urls, unterminated strings and invalid bytes were reported by the
        // tokenizer; a value holding one is dropped without a second diagnostic.
        if containsReportedError(start, valueEnd) { return nil }
        guard let trimmed = builder.buildTrimmed(start..<valueEnd, diagnostics: &diagnostics) else { return nil }
        let endOffset = trimmed.last.map { $0.range.end } ?? (valueEnd > start ? Int(tokens[valueEnd - 1].end) : 0)
        return (trimmed, important, endOffset)
    }

    /// Parses a property name at `position`: `name`, `path.to.name`, `name(params)`,
    /// `name__p1_p2`. Returns the name and the index after it.
    func parsePropertyName(at position: Int, end: Int) -> (PropertyNameSyntax, Int)? {
        // The last name read is the property; the ones before it (if any) its key path.
        // Kept apart so that the usual name without a key path allocates no array.
        var keyPath: [String] = []
        var last: String?
        var position = position
        let startOffset = Int(tokens[position].start)
        var parameters: [String] = []
        while position < end {
            let token = tokens[position]
            if let previous = last { keyPath.append(previous) }
            if token.kind == .ident {
                last = source.value(token)
                position += 1
            } else if token.kind == .function {
                last = source.value(token)
                guard let (params, after) = parseParameters(from: position + 1, end: end) else { return nil }
                parameters = params
                position = after
                break
            } else {
                return nil
            }
            // `.` followed by another name continues the key path.
            if position + 1 < end, tokens[position].isDelim(0x2E),
               tokens[position + 1].kind == .ident || tokens[position + 1].kind == .function {
                position += 1
                continue
            }
            break
        }
        guard var name = last, !name.isEmpty else { return nil }
        if parameters.isEmpty, let (base, suffix) = Self.splitDoubleUnderscore(name) {
            parameters = suffix.split(separator: "_", omittingEmptySubsequences: true).map(String.init)
            name = base
            guard !name.isEmpty else { return nil }
        }
        let endOffset = Int(tokens[position - 1].end)
        return (PropertyNameSyntax(keyPath: keyPath, name: name, parameters: parameters,
                                   range: SourceRange(start: startOffset, end: endOffset)), position)
    }

    /// Splits `title__selected_highlighted` into `title` and `selected_highlighted`.
    ///
    /// Works on UTF-8 bytes: `_` is ASCII, so a byte pair `__` is exactly a scalar pair `__`,
    /// and the indices found are scalar boundaries.
    static func splitDoubleUnderscore(_ name: String) -> (String, Substring)? {
        // The offset of the second `_` of the first `__`, scanning the contiguous UTF-8
        // (walking `String.UTF8View` indices was a visible cost, one call per declaration).
        var copy = name
        let second: Int? = copy.withUTF8 { bytes in
            guard bytes.count >= 2 else { return nil }
            for offset in 1..<bytes.count where bytes[offset] == 0x5F && bytes[offset - 1] == 0x5F {
                return offset
            }
            return nil
        }
        guard let second else { return nil }
        let utf8 = name.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: second)
        let base = String(name[..<utf8.index(before: index)])
        let suffix = name[utf8.index(after: index)...]
        return (base, suffix)
    }

    /// Whether an identifier token's value starts with `--` (`String.hasPrefix("--")`),
    /// read from the bytes when the token has no escape, without making the string.
    func startsWithTwoDashes(_ token: Token) -> Bool {
        guard !token.flags.contains(.hasEscape) else { return source.value(token).hasPrefix("--") }
        let bytes = file.bytes
        let start = Int(token.start)
        let end = Int(token.end)
        guard end - start >= 2, bytes[start] == 0x2D, bytes[start + 1] == 0x2D else { return false }
        // `hasPrefix` compares characters: a combining mark after the second `-` joins it
        // into another character. Only a non-ASCII byte can start such a mark.
        if end - start > 2, bytes[start + 2] >= 0x80 { return source.value(token).hasPrefix("--") }
        return true
    }

    /// Parses `p1, p2)` after a function token; each parameter's whitespace is collapsed and
    /// its identifiers' escapes read.
    func parseParameters(from start: Int, end: Int) -> ([String], Int)? {
        var parameters: [String] = []
        var current = ""
        var position = start
        while position < end {
            let token = tokens[position]
            switch token.kind {
            case .closeParen:
                let last = current.trimmingSpaces()
                if !last.isEmpty || !parameters.isEmpty { parameters.append(last) }
                // `name(a,)` and `name(, a)` hold an empty parameter: not a property name.
                return parameters.contains(where: \.isEmpty) ? nil : (parameters, position + 1)
            case .comma:
                parameters.append(current.trimmingSpaces())
                current = ""
            case .whitespace:
                if !current.isEmpty, !current.hasSuffix(" ") { current += " " }
            case .ident:
                // The name, escapes read (`l\ andscapePhone` is the parameter `l andscapePhone`).
                current += source.value(token)
            case .number, .dimension, .delim:
                current += source.raw(token)
            default:
                return nil
            }
            position += 1
        }
        return nil
    }

    /// The index of a line break that ends a declaration missing its `;`: a line break at
    /// bracket depth 0, after the declaration's `:`, followed by `name:` on the next line.
    func missingSemicolonSplit(from start: Int, to end: Int) -> Int? {
        var depth = 0
        var sawColon = false
        var position = start
        while position < end {
            let token = tokens[position]
            switch token.kind {
            case .function, .openParen, .openSquare: depth += 1
            case .closeParen, .closeSquare: depth = max(0, depth - 1)
            case .colon where depth == 0: sawColon = true
            case .whitespace where depth == 0 && token.flags.contains(.hasNewline):
                // Text that breaks its line before any `:` is stray, not a declaration.
                guard sawColon else { return nil }
                if startsDeclaration(at: position + 1, end: end) { return position }
            default: break
            }
            position += 1
        }
        return nil
    }

    /// Whether a new item starts at `position`: `name:`, `--name:`, `@name:` (or `@name =`),
    /// or one of the at-rules `@extend`, `@extends`, `@import`, `@media`.
    func startsDeclaration(at position: Int, end: Int) -> Bool {
        guard position < end else { return false }
        let token = tokens[position]
        if token.kind == .atKeyword {
            if ["extend", "extends", "import", "media"].contains(source.value(token).lowercased()) { return true }
            let separator = skipWhitespace(from: position + 1)
            return separator < end && (tokens[separator].kind == .colon || tokens[separator].isDelim(0x3D))
        }
        guard token.kind == .ident else { return false }
        let afterName: Int
        if startsWithTwoDashes(token) {
            afterName = position + 1
        } else if let (_, after) = parsePropertyName(at: position, end: end) {
            afterName = after
        } else {
            return false
        }
        let separator = skipWhitespace(from: afterName)
        return separator < end && tokens[separator].kind == .colon
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
