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

    /// Hashes the name and the shape of the path and parameters: keys of one style differ
    /// mostly by name, and hashing every string of the path and parameters for each of
    /// the many lookups a cascade makes cost more than the rare collision.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(keyPath.count)
        hasher.combine(parameters.count)
    }
}

/// What a matched declaration shares with every element it matches: the declaration, the
/// property it sets on the element's type, the selector and the sheet. The cascade makes it
/// once per rule selector and element type and shares it by reference, so copying a
/// `MatchedDeclaration` (sorting, storing in computed styles) costs one reference count.
final class MatchedDeclarationSource: Sendable {
    let key: PropertyKey
    let valueType: ValueType?
    let declaration: Declaration
    let selector: Selector?
    let origin: String
    /// `declaration.important`, read by every cascade comparison.
    let important: Bool
    /// Index of the declaration within its rule.
    let position: Int
    /// The property is a compound font part (`fontFamily` …) that merges into `font`.
    let isFontPart: Bool
    /// A number standing for `key` within one cascade (equal keys, equal numbers), or
    /// `nil` when not numbered: lets the cascade find winners without hashing keys.
    let keyNumber: Int?

    init(key: PropertyKey, valueType: ValueType?, declaration: Declaration, selector: Selector?, origin: String, position: Int,
         keyNumber: Int? = nil) {
        self.key = key
        self.valueType = valueType
        self.declaration = Self.typed(declaration, as: valueType)
        self.selector = selector
        self.origin = origin
        self.important = declaration.important
        self.position = position
        self.isFontPart = key.parameters.isEmpty && CompoundFont.parts.contains(key.name)
        self.keyNumber = keyNumber
    }

    /// `declaration` with its value typed as `valueType` when loading did not type it for
    /// that type (a rule for a general type applied to a subclass whose property differs):
    /// parsed here once, as the source is shared, rather than on every read. The loader
    /// reported the value's problems already. `current` is no value of any type.
    private static func typed(_ declaration: Declaration, as valueType: ValueType?) -> Declaration {
        guard let valueType, declaration.typedValues[valueType] == nil, !declaration.keepsCurrentValue else { return declaration }
        var ignored = DiagnosticBag()
        guard let value = ValueParser.parse(declaration.value, as: valueType, in: declaration.span.file,
                                            diagnostics: &ignored) else { return declaration }
        var typed = declaration
        typed.typedValues[valueType] = value
        return typed
    }

    func with(key: PropertyKey? = nil, valueType: ValueType?? = nil, declaration: Declaration? = nil,
              selector: Selector?? = nil, origin: String? = nil) -> MatchedDeclarationSource {
        MatchedDeclarationSource(key: key ?? self.key, valueType: valueType ?? self.valueType,
                                 declaration: declaration ?? self.declaration, selector: selector ?? self.selector,
                                 origin: origin ?? self.origin, position: position, keyNumber: key == nil ? keyNumber : nil)
    }
}

/// One declaration that matched an element, with what decides its place in the cascade.
///
/// A value type whose shared parts live in one immutable reference (see
/// `MatchedDeclarationSource`); setting one of them makes a fresh copy of that reference.
public struct MatchedDeclaration: Sendable {
    var source: MatchedDeclarationSource
    public var specificity: Specificity
    /// Load order of the rule across all stylesheets; inline styles come after all rules.
    public var ruleOrder: Int
    /// Index of the declaration within its rule.
    public var declarationOrder: Int
    /// The declaration comes from the element's inline `style`.
    public var isInline: Bool

    public init(key: PropertyKey, valueType: ValueType?, declaration: Declaration, selector: Selector?,
                specificity: Specificity, ruleOrder: Int, declarationOrder: Int, isInline: Bool, origin: String) {
        self.init(source: MatchedDeclarationSource(key: key, valueType: valueType, declaration: declaration, selector: selector,
                                                   origin: origin, position: declarationOrder),
                  specificity: specificity, ruleOrder: ruleOrder, isInline: isInline)
    }

    init(source: MatchedDeclarationSource, specificity: Specificity, ruleOrder: Int, isInline: Bool) {
        self.source = source
        self.specificity = specificity
        self.ruleOrder = ruleOrder
        self.declarationOrder = source.position
        self.isInline = isInline
    }

    public var key: PropertyKey {
        get { source.key }
        set { source = source.with(key: newValue) }
    }
    /// The value type the element's class expects for the property, when known.
    public var valueType: ValueType? {
        get { source.valueType }
        set { source = source.with(valueType: .some(newValue)) }
    }
    public var declaration: Declaration {
        get { source.declaration }
        set { source = source.with(declaration: newValue) }
    }
    /// The selector of the rule that matched (the most specific one of its list).
    public var selector: Selector? {
        get { source.selector }
        set { source = source.with(selector: .some(newValue)) }
    }
    /// The stylesheet's name (or `inline`).
    public var origin: String {
        get { source.origin }
        set { source = source.with(origin: newValue) }
    }
    /// Whether the declaration is `!important`.
    public var isImportant: Bool { source.important }

    /// The declaration's value typed for the property, when the type is known and the value
    /// parsed as it (`nil` for `current`/`initial` and unknown properties).
    public var typedValue: TypedValue? {
        source.valueType.flatMap { source.declaration.typedValues[$0] }
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

    /// Drops every property whose normalized name is in `names` from both the winners and the
    /// cascade, so that what applies and what `explain` shows keep agreeing.
    public mutating func removeProperties(normalizedNames names: Set<String>) {
        guard !names.isEmpty else { return }
        values = values.filter { !names.contains(PropertyName.normalize($0.key.name)) }
        cascade.removeAll { names.contains(PropertyName.normalize($0.key.name)) }
    }
}
