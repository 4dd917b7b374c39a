import LiverySyntax

/// Matches selectors against elements, right to left (the subject compound first, then
/// walking up or back through the tree for each combinator).
public struct SelectorMatcher: Sendable {
    public var environment: StyleEnvironment
    /// Pseudo classes registered by the app: normalized name → test.
    public var customPseudoClasses: [String: @Sendable (_ element: AnyObject, _ argument: String?) -> Bool]

    public init(environment: StyleEnvironment = StyleEnvironment(),
                customPseudoClasses: [String: @Sendable (AnyObject, String?) -> Bool] = [:]) {
        self.environment = environment
        self.customPseudoClasses = customPseudoClasses
    }

    /// Whether `selector` matches `element`.
    public func matches<E: StyleElement>(_ selector: Selector, _ element: E) -> Bool {
        guard let subject = selector.compounds.last, matches(subject, element) else { return false }
        return selector.compounds.count == 1 || matches(selector, in: AncestorChain(element))
    }

    /// Whether `selector` matches the first element of `chain` (its ancestors read once
    /// for all the selectors tested against it).
    public func matches<E: StyleElement>(_ selector: Selector, in chain: AncestorChain<E>) -> Bool {
        // Matching reads the compounds in place: copying a compound (its strings and
        // arrays) for each test would cost more than the test itself.
        selector.compounds.withUnsafeBufferPointer { compounds in
            selector.combinators.withUnsafeBufferPointer { combinators in
                chain.elements.withUnsafeBufferPointer { path in
                    chain.facts.withUnsafeBufferPointer { facts in
                        guard path.count > 0, !compounds.isEmpty else { return false }
                        return matches(Walk(compounds: compounds, combinators: combinators, path: path, facts: facts),
                                       compoundIndex: compounds.count - 1, level: 0)
                    }
                }
            }
        }
    }

    /// The selector and ancestor chain of one match, read in place.
    private struct Walk<E: StyleElement> {
        let compounds: UnsafeBufferPointer<CompoundSelector>
        let combinators: UnsafeBufferPointer<Combinator>
        /// The element being styled, then its parent, grandparent …
        let path: UnsafeBufferPointer<E>
        /// What matching reads of each element of `path`.
        let facts: UnsafeBufferPointer<MatchFacts>

        /// The parent of an element whose ancestors are `path[level + 1...]`.
        func parent(level: Int) -> E? { level + 1 < path.count ? path[level + 1] : nil }
    }

    /// Whether compounds `0...compoundIndex` match, the compound at `compoundIndex` standing
    /// for the chain's element at `level`, or for `sibling` (a sibling of that element)
    /// when given. Elements of the chain are tested on their facts and not touched unless
    /// a pseudo class needs them: every access to an element costs reference counting.
    private func matches<E: StyleElement>(_ walk: Walk<E>, compoundIndex: Int, level: Int, sibling: E? = nil) -> Bool {
        let compound = walk.compounds[compoundIndex]
        // A sibling is read only as far as the compound needs (most fail on their first
        // test); its position is read only when another sibling combinator follows.
        let isNested: Bool, indexInParent: Int
        if let sibling {
            guard matches(compound, sibling) else { return false }
            if compoundIndex == 0 { return true }
            isNested = sibling.styleNestedKeyPath != nil
            indexInParent = sibling.styleIndexInParent
        } else {
            let facts = walk.facts[level]
            guard matches(compound, facts),
                  compound.pseudoClasses.isEmpty || matchesPseudoClasses(compound, walk.path[level]) else { return false }
            isNested = facts.isNested
            indexInParent = facts.indexInParent
        }
        if compoundIndex == 0 { return true }
        let next = compoundIndex - 1
        switch walk.combinators[next] {
        case .child:
            guard level + 1 < walk.path.count else { return false }
            return matches(walk, compoundIndex: next, level: level + 1)
        case .descendant:
            var ancestorLevel = level + 1
            while ancestorLevel < walk.path.count {
                if matches(walk, compoundIndex: next, level: ancestorLevel) { return true }
                ancestorLevel += 1
            }
            return false
        case .nextSibling:
            guard let parent = walk.parent(level: level), !isNested else { return false }
            let index = indexInParent
            let siblings = parent.styleChildren
            guard index > 0, index - 1 < siblings.count else { return false }
            return matches(walk, compoundIndex: next, level: level, sibling: siblings[index - 1])
        case .subsequentSibling:
            guard let parent = walk.parent(level: level), !isNested else { return false }
            let siblings = parent.styleChildren
            for index in stride(from: indexInParent - 1, through: 0, by: -1) where index < siblings.count {
                if matches(walk, compoundIndex: next, level: level, sibling: siblings[index]) { return true }
            }
            return false
        }
    }

