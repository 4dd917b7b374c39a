/// A 128-bit Bloom filter of element features (classes, ids, own types).
///
/// An element's ancestors are summarized in one filter; each selector's compounds that
/// must match ancestors (those left of a descendant or child combinator) in another. When
/// a feature the selector needs is missing from the ancestors' filter, the selector cannot
/// match and is skipped without walking the tree. A filter can say "maybe" for a feature
/// that is absent (the walk then decides), never "no" for one that is present.
public struct FeatureFilter: Sendable, Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    public init() {}

    enum Kind: UInt8 {
        case type = 1, id, className
    }

    /// Adds a feature: two bits from one hash of the kind and the name.
    mutating func insert(_ kind: Kind, _ name: String) {
        var hasher = Hasher()
        hasher.combine(kind.rawValue)
        hasher.combine(name)
        let hash = UInt64(bitPattern: Int64(hasher.finalize()))
        set(bit: hash & 127)
        set(bit: (hash >> 7) & 127)
    }

    private mutating func set(bit: UInt64) {
        if bit < 64 { low |= 1 << bit } else { high |= 1 << (bit - 64) }
    }

    mutating func formUnion(_ other: FeatureFilter) {
        low |= other.low
        high |= other.high
    }

    /// Whether every feature of `required` may be in this filter.
    func mayContain(_ required: FeatureFilter) -> Bool {
        low & required.low == required.low && high & required.high == required.high
    }

    /// The features of an element: its classes, id and own types (lowercased).
    init(classes: [String], id: String?, types: [String], ownTypeCount: Int) {
        for name in classes { insert(.className, name) }
        if let id { insert(.id, id) }
        for index in 0..<min(ownTypeCount, types.count) { insert(.type, types[index]) }
    }

    /// The features the selector's ancestor compounds require of the element's ancestors.
    ///
    /// A compound left of a descendant or child combinator matches an ancestor of the
    /// element matched by the compound to its right, and that element is the subject or
    /// (through sibling combinators) a sibling of one of its ancestors: either way, an
    /// ancestor of the subject. `^Type` compounds add nothing (any type of the chain may do).
    init(ancestorsOf selector: Selector) {
        for (index, compound) in selector.compounds.enumerated().dropLast()
        where selector.combinators[index] == .descendant || selector.combinators[index] == .child {
            for name in compound.classes { insert(.className, name) }
            for id in compound.ids { insert(.id, id) }
            if let type = compound.lowercasedType, !compound.includesSubclasses { insert(.type, type) }
        }
    }
}
