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

    /// The source line of `span` and a caret line marking the span (`^` then `~`).
    func sourceExcerpt(_ span: SourceSpan) -> String {
        let file = span.file
        guard !file.bytes.isEmpty else { return "" }
        let start = file.location(of: span.range.start)
        let lineText = file.lineText(start.line)
        // Tabs are kept so the caret lines up in a terminal.
        var caret = ""
        var column = 1
        for scalar in lineText.unicodeScalars {
            if column >= start.column { break }
            caret.append(scalar == "\t" ? "\t" : " ")
            column += 1
        }
        let end = file.location(of: span.range.end)
        let lastColumnOnLine = lineText.unicodeScalars.count + 1
        let endColumn = end.line == start.line ? end.column : lastColumnOnLine
        let width = max(1, endColumn - start.column)
        caret += "^" + String(repeating: "~", count: width - 1)
        return "    \(lineText)\n    \(caret)\n"
    }
}
