import LiverySyntax

/// Prints a stylesheet of a CSS dialect (Livery CSS, Nimbus CSS, ReflektorKit, NUI) in
/// Livery's canonical layout, from its tokens alone: the same tokens and comments in the
/// same order, only the whitespace between them chosen anew.
///
/// - One statement per line: a declaration as `name: value;` (a missing last `;` added), a
///   rule's selectors one per line before ` {`, its block indented by four spaces, `}` on
///   a line of its own (`{}` for an empty block).
/// - Inside a statement, whitespace collapses to one space; none after `(` or `[`, before
///   `)`, `]` or `,`, or after `!`; one after `,`, around the combinators `>`, `+`, `~`, and
///   after a media feature's `:`.
/// - Comments stay where they were: on their own line, at the end of the line they ended,
///   or inside a statement. Blank lines between statements stay, at most one.
/// - A line break inside an at-rule's prelude stays a line break (Nimbus ends an `@import`
///   with one instead of `;`); `@extend`'s selector is spaced as a selector.
///
/// The printer trusts its input to parse without syntax errors (`StyleSheetFormatter`
/// checks that first, and checks the result means the same).
struct CanonicalPrinter {
    static let indentUnit = "    "

    private let source: TokenizedSource
    private var lines: [String] = []
    /// The line index of each open block's `{` line, innermost last.
    private var openBlocks: [(line: Int, hasContent: Bool)] = []
    /// Whether the top level has had a statement or comment yet.
    private var topHasContent = false
    /// Line breaks seen since the last statement, comment or brace was printed.
    private var pendingNewlines = 0
    /// Whether the last line printed ends in a `//` comment (nothing may follow on it).
    private var lastLineEndsInLineComment = false

    /// The formatted text, or `nil` when the source holds text the formatter does not know.
    static func format(_ source: TokenizedSource) -> String? {
        guard let split = SourcePieces(source) else { return nil }
        var printer = CanonicalPrinter(source: source)
        printer.printPieces(split.pieces)
        let body = printer.lines.isEmpty ? "" : printer.lines.joined(separator: "\n") + "\n"
        return (split.byteOrderMark ? "\u{FEFF}" : "") + body
    }

    private init(source: TokenizedSource) {
        self.source = source
    }

    private var indent: String { String(repeating: Self.indentUnit, count: openBlocks.count) }

    private var blockHasContent: Bool {
        get { openBlocks.last?.hasContent ?? topHasContent }
        set {
            if openBlocks.isEmpty { topHasContent = newValue } else { openBlocks[openBlocks.count - 1].hasContent = newValue }
        }
    }

    /// Walks the pieces statement by statement. A statement ends at `;`, `{` or `}` outside
    /// brackets (`(`, `[`, a function's `(`, or a `{` inside one of those).
    private mutating func printPieces(_ pieces: [SourcePieces.Piece]) {
        var statement: [SourcePieces.Piece] = []
        var depth = 0
        for piece in pieces {
            guard case .token(let index) = piece else {
                if statement.isEmpty { printBetweenStatements(piece) } else { statement.append(piece) }
                continue
            }
            let token = source.tokens[index]
            if depth == 0, [.semicolon, .openCurly, .closeCurly].contains(token.kind) {
                // An empty statement (`;;`) prints nothing; a block without a prelude, `{`.
                if !statement.isEmpty || token.kind == .openCurly { printStatement(statement, endingWith: token.kind) }
                if token.kind == .closeCurly { closeBlock() }
                statement = []
                continue
            }
            depth = InlinePrinter.depth(after: token, from: depth)
            statement.append(piece)
        }
        if !statement.isEmpty { printStatement(statement, endingWith: nil) }
    }

    /// Whitespace and comments outside statements.
    private mutating func printBetweenStatements(_ piece: SourcePieces.Piece) {
        switch piece {
        case .space(let newlines):
            pendingNewlines += newlines
        case .comment(let text, let isLine):
            if pendingNewlines == 0, !lines.isEmpty, !lastLineEndsInLineComment {
                // It ends the line the last statement or brace is on.
                lines[lines.count - 1] += " " + text
            } else {
                startLine()
                lines.append(indent + text)
            }
            lastLineEndsInLineComment = isLine
            blockHasContent = true
            pendingNewlines = 0
        case .token:
            break
        }
    }

    /// Before a statement or comment on a line of its own: one blank line if the source had
    /// at least one there (not at the start of a block, even after a comment that ends the
    /// block's `{` line).
    private mutating func startLine() {
        let afterOpener = openBlocks.last?.line == lines.count - 1
        if pendingNewlines >= 2, blockHasContent, !afterOpener { lines.append("") }
    }

    /// A rule's or at-rule's prelude (`terminator` `{`), or a declaration or at-statement
    /// (`;`, `}`, or the end of the file).
    private mutating func printStatement(_ statement: [SourcePieces.Piece], endingWith terminator: TokenKind?) {
        startLine()
        let indent = indent
        var inline = InlinePrinter(source: source, indent: indent)
        if terminator == .openCurly {
            let text: String
            switch SourcePieces.atKeyword(starting: statement, in: source) {
            case "media"?: text = inline.print(statement, as: .mediaPrelude)
            case _?: text = inline.print(statement, as: .atRulePrelude)
            case nil: text = inline.printSelectors(statement)
            }
            let separator = inline.endsInLineComment ? "\n" + indent : text.isEmpty ? "" : " "
            lines.append(indent + text + separator + "{")
            blockHasContent = true
            openBlocks.append((line: lines.count - 1, hasContent: false))
        } else {
            // The `;` goes right after the statement's last token, before comments that end
            // its line (`color: red; // why`); a statement the file ends with keeps its
            // missing `;` missing.
            let (body, trailing, after) = SourcePieces.splitTrailingComments(statement)
            var text = inline.printDeclarationOrStatement(body)
            if inline.endsInLineComment, terminator != nil { text += "\n" + indent }
            if terminator != nil { text += ";" }
            var endsInLineComment = inline.endsInLineComment && terminator == nil
            if !trailing.isEmpty {
                var comments = InlinePrinter(source: source, indent: indent)
                text += " " + comments.print(trailing, as: .value)
                endsInLineComment = comments.endsInLineComment
            }
            lines.append(indent + text)
            blockHasContent = true
            pendingNewlines = 0
            lastLineEndsInLineComment = endsInLineComment
            // Comments on the lines after the statement's last token (before its `;` or `}`)
            // stay on their own lines.
            for piece in after { printBetweenStatements(piece) }
            // Line breaks before the statement's `;` make no blank line after it.
            pendingNewlines = 0
            return
        }
        pendingNewlines = 0
        lastLineEndsInLineComment = false
    }

    private mutating func closeBlock() {
        guard let block = openBlocks.popLast() else {
            // A `}` without its `{` (a syntax error the formatter is not given): kept.
            startLine()
            lines.append("}")
            topHasContent = true
            pendingNewlines = 0
            return
        }
        if !block.hasContent, block.line == lines.count - 1 {
            lines[lines.count - 1] += "}"
        } else {
            lines.append(indent + "}")
        }
        blockHasContent = true
        pendingNewlines = 0
        lastLineEndsInLineComment = false
    }
}
