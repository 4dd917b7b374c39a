import Foundation

/// A message of the `livery serve` push channel (`/ws`), the one type both sides use.
///
/// The JSON is one object per WebSocket text message, told apart by its `type` field:
///
/// - `{"type": "hello", "protocol": 1, "files": [...]}` — sent once on connect: the live
///   files of the served folder (relative paths, sorted). `protocol` is the version of this
///   message set; a server that omits it speaks version 1.
/// - `{"type": "changed", "path", "version", "contents", "diagnostics": [...]}` — a file's
///   whole new contents and the diagnostics of that version.
/// - `{"type": "removed", "path", "version"}` — a deleted file.
///
/// `version` is server-wide and increases with every message, so it orders all changes.
/// Versions of the protocol only add fields and message types: a reader ignores fields it
/// does not know, and an unknown `type` is a `DecodingError` naming it, never a crash.
public enum PushMessage: Codable, Sendable, Equatable {
    /// The live files (relative paths, sorted) and the protocol version the server speaks.
    case hello(files: [String], protocolVersion: Int = PushMessage.protocolVersion)
    /// The new contents of `path` and their diagnostics (paths relative to the folder).
    case changed(path: String, version: Int, contents: String, diagnostics: [PushDiagnostic])
    /// `path` was deleted.
    case removed(path: String, version: Int)

    /// The version of the message set this code writes in `hello`.
    public static let protocolVersion = 1

    /// The message types this code reads.
    public static let knownTypes = ["hello", "changed", "removed"]

    private enum CodingKeys: String, CodingKey {
        case type, files, path, version, contents, diagnostics
        case protocolVersion = "protocol"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "hello":
            self = .hello(files: try container.decode([String].self, forKey: .files),
                          protocolVersion: try container.decodeIfPresent(Int.self, forKey: .protocolVersion) ?? 1)
        case "changed":
            self = .changed(path: try container.decode(String.self, forKey: .path),
                            version: try container.decode(Int.self, forKey: .version),
                            contents: try container.decode(String.self, forKey: .contents),
                            diagnostics: try container.decodeIfPresent([PushDiagnostic].self, forKey: .diagnostics) ?? [])
        case "removed":
            self = .removed(path: try container.decode(String.self, forKey: .path),
                            version: try container.decode(Int.self, forKey: .version))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown push message type \"\(type)\" (this client reads \(Self.knownTypes.joined(separator: ", ")))")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .hello(let files, let protocolVersion):
            try container.encode("hello", forKey: .type)
            try container.encode(protocolVersion, forKey: .protocolVersion)
            try container.encode(files, forKey: .files)
        case .changed(let path, let version, let contents, let diagnostics):
            try container.encode("changed", forKey: .type)
            try container.encode(path, forKey: .path)
            try container.encode(version, forKey: .version)
            try container.encode(contents, forKey: .contents)
            try container.encode(diagnostics, forKey: .diagnostics)
        case .removed(let path, let version):
            try container.encode("removed", forKey: .type)
            try container.encode(path, forKey: .path)
            try container.encode(version, forKey: .version)
        }
    }

    /// Reads one message from the JSON text of a WebSocket message.
    ///
    /// Throws `DecodingError` for text that is not JSON, lacks a field, or names a `type`
    /// this code does not know.
    public init(jsonText text: String) throws {
        self = try JSONDecoder().decode(PushMessage.self, from: Data(text.utf8))
    }

    /// The message as compact JSON text, as the server sends it.
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// The message type as it appears on the wire (`hello`, `changed`, `removed`).
    public var type: String {
        switch self {
        case .hello: "hello"
        case .changed: "changed"
        case .removed: "removed"
        }
    }

    /// The file a `changed` or `removed` message is about (`nil` for `hello`).
    public var path: String? {
        switch self {
        case .hello: nil
        case .changed(let path, _, _, _), .removed(let path, _): path
        }
    }

    /// The server-wide version of a `changed` or `removed` message (`nil` for `hello`).
    public var version: Int? {
        switch self {
        case .hello: nil
        case .changed(_, let version, _, _), .removed(_, let version): version
        }
    }
}

/// One diagnostic of a pushed version, mirroring the `Diagnostic.json` form:
/// `{path, line, column, severity, id, message, endLine, endColumn, notes?}`.
///
/// `severity` stays a string (`error`, `warning`, `note`) so a newer server's severities
/// still decode; `isError` is what blocks a reload.
public struct PushDiagnostic: Codable, Sendable, Equatable, CustomStringConvertible {
    /// Extra information attached to a diagnostic, such as where a cycle started.
    public struct Note: Codable, Sendable, Equatable {
        public var message: String
        /// Where the note points, when it points anywhere (1-based line and column).
        public var path: String?
        public var line: Int?
        public var column: Int?

        public init(message: String, path: String? = nil, line: Int? = nil, column: Int? = nil) {
            self.message = message
            self.path = path
            self.line = line
            self.column = column
        }
    }

    /// The file, relative to the served folder.
    public var path: String
    /// The 1-based start line and column.
    public var line: Int
    public var column: Int
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The stable identifier (`syntax.unterminated-comment`).
    public var id: String
    /// The text for people.
    public var message: String
    /// The 1-based end of the range, when the server sends it.
    public var endLine: Int?
    public var endColumn: Int?
    public var notes: [Note]

    public init(path: String, line: Int, column: Int, severity: String, id: String, message: String,
                endLine: Int? = nil, endColumn: Int? = nil, notes: [Note] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
        self.message = message
        self.endLine = endLine
        self.endColumn = endColumn
        self.notes = notes
    }

    private enum CodingKeys: String, CodingKey {
        case path, line, column, severity, id, message, endLine, endColumn, notes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        severity = try container.decode(String.self, forKey: .severity)
        id = try container.decode(String.self, forKey: .id)
        message = try container.decode(String.self, forKey: .message)
        endLine = try container.decodeIfPresent(Int.self, forKey: .endLine)
        endColumn = try container.decodeIfPresent(Int.self, forKey: .endColumn)
        notes = try container.decodeIfPresent([Note].self, forKey: .notes) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(severity, forKey: .severity)
        try container.encode(id, forKey: .id)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(endLine, forKey: .endLine)
        try container.encodeIfPresent(endColumn, forKey: .endColumn)
        if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
    }

    /// Whether this diagnostic blocks a reload (severity `error`).
    public var isError: Bool { severity == "error" }

    /// `path:line:col: severity: message [id]`, the form `livery check` prints.
    public var description: String { "\(path):\(line):\(column): \(severity): \(message) [\(id)]" }
}
