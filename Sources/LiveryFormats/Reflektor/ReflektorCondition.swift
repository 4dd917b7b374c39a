import LiveryCore
import LiverySyntax

/// ReflektorKit's `condition: 'expr and expr …'` as a Livery media condition, one clause per
/// expression (`==` is `=`): `idiom (=|!=) pad|phone`, `horizontal|vertical (=|!=) regular|compact`,
/// `width|height (<|<=|=|!=|>|>=) N`. ReflektorKit compares `width`/`height` with the view's
/// bounds; Livery conditions see the window, so those are compared with the window's size
/// and a warning says so.
enum ReflektorCondition {
    /// The condition of `declaration` (its value a quoted string), or `nil` after reporting.
    static func parse(_ declaration: DeclarationSyntax, in document: inout FormatDocument, rule: Int) -> MediaCondition? {
        let value = declaration.value.filter { !$0.isWhitespace }
        guard value.count == 1, case .string(let text) = value[0].kind else {
            document.error(FormatDiagnosticID.reflektorInvalidCondition, "'condition' takes a quoted string such as 'idiom = pad'",
                           at: declaration.range)
            return nil
        }
        let base = value[0].range.start + 1
        var clauses: [[MediaQuery]] = []
        var warnedSize = false
        for part in split(text) {
            let range = SourceRange(start: base + part.start, end: base + part.end)
            guard let (query, isSize) = expression(part.text) else {
                document.error(FormatDiagnosticID.reflektorInvalidCondition,
                               "invalid condition '\(part.text.trimmedASCII)'; expected e.g. 'idiom = pad', 'vertical != compact' or 'width < 200'",
                               at: range)
                return nil
            }
            if isSize, !warnedSize {
                warnedSize = true
                document.unexpressible(FormatDiagnosticID.reflektorElementSizeCondition,
                                       "'\(part.text.trimmedASCII)' compares the view's size in ReflektorKit; Livery compares the window's size",
                                       at: SourceSpan(file: document.file, range: range), rule: rule)
            }
            clauses.append([query])
        }
        return clauses.isEmpty ? nil : MediaCondition(clauses: clauses)
    }

    /// The expressions of `text` split at the word `and`, with their offsets in `text` (UTF-8).
    static func split(_ text: String) -> [(text: String, start: Int, end: Int)] {
        var parts: [(String, Int, Int)] = []
        let bytes = Array(text.utf8)
        var start = 0
        var index = 0
        func isSpace(_ i: Int) -> Bool { i < 0 || i >= bytes.count || bytes[i] == 0x20 || bytes[i] == 0x09 }
        while index < bytes.count {
            if index + 3 <= bytes.count, isSpace(index - 1), isSpace(index + 3),
               String(decoding: bytes[index..<index + 3], as: UTF8.self).lowercased() == "and" {
                parts.append((String(decoding: bytes[start..<index], as: UTF8.self), start, index))
                start = index + 3
                index += 3
                continue
            }
            index += 1
        }
        parts.append((String(decoding: bytes[start..<bytes.count], as: UTF8.self), start, bytes.count))
        return parts
    }

    /// One expression as a media query, and whether it compares a size.
    static func expression(_ text: String) -> (MediaQuery, Bool)? {
        // `==` is ReflektorKit's equality from May 2015 on (its README kept `=`): both are read.
        let operators = ["==", "<=", ">=", "!=", "<", ">", "="]
        guard let written = operators.first(where: { text.contains($0) }), let range = text.firstRange(of: written) else {
            return nil
        }
        let op = written == "==" ? "=" : written
        let lhs = String(text[..<range.lowerBound]).trimmedASCII.lowercased()
        let rhs = String(text[range.upperBound...]).trimmedASCII.lowercased()
        let negated = op == "!="
        switch lhs {
        case "idiom" where ["pad", "phone"].contains(rhs) && (op == "=" || negated):
            return (MediaQuery(negated: negated, features: [MediaFeature(name: .idiom, value: .keyword(rhs))]), false)
        case "horizontal", "vertical":
            guard ["regular", "compact"].contains(rhs), op == "=" || negated else { return nil }
            let name: MediaFeature.Name = lhs == "horizontal" ? .horizontalSizeClass : .verticalSizeClass
            return (MediaQuery(negated: negated, features: [MediaFeature(name: name, value: .keyword(rhs))]), false)
        case "width", "height":
            guard let number = Double(rhs), number.isFinite else { return nil }
            return (sizeQuery(width: lhs == "width", op, number), true)
        default:
            return nil
        }
    }

    /// `width < 200` as `not (min-width: 200)` and so on: exact with Livery's inclusive features.
    static func sizeQuery(width: Bool, _ op: String, _ number: Double) -> MediaQuery {
        let (exact, minimum, maximum): (MediaFeature.Name, MediaFeature.Name, MediaFeature.Name) =
            width ? (.width, .minWidth, .maxWidth) : (.height, .minHeight, .maxHeight)
        let (name, negated): (MediaFeature.Name, Bool) = switch op {
        case "<": (minimum, true)
        case "<=": (maximum, false)
        case ">": (maximum, true)
        case ">=": (minimum, false)
        case "!=": (exact, true)
        default: (exact, false)
        }
        return MediaQuery(negated: negated, features: [MediaFeature(name: name, value: .number(number))])
    }
}
