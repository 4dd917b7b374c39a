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
        matches(selector, compoundIndex: selector.compounds.count - 1, element)
    }

    private func matches<E: StyleElement>(_ selector: Selector, compoundIndex: Int, _ element: E) -> Bool {
        guard matches(selector.compounds[compoundIndex], element) else { return false }
        if compoundIndex == 0 { return true }
        let next = compoundIndex - 1
        switch selector.combinators[next] {
        case .child:
            guard let parent = element.styleParent else { return false }
            return matches(selector, compoundIndex: next, parent)
        case .descendant:
            var ancestor = element.styleParent
            while let current = ancestor {
                if matches(selector, compoundIndex: next, current) { return true }
                ancestor = current.styleParent
            }
            return false
        case .nextSibling:
            guard let sibling = previousSibling(of: element) else { return false }
            return matches(selector, compoundIndex: next, sibling)
        case .subsequentSibling:
            guard let parent = element.styleParent, element.styleNestedKeyPath == nil else { return false }
            let siblings = parent.styleChildren
            for index in stride(from: element.styleIndexInParent - 1, through: 0, by: -1) where index < siblings.count {
                if matches(selector, compoundIndex: next, siblings[index]) { return true }
            }
            return false
        }
    }

    private func previousSibling<E: StyleElement>(of element: E) -> E? {
        guard let parent = element.styleParent, element.styleNestedKeyPath == nil else { return nil }
        let index = element.styleIndexInParent
        let siblings = parent.styleChildren
        guard index > 0, index - 1 < siblings.count else { return nil }
        return siblings[index - 1]
    }

    /// Whether one compound matches the element itself.
    ///
    /// The cheapest tests come first (ids, classes, then the type without allocating),
    /// pseudo classes last; all must hold, so the order does not change the result.
    public func matches<E: StyleElement>(_ compound: CompoundSelector, _ element: E) -> Bool {
        if !compound.ids.isEmpty {
            guard let id = element.styleID, compound.ids.allSatisfy({ $0 == id }) else { return false }
        }
        if !compound.classes.isEmpty {
            let classes = element.styleClasses
            guard compound.classes.allSatisfy(classes.contains) else { return false }
        }
        if let type = compound.lowercasedType {
            let chain = element.styleTypeChain.lowercased
            if compound.includesSubclasses {
                guard chain.contains(type) else { return false }
            } else {
                guard chain.first == type else { return false }
            }
        }
        for pseudo in compound.pseudoClasses where !matches(pseudo, element) {
            return false
        }
        return true
    }
}
