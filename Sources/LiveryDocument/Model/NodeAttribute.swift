import LiverySyntax

/// An XML attribute kept on an element as written (`property`, `layout`, `type`,
/// `prototype`, `accessibilityIdentifier` …): InterfaCSS attributes Livery does not style
/// with, but which apps and tools read.
public struct NodeAttribute: Hashable, Sendable, CustomStringConvertible {
    /// The attribute name as written.
    public var name: String
    /// The value with XML entities decoded.
    public var value: String
    /// Where the value is written (inside the quotes), `nil` when set from code.
    public var span: SourceSpan?

    public init(name: String, value: String, span: SourceSpan? = nil) {
        self.name = name
        self.value = value
        self.span = span
    }

    public var description: String { "\(name)=\"\(value)\"" }
}
