import LiverySyntax

/// Short text forms of tokens for table-driven tokenizer tests.
enum TokenSummary {
    /// Tokenizes `text` as `test.css`.
    static func tokenize(_ text: String) -> TokenizedSource {
        Tokenizer.tokenize(SourceFile(path: "test.css", text: text))
    }

    /// Tokenizes raw bytes as `test.css`.
    static func tokenize(bytes: [UInt8]) -> TokenizedSource {
        Tokenizer.tokenize(SourceFile(path: "test.css", bytes: bytes))
    }

    /// Every token of `text` described by `describe`.
    static func describe(_ text: String) -> [String] {
        let source = tokenize(text)
        return source.tokens.map { describe($0, in: source) }
    }

    /// `ident a`, `function rgb`, `hash d id`, `string x`, `number 1.5 int sign`,
    /// `dimension 2 n int`, `delim <`, `ws`, `ws nl`, or the kind's name.
    static func describe(_ token: Token, in source: TokenizedSource) -> String {
        let value = source.value(token)
        var flags = ""
        if token.flags.contains(.isInteger) { flags += " int" }
        if token.flags.contains(.hasSign) { flags += " sign" }
        switch token.kind {
        case .ident: return "ident \(value)"
        case .function: return "function \(value)"
        case .atKeyword: return "at \(value)"
        case .hash: return "hash \(value)" + (token.flags.contains(.isID) ? " id" : "")
        case .string: return "string \(value)"
        case .badString: return "bad-string \(value)"
        case .url: return "url \(value)"
        case .badURL: return "bad-url"
        case .delim: return "delim \(value)"
        case .number: return "number \(ComponentValue.format(token.number))" + flags
        case .percentage: return "percentage \(ComponentValue.format(token.number))" + flags
        case .dimension: return "dimension \(ComponentValue.format(token.number)) \(value)" + flags
        case .whitespace: return token.flags.contains(.hasNewline) ? "ws nl" : "ws"
        case .invalid: return "invalid"
        default: return "\(token.kind)"
        }
    }
}
