/// Builds component values from a range of tokens (CSS Syntax Level 3, §5.4.7–5.4.9).
///
/// Nesting is handled with an explicit stack, so no input can overflow the call stack;
/// nesting deeper than `maximumDepth` and unclosed brackets are diagnostics.
///
/// Performance: a first pass over the tokens counts the values of the top level and of each
/// function or block, so every array is allocated once at its final size and values are
/// appended straight into it (no growth, no copying out of a temporary). Building the
/// values was most of the parser's allocations. The parser keeps one builder and reuses its
/// scratch storage for every value (`buildTrimmed`).
public struct ComponentValueBuilder {
    /// The deepest function/block nesting accepted inside one value.
    public static let maximumDepth = 256

    let source: TokenizedSource

    /// An open function or block (or the top level): its values so far and its opening token.
    struct Frame {
        var values: [ComponentValue]
        var opener: Token?
        var name: String = ""
    }

    /// Reusable storage for the two passes of `fill`.
    struct Scratch {
        /// The open frames.
        var stack: [Frame] = []
        /// `counts[0]` is the number of top-level values; `counts[i]` (i > 0) the number of
        /// values inside the i-th opening bracket of the range, in source order.
        var counts: [Int] = []
        /// The brackets open during the counting pass: the index into `counts` of the
        /// bracket around each, and its opening token's kind.
        var open: [(parent: Int, kind: TokenKind)] = []
    }

    private var scratch = Scratch()

    public init(source: TokenizedSource) {
        self.source = source
    }

    /// Builds the component values of `tokens[range]`. Returns `nil` (after diagnosing)
    /// when the tokens are not well formed: unclosed or unmatched brackets, too deep nesting.
    public func build(_ range: Range<Int>, diagnostics: inout DiagnosticBag) -> [ComponentValue]? {
        var scratch = Scratch()
        var values: [ComponentValue] = []
        return fill(range, diagnostics: &diagnostics, scratch: &scratch, into: &values) ? values : nil
    }

    /// `build` with leading and trailing whitespace left out of the result (nested values
    /// are not trimmed), reusing this builder's scratch storage.
    mutating func buildTrimmed(_ range: Range<Int>, diagnostics: inout DiagnosticBag) -> [ComponentValue]? {
        var values: [ComponentValue] = []
        return buildTrimmed(range, diagnostics: &diagnostics, into: &values) ? values : nil
    }

    /// `buildTrimmed` into `values` (empty on entry; its capacity is reused). Returns whether
    /// the values were well formed; `values` is empty when they were not.
    ///
    /// For values that are only read and then dropped (a rule's selector list), so the
    /// caller can keep one array for all of them.
    mutating func buildTrimmed(_ range: Range<Int>, diagnostics: inout DiagnosticBag, into values: inout [ComponentValue]) -> Bool {
        // Top-level whitespace values are exactly the whitespace tokens at the ends of the
        // range (whitespace inside brackets is never at the ends), and they can cause no
        // diagnostic: leaving those tokens out trims the result.
        let tokens = source.tokens
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, tokens[start].kind == .whitespace { start += 1 }
        while end > start, tokens[end - 1].kind == .whitespace { end -= 1 }
        // Moved out (and back) so that `fill` can take it inout while reading `self`, and
        // its arrays stay uniquely referenced (no copy on write).
        var scratch = Scratch()
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        return fill(start..<end, diagnostics: &diagnostics, scratch: &scratch, into: &values)
    }

