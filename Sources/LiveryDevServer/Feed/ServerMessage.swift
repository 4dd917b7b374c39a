import LiverySyntax

/// The messages of the push channel (`/ws`), as JSON text. See `docs/live-reload.md`.
enum ServerMessage {
    /// `{"type": "hello", "files": [...]}`: the live files (relative paths, sorted), sent once
    /// on connect.
    static func hello(files: [String]) -> String {
        JSONValue.object([("type", "hello"), ("files", .array(files.map { .string($0) }))]).compactText
    }

    /// `{"type": "changed", "path", "version", "contents", "diagnostics"}`.
    static func changed(path: String, version: Int, contents: String, diagnostics: [Diagnostic]) -> String {
        JSONValue.object([
            ("type", "changed"), ("path", .string(path)), ("version", .number(Double(version))),
            ("contents", .string(contents)), ("diagnostics", .array(diagnostics.map(\.json))),
        ]).compactText
    }

    /// `{"type": "removed", "path", "version"}`.
    static func removed(path: String, version: Int) -> String {
        JSONValue.object([("type", "removed"), ("path", .string(path)), ("version", .number(Double(version)))]).compactText
    }
}
