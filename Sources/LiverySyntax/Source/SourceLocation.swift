/// A position in a `SourceFile`.
///
/// `line` and `column` are 1-based. The column counts Unicode scalar values from the
/// start of the line (so `é` is one column however it is encoded); a tab counts as one.
/// `offset` is the 0-based UTF-8 byte offset from the start of the file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// 0-based UTF-8 byte offset from the start of the file.
    public let offset: Int
    /// 1-based line number.
    public let line: Int
    /// 1-based column, counted in Unicode scalar values.
    public let column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of UTF-8 byte offsets `[start, end)` in one source file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// Offset of the first byte.
    public var start: Int
    /// Offset one past the last byte.
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`.
    public init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    /// The smallest range covering both ranges.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var isEmpty: Bool { start == end }
    public var description: String { "\(start)..<\(end)" }
}

/// A range together with the file it belongs to: what a diagnostic or a model item points at.
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
    public let file: SourceFile
    public let range: SourceRange

    public init(file: SourceFile, range: SourceRange) {
        self.file = file
        self.range = range
    }

    /// The 1-based location of the start of the span.
    public var start: SourceLocation { file.location(of: range.start) }

    /// `path:line:column` of the start.
    public var description: String {
        let location = start
        return "\(file.path):\(location.line):\(location.column)"
    }
}
