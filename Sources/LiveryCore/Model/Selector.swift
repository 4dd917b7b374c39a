import LiverySyntax

/// A complex selector ready for matching: compounds joined by combinators.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// Compounds from left to right.
    public var compounds: [CompoundSelector]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    public var combinators: [Combinator]

    public init(compounds: [CompoundSelector], combinators: [Combinator]) {
        self.compounds = compounds
        self.combinators = combinators
    }

    /// The most compounds a selector may have, those of its `:not()` arguments included
    /// (`weight`; `selector.too-long` beyond). Matching walks a selector one stack frame per
    /// compound, and the argument of a `:not()` deep in that walk from there; and `& &` in
    /// nested rules doubles a selector per level, so a 200-byte sheet could otherwise make
    /// selectors of millions of compounds. A selector made in code with more compounds
    /// than this matches nothing.
    public static let maximumCompounds = 256

    /// The compounds of the selector and, recursively, of its `:not()` arguments.
    public var weight: Int {
        compounds.reduce(compounds.count) { total, compound in
            compound.pseudoClasses.reduce(total) { total, pseudo in
                guard case .not(let arguments) = pseudo else { return total }
                return arguments.reduce(total) { $0 + $1.weight }
            }
        }
    }

    /// The rightmost compound: the element the selector styles.
    public var subject: CompoundSelector { compounds[compounds.count - 1] }

    /// Canonical text: canonical type names, kebab-case pseudo classes, one space around
    /// combinators (`UIView > .title:first-child`).
    public var description: String {
        var text = ""
        for (index, compound) in compounds.enumerated() {
            if index > 0 {
                let combinator = combinators[index - 1]
                text += combinator == .descendant ? " " : " \(combinator.rawValue) "
            }
            text += compound.description
        }
        return text
    }
}

/// A type (with `^` for subclasses), ids, classes and pseudo classes that one element must all match.
public struct CompoundSelector: Hashable, Sendable, CustomStringConvertible {
    /// The canonical type name, or `nil` for none or `*`.
    public var type: String? {
        didSet { lowercasedType = type?.lowercased() }
    }
    /// `type` lowercased, kept for matching (type selectors are case-insensitive).
    public private(set) var lowercasedType: String?
    /// `*` was written.
    public var isUniversal: Bool
    /// `^Type`: subclasses of the type match too.
    public var includesSubclasses: Bool
    public var ids: [String]
    public var classes: [String]
    public var pseudoClasses: [PseudoClass]

    public init(type: String? = nil, isUniversal: Bool = false, includesSubclasses: Bool = false,
                ids: [String] = [], classes: [String] = [], pseudoClasses: [PseudoClass] = []) {
        self.type = type
        self.lowercasedType = type?.lowercased()
        self.isUniversal = isUniversal
        self.includesSubclasses = includesSubclasses
        self.ids = ids
        self.classes = classes
        self.pseudoClasses = pseudoClasses
    }

    public var description: String {
        var text = ""
        if let type { text += (includesSubclasses ? "^" : "") + ComponentValue.identifier(type) } else if isUniversal { text += "*" }
        for id in ids { text += "#" + ComponentValue.identifier(id) }
        for name in classes { text += "." + ComponentValue.identifier(name) }
        for pseudo in pseudoClasses { text += pseudo.description }
        if text.isEmpty { text = "*" }
        return text
    }
}
