import LiverySyntax

/// Attribute values, quoted and (in error) unquoted.
extension XMLReader {
    /// What a scan of a quoted value found.
    private struct ValueScan {
        /// The offset of the closing quote, or the end of the file.
        var end: Int
        var firstLessThan: Int?
        var firstGreaterThan: Int?
        var closed: Bool
    }

    /// Reads a quoted value (the quote at `position`): its raw range and decoded text.
    ///
    /// A value holding `<` is an error. When a `>` comes before that `<`, or no closing quote
    /// comes at all, the quote was most likely left open: the value then ends before the
    /// first `>` (or `/>`), which ends the tag, so the markup after it is read as markup.
    mutating func readQuotedValue(of tag: StartTag) -> (range: SourceRange, text: String) {
        let quote = position
        let valueStart = position + 1
        let scan = scanValue(from: valueStart, quote: bytes[quote])
        var valueEnd = scan.end
        position = scan.closed ? scan.end + 1 : scan.end
        let runsOn = !scan.closed || scan.firstGreaterThan.map { $0 < scan.firstLessThan ?? $0 } == true
        if runsOn, let greaterThan = scan.firstGreaterThan {
            valueEnd = greaterThan > valueStart && bytes[greaterThan - 1] == XMLBytes.slash ? greaterThan - 1 : greaterThan
            position = valueEnd
        }
        if let lessThan = scan.firstLessThan, lessThan < valueEnd || runsOn {
            let hint: Note = runsOn
                ? ("is the closing quote of this value missing?", SourceRange(start: quote, end: quote + 1))
                : ("write '&lt;' for '<' in a value", SourceRange(start: lessThan, end: lessThan + 1))
            tagProblem("'<' is not allowed in an attribute value of '<\(tag.name)>'", tag: tag.start, end: lessThan + 1,
                       notes: [hint])
        } else if !scan.closed {
            tagProblem("an attribute value of '<\(tag.name)>' is never closed", tag: tag.start, end: valueStart,
                       notes: [("the value starts here", SourceRange(start: quote, end: quote + 1))])
        }
        if !scan.closed, scan.firstGreaterThan == nil { reachedEndUnterminated = true }
        let range = SourceRange(start: valueStart, end: valueEnd)
        return (range, decode(range, inAttribute: true, reports: true))
    }

    private func scanValue(from start: Int, quote: UInt8) -> ValueScan {
        var scan = ValueScan(end: start, closed: false)
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                scan.closed = true
                break
            } else if byte == XMLBytes.lessThan {
                if scan.firstLessThan == nil { scan.firstLessThan = index }
            } else if byte == XMLBytes.greaterThan {
                if scan.firstGreaterThan == nil { scan.firstGreaterThan = index }
            }
            index += 1
        }
        scan.end = index
        return scan
    }

    /// Reads a value written without quotes (an error): up to whitespace, a quote, `<`,
    /// `>` or `/>`.
    mutating func readUnquotedValue(of tag: StartTag) -> (range: SourceRange, text: String) {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if XMLBytes.isSpace(byte) || byte == XMLBytes.greaterThan || byte == XMLBytes.lessThan
                || byte == XMLBytes.doubleQuote || byte == XMLBytes.singleQuote { break }
            if byte == XMLBytes.slash, position + 1 < bytes.count, bytes[position + 1] == XMLBytes.greaterThan { break }
            position += 1
        }
        let range = SourceRange(start: start, end: position)
        tagProblem("an attribute value of '<\(tag.name)>' is not quoted", tag: tag.start, end: position,
                   notes: [("write the value in quotes", range)])
        return (range, decode(range, inAttribute: true, reports: true))
    }
}
