extension Parser {
    /// Where a list of items stands: it decides which items are allowed and what ends the list.
    struct Context {
        /// Inside a rule (declarations allowed) rather than at top level (only rules,
        /// variables and at-rules).
        var inRule: Bool
        /// Block nesting depth (0 at top level).
        var depth: Int
        /// The list is an inline `style` attribute: no braces at all.
        var inline = false
    }

    /// Parses items until the end of input or, inside a block, until its `}` (not consumed).
    mutating func parseItems(depth: Int, inline: Bool = false) -> [BlockItem] {
        parseItems(Context(inRule: depth > 0, depth: depth, inline: inline))
    }

    mutating func parseItems(_ context: Context) -> [BlockItem] {
        var items = itemBuffers.take()
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .semicolon, .cdo, .cdc:
                index += 1
                continue
            case .closeCurly:
                if context.depth == 0 || context.inline {
                    error(SyntaxDiagnosticID.unexpectedCloseBrace, "unexpected '}' with no open block", token.range)
                    index += 1
                    continue
                }
                return itemBuffers.finish(&items)
            case .atKeyword:
                parseAtRule(context, into: &items)
                continue
            default:
                parseRuleOrDeclaration(context, into: &items)
            }
        }
        return itemBuffers.finish(&items)
    }

    /// Finds where the item starting at `start` ends: the first `;`, `{` or `}` (brackets do
    /// not hide them, so an unclosed `(` cannot swallow the rest of the sheet).
    ///
    /// The last answer is remembered: it is also the answer for any later start before it,
    /// so items split at line breaks (no `;` anywhere) do not rescan to the end each time.
    mutating func scanItem(from start: Int) -> Int {
        if let last = lastScan, start >= last.start, start <= last.end { return last.end }
        var position = start
        while position < tokens.count {
            let kind = tokens[position].kind
            if kind == .semicolon || kind == .openCurly || kind == .closeCurly { break }
            position += 1
        }
        lastScan = (start, position)
        return position
    }

    /// Parses a qualified rule, a declaration, or skips stray text.
    mutating func parseRuleOrDeclaration(_ context: Context, into items: inout [BlockItem]) {
        let start = index
        let end = scanItem(from: start)
        if end < tokens.count, tokens[end].kind == .openCurly, !context.inline {
            if let lineEnd = strayLineEnd(from: start, to: end) {
                handleStrayLine(start, lineEnd, context, into: &items)
                return
            }
            if let rule = parseRule(preludeStart: start, open: end, context) {
                items.append(.rule(rule))
            }
            return
        }
        parseDeclarationItem(start: start, end: end, context, into: &items)
    }

    /// Parses `[start, end)` (ended by `;`, `}` or the end of input) as a declaration or
    /// variable; anything else is stray text.
    mutating func parseDeclarationItem(start: Int, end: Int, _ context: Context, into items: inout [BlockItem]) {
        var end = end
        // A line break followed by `name:` ends a declaration whose `;` was forgotten.
        if let split = missingSemicolonSplit(from: start, to: end) {
            // After a bad string the line break was the tokenizer's doing: no second error.
            if !containsReportedError(start, split) {
                error(SyntaxDiagnosticID.missingSemicolon, "expected ';' after this declaration",
                      SourceRange(at: Int(tokens[split].start)))
            }
            end = split
        }
        if end < tokens.count, tokens[end].kind == .openCurly {
            // Only reachable in inline styles, where blocks are not allowed.
            error(SyntaxDiagnosticID.unexpectedBlock, "a block is not allowed in an inline style", tokens[end].range)
            skipBlock(from: end)
            return
        }
        index = end < tokens.count && tokens[end].kind == .semicolon ? end + 1 : end
        switch parseDeclaration(start, end) {
        case .item(let item):
            if !context.inRule, case .declaration(let declaration) = item {
                error(SyntaxDiagnosticID.declarationOutsideRule,
                      "declaration '\(excerpt(declaration.name.range))' must be inside a rule", declaration.range)
                return
            }
            if hasValue(item) { items.append(item) }
        case .malformed:
            return
        case .notADeclaration:
            skipStray(start, end, context)
        }
    }

    /// Whether a declaration or variable has a value; one with an empty value is reported
    /// (and dropped by the caller). Takes the item without copying it: copying a block item
    /// retains every array and string it holds.
    mutating func hasValue(_ item: borrowing BlockItem) -> Bool {
        switch item {
        case .declaration(let declaration) where declaration.value.isEmpty:
            error(SyntaxDiagnosticID.missingValue, "expected a value for '\(excerpt(declaration.name.range))'", declaration.range)
            return false
        case .variable(let variable) where variable.value.isEmpty:
            error(SyntaxDiagnosticID.missingValue, "expected a value for variable '\(variable.name)'", variable.range)
            return false
        default:
            return true
        }
    }

    /// Reports and skips stray text. Text that never reached a `:` ends at its line break.
    mutating func skipStray(_ start: Int, _ end: Int, _ context: Context) {
        let first = skipWhitespace(from: start)
        guard first < end else { return }
        var stop = end
        var position = first
        while position < end {
            if tokens[position].kind == .whitespace, tokens[position].flags.contains(.hasNewline) {
                stop = position
                break
            }
            position += 1
        }
        let range = trimmedRange(first, stop)
        if stop < end {
            index = stop
        }
        // NUL bytes, invalid UTF-8 and bad strings were reported by the tokenizer.
        if containsReportedError(first, stop) { return }
        let startsWithName = tokens[first].kind == .ident || tokens[first].kind == .function
        let colon = (first..<stop).first { tokens[$0].kind == .colon }
        if context.inRule, startsWithName, let colon {
            // `b c: 1`, `title("x"): 1`, `a.: 1`: there is a `:`, so the name is what is wrong.
            let nameRange = trimmedRange(first, colon)
            error(SyntaxDiagnosticID.invalidPropertyName, "invalid property name '\(excerpt(nameRange))'", nameRange)
        } else if context.inRule, startsWithName {
            error(SyntaxDiagnosticID.expectedColon, "expected ':' after property name in '\(excerpt(range))'", range)
        } else if context.inRule, tokens[first].kind == .colon {
            error(SyntaxDiagnosticID.expectedPropertyName, "expected a property name before ':'", tokens[first].range)
        } else {
            error(SyntaxDiagnosticID.strayText, "unexpected '\(excerpt(range))'; skipped", range)
        }
    }

    /// The whitespace token that ends a one-line stray prelude, if the prelude of a rule
    /// `[start, open)` holds a line break that ends it (see the type's documentation).
    func strayLineEnd(from start: Int, to open: Int) -> Int? {
        var parenDepth = 0
        var lastSignificant: Token?
        for position in start..<open {
            let token = tokens[position]
            switch token.kind {
            case .function, .openParen, .openSquare:
                parenDepth += 1
            case .closeParen, .closeSquare:
                parenDepth = max(0, parenDepth - 1)
            case .whitespace where token.flags.contains(.hasNewline) && parenDepth == 0:
                if let last = lastSignificant, !continuesSelector(last), skipWhitespace(from: position) < open {
                    return position
                }
            default:
                break
            }
            if token.kind != .whitespace { lastSignificant = token }
        }
        return nil
    }

    /// Whether a selector line ending in `token` continues on the next line.
    func continuesSelector(_ token: Token) -> Bool {
        token.kind == .comma || token.isDelim(0x3E) || token.isDelim(0x2B) || token.isDelim(0x7E)
    }

    /// Handles the text before a line break that ended a rule's prelude: a declaration that
    /// lacks its `;` inside a rule, stray text otherwise.
    mutating func handleStrayLine(_ start: Int, _ lineEnd: Int, _ context: Context, into items: inout [BlockItem]) {
        index = lineEnd
        if containsReportedError(start, lineEnd) { return }
        switch parseDeclaration(start, lineEnd) {
        case .item(let item) where context.inRule || item.isVariable:
            error(SyntaxDiagnosticID.missingSemicolon, "expected ';' after this declaration",
                  SourceRange(at: Int(tokens[lineEnd].start)))
            if hasValue(item) { items.append(item) }
            return
        case .item(.declaration(let declaration)):
            error(SyntaxDiagnosticID.declarationOutsideRule,
                  "declaration '\(excerpt(declaration.name.range))' must be inside a rule", declaration.range)
            return
        case .malformed:
            return
        default:
            break
        }
        let first = skipWhitespace(from: start)
        let range = trimmedRange(first, lineEnd)
        error(SyntaxDiagnosticID.strayText, "unexpected '\(excerpt(range))'; skipped", range)
    }

    /// Parses a rule whose prelude is `[preludeStart, open)` and whose block opens at `open`.
    mutating func parseRule(preludeStart: Int, open: Int, _ context: Context) -> RuleSyntax? {
        let preludeRange = trimmedRange(preludeStart, open)
        if context.depth >= Self.maximumNestingDepth {
            error(SyntaxDiagnosticID.nestingTooDeep, "rules nest more than \(Self.maximumNestingDepth) levels deep; block skipped",
                  tokens[open].range)
            skipBlock(from: open)
            return nil
        }
        if containsReportedError(preludeStart, open) {
            // A NUL byte, invalid UTF-8 or a bad string in the selector: already reported.
            skipBlock(from: open)
            return nil
        }
        var bag = DiagnosticBag()
        var values: [ComponentValue] = []
        swap(&values, &preludeValues)  // Moved out and back, so the storage stays unique.
        var selectors: [ComplexSelectorSyntax]?
        if builder.buildTrimmed(preludeStart..<open, diagnostics: &bag, into: &values) {
            selectors = SelectorParser.parseList(values, file: file, range: preludeRange,
                                                 relative: context.inRule, diagnostics: &bag, scratch: &selectorScratch)
        }
        values.removeAll(keepingCapacity: true)
        swap(&values, &preludeValues)
        diagnostics.append(contentsOf: bag.diagnostics)
        guard let selectors else {
            skipBlock(from: open)
            return nil
        }
        index = open + 1
        let items = parseItems(Context(inRule: true, depth: context.depth + 1))
        let end = closeBlock(open: open)
        return RuleSyntax(selectors: selectors, items: items, preludeRange: preludeRange,
                          range: SourceRange(start: preludeRange.start, end: end))
    }

    /// Consumes the `}` of the block opened at `open`, or reports that it is missing.
    /// Returns the end offset of the block.
    mutating func closeBlock(open: Int) -> Int {
        if index < tokens.count, tokens[index].kind == .closeCurly {
            index += 1
            return Int(tokens[index - 1].end)
        }
        error(SyntaxDiagnosticID.unterminatedBlock, "block is never closed; expected '}'", tokens[open].range)
        return file.bytes.count
    }
}
