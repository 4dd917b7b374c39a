/// Renders diagnostics as text: the clickable first line, the source line and a caret.
///
/// ```
/// styles.css:3:12: error: unterminated string [syntax.unterminated-string]
///     color: "red;
///            ^~~~~
/// ```
public struct DiagnosticFormatter: Sendable {
    /// Whether to print the source line and caret under the first line.
    public var showsSourceLine: Bool

    public init(showsSourceLine: Bool = true) {
        self.showsSourceLine = showsSourceLine
    }

    /// The full text of one diagnostic, ending with a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var out = diagnostic.description + "\n"
        if showsSourceLine {
            out += sourceExcerpt(diagnostic.span)
        }
        for note in diagnostic.notes {
            if let span = note.span {
                out += "\(span): note: \(note.message)\n"
                if showsSourceLine { out += sourceExcerpt(span) }
            } else {
                out += "note: \(note.message)\n"
            }
        }
        return out
    }

    /// All diagnostics, one after another.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined()
    }

    /// The most characters of a source line an excerpt shows. A longer line (a minified
    /// sheet, a file that is not a stylesheet) is cut to a window around the column, with
    /// `…` where it is cut, so that each excerpt costs the same however long its line is.
    public static let maximumExcerptWidth = 120
    /// How many characters before the column a cut excerpt keeps (more when the line ends
    /// sooner after it).
    static let excerptContextBefore = 40

    /// The source line of `span` (or a window of it) and a caret line marking the span
    /// (`^` then `~`, to the end of the line when the span goes on).
    func sourceExcerpt(_ span: SourceSpan) -> String {
        let file = span.file
        let bytes = file.bytes
        guard !bytes.isEmpty else { return "" }
        let width = Self.maximumExcerptWidth
        let line = file.lineContentRange(file.location(of: span.range.start).line)
        var offset = min(max(span.range.start, line.lowerBound), line.upperBound)
        // An offset inside a multi-byte character shows as that character.
        var lead = offset
        while lead > line.lowerBound, offset - lead < 3, lead < line.upperBound, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        if lead < offset, bytes[lead] >= 0xC0, SourceFile.validSequenceLength(bytes, at: lead) > offset - lead { offset = lead }
        // Decode at most 4 bytes per character shown on each side: never the whole line.
        let leftStart = max(line.lowerBound, offset - 4 * width)
        let rightEnd = min(line.upperBound, offset + 4 * width)
        let left = Array(String(decoding: bytes[leftStart..<offset], as: UTF8.self).unicodeScalars)
        let right = Array(String(decoding: bytes[offset..<rightEnd], as: UTF8.self).unicodeScalars)
        let leftCut = leftStart > line.lowerBound
        let rightCut = rightEnd < line.upperBound
        var before = left.count
        var after = right.count
        if leftCut || rightCut || before + after > width {
            before = min(before, Self.excerptContextBefore)
            after = min(after, width - before)
            before = min(left.count, width - after)
        }
        let leftMark = leftCut || before < left.count
        let rightMark = rightCut || after < right.count
        var text = leftMark ? "…" : ""
        var caret = leftMark ? " " : ""
        for scalar in left.suffix(before) {
            text.unicodeScalars.append(scalar)
            // Tabs are kept so the caret lines up in a terminal.
            caret.append(scalar == "\t" ? "\t" : " ")
        }
        text.unicodeScalars.append(contentsOf: right.prefix(after))
        if rightMark { text += "…" }
        let end = min(max(span.range.end, offset), line.upperBound, offset + 4 * width)
        let spanned = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.count
        let marked = max(1, min(spanned, after))
        caret += "^" + String(repeating: "~", count: marked - 1)
        return "    \(text)\n    \(caret)\n"
    }
}
