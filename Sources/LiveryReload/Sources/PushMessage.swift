import Foundation

/// A message of the `livery serve` push channel, as a client reads it:
/// `{"type": "hello", "files": [...]}`, `{"type": "changed", "path", "version", "contents",
/// "diagnostics"}`, `{"type": "removed", "path", "version"}`.
public struct PushMessage: Sendable, Equatable {
    public var type: String
    public var files: [String] = []
    public var path: String?
    public var version: Int?
    public var contents: String?
    /// The diagnostics, each re-encoded as compact JSON text.
    public var diagnostics: [String] = []

    /// Reads a message; `nil` when it is not a JSON object with a string `type`.
    public init?(json text: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let type = object["type"] as? String else { return nil }
        self.type = type
        self.files = object["files"] as? [String] ?? []
        self.path = object["path"] as? String
        self.version = (object["version"] as? NSNumber)?.intValue
        self.contents = object["contents"] as? String
        let diagnostics = object["diagnostics"] as? [Any] ?? []
        self.diagnostics = diagnostics.compactMap { item in
            guard let data = try? JSONSerialization.data(withJSONObject: item, options: [.sortedKeys]) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
