/// Parses a stylesheet into a `StyleSheetSyntax`, recovering from errors the way CSS does.
///
/// Parse contract: every `parse…` function starts at the first token of its item and, on
/// success, leaves `index` just after the item. On failure it reports a diagnostic and
/// leaves `index` where recovery continues: a bad declaration is skipped up to its `;`
/// (or the line break, when it never reached its `:`), a bad rule up to its matching `}`.
///
/// Recovery at top level: a `;` ends a stray statement, and a line break ends a selector
/// prelude unless the line ends with `,` or a combinator, is inside parentheses, or the next
/// line starts with `{`. No input makes the parser recurse deeper than `maximumNestingDepth`
/// or loop without consuming a token. At most `Diagnostic.maximumPerFile` diagnostics are
/// reported, then one saying there were more; parsing goes on to the end all the same.
public struct Parser {
    /// The deepest block nesting accepted; deeper blocks are skipped with a diagnostic.
    ///
    /// The parser recurses once per block level (about 2 KB of stack per level in a debug
    /// build), so the limit keeps a parse well inside a 512 KB secondary thread's stack.
    public static let maximumNestingDepth = 128

    let source: TokenizedSource
    let tokens: [Token]
    var index = 0
    var diagnostics = DiagnosticBag()
    var builder: ComponentValueBuilder
    /// Reused buffers for the items of open blocks (see `ArrayPool`).
    var itemBuffers = ArrayPool<BlockItem>()
    /// Reused buffers for selector parsing.
    var selectorScratch = SelectorParser.Scratch()
    /// Reused storage for the values of a rule's prelude, which are dropped once parsed.
    var preludeValues: [ComponentValue] = []
    /// The last result of `scanItem`: `end` is the first `;`, `{` or `}` at or after `start`.
    var lastScan: (start: Int, end: Int)?

    /// Tokenizes and parses a file.
    public static func parse(_ file: SourceFile) -> StyleSheetSyntax {
        parse(Tokenizer.tokenize(file))
    }

    /// Parses already tokenized source.
    public static func parse(_ source: TokenizedSource) -> StyleSheetSyntax {
        var parser = Parser(source: source)
        let items = parser.parseItems(depth: 0)
        var all = source.diagnostics
        all.append(contentsOf: parser.diagnostics.diagnostics)
        all.sort { $0.span.range.start < $1.span.range.start }
        return StyleSheetSyntax(source: source, items: items, diagnostics: Diagnostic.limitedPerFile(all))
    }

    /// Parses the declarations of an inline `style="…"` attribute (no braces, no rules).
    public static func parseInlineDeclarations(_ file: SourceFile) -> (items: [BlockItem], diagnostics: [Diagnostic]) {
        let source = Tokenizer.tokenize(file)
        var parser = Parser(source: source)
        let items = parser.parseItems(depth: 1, inline: true)
        var all = source.diagnostics
        all.append(contentsOf: parser.diagnostics.diagnostics)
        all.sort { $0.span.range.start < $1.span.range.start }
        return (items, Diagnostic.limitedPerFile(all))
    }

    init(source: TokenizedSource) {
        self.source = source
        self.tokens = source.tokens
        self.builder = ComponentValueBuilder(source: source)
    }

    var file: SourceFile { source.file }

    @inline(__always) var atEnd: Bool { index >= tokens.count }

    @inline(__always) func kind(at position: Int) -> TokenKind? {
        position < tokens.count ? tokens[position].kind : nil
    }

    /// The index of the first non-whitespace token at or after `position`.
    func skipWhitespace(from position: Int) -> Int {
        var position = position
        while position < tokens.count, tokens[position].kind == .whitespace { position += 1 }
        return position
    }

    /// The range from token `first` to the end of token `last` (inclusive).
    func range(_ first: Int, _ last: Int) -> SourceRange {
        guard first < tokens.count else { return SourceRange(at: file.bytes.count) }
        let end = max(first, min(last, tokens.count - 1))
        return SourceRange(start: Int(tokens[first].start), end: Int(tokens[end].end))
    }

    /// The range of tokens `[first, end)` with surrounding whitespace excluded.
    func trimmedRange(_ first: Int, _ end: Int) -> SourceRange {
        var first = first
        var end = end
        while first < end, tokens[first].kind == .whitespace { first += 1 }
        while end > first, tokens[end - 1].kind == .whitespace { end -= 1 }
        if first >= end {
            let offset = first < tokens.count ? Int(tokens[first].start) : file.bytes.count
            return SourceRange(at: offset)
        }
        return range(first, end - 1)
    }

    mutating func error(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
        diagnostics.error(id, message, file: file, range: range)
    }

    mutating func warning(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
        diagnostics.warning(id, message, file: file, range: range)
    }

    /// A short quote of the source text in `range` for messages (at most 40 scalars, one line).
    func excerpt(_ range: SourceRange) -> String {
        // Decode no more than the quote can show (4 bytes a scalar): ranges can be long.
        var text = file.text(SourceRange(start: range.start, end: min(range.end, range.start + 4 * 41)))
        if let newline = text.firstIndex(where: { $0 == "\n" || $0 == "\r" }) {
            text = String(text[..<newline]) + "…"
        }
        if text.unicodeScalars.count > 40 {
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…"
        }
        return text
    }

    /// Whether a token of `[start, end)` carries an error the tokenizer already reported.
    func containsReportedError(_ start: Int, _ end: Int) -> Bool {
        (start..<max(start, end)).contains { tokens[$0].hasReportedError }
    }

    /// Skips from an `{` at `open` past its matching `}` (or to the end), without recursion.
    /// Returns whether the block was closed.
    @discardableResult
    mutating func skipBlock(from open: Int) -> Bool {
        var depth = 0
        var position = open
        while position < tokens.count {
            switch tokens[position].kind {
            case .openCurly: depth += 1
            case .closeCurly:
                depth -= 1
                if depth == 0 {
                    index = position + 1
                    return true
                }
            default: break
            }
            position += 1
        }
        index = tokens.count
        return false
    }
}
