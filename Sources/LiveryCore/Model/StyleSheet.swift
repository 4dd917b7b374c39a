import LiverySyntax
import LiveryValues

/// A loaded stylesheet: its rules flattened (nesting resolved, `@import`s inlined where they
/// stand, `@extend` applied), in source order, with the variables it declares.
public struct StyleSheet: Sendable {
    /// The sheet's name (by default its file name).
    public var name: String
    /// The main file.
    public let file: SourceFile
    /// Rules in source order; imported rules stand where their `@import` was.
    public var rules: [Rule]
    /// Every variable declared in the sheet or its imports (the last declaration of a name wins).
    public var variables: VariableTable
    /// Everything found while loading, in the order found.
    public var diagnostics: [Diagnostic]

    public init(name: String, file: SourceFile, rules: [Rule], variables: VariableTable, diagnostics: [Diagnostic]) {
        self.name = name
        self.file = file
        self.rules = rules
        self.variables = variables
        self.diagnostics = diagnostics
    }

    /// Whether loading found errors (warnings do not count).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A flattened rule: selectors, an optional `@media` condition, declarations in source order.
public struct Rule: Sendable {
    public var selectors: [Selector]
    /// The rule applies only when this holds (nested `@media` blocks combine with `and`).
    public var condition: MediaCondition?
    public var declarations: [Declaration]
    /// Where the rule's selector list is written.
    public var span: SourceSpan

    public init(selectors: [Selector], condition: MediaCondition? = nil, declarations: [Declaration], span: SourceSpan) {
        self.selectors = selectors
        self.condition = condition
        self.declarations = declarations
        self.span = span
    }
}

/// One `name: value` of a rule.
public struct Declaration: Sendable {
    public var property: PropertyName
    /// The value with stylesheet variables substituted.
    public var value: [ComponentValue]
    /// The value as written (variable references kept), for re-resolution when variables change.
    public var rawValue: [ComponentValue]
    public var important: Bool
    /// Where the declaration is written.
    public var span: SourceSpan
    /// The value parsed for each type the property can have where the rule applies
    /// (usually one); empty for unknown properties and for `current`/`initial`.
    public var typedValues: [ValueType: TypedValue]
    /// The property's parameters in canonical form (`["highlighted selected"]` for a
    /// control state), or as written when the property is unknown.
    public var canonicalParameters: [String]

    public init(property: PropertyName, value: [ComponentValue], rawValue: [ComponentValue], important: Bool, span: SourceSpan,
                typedValues: [ValueType: TypedValue] = [:], canonicalParameters: [String]? = nil) {
        self.property = property
        self.value = value
        self.rawValue = rawValue
        self.important = important
        self.span = span
        self.typedValues = typedValues
        self.canonicalParameters = canonicalParameters ?? property.parameters
    }

    /// The typed value for `type`, if the value parsed as that type.
    public func typedValue(as type: ValueType) -> TypedValue? { typedValues[type] }

    /// Whether the value is the keyword `current` or `initial`: the element keeps its own value.
    public var keepsCurrentValue: Bool {
        guard value.count == 1 else { return false }
        return value[0].isIdentifier("current") || value[0].isIdentifier("initial")
    }
}

/// A property name: its nested-element key path, its name and its parameters.
///
/// Names compare case- and dash-insensitively (`background-color` ≡ `backgroundColor`).
public struct PropertyName: Hashable, Sendable, CustomStringConvertible {
    /// Nested element path as written (`["titleLabel"]` for `titleLabel.font`).
    public var keyPath: [String]
    /// The name as written (`background-color`).
    public var written: String
    /// Lowercased without dashes or underscores (`backgroundcolor`): the key for lookups.
    public var normalized: String
    /// Parameters such as control states, as written (`["selected", "highlighted"]`).
    public var parameters: [String]

    public init(keyPath: [String] = [], written: String, parameters: [String] = []) {
        self.keyPath = keyPath
        self.written = written
        self.normalized = PropertyName.normalize(written)
        self.parameters = parameters
    }

    /// `titleLabel.font`, `titleColor(selected, highlighted)`: the name in canonical text form,
    /// dashed names converted to camel case.
    public var description: String {
        var text = (keyPath + [PropertyName.camelCased(written)]).joined(separator: ".")
        if !parameters.isEmpty { text += "(" + parameters.joined(separator: ", ") + ")" }
        return text
    }

    /// Lowercases and removes `-` and `_`.
    public static func normalize(_ name: String) -> String {
        PseudoClassSyntax.normalize(name)
    }

    /// `background-color` → `backgroundColor`; names without dashes are returned unchanged.
    /// Leading dashes (`-ios-tint`) are kept.
    public static func camelCased(_ name: String) -> String {
        guard name.contains("-") else { return name }
        var out = ""
        var upperNext = false
        var seenLetter = false
        for character in name {
            if character == "-" {
                if seenLetter { upperNext = true } else { out.append(character) }
                continue
            }
            out += upperNext ? character.uppercased() : String(character)
            upperNext = false
            seenLetter = true
        }
        return out
    }
}
