/// Builds component values from a range of tokens (CSS Syntax Level 3, §5.4.7–5.4.9).
///
/// Nesting is handled with an explicit stack, so no input can overflow the call stack;
/// nesting deeper than `maximumDepth` and unclosed brackets are diagnostics.
public struct ComponentValueBuilder {
    /// The deepest function/block nesting accepted inside one value.
    public static let maximumDepth = 256

    let source: TokenizedSource

    public init(source: TokenizedSource) {
        self.source = source
    }

    /// Builds the component values of `tokens[range]`. Returns `nil` (after diagnosing)
    /// when the tokens are not well formed: unclosed or unmatched brackets, too deep nesting.
    public func build(_ range: Range<Int>, diagnostics: inout DiagnosticBag) -> [ComponentValue]? {
        struct Frame {
            var values: [ComponentValue] = []
            var opener: Token?
            var name: String = ""
        }
        var stack = [Frame()]
        let tokens = source.tokens
        var ok = true
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .function, .openParen, .openSquare, .openCurly:
                if stack.count > Self.maximumDepth {
                    diagnostics.error("syntax.nesting-too-deep", "value nests more than \(Self.maximumDepth) levels deep",
                                      file: source.file, range: token.range)
                    return nil
                }
                stack.append(Frame(values: [], opener: token, name: token.kind == .function ? source.value(token) : ""))
            case .closeParen, .closeSquare, .closeCurly:
                guard stack.count > 1, let opener = stack[stack.count - 1].opener, Self.closes(token.kind, opener.kind) else {
                    diagnostics.error("syntax.unmatched-bracket", "unmatched '\(source.raw(token))'",
                                      file: source.file, range: token.range)
                    ok = false
                    continue
                }
                let frame = stack.removeLast()
                let span = SourceRange(start: Int(opener.start), end: Int(token.end))
                stack[stack.count - 1].values.append(Self.close(frame.values, opener: opener, name: frame.name, range: span))
            default:
                stack[stack.count - 1].values.append(preserved(token))
            }
        }
        while stack.count > 1 {
            let frame = stack.removeLast()
            let opener = frame.opener!
            let closer = opener.kind == .openSquare ? "]" : opener.kind == .openCurly ? "}" : ")"
            diagnostics.error("syntax.unclosed-bracket", "'\(source.raw(opener))' is never closed; expected '\(closer)'",
                              file: source.file, range: opener.range)
            ok = false
        }
        return ok ? stack[0].values : nil
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
