import LiverySyntax

extension PushDiagnostic {
    /// The wire form of `diagnostic`, field for field what `Diagnostic.json` writes.
    ///
    /// The dev server builds its `changed` messages with this, so the push channel and
    /// `livery check --format json` describe a diagnostic the same way.
    public init(_ diagnostic: Diagnostic) {
        let start = diagnostic.span.start
        let end = diagnostic.span.file.location(of: diagnostic.span.range.end)
        self.init(
            path: diagnostic.span.file.path, line: start.line, column: start.column,
            severity: diagnostic.severity.rawValue, id: diagnostic.id.rawValue, message: diagnostic.message,
            endLine: end.line, endColumn: end.column,
            notes: diagnostic.notes.map { note in
                let location = note.span?.start
                return Note(message: note.message, path: note.span?.file.path, line: location?.line, column: location?.column)
            })
    }
}

extension PushMessage {
    /// A `changed` message for a version of `path` and the diagnostics of that version.
    public static func changed(path: String, version: Int, contents: String, diagnostics: [Diagnostic]) -> PushMessage {
        .changed(path: path, version: version, contents: contents, diagnostics: diagnostics.map(PushDiagnostic.init))
    }
}
