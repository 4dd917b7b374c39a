import LiverySyntax
import LiveryValues

/// Stylesheet variables by name. `@name` and `--name` share one namespace; the last
/// declaration of a name wins; values are kept as written and substituted on use.
public struct VariableTable: Sendable {
    /// One declared variable.
    public struct Variable: Sendable {
        public var name: String
        public var value: [ComponentValue]
        /// Where it is declared (`nil` for values set from code).
        public var span: SourceSpan?
    }

    private var storage: [String: Variable] = [:]
    /// Names in first-declaration order.
    public private(set) var names: [String] = []

    public init() {}

    /// Declares or replaces a variable. Its strings keep their text as read where it is
    /// declared (InterfaCSS's escapes resolved): a use takes the use's place in the file,
    /// where the string's escapes cannot be read again.
    public mutating func set(_ name: String, _ value: [ComponentValue], span: SourceSpan?) {
        if storage[name] == nil { names.append(name) }
        let value = span.map { ValueParser.resolvingStrings(value, in: $0.file) } ?? value
        storage[name] = Variable(name: name, value: value, span: span)
    }

    public subscript(name: String) -> Variable? { storage[name] }

    public var isEmpty: Bool { storage.isEmpty }

    /// All variables in first-declaration order.
    public var all: [Variable] { names.compactMap { storage[$0] } }

    /// This table with `other`'s variables added on top (theirs win).
    public func merging(_ other: VariableTable) -> VariableTable {
        var merged = self
        for variable in other.all { merged.set(variable.name, variable.value, span: variable.span) }
        return merged
    }
}
