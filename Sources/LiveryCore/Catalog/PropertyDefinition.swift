import LiveryValues

/// What a property's parameter selects (`titleColor(highlighted)`: a control state).
public enum ParameterKind: String, Hashable, Sendable, CaseIterable {
    /// `UIControl.State`: normal, highlighted, selected, disabled, focused and combinations.
    case state
    /// `UIBarMetrics`.
    case metrics
    /// `UIBarPosition`.
    case position
    /// `UISegmentedControl.Segment`.
    case segment
    /// `UISearchBar.Icon`.
    case icon

    /// The definition that parses a parameter of this kind.
    var definition: ParameterDefinition {
        switch self {
        case .state: .optionSet(EnumCatalog.controlState)
        case .metrics: .enumeration(EnumCatalog.barMetrics)
        case .position: .enumeration(EnumCatalog.barPosition)
        case .segment: .enumeration(EnumCatalog.segment)
        case .icon: .enumeration(EnumCatalog.searchBarIcon)
        }
    }

    enum ParameterDefinition {
        case enumeration(EnumDefinition)
        case optionSet(OptionSetDefinition)
    }
}

/// One stylable property of a class: its canonical name, value type and parameter kinds.
public struct PropertyDefinition: Hashable, Sendable {
    /// The canonical name (`titleColor`).
    public let name: String
    public let type: ValueType
    /// Kinds of the parameters in order (`backgroundImage(state, metrics)`).
    public let parameters: [ParameterKind]
    /// The class that declares it.
    public let owner: String

    public init(name: String, type: ValueType, parameters: [ParameterKind] = [], owner: String) {
        self.name = name
        self.type = type
        self.parameters = parameters
        self.owner = owner
    }
}

/// A class of the catalog: superclass, properties, nested elements and aliases.
public struct ClassDefinition: Sendable {
    public let name: String
    public let superclass: String?
    /// Properties declared by this class, by normalized name.
    public var properties: [String: PropertyDefinition]
    /// Nested elements by normalized key path → (canonical key path, class name).
    public var nestedElements: [String: (keyPath: String, type: String)]
    /// Aliases by normalized name → target path, split once when the catalog is read
    /// (`layer.cornerRadius` is `["layer", "cornerRadius"]`).
    public var aliases: [String: [String]]
}
