import LiverySyntax

/// Prints one statement on a line: a selector list, an at-rule's prelude, a declaration.
/// Chooses the whitespace between tokens (see `CanonicalPrinter`); a comment keeps the
/// whitespace or lack of it on each side, since `.a/**/.b` is one compound selector and
/// `.a /**/ .b` two.
struct InlinePrinter {
    enum Mode {
        /// A declaration's name or value, or a statement that is not a declaration.
        case value
        /// One selector of a list: the combinators `>`, `+`, `~` get a space on each side.
        case selector
        /// An at-rule's prelude: as a value, but a line break outside brackets stays one.
        case atRulePrelude
        /// `@media`'s prelude: as an at-rule's, with a space after a media feature's `:`.
        case mediaPrelude
    }

    let source: TokenizedSource
    /// The statement's indentation; a line comment's next line is indented one step more.
    let indent: String
    /// Whether the last text printed was a line comment, so what follows needs a new line.
    private(set) var endsInLineComment = false

    init(source: TokenizedSource, indent: String) {
        self.source = source
        self.indent = indent
    }

    /// A selector list, one selector per line (commas outside brackets split it). A comment
    /// that followed a comma on its line stays after it.
    mutating func printSelectors(_ pieces: [SourcePieces.Piece]) -> String {
        var selectors: [[SourcePieces.Piece]] = [[]]
        var depth = 0
        for piece in pieces {
            if case .token(let index) = piece {
                let token = source.tokens[index]
                if depth == 0, token.kind == .comma {
                    selectors.append([])
                    continue
                }
                depth = Self.depth(after: token, from: depth)
            }
            selectors[selectors.count - 1].append(piece)
        }
        var text = ""
        for (offset, var selector) in selectors.enumerated() {
            if offset > 0 {
                // After a comment that ends its line, the comma goes on the next one.
                text += (endsInLineComment ? "\n" + indent : "") + ","
                let (comments, rest) = Self.leadingCommentsOnTheLine(selector)
                if !comments.isEmpty { text += " " + comments.joined(separator: " ") }
                selector = rest
                text += "\n" + indent
            }
            text += print(selector, as: .selector)
        }
        return text
    }

    /// The comments a selector starts with before its first line break, and the rest.
    private static func leadingCommentsOnTheLine(_ pieces: [SourcePieces.Piece]) -> ([String], [SourcePieces.Piece]) {
        var comments: [String] = []
        var index = 0
        scan: while index < pieces.count {
            switch pieces[index] {
            case .space(let newlines) where newlines == 0:
                index += 1
            case .comment(let text, let isLine):
                comments.append(text)
                index += 1
                if isLine { break scan }
            default:
                break scan
            }
        }
        return comments.isEmpty ? ([], pieces) : (comments, Array(pieces[index...]))
    }

    /// `name: value` for a declaration or variable (`name:` or `@name:`); `@extend`'s
    /// selector spaced as a selector; any other statement as a value (`@import "a.css"`).
    mutating func printDeclarationOrStatement(_ pieces: [SourcePieces.Piece]) -> String {
        if let colon = declarationColon(pieces) { return print(pieces, as: .value, declarationColon: colon) }
        switch SourcePieces.atKeyword(starting: pieces, in: source) {
        case "extend"?, "extends"?: return print(pieces, as: .selector)
        case _?: return print(pieces, as: .atRulePrelude)
        case nil: return print(pieces, as: .value)
        }
    }

    /// The index of the `:` that separates a declaration's name from its value: the first
    /// one outside brackets, in a statement that starts with a name (an ident, a function
    /// such as `titleColor(`, or an at-keyword directly followed by it: `@brand: …`).
    private func declarationColon(_ pieces: [SourcePieces.Piece]) -> Int? {
        var depth = 0
        var first: Token?
        for (offset, piece) in pieces.enumerated() {
            guard case .token(let index) = piece else { continue }
            let token = source.tokens[index]
            guard let start = first else {
                guard [.ident, .function, .atKeyword].contains(token.kind) else { return nil }
                first = token
                depth = Self.depth(after: token, from: depth)
                continue
            }
            if start.kind == .atKeyword { return token.kind == .colon ? offset : nil }
            if depth == 0, token.kind == .colon { return offset }
            depth = Self.depth(after: token, from: depth)
        }
        return nil
    }

