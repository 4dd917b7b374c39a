import LiverySyntax

/// Character data: text between tags and CDATA sections.
extension XMLReader {
    /// Reads text from `position` up to the next `<` that starts markup (a stray `<` is
    /// reported and kept as text).
    mutating func readText() {
        let start = position
        let reports = !open.isEmpty
        var needsDecoding = false
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            if byte == XMLBytes.lessThan {
                if startsMarkup(at: index) { break }
                if reports {
                    report("'<' must start a tag; write '&lt;' for a '<' in text", SourceRange(start: index, end: index + 1))
                }
            } else if byte == XMLBytes.ampersand || byte == XMLBytes.carriageReturn {
                needsDecoding = true
            } else if byte == XMLBytes.greaterThan, reports, index - start >= 2,
                      bytes[index - 1] == XMLBytes.closingBracket, bytes[index - 2] == XMLBytes.closingBracket {
                report("']]>' is not allowed in text", SourceRange(start: index - 2, end: index + 1))
            }
            index += 1
        }
        position = index
        let range = SourceRange(start: start, end: index)
        if !reports {
            guard let trimmed = trimmed(range) else { return }
            reportTopLevelText(trimmed)
        }
        let value = needsDecoding ? decode(range, inAttribute: false, reports: reports) : string(range)
        append(.text(XMLTree.Text(value: value, range: range, contentRange: range, isCDATA: false)))
    }

    /// Adds a CDATA section as text: `range` includes the markers, `content` does not.
    mutating func addCDATA(range: SourceRange, content: SourceRange) {
        if open.isEmpty { reportTopLevelText(range) }
        var value = string(content)
        if bytes[content.start..<content.end].contains(XMLBytes.carriageReturn) {
            value = decode(content, inAttribute: false, reports: false, references: false)
        }
        append(.text(XMLTree.Text(value: value, range: range, contentRange: content, isCDATA: true)))
    }

    /// Reports text outside the root element: once before it, once after it.
    private mutating func reportTopLevelText(_ range: SourceRange) {
        if sawRoot {
            guard !reportedTextAfterRoot else { return }
            reportedTextAfterRoot = true
            report("text or markup after the root element", range)
        } else {
            guard !reportedTextBeforeRoot else { return }
            reportedTextBeforeRoot = true
            report("a layout must start with an element", range)
        }
    }

    /// `range` without leading and trailing whitespace; `nil` when it is all whitespace.
    private func trimmed(_ range: SourceRange) -> SourceRange? {
        var start = range.start
        var end = range.end
        while start < end, XMLBytes.isSpace(bytes[start]) { start += 1 }
        guard start < end else { return nil }
        while XMLBytes.isSpace(bytes[end - 1]) { end -= 1 }
        return SourceRange(start: start, end: end)
    }
}
