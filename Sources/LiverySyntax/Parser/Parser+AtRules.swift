extension Parser {
    /// Parses an at-rule or `@name: value;` variable at `index`.
    mutating func parseAtRule(_ context: Context, into items: inout [BlockItem]) {
        let keyword = tokens[index]
        let name = source.value(keyword).lowercased()
        let afterKeyword = skipWhitespace(from: index + 1)
        switch name {
        case "extend", "extends":
            parseExtend(context, into: &items)
        case "import":
            parseImport(context, into: &items)
        case "media":
            parseMedia(context, into: &items)
        default:
            if afterKeyword < tokens.count, tokens[afterKeyword].kind == .colon || tokens[afterKeyword].isDelim(0x3D) {
                parseAtVariable(into: &items)
            } else {
                warning(SyntaxDiagnosticID.unknownAtRule, "unknown at-rule '@\(source.value(keyword))'; skipped", keyword.range)
                finishStatement(at: statementEnd(from: index).end)
            }
        }
    }

    /// Skips a statement from `start` to its `;` or past its block.
    mutating func skipStatement(from start: Int) {
        finishStatement(at: scanItem(from: start + 1))
    }

    /// Where the at-rule statement starting at `start` ends: at its `;`, `}`, `{` or the end
    /// of input, found by `scanItem`; but at a line break when the statement's `;` was
    /// forgotten: when the next line starts a new item (`name:`, `@name:`, `@import` …),
    /// or when a line break before that `{` ends the statement (the rule of
    /// `strayLineEnd`), so the `{` belongs to the rule on the next line.
    mutating func statementEnd(from start: Int) -> (end: Int, atLineBreak: Bool) {
        let end = scanItem(from: start + 1)
        if let split = lineBreakBeforeItem(from: start, to: end) {
            return (split, true)
        }
        if end < tokens.count, tokens[end].kind == .openCurly, let lineEnd = strayLineEnd(from: start, to: end) {
            return (lineEnd, true)
        }
        return (end, false)
    }

    /// The first line break at bracket depth 0 in `(start, end)` after which a new item
    /// starts (see `startsDeclaration`).
    func lineBreakBeforeItem(from start: Int, to end: Int) -> Int? {
        var depth = 0
        var position = start + 1
        while position < end {
            let token = tokens[position]
            switch token.kind {
            case .function, .openParen, .openSquare: depth += 1
            case .closeParen, .closeSquare: depth = max(0, depth - 1)
            case .whitespace where depth == 0 && token.flags.contains(.hasNewline):
                if startsDeclaration(at: position + 1, end: end) { return position }
            default: break
            }
            position += 1
        }
        return nil
    }

    /// Moves past a statement ending at `end`: past its `;`, past its block, or to `end`.
    mutating func finishStatement(at end: Int) {
        if end < tokens.count, tokens[end].kind == .openCurly {
            skipBlock(from: end)
        } else {
            index = end < tokens.count && tokens[end].kind == .semicolon ? end + 1 : end
        }
    }

    /// Reports the `;` missing at the line break `lineEnd` (unless the tokenizer already
    /// reported an error in the statement, which explains the line break).
    mutating func reportMissingSemicolon(_ start: Int, at lineEnd: Int, after what: String = "declaration") {
        guard !containsReportedError(start, lineEnd) else { return }
        error(SyntaxDiagnosticID.missingSemicolon, "expected ';' after this \(what)", SourceRange(at: Int(tokens[lineEnd].start)))
    }

    /// `@name: value;`.
    mutating func parseAtVariable(into items: inout [BlockItem]) {
        let keyword = tokens[index]
        var (end, atLineBreak) = statementEnd(from: index)
        if let split = missingSemicolonSplit(from: index, to: end) {
            end = split
            atLineBreak = true
        }
        // The statement may end at a line break right after the name (`@brand⏎: red`):
        // the separator is looked for inside the statement only.
        let separator = min(skipWhitespace(from: index + 1), end)
        guard separator < end else {
            error(SyntaxDiagnosticID.missingValue, "expected ':' and a value after '\(excerpt(keyword.range))'", keyword.range)
            finishStatement(at: end)
            return
        }
        if atLineBreak { reportMissingSemicolon(index, at: end) }
        if end < tokens.count, tokens[end].kind == .openCurly {
            error(SyntaxDiagnosticID.unexpectedBlock, "a variable's value cannot be a block", tokens[end].range)
            skipBlock(from: end)
            return
        }
        let start = index
        index = end < tokens.count && tokens[end].kind == .semicolon ? end + 1 : end
        guard let (value, _, valueEnd) = parseValue(separator + 1, end) else { return }
        let variable = VariableSyntax(name: source.value(keyword), style: .at, value: value, nameRange: keyword.range,
                                      range: SourceRange(start: Int(tokens[start].start), end: max(valueEnd, Int(tokens[separator].end))))
        let item = BlockItem.variable(variable)
        if hasValue(item) { items.append(item) }
    }

    /// `@import "file.css";`, `@import url(file.css);`, `@import url('file.css');`.
    mutating func parseImport(_ context: Context, into items: inout [BlockItem]) {
        let keyword = tokens[index]
        let (end, atLineBreak) = statementEnd(from: index)
        let statementRange = trimmedRange(index, end)
        defer { finishStatement(at: end) }
        if atLineBreak { reportMissingSemicolon(index, at: end, after: "@import") }
        if context.inRule || context.depth > 0 {
            error(SyntaxDiagnosticID.misplacedImport, "@import is only allowed at the top level of a stylesheet", keyword.range)
            return
        }
        var bag = DiagnosticBag()
        guard let values = builder.buildTrimmed((index + 1)..<end, diagnostics: &bag) else {
            diagnostics.append(contentsOf: bag.diagnostics)
            return
        }
        var path: String?
        if let first = values.first {
            switch first.kind {
            case .string(let text), .url(let text): path = text
            case .function(let name, let arguments) where name.lowercased() == "url":
                if case .string(let text)? = arguments.trimmingWhitespace().first?.kind, arguments.trimmingWhitespace().count == 1 {
                    path = text
                }
            default: break
            }
        }
        guard let path, let first = values.first, !path.isEmpty else {
            error(SyntaxDiagnosticID.invalidImport, "expected a file name after @import, in quotes or url(…)",
                  values.range ?? keyword.range)
            return
        }
        if values.count > 1, let rest = Array(values.dropFirst()).trimmingWhitespace().range {
            warning(SyntaxDiagnosticID.unsupportedImportCondition, "conditions on @import are not supported; ignored", rest)
        }
        if end < tokens.count, tokens[end].kind == .openCurly {
            error(SyntaxDiagnosticID.unexpectedBlock, "@import takes no block", tokens[end].range)
        }
        items.append(.importRule(ImportSyntax(path: path, pathRange: first.range, range: statementRange)))
    }

    /// `@extend .selector, …;` (also `@extends`, with an optional `:`).
    mutating func parseExtend(_ context: Context, into items: inout [BlockItem]) {
        let keyword = tokens[index]
        let (end, atLineBreak) = statementEnd(from: index)
        let start = index
        defer { finishStatement(at: end) }
        if atLineBreak { reportMissingSemicolon(start, at: end, after: "@extend") }
        guard context.inRule else {
            error(SyntaxDiagnosticID.misplacedExtend, "@extend is only allowed inside a rule", keyword.range)
            return
        }
        // `@extend⏎.x {`: the statement ends at the line break, before the whitespace.
        var first = min(skipWhitespace(from: index + 1), end)
        if first < end, tokens[first].kind == .colon { first += 1 }
        var bag = DiagnosticBag()
        let targetRange = trimmedRange(first, end)
        let targets = builder.buildTrimmed(first..<end, diagnostics: &bag).flatMap { trimmed -> [ComplexSelectorSyntax]? in
            guard !trimmed.isEmpty else {
                bag.error(SyntaxDiagnosticID.expectedSelector, "expected a selector after @extend", file: file, range: keyword.range)
                return nil
            }
            return SelectorParser.parseList(trimmed, file: file, range: targetRange, relative: false, diagnostics: &bag,
                                            scratch: &selectorScratch)
        }
        diagnostics.append(contentsOf: bag.diagnostics)
        if end < tokens.count, tokens[end].kind == .openCurly {
            error(SyntaxDiagnosticID.unexpectedBlock, "@extend takes no block", tokens[end].range)
        }
        guard let targets else { return }
        items.append(.extend(ExtendSyntax(targets: targets, range: trimmedRange(start, end))))
    }

    /// `@media queries { items }`, at top level or inside a rule.
    mutating func parseMedia(_ context: Context, into items: inout [BlockItem]) {
        let keyword = tokens[index]
        let open = scanItem(from: index + 1)
        guard open < tokens.count, tokens[open].kind == .openCurly else {
            error(SyntaxDiagnosticID.expectedBlock, "@media needs a block", keyword.range)
            skipStatement(from: index)
            return
        }
        if context.depth >= Self.maximumNestingDepth {
            error(SyntaxDiagnosticID.nestingTooDeep, "rules nest more than \(Self.maximumNestingDepth) levels deep; block skipped",
                  tokens[open].range)
            skipBlock(from: open)
            return
        }
        let preludeRange = trimmedRange(index + 1, open)
        var bag = DiagnosticBag()
        let queries = builder.buildTrimmed((index + 1)..<open, diagnostics: &bag).flatMap { values in
            MediaQueryParser.parseList(values, file: file, range: preludeRange, diagnostics: &bag)
        }
        diagnostics.append(contentsOf: bag.diagnostics)
        guard let queries else {
            skipBlock(from: open)
            return
        }
        let start = Int(keyword.start)
        index = open + 1
        let inner = parseItems(Context(inRule: context.inRule, depth: context.depth + 1))
        let end = closeBlock(open: open)
        items.append(.media(MediaRuleSyntax(queries: queries, items: inner, preludeRange: preludeRange,
                                            range: SourceRange(start: start, end: end))))
    }
}
