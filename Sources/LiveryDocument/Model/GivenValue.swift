import LiveryCore
import LiverySyntax

/// A property value the layout XML itself gives an element: body text, `text`/`title`,
/// `src`/`image`, and the state attributes as booleans.
///
/// These are printed with the computed style; they are not declarations and take no part
/// in the cascade.
public struct GivenValue: Hashable, Sendable, CustomStringConvertible {
    /// What kind of value the XML gave.
    public enum Value: Hashable, Sendable {
        /// Text (`text`, `title(normal)`).
        case string(String)
        /// A state flag (`enabled`, `selected`, `highlighted`, `focused`).
        case bool(Bool)
        /// An image by name (`image`, `image(normal)`).
        case image(String)
    }

    /// The canonical property name (`text`, `title`, `image`, `enabled` …).
    public var name: String
    /// Parameters such as the control state (`["normal"]` for a button's title).
    public var parameters: [String]
    public var value: Value
    /// Where the XML gives it (the attribute value or the element), `nil` when set from code.
    public var span: SourceSpan?

    public init(name: String, parameters: [String] = [], value: Value, span: SourceSpan? = nil) {
        self.name = name
        self.parameters = parameters
        self.value = value
        self.span = span
    }

    /// The key under which the value appears with the computed style (`title(normal)`).
    public var key: PropertyKey { PropertyKey(name: name, parameters: parameters) }

    /// The value as text: the string, the image name, or `true`/`false`.
    public var stringValue: String {
        switch value {
        case .string(let text): text
        case .image(let name): name
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    public var description: String { "\(key): \(stringValue)" }
}
