import LiverySyntax

/// A stylesheet's source as the formatter reads it: its significant tokens, and between them
/// the comments and whitespace the tokenizer keeps no token for (it merges whitespace
/// around a comment into one token that spans the comment, and a comment between two
/// tokens leaves only a gap between them).
struct SourcePieces {
    enum Piece: Equatable {
        /// The token at this index of the tokenized source (never whitespace).
        case token(Int)
        /// A comment exactly as written: `/* … */`, or `// …` up to its line break.
        case comment(String, isLine: Bool)
        /// Whitespace holding `newlines` line breaks.
        case space(newlines: Int)
    }

    let source: TokenizedSource
    private(set) var pieces: [Piece] = []
    /// A byte-order mark the file starts with, kept in front of the formatted text.
    private(set) var byteOrderMark = false

    /// `nil` when text between tokens is neither whitespace nor a comment: the tokenizer
    /// made no token for something the formatter does not know, so it leaves the file alone.
    init?(_ source: TokenizedSource) {
        self.source = source
        let bytes = source.file.bytes
        var cursor = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            byteOrderMark = true
            cursor = 3
        }
        for (index, token) in source.tokens.enumerated() {
            if token.kind == .whitespace {
                // With any comment between the last token and this one.
                guard readTrivia(cursor..<max(cursor, Int(token.end))) else { return nil }
            } else {
                if cursor < Int(token.start) {
                    guard readTrivia(cursor..<Int(token.start)) else { return nil }
                }
                pieces.append(.token(index))
            }
            cursor = max(cursor, Int(token.end))
        }
        guard readTrivia(cursor..<bytes.count) else { return nil }
    }

    /// Splits text that holds no token into comments and whitespace.
    private mutating func readTrivia(_ range: Range<Int>) -> Bool {
        let bytes = source.file.bytes
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = bytes[position]
            let next = position + 1 < range.upperBound ? bytes[position + 1] : 0
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                // Up to and including the first `*/` after the opening `/*` (an unterminated
                // comment, which the tokenizer reports, runs to the end).
                var end = position + 2
                while end < range.upperBound {
                    if bytes[end] == UInt8(ascii: "*"), end + 1 < range.upperBound, bytes[end + 1] == UInt8(ascii: "/") {
                        end += 2
                        break
                    }
                    end += 1
                }
                pieces.append(.comment(text(position..<end), isLine: false))
                position = end
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                var end = position
                while end < range.upperBound, !Self.isLineBreak(bytes[end]) { end += 1 }
                pieces.append(.comment(text(position..<end), isLine: true))
                position = end
            } else if Self.isWhitespace(byte) {
                var newlines = 0
                while position < range.upperBound, Self.isWhitespace(bytes[position]) {
                    // `\r\n` is one line break.
                    let crlf = bytes[position] == 0x0D && position + 1 < range.upperBound && bytes[position + 1] == 0x0A
                    if Self.isLineBreak(bytes[position]), !crlf { newlines += 1 }
                    position += 1
                }
                addSpace(newlines)
            } else {
                return false
            }
        }
        return true
    }

    private mutating func addSpace(_ newlines: Int) {
        if case .space(let before) = pieces.last {
            pieces[pieces.count - 1] = .space(newlines: before + newlines)
        } else {
            pieces.append(.space(newlines: newlines))
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: source.file.bytes[range], as: UTF8.self)
    }

    /// The name of the at-keyword a statement starts with (lowercased, without `@`), if it
    /// starts with one.
    static func atKeyword(starting statement: [Piece], in source: TokenizedSource) -> String? {
        for piece in statement {
            guard case .token(let index) = piece else { continue }
            let token = source.tokens[index]
            return token.kind == .atKeyword ? source.value(token).lowercased() : nil
        }
        return nil
    }

    /// A statement split after its last token: the comments that follow it on the same
    /// line (`trailing`), and from the first line break on, the whitespace and comments up to
    /// its end (`after`), which belong on lines of their own.
    static func splitTrailingComments(_ statement: [Piece]) -> (body: [Piece], trailing: [Piece], after: [Piece]) {
        guard let last = statement.lastIndex(where: { if case .token = $0 { return true } else { return false } }) else {
            return (statement, [], [])
        }
        var trailing: [Piece] = []
        var index = last + 1
        while index < statement.count {
            if case .space(let newlines) = statement[index], newlines > 0 { break }
            trailing.append(statement[index])
            if case .comment(_, isLine: true) = statement[index] {
                index += 1
                break
            }
            index += 1
        }
        let hasComment = trailing.contains { if case .comment = $0 { return true } else { return false } }
        return (Array(statement[...last]), hasComment ? trailing : [], Array(statement[index...]))
    }

    /// CSS's line breaks: line feed, carriage return, form feed.
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0x0C }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || isLineBreak(byte) }
}
