import LiverySyntax

/// A variable a file of a served folder sees: its name (without `@` or `--`), its value
/// as CSS text, as written where it is declared, and where that is. Editors complete with
/// them and go to their declarations (`FolderChecker.inspect`).
public struct VisibleVariable: Codable, Sendable, Equatable {
    public var name: String
    public var value: String
    /// Where the variable is declared: `nil` for a value set from code.
    public var declared: Location?

    /// A range of a file of the folder: its path relative to the folder, and 1-based lines
    /// and columns as Livery counts them (`SourceFile`).
    public struct Location: Codable, Sendable, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int

        public init(path: String, line: Int, column: Int, endLine: Int, endColumn: Int) {
            self.path = path
            self.line = line
            self.column = column
            self.endLine = endLine
            self.endColumn = endColumn
        }

        /// Where `span` is.
        public init(_ span: SourceSpan) {
            let start = span.start
            let end = span.file.location(of: span.range.end)
            self.init(path: span.file.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
        }
    }

    public init(name: String, value: String, declared: Location? = nil) {
        self.name = name
        self.value = value
        self.declared = declared
    }
}
