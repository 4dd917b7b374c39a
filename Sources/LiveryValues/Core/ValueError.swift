import LiverySyntax

/// A problem found while parsing a value: a stable id, a message and the offending range.
///
/// Value parsers throw it; `ValueParser.parse` turns it into an error `Diagnostic` and
/// drops the declaration.
struct ValueError: Error, Hashable, Sendable {
    let id: DiagnosticID
    let message: String
    let range: SourceRange

    init(_ id: DiagnosticID, _ message: String, at range: SourceRange) {
        self.id = id
        self.message = message
        self.range = range
    }

    init(_ id: DiagnosticID, _ message: String, at value: ComponentValue) {
        self.init(id, message, at: value.range)
    }
}
