/// What the loaded selectors depend on, so a change to an element restyles only what it
/// can affect.
struct SelectorFacts {
    var classes: Set<String> = []
    var ids: Set<String> = []
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
        if selector.compounds.count > 1 {
            if selector.combinators.contains(where: { $0 == .descendant || $0 == .child }) { hasAncestorCompounds = true }
            if selector.combinators.contains(where: { $0 == .nextSibling || $0 == .subsequentSibling }) { hasSiblingCombinators = true }
        }
        for compound in selector.compounds {
            classes.formUnion(compound.classes)
            ids.formUnion(compound.ids)
            for pseudo in compound.pseudoClasses {
                switch pseudo {
                case .nth: hasStructuralPseudoClasses = true
                case .simple(let simple):
                    switch simple {
                    case .enabled, .disabled, .selected, .highlighted, .focused: hasStatePseudoClasses = true
                    case .root, .empty, .firstChild, .lastChild, .onlyChild, .firstOfType, .lastOfType, .onlyOfType:
                        hasStructuralPseudoClasses = true
                    default: break
                    }
                case .not(let inner):
                    inner.forEach { collect($0) }
                default: break
                }
            }
        }
    }
}