    /// The pieces on one line (apart from line comments and an at-rule's line breaks).
    /// `declarationColon`: the index of a declaration's `:` among `pieces`, which gets no
    /// space before it and one after it.
    mutating func print(_ pieces: [SourcePieces.Piece], as mode: Mode, declarationColon: Int? = nil) -> String {
        var text = ""
        var depth = 0
        var previous: Token?
        var space = false
        var lineBreak = false
        // Whether the last piece printed is the declaration's `:`.
        var afterDeclarationColon = false
        endsInLineComment = false
        for (offset, piece) in pieces.enumerated() {
            switch piece {
            case .space(let newlines):
                space = true
                if mode == .atRulePrelude || mode == .mediaPrelude, newlines > 0, depth == 0 { lineBreak = true }
            case .comment(let comment, let isLine):
                if endsInLineComment {
                    text += "\n" + indent + CanonicalPrinter.indentUnit
                } else if !text.isEmpty, space || lineBreak {
                    text += lineBreak ? "\n" + indent : " "
                }
                text += comment
                afterDeclarationColon = false
                endsInLineComment = isLine
                space = false
                lineBreak = false
                previous = nil
            case .token(let index):
                let token = source.tokens[index]
                if endsInLineComment {
                    text += "\n" + indent + CanonicalPrinter.indentUnit
                } else if !text.isEmpty, lineBreak {
                    text += "\n" + indent
                } else if !text.isEmpty, offset == declarationColon {
                    // No space before a declaration's `:`.
                } else if !text.isEmpty, afterDeclarationColon, !Self.keepsGlued(token, after: previous, hadSpace: space) {
                    // One after it.
                    text += " "
                } else if !text.isEmpty, wantsSpace(before: token, after: previous, hadSpace: space, depth: depth, mode: mode) {
                    text += " "
                }
                text += source.raw(token)
                afterDeclarationColon = offset == declarationColon
                endsInLineComment = false
                space = false
                lineBreak = false
                previous = token
                depth = Self.depth(after: token, from: depth)
            }
        }
        return text
    }

    /// Whether a space separates `token` from the token before it (`nil` after a comment,
    /// where only the source's whitespace counts).
    private func wantsSpace(before token: Token, after previous: Token?, hadSpace: Bool, depth: Int, mode: Mode) -> Bool {
        guard let previous else { return hadSpace }
        if Self.keepsGlued(token, after: previous, hadSpace: hadSpace) { return false }
        // A media feature: `(min-width: 400)`.
        if mode == .mediaPrelude, depth > 0, previous.kind == .colon { return true }
        if [.closeParen, .closeSquare, .comma].contains(token.kind) { return false }
        if [.function, .openParen, .openSquare].contains(previous.kind) { return false }
        if previous.isDelim(UInt8(ascii: "!")), source.isIdent(token, "important") { return false }
        if previous.kind == .comma { return true }
        if mode == .selector, depth == 0, Self.isCombinator(token) || Self.isCombinator(previous) { return true }
        return hadSpace
    }

    /// `a://b`: right after a `:`, `//` is no comment; a space would make it one, so a `/`
    /// written there stays there.
    private static func keepsGlued(_ token: Token, after previous: Token?, hadSpace: Bool) -> Bool {
        previous?.kind == .colon && token.isDelim(UInt8(ascii: "/")) && !hadSpace
    }

    private static func isCombinator(_ token: Token) -> Bool {
        token.isDelim(UInt8(ascii: ">")) || token.isDelim(UInt8(ascii: "+")) || token.isDelim(UInt8(ascii: "~"))
    }

    /// The bracket depth after `token`.
    static func depth(after token: Token, from depth: Int) -> Int {
        switch token.kind {
        case .function, .openParen, .openSquare, .openCurly: return depth + 1
        case .closeParen, .closeSquare, .closeCurly: return max(0, depth - 1)
        default: return depth
        }
    }
}
