import LiveryCore
import LiverySyntax

extension ReflektorReader {
    /// Reads every top-level `@namespace { @name = value; … }` block (`@global`, `@colors` …)
    /// into the document's variables; returns the offsets of the blocks' at-keywords (the
    /// Livery parser skipped them as unknown at-rules).
    mutating func readNamespaces(_ source: TokenizedSource) -> Set<Int> {
        let tokens = source.tokens
        var starts: Set<Int> = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .openCurly: depth += 1
            case .closeCurly: depth = max(0, depth - 1)
            case .atKeyword where depth == 0:
                var next = index + 1
                while next < tokens.count, tokens[next].kind == .whitespace { next += 1 }
                if next < tokens.count, tokens[next].kind == .openCurly {
                    starts.insert(Int(token.start))
                    index = readNamespace(source, from: next + 1)
                    continue
                }
            default: break
            }
            index += 1
        }
        values.variables = values.inherited.merging(document.variables)
        return starts
    }

    /// The statements of one block from `start` (after its `{`); returns the index after its `}`.
    /// A `;` ends a statement even inside an unclosed `(`, as in Livery CSS: a value such as
    /// `rgba(1, 2;` is an error of its own statement, not the start of one long value.
    private mutating func readNamespace(_ source: TokenizedSource, from start: Int) -> Int {
        let tokens = source.tokens
        var index = start
        var statementStart = start
        var depth = 0
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .openCurly { depth += 1 }
            if kind == .closeCurly, depth > 0 {
                depth -= 1
                // A nested block ends its statement, as an at-rule's block does in Livery CSS.
                if depth == 0 {
                    readVariable(source, statementStart..<(index + 1))
                    statementStart = index + 1
                }
            } else if (kind == .semicolon || kind == .closeCurly) && depth == 0 {
                readVariable(source, statementStart..<index)
                statementStart = index + 1
                if kind == .closeCurly { return index + 1 }
            }
            index += 1
        }
        readVariable(source, statementStart..<index)
        document.error(FormatDiagnosticID.reflektorUnclosedBlock, "'{' is never closed; expected '}'",
                       at: tokens[max(start - 1, 0)].range)
        return index
    }

    /// `@name = value` or `@name: value`; a value holding a `{ }` block (a rule typed inside
    /// the namespace, or its `}` missing) is an error, as in Livery CSS.
    private mutating func readVariable(_ source: TokenizedSource, _ range: Range<Int>) {
        let tokens = source.tokens
        let significant = range.filter { tokens[$0].kind != .whitespace }
        guard let first = significant.first else { return }
        let statement = SourceRange(start: Int(tokens[first].start), end: Int(tokens[significant.last!].end))
        guard tokens[first].kind == .atKeyword, significant.count >= 3,
              tokens[significant[1]].isDelim(UInt8(ascii: "=")) || tokens[significant[1]].kind == .colon else {
            document.error(FormatDiagnosticID.reflektorInvalidVariable, "expected '@name = value' in a namespace block",
                           at: statement)
            return
        }
        if let block = range.first(where: { tokens[$0].kind == .openCurly }) {
            document.error(SyntaxDiagnosticID.unexpectedBlock, "a variable's value cannot be a block", at: tokens[block].range)
            return
        }
        guard let value = ComponentValueBuilder(source: source).build((significant[1] + 1)..<(significant.last! + 1),
                                                                       diagnostics: &document.diagnostics),
              ReflektorValues.checkNoLiveryVariables(value, file: document.file, diagnostics: &document.diagnostics)
        else { return }
        let name = source.value(tokens[first])
        document.variables.set(name, values.rewrite(value.trimmingWhitespace()), span: SourceSpan(file: document.file, range: statement))
    }
}