    /// Whether one compound matches the element itself.
    ///
    /// The cheapest tests come first (ids, classes, then the type without allocating),
    /// pseudo classes last; all must hold, so the order does not change the result.
    /// Each property of the element is read only when the compound tests it.
    public func matches<E: StyleElement>(_ compound: borrowing CompoundSelector, _ element: E) -> Bool {
        if !compound.ids.isEmpty {
            guard let id = element.styleID, compound.ids.allSatisfy({ $0 == id }) else { return false }
        }
        if !compound.classes.isEmpty {
            let classes = element.styleClasses
            guard compound.classes.allSatisfy(classes.contains) else { return false }
        }
        if let type = compound.lowercasedType {
            let types = element.styleTypeChain.lowercased
            guard compound.includesSubclasses ? types.contains(type) : types.first == type else { return false }
        }
        return matchesPseudoClasses(compound, element)
    }

    /// The id, class and type tests of a compound.
    func matches(_ compound: borrowing CompoundSelector, _ facts: MatchFacts) -> Bool {
        if !compound.ids.isEmpty {
            guard let id = facts.id, compound.ids.allSatisfy({ $0 == id }) else { return false }
        }
        if !compound.classes.isEmpty {
            guard compound.classes.allSatisfy(facts.classes.contains) else { return false }
        }
        if let type = compound.lowercasedType {
            if compound.includesSubclasses {
                guard facts.types.contains(type) else { return false }
            } else {
                guard facts.types.first == type else { return false }
            }
        }
        return true
    }

    func matchesPseudoClasses<E: StyleElement>(_ compound: borrowing CompoundSelector, _ element: E) -> Bool {
        for pseudo in compound.pseudoClasses where !matches(pseudo, element) {
            return false
        }
        return true
    }
}

/// What id, class and type tests read of an element, read once through `StyleElement`.
public struct MatchFacts: Sendable {
    /// The lowercased type chain, own type first.
    let types: [String]
    let id: String?
    let classes: [String]
    /// A nested element (`titleLabel`): no siblings.
    let isNested: Bool
    let indexInParent: Int

    init<E: StyleElement>(_ element: E) {
        types = element.styleTypeChain.lowercased
        id = element.styleID
        classes = element.styleClasses
        isNested = element.styleNestedKeyPath != nil
        indexInParent = element.styleIndexInParent
    }

    /// The element's classes, id and own type as a filter.
    var filter: FeatureFilter { FeatureFilter(classes: classes, id: id, ownType: types.first) }
}

/// An element and its ancestors up to the root, read once.
///
/// Selectors with descendant and child combinators walk up the tree; reading the chain
/// once per element, rather than through `styleParent` for every step of every candidate
/// selector, saves most of matching's time (parents are usually weak references, and each
/// read of one is a reference-count operation).
public struct AncestorChain<E: StyleElement> {
    /// The element, its parent, its grandparent … up to the root.
    public let elements: [E]
    /// What matching reads of each of them.
    let facts: [MatchFacts]

    /// The features of all the ancestors (not the element itself).
    public let ancestorFilter: FeatureFilter

    /// The element itself.
    public var element: E { elements[0] }

    public init(_ element: E) {
        var elements = [element]
        var current = element.styleParent
        while let parent = current {
            elements.append(parent)
            current = parent.styleParent
        }
        self.elements = elements
        let facts = elements.map(MatchFacts.init)
        var filter = FeatureFilter()
        for ancestor in facts.dropFirst() { filter.formUnion(ancestor.filter) }
        self.facts = facts
        self.ancestorFilter = filter
    }
}