    /// Builds the values of `tokens[range]` (see `build`) into `result` (empty on entry),
    /// using `scratch` (left empty). Returns whether they were well formed; `result` is
    /// left empty when they were not.
    private func fill(_ range: Range<Int>, diagnostics: inout DiagnosticBag, scratch: inout Scratch,
                      into result: inout [ComponentValue]) -> Bool {
        let tokens = source.tokens
        countValues(range, scratch: &scratch)
        defer {
            scratch.stack.removeAll(keepingCapacity: true)
            scratch.counts.removeAll(keepingCapacity: true)
        }
        // The innermost open frame is kept out of the stack (which holds the frames around
        // it), so appending a value does not go through the stack.
        var current = Frame(values: [], opener: nil)
        swap(&current.values, &result)  // Reuses the caller's storage (moved back at the end).
        current.values.reserveCapacity(scratch.counts[0])
        var counted = 1  // The `scratch.counts` entries used so far: the top level, then one per bracket.
        var ok = true
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .function, .openParen, .openSquare, .openCurly:
                // The frames open so far, the top level included.
                if scratch.stack.count + 1 > Self.maximumDepth {
                    diagnostics.error(SyntaxDiagnosticID.nestingTooDeep, "value nests more than \(Self.maximumDepth) levels deep",
                                      file: source.file, range: token.range)
                    return false
                }
                let capacity = counted < scratch.counts.count ? scratch.counts[counted] : 0
                counted += 1
                var frame = Frame(values: Self.reserved(capacity), opener: token,
                                  name: token.kind == .function ? source.value(token) : "")
                swap(&frame, &current)  // Moves, where an assignment would copy and release.
                scratch.stack.append(frame)
            case .closeParen, .closeSquare, .closeCurly:
                guard let opener = current.opener, Self.closes(token.kind, opener.kind) else {
                    diagnostics.error(SyntaxDiagnosticID.unmatchedBracket, "unmatched '\(source.raw(token))'",
                                      file: source.file, range: token.range)
                    ok = false
                    continue
                }
                // `current` has an opener, so the stack holds the frame around it.
                var closed = scratch.stack.removeLast()
                swap(&closed, &current)
                let span = SourceRange(start: Int(opener.start), end: Int(token.end))
                current.values.append(Self.close(closed.values, opener: opener, name: closed.name, range: span))
            default:
                current.values.append(preserved(token))
            }
        }
        // Unclosed brackets, innermost first.
        while let opener = current.opener {
            let closer = opener.kind == .openSquare ? "]" : opener.kind == .openCurly ? "}" : ")"
            diagnostics.error(SyntaxDiagnosticID.unclosedBracket, "'\(source.raw(opener))' is never closed; expected '\(closer)'",
                              file: source.file, range: opener.range)
            ok = false
            current = scratch.stack.removeLast()
        }
        if ok { swap(&result, &current.values) }
        return ok
    }

    /// The counting pass: fills `scratch.counts` (see `Scratch`) with the same bracket
    /// matching as `fill`. The counts are exact for well-formed values; for the others they
    /// are only capacities, and the values are thrown away anyway.
    private func countValues(_ range: Range<Int>, scratch: inout Scratch) {
        let tokens = source.tokens
        scratch.counts.append(0)
        scratch.open.removeAll(keepingCapacity: true)
        var current = 0  // The index in `counts` of the innermost open bracket (0: top level).
        for index in range {
            let kind = tokens[index].kind
            switch kind {
            case .function, .openParen, .openSquare, .openCurly:
                scratch.counts[current] += 1
                scratch.open.append((current, kind))
                current = scratch.counts.count
                scratch.counts.append(0)
            case .closeParen, .closeSquare, .closeCurly:
                // Matched closers end their bracket; unmatched ones are dropped, as in `fill`.
                if let innermost = scratch.open.last, Self.closes(kind, innermost.kind) {
                    scratch.open.removeLast()
                    current = innermost.parent
                }
            default:
                scratch.counts[current] += 1
            }
        }
    }

    /// An empty array with room for `capacity` values (allocated once, at that size).
    static func reserved(_ capacity: Int) -> [ComponentValue] {
        var values: [ComponentValue] = []
        values.reserveCapacity(capacity)
        return values
    }

    static func closes(_ closer: TokenKind, _ opener: TokenKind) -> Bool {
        switch closer {
        case .closeParen: opener == .openParen || opener == .function
        case .closeSquare: opener == .openSquare
        default: opener == .openCurly
        }
    }

    static func close(_ values: [ComponentValue], opener: Token, name: String, range: SourceRange) -> ComponentValue {
        switch opener.kind {
        case .function: ComponentValue(.function(name: name, arguments: values), range: range)
        case .openSquare: ComponentValue(.block(.square, values), range: range)
        case .openCurly: ComponentValue(.block(.curly, values), range: range)
        default: ComponentValue(.block(.parenthesis, values), range: range)
        }
    }

    /// The component value of a single (non-bracket) token.
    public func preserved(_ token: Token) -> ComponentValue {
        let number = NumericLiteral(token.number, isInteger: token.flags.contains(.isInteger),
                                    hasSign: token.flags.contains(.hasSign))
        let kind: ComponentValue.Kind
        switch token.kind {
        case .ident: kind = .ident(source.value(token))
        case .atKeyword: kind = .atKeyword(source.value(token))
        case .hash: kind = .hash(source.value(token), isID: token.flags.contains(.isID))
        case .string: kind = .string(source.value(token))
        case .url: kind = .url(source.value(token))
        case .number: kind = .number(number)
        case .percentage: kind = .percentage(number)
        case .dimension: kind = .dimension(number, unit: source.value(token))
        case .delim: kind = .delim(token.delimiter ?? "?")
        case .whitespace: kind = .whitespace
        case .comma: kind = .comma
        case .colon: kind = .colon
        case .semicolon: kind = .semicolon
        default: kind = .invalid(source.raw(token))
        }
        return ComponentValue(kind, range: token.range)
    }
}
