import LiveryValues
import LiverySyntax

/// When a rule applies: every clause must hold; a clause holds when any of its queries does.
/// (A rule inside `@media A { @media B { … } }` has the clauses `[A, B]`.)
public struct MediaCondition: Hashable, Sendable, CustomStringConvertible {
    public var clauses: [[MediaQuery]]

    public init(clauses: [[MediaQuery]]) {
        self.clauses = clauses
    }

    /// This condition and another, both required.
    public func and(_ other: MediaCondition?) -> MediaCondition {
        MediaCondition(clauses: clauses + (other?.clauses ?? []))
    }

    /// `@media (idiom: pad), (orientation: landscape)`; nested clauses print as nested `@media`.
    public var description: String {
        clauses.map { "@media " + $0.map(\.description).joined(separator: ", ") }.joined(separator: " { ")
    }
}

/// `[not] (feature: value) and (feature: value)…`: holds when every feature holds (inverted by `not`).
public struct MediaQuery: Hashable, Sendable, CustomStringConvertible {
    public var negated: Bool
    /// The media type (`screen`, `all`); Livery treats every type as the device screen.
    public var mediaType: String?
    public var features: [MediaFeature]
    /// A query with an unknown feature or value never holds (as in CSS); it is diagnosed.
    public var isValid: Bool

    public init(negated: Bool = false, mediaType: String? = nil, features: [MediaFeature], isValid: Bool = true) {
        self.negated = negated
        self.mediaType = mediaType
        self.features = features
        self.isValid = isValid
    }

    public var description: String {
        var parts: [String] = []
        if let mediaType { parts.append(mediaType) }
        parts += features.map(\.description)
        return (negated ? "not " : "") + parts.joined(separator: " and ")
    }
}

/// One environment feature of a media query.
public struct MediaFeature: Hashable, Sendable, CustomStringConvertible {
    /// What the feature tests.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case idiom, orientation
        case width, minWidth = "min-width", maxWidth = "max-width"
        case height, minHeight = "min-height", maxHeight = "max-height"
        case osVersion = "os-version", minOSVersion = "min-os-version", maxOSVersion = "max-os-version"
        case colorScheme = "color-scheme"
        case horizontalSizeClass = "horizontal-size-class", verticalSizeClass = "vertical-size-class"
        case contentSize = "content-size", minContentSize = "min-content-size", maxContentSize = "max-content-size"
        case deviceModel = "device-model"
        case scale, minScale = "min-scale", maxScale = "max-scale"

        /// Looks a feature up case-, dash- and underscore-insensitively; `prefers-color-scheme`
        /// is accepted for `color-scheme`, `device` for `idiom`.
        static func lookup(_ name: String) -> Name? {
            let normalized = PropertyName.normalize(name)
            if normalized == "preferscolorscheme" { return .colorScheme }
            if normalized == "device" { return .idiom }
            return allCases.first { PropertyName.normalize($0.rawValue) == normalized }
        }
    }

    /// The value a feature compares with.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        case keyword(String)
        case number(Double)
        case version(Version)
        case contentSize(ContentSizeCategory)

        public var description: String {
            switch self {
            case .keyword(let word): word
            case .number(let number): ComponentValue.format(number)
            case .version(let version): version.description
            case .contentSize(let category): category.rawValue
            }
        }
    }

    public var name: Name
    /// `nil` for a boolean feature such as `(orientation)`.
    public var value: Value?

    public init(name: Name, value: Value?) {
        self.name = name
        self.value = value
    }

    public var description: String {
        guard let value else { return "(\(name.rawValue))" }
        return "(\(name.rawValue): \(value))"
    }
}
