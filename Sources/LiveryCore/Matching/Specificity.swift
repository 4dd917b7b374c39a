/// W3C specificity: (ids, classes and pseudo classes, types), compared in that order —
/// eleven classes never beat an id. Packed into one integer for fast comparison.
public struct Specificity: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var ids: Int
    public var classes: Int
    public var types: Int

    public init(ids: Int = 0, classes: Int = 0, types: Int = 0) {
        self.ids = ids
        self.classes = classes
        self.types = types
    }

    /// One packed value preserving the order (each part saturates at 1023).
    public var packed: Int {
        min(ids, 1023) << 20 | min(classes, 1023) << 10 | min(types, 1023)
    }

    public static func < (lhs: Specificity, rhs: Specificity) -> Bool { lhs.packed < rhs.packed }

    public static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
        Specificity(ids: lhs.ids + rhs.ids, classes: lhs.classes + rhs.classes, types: lhs.types + rhs.types)
    }

    /// `(1,2,0)`.
    public var description: String { "(\(ids),\(classes),\(types))" }
}

extension Selector {
    /// The selector's specificity: ids, classes + pseudo classes, types; `:not(x)` counts as
    /// its most specific argument; `*` counts nothing.
    public var specificity: Specificity {
        compounds.reduce(Specificity()) { $0 + $1.specificity }
    }
}

extension CompoundSelector {
    public var specificity: Specificity {
        var result = Specificity(ids: ids.count, classes: classes.count, types: type == nil ? 0 : 1)
        for pseudo in pseudoClasses {
            if case .not(let selectors) = pseudo {
                result = result + (selectors.map(\.specificity).max() ?? Specificity())
            } else {
                result.classes += 1
            }
        }
        return result
    }
}
