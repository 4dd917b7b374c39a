import LiverySyntax
import LiveryValues

/// Identifies a property within a computed style: nested-element path, normalized name
/// and parameters (`titleLabel.font`, `titlecolor(highlighted)`).
public struct PropertyKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var keyPath: [String]
    /// The canonical property name.
    public var name: String
    public var parameters: [String]

    public init(keyPath: [String] = [], name: String, parameters: [String] = []) {
        self.keyPath = keyPath
        self.name = name
        self.parameters = parameters
    }

    /// `titleLabel.font`, `titleColor(highlighted)`.
    public var description: String {
        var text = (keyPath + [name]).joined(separator: ".")
        if !parameters.isEmpty { text += "(" + parameters.joined(separator: ", ") + ")" }
        return text
    }

    public static func < (lhs: PropertyKey, rhs: PropertyKey) -> Bool { lhs.description < rhs.description }
}

/// One declaration that matched an element, with what decides its place in the cascade.
public struct MatchedDeclaration: Sendable {
    public var key: PropertyKey
    /// The value type the element's class expects for the property, when known.
    public var valueType: ValueType?
    public var declaration: Declaration
    /// The selector of the rule that matched (the most specific one of its list).
    public var selector: Selector?
    public var specificity: Specificity
    /// Load order of the rule across all stylesheets; inline styles come after all rules.
    public var ruleOrder: Int
    /// Index of the declaration within its rule.
    public var declarationOrder: Int
    /// The declaration comes from the element's inline `style`.
    public var isInline: Bool
    /// The stylesheet's name (or `inline`).
    public var origin: String

    /// The declaration's value typed for the property, when the type is known and the value
    /// parsed as it (`nil` for `current`/`initial` and unknown properties).
    public var typedValue: TypedValue? {
        guard let valueType else { return nil }
        if let value = declaration.typedValues[valueType] { return value }
        var ignored = DiagnosticBag()
        return ValueParser.parse(declaration.value, as: valueType, in: declaration.span.file, diagnostics: &ignored)
    }
}

/// The result of the cascade for one element: for every property, the winning declaration.
public struct ComputedStyle: Sendable {
    /// Winning declarations by property.
    public var values: [PropertyKey: MatchedDeclaration]
    /// Every matched declaration in cascade order (lowest priority first): what `explain` shows.
    public var cascade: [MatchedDeclaration]

    public init(values: [PropertyKey: MatchedDeclaration] = [:], cascade: [MatchedDeclaration] = []) {
        self.values = values
        self.cascade = cascade
    }

    /// The winning declaration for `key`.
    public subscript(key: PropertyKey) -> MatchedDeclaration? { values[key] }

    /// Keys in a stable order.
    public var sortedKeys: [PropertyKey] { values.keys.sorted() }
}
