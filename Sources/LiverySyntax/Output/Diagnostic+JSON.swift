extension Diagnostic {
    /// The diagnostic as `{path, line, column, severity, id, message}` (plus the end of its
    /// range as `endLine`/`endColumn`, and `notes` when there are any).
    public var json: JSONValue {
        let start = span.start
        let end = span.file.location(of: span.range.end)
        var members: [(String, JSONValue)] = [
            ("path", .string(span.file.path)),
            ("line", .number(Double(start.line))),
            ("column", .number(Double(start.column))),
            ("severity", .string(severity.rawValue)),
            ("id", .string(id.rawValue)),
            ("message", .string(message)),
            ("endLine", .number(Double(end.line))),
            ("endColumn", .number(Double(end.column))),
        ]
        if !notes.isEmpty {
            members.append(("notes", .array(notes.map { note in
                var object: [(String, JSONValue)] = [("message", .string(note.message))]
                if let span = note.span {
                    let location = span.start
                    object += [("path", .string(span.file.path)), ("line", .number(Double(location.line))),
                               ("column", .number(Double(location.column)))]
                }
                return .object(object)
            })))
        }
        return .object(members)
    }
}
