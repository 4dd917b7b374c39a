/// What the loaded selectors depend on, so a change to an element restyles only what it
/// can affect.
///
/// For each class, id and the element state, it records where selectors use it: in the
/// subject compound (the element's own style can change), left of a descendant or child
/// combinator (descendants can change), left of a sibling combinator (later siblings and
/// their descendants can change). A change can only alter the style of elements that
/// match some selector's subject, so descendants and siblings are narrowed further to the
/// elements carrying a feature of those subjects (an invalidation set).
struct SelectorFacts {
    /// Where each class is used.
    var classUses: [String: FeatureUse] = [:]
    /// Where each id is used.
    var idUses: [String: FeatureUse] = [:]
    /// Where state pseudo classes (`:selected` …) are used.
    var stateUse = FeatureUse()
    /// Some selector has a compound left of a descendant or child combinator: a change to
    /// an element can change its descendants' matches.
    var hasAncestorCompounds = false
    /// Some selector uses `+` or `~`: later siblings can change.
    var hasSiblingCombinators = false
    /// Some selector uses a structural pseudo class (`nth-child`, `empty` …).
    var hasStructuralPseudoClasses = false
    /// Some selector uses a state pseudo class.
    var hasStatePseudoClasses = false

    init() {}

    init(sheets: [StyleSheet]) {
        for sheet in sheets {
            for rule in sheet.rules {
                for selector in rule.selectors { collect(selector) }
            }
        }
    }

    mutating func collect(_ selector: Selector) {
        guard let subject = selector.compounds.last else { return }
        noteCombinators(of: selector)
        var affected = InvalidationSet()
        affected.add(subject)
        for (index, compound) in selector.compounds.enumerated() {
            var use = FeatureUse()
            if index == selector.compounds.count - 1 {
                use.subject = true
            } else if selector.combinators[index] == .descendant || selector.combinators[index] == .child {
                use.descendants = affected
            } else {
                use.siblings = affected
            }
            record(compound, use)
        }
    }

    private mutating func noteCombinators(of selector: Selector) {
        if selector.combinators.contains(where: { $0 == .descendant || $0 == .child }) { hasAncestorCompounds = true }
        if selector.combinators.contains(where: { $0 == .nextSibling || $0 == .subsequentSibling }) { hasSiblingCombinators = true }
    }

    /// Records the features of one compound (and of the selectors in its `:not()`) as used so.
    private mutating func record(_ compound: CompoundSelector, _ use: FeatureUse) {
        for name in compound.classes { classUses[name, default: FeatureUse()].formUnion(use) }
        for id in compound.ids { idUses[id, default: FeatureUse()].formUnion(use) }
        for pseudo in compound.pseudoClasses {
            switch pseudo {
            case .nth: hasStructuralPseudoClasses = true
            case .simple(let simple):
                switch simple {
                case .enabled, .disabled, .selected, .highlighted, .focused:
                    hasStatePseudoClasses = true
                    stateUse.formUnion(use)
                case .root, .empty, .firstChild, .lastChild, .onlyChild, .firstOfType, .lastOfType, .onlyOfType:
                    hasStructuralPseudoClasses = true
                default: break
                }
            case .not(let inner):
                // The subject of a selector inside `:not()` is the element the compound
                // tests, so its features are used as the compound's are; its other
                // compounds test relatives of that element, which is rare enough to treat
                // as able to change anything around.
                for selector in inner {
                    noteCombinators(of: selector)
                    for (index, innerCompound) in selector.compounds.enumerated() {
                        record(innerCompound, index == selector.compounds.count - 1 ? use : .anything)
                    }
                }
            default: break
            }
        }
    }
}

/// Where selectors use one feature (a class, an id, the state) of an element, and so what
/// a change of it can restyle.
struct FeatureUse {
    /// Used in a subject compound: the element itself.
    var subject = false
    /// Used left of a descendant or child combinator: these of its descendants.
    var descendants = InvalidationSet()
    /// Used left of a sibling combinator: these of its later siblings and their descendants.
    var siblings = InvalidationSet()

    /// The element, all its descendants, all later siblings and their descendants.
    static let anything = FeatureUse(subject: true, descendants: .everything, siblings: .everything)

    mutating func formUnion(_ other: FeatureUse) {
        subject = subject || other.subject
        descendants.formUnion(other.descendants)
        siblings.formUnion(other.siblings)
    }
}

/// The elements a change can restyle, described by one feature of each selector subject
/// they could match: a class, else an id, else a type; a subject with none of them
/// (`*`, only pseudo classes) makes the set hold every element.
struct InvalidationSet {
    var classes: Set<String> = []
    var ids: Set<String> = []
    /// Lowercased type names (an element is in the set when its chain includes one).
    var types: Set<String> = []
    var containsEverything = false

    static let everything = InvalidationSet(containsEverything: true)

    var isEmpty: Bool { !containsEverything && classes.isEmpty && ids.isEmpty && types.isEmpty }

    mutating func add(_ subject: CompoundSelector) {
        if let name = subject.classes.first {
            classes.insert(name)
        } else if let id = subject.ids.first {
            ids.insert(id)
        } else if let type = subject.lowercasedType {
            types.insert(type)
        } else {
            containsEverything = true
        }
    }

    mutating func formUnion(_ other: InvalidationSet) {
        if containsEverything { return }
        if other.containsEverything {
            self = .everything
            return
        }
        classes.formUnion(other.classes)
        ids.formUnion(other.ids)
        types.formUnion(other.types)
    }

    /// Whether the element could match one of the subjects.
    func contains<E: StyleElement>(_ element: E) -> Bool {
        if containsEverything { return true }
        if !classes.isEmpty, element.styleClasses.contains(where: classes.contains) { return true }
        if let id = element.styleID, ids.contains(id) { return true }
        return !types.isEmpty && element.styleTypeChain.lowercased.contains(where: types.contains)
    }
}
