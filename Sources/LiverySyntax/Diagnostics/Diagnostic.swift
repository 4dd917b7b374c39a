/// A problem found in a stylesheet or layout, pointing at the source text that caused it.
///
/// Diagnostics never stop processing: the offending item is dropped and the rest of the
/// input still applies. The `id` is stable (tools and tests match on it); the message is
/// for people.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is. Only errors make `livery` exit with status 1.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Extra information attached to a diagnostic, such as where a cycle started.
    public struct Note: Hashable, Sendable {
        public let message: String
        public let span: SourceSpan?

        public init(_ message: String, at span: SourceSpan? = nil) {
            self.message = Diagnostic.shortened(message)
            self.span = span
        }
    }

    public var severity: Severity
    /// Stable identifier such as `syntax.unterminated-comment`.
    public let id: DiagnosticID
    public let message: String
    /// Where the problem is.
    public let span: SourceSpan
    public var notes: [Note]

    /// The longest message kept, in characters. A longer one — quoting a 50 KB selector or
    /// value — keeps its start and end with `…` between, so that no diagnostic prints more
    /// of the source than a line's worth, in text or JSON.
    public static let maximumMessageLength = 300

    public init(_ severity: Severity, _ id: DiagnosticID, _ message: String, at span: SourceSpan, notes: [Note] = []) {
        self.severity = severity
        self.id = id
        self.message = Self.shortened(message)
        self.span = span
        self.notes = notes
    }

    /// Convenience: an error.
    public static func error(_ id: DiagnosticID, _ message: String, at span: SourceSpan, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, id, message, at: span, notes: notes)
    }

    /// Convenience: a warning.
    public static func warning(_ id: DiagnosticID, _ message: String, at span: SourceSpan, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, id, message, at: span, notes: notes)
    }

    /// `message`, or its first and last characters around `…` when it is longer than
    /// `maximumMessageLength`.
    static func shortened(_ message: String) -> String {
        guard message.utf8.count > maximumMessageLength else { return message }
        let scalars = message.unicodeScalars
        guard scalars.count > maximumMessageLength else { return message }
        var short = String(String.UnicodeScalarView(scalars.prefix(maximumMessageLength - 81)))
        short += "…"
        short.unicodeScalars.append(contentsOf: scalars.suffix(80))
        return short
    }

    /// The file path of the diagnostic.
    public var path: String { span.file.path }
    /// The 1-based start location.
    public var location: SourceLocation { span.start }

    /// `path:line:col: severity: message [id]`, the one-line form editors make clickable.
    public var description: String {
        let location = span.start
        return "\(span.file.path):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(id.rawValue)]"
    }
}

/// A stable diagnostic identifier, e.g. `syntax.unterminated-string`.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An id for a module's catalog (`SyntaxDiagnosticID` …): ids are defined there, once,
    /// never written as bare strings where they are reported.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// Collects diagnostics in the order they are found.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    public mutating func append(contentsOf other: [Diagnostic]) { diagnostics.append(contentsOf: other) }

    /// Forgets the diagnostics after the first `count` (taking back what a scan reported).
    mutating func removeAll(after count: Int) {
        if diagnostics.count > count { diagnostics.removeSubrange(count...) }
    }

    /// Adds an error at `range` of `file`.
    public mutating func error(_ id: DiagnosticID, _ message: String, file: SourceFile, range: SourceRange) {
        diagnostics.append(.error(id, message, at: SourceSpan(file: file, range: range)))
    }

    /// Adds a warning at `range` of `file`.
    public mutating func warning(_ id: DiagnosticID, _ message: String, file: SourceFile, range: SourceRange) {
        diagnostics.append(.warning(id, message, at: SourceSpan(file: file, range: range)))
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var isEmpty: Bool { diagnostics.isEmpty }
}
