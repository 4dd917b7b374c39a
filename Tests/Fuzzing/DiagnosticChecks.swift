import LiverySyntax

/// What every diagnostic of every reader must satisfy: a position inside its file, a
/// bounded message, a bounded printed form, and a bounded count per file.
enum DiagnosticChecks {
    /// The printed form of one diagnostic: the message (at most 300 characters), the
    /// location, an excerpt of at most 120 characters and its caret line, and a few notes.
    static let maximumFormattedLength = 4_000

    static func check(_ diagnostics: [Diagnostic], _ failures: inout FuzzFailures) {
        var perFile: [String: Int] = [:]
        let formatter = DiagnosticFormatter()
        for diagnostic in diagnostics {
            perFile[diagnostic.path, default: 0] += 1
            checkSpan(diagnostic.span, "\(diagnostic.id)", &failures)
            for note in diagnostic.notes {
                if let span = note.span { checkSpan(span, "a note of \(diagnostic.id)", &failures) }
            }
            failures.expect(diagnostic.message.count <= Diagnostic.maximumMessageLength,
                            "\(diagnostic.id): a message of \(diagnostic.message.count) characters")
            let formatted = formatter.format(diagnostic)
            failures.expect(formatted.utf8.count <= maximumFormattedLength,
                            "\(diagnostic.id): printed as \(formatted.utf8.count) bytes")
        }
        for (path, count) in perFile {
            // The cap, then one "too many errors" diagnostic.
            failures.expect(count <= Diagnostic.maximumPerFile + 1, "\(count) diagnostics for \(path)")
        }
    }

    static func checkSpan(_ span: SourceSpan, _ what: String, _ failures: inout FuzzFailures) {
        let range = span.range, size = span.file.bytes.count
        guard range.start >= 0, range.start <= range.end, range.end <= size else {
            failures.fail("\(what): range \(range.start)..<\(range.end) outside a file of \(size) bytes")
            return
        }
        let location = span.start
        failures.expect(location.line >= 1 && location.line <= span.file.lineCount && location.column >= 1,
                        "\(what): position \(location) in a file of \(span.file.lineCount) lines")
    }
}
