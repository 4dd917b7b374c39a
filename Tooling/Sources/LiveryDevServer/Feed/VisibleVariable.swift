/// A variable a file of a served folder sees: its name (without `@` or `--`) and its value
/// as CSS text, as written where it is declared. Editors complete with them
/// (`FolderChecker.inspect`).
public struct VisibleVariable: Codable, Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
