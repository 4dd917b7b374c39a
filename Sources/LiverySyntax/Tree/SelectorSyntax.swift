/// How two compound selectors relate (CSS Selectors Level 4, §16).
public enum Combinator: String, Hashable, Sendable {
    /// `a b`: b is a descendant of a.
    case descendant = " "
    /// `a > b`: b is a child of a.
    case child = ">"
    /// `a + b`: b immediately follows a.
    case nextSibling = "+"
    /// `a ~ b`: b follows a.
    case subsequentSibling = "~"
}

/// A complex selector as written: compounds joined by combinators, left to right.
public struct ComplexSelectorSyntax: Hashable, Sendable {
    public var compounds: [CompoundSelectorSyntax]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    public var combinators: [Combinator]
    public var range: SourceRange

    public init(compounds: [CompoundSelectorSyntax], combinators: [Combinator], range: SourceRange) {
        self.compounds = compounds
        self.combinators = combinators
        self.range = range
    }

    /// Whether any compound (outside `:not`) is or starts with `&`.
    public var containsNesting: Bool { compounds.contains { $0.nesting } }
}

/// A compound selector: `&`, a type, then ids, classes and pseudo classes.
public struct CompoundSelectorSyntax: Hashable, Sendable {
    /// Starts with `&` (the parent rule's selector).
    public var nesting: Bool
    public var type: TypeSelectorSyntax?
    public var simples: [SimpleSelectorSyntax]
    public var range: SourceRange

    public init(nesting: Bool = false, type: TypeSelectorSyntax? = nil, simples: [SimpleSelectorSyntax] = [], range: SourceRange) {
        self.nesting = nesting
        self.type = type
        self.simples = simples
        self.range = range
    }
}

/// A type selector: `UILabel`, `label`, `*`, `^UIView`.
public struct TypeSelectorSyntax: Hashable, Sendable {
    /// The name as written; `*` for the universal selector.
    public var name: String
    /// `^Type`: subclasses match too.
    public var includesSubclasses: Bool
    public var range: SourceRange

    public var isUniversal: Bool { name == "*" }

    public init(name: String, includesSubclasses: Bool = false, range: SourceRange) {
        self.name = name
        self.includesSubclasses = includesSubclasses
        self.range = range
    }
}

/// `.class`, `#id` or `:pseudo-class`.
public enum SimpleSelectorSyntax: Hashable, Sendable {
    case className(String, SourceRange)
    case id(String, SourceRange)
    case pseudoClass(PseudoClassSyntax)
}

/// `:name` or `:name(arguments)`; `:not(…)` carries a parsed selector list. A web
/// pseudo-element (`::before`) is read the same way, marked `isElement`: Livery's elements
/// have none, and `LiveryCore` says so.
public struct PseudoClassSyntax: Hashable, Sendable {
    /// The name as written (`first-of-type`, `nthChild`).
    public var name: String
    /// Written with two colons (`::before`, `::placeholder`): a pseudo-element.
    public var isElement = false
    /// Arguments of a functional pseudo class other than `:not`.
    public var arguments: [ComponentValue]?
    /// The selector list of `:not(…)`.
    public var selectorArgument: [ComplexSelectorSyntax]?
    public var range: SourceRange

    public init(name: String, arguments: [ComponentValue]? = nil, selectorArgument: [ComplexSelectorSyntax]? = nil, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.selectorArgument = selectorArgument
        self.range = range
    }
}
