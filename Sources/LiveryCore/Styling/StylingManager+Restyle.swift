/// A weak reference to an element (the manager never keeps views alive).
struct WeakElement<Element: AnyObject> {
    weak var element: Element?
}

/// What changed about an element, for `StylingManager.invalidate(_:_:)`.
public enum ElementChange: Sendable {
    /// Classes were added or removed (the changed class names).
    case classes(Set<String>)
    /// The id changed (old and new).
    case id(String?, String?)
    /// Enabled/selected/highlighted/focused changed.
    case state
    /// The element was added, removed or moved (its parent or position changed).
    case structure
    /// Its inline style changed.
    case inlineStyle
}

extension StylingManager {
    /// Styles a whole tree now (and keeps it styled on later changes).
    public func style(_ root: Element) {
        if !roots.contains(where: { $0.element === root }) {
            roots.removeAll { $0.element == nil }
            roots.append(WeakElement(element: root))
        }
        markSubtree(root)
        restyle()
    }

    /// Records a change; the affected elements are restyled by the next `restyle()`.
    ///
    /// Only elements whose matches the change can alter are recorded: see `SelectorFacts`.
    public func invalidate(_ element: Element, _ change: ElementChange) {
        let facts = selectorFacts
        switch change {
        case .classes(let names):
            mark(around: element, names.compactMap { facts.classUses[$0] })
        case .id(let old, let new):
            mark(around: element, [old, new].compactMap { $0.flatMap { facts.idUses[$0] } })
        case .state:
            guard facts.hasStatePseudoClasses else { return }
            mark(around: element, [facts.stateUse])
        case .inlineStyle:
            markDirty(element)
        case .structure:
            markDirty(element)
            if facts.hasAncestorCompounds { markDescendants(element) }
            if facts.hasSiblingCombinators || facts.hasStructuralPseudoClasses {
                for sibling in followingSiblings(of: element) {
                    if facts.hasAncestorCompounds { markSubtree(sibling) } else { markDirty(sibling) }
                }
            }
            if facts.hasStructuralPseudoClasses, let parent = element.styleParent { markDirty(parent) }
        }
    }

    /// Records that `element` and its whole subtree need styling (a subtree new to a styled
    /// tree); the next `restyle()` styles them.
    public func invalidateSubtree(_ element: Element) {
        markSubtree(element)
    }

    /// Marks what a change of features used as `uses` on `element` can restyle.
    func mark(around element: Element, _ uses: [FeatureUse]) {
        var use = FeatureUse()
        for other in uses { use.formUnion(other) }
        if use.subject { markDirty(element) }
        if !use.descendants.isEmpty { markDescendants(element, in: use.descendants) }
        if !use.siblings.isEmpty {
            for sibling in followingSiblings(of: element) { markSubtree(sibling, in: use.siblings) }
        }
    }

    /// The later siblings of an element (none for a nested element).
    func followingSiblings(of element: Element) -> ArraySlice<Element> {
        guard let parent = element.styleParent, element.styleNestedKeyPath == nil else { return [] }
        let siblings = parent.styleChildren
        return siblings[min(element.styleIndexInParent + 1, siblings.count)...]
    }

    /// Marks the elements of a subtree that are in `set`.
    func markSubtree(_ element: Element, in set: InvalidationSet = .everything) {
        var stack = [element]
        while let current = stack.popLast() {
            if set.contains(current) { markDirty(current) }
            stack.append(contentsOf: current.styleChildren)
            stack.append(contentsOf: current.styleNestedElements)
        }
    }

    /// Restyles every element recorded as affected, parents before children.
    public func restyle() {
        let elements = Array(dirty.values)
        // The number of ancestors of each, every ancestor counted once.
        var depth = TreeFold<Element, Int>(aboveRoot: -1, parent: { $0.styleParent }, combine: { above, _ in above + 1 })
        let depths = elements.map { depth.value(of: $0) }
        let pending = depths.indices.sorted { depths[$0] < depths[$1] }.map { elements[$0] }
        dirty.removeAll()
        lastPassStyledCount = 0
        defer { passChains.removeAll() }
        for element in pending { computeAndApply(element) }
    }

    // MARK: Internals

    func environmentChanged() {
        for (key, box) in environmentDependent {
            if let element = box.element { markDirty(element) } else { environmentDependent[key] = nil }
        }
        cascades.removeAll()
        matchCache.removeAll()
        styleIdentities.removeAll()
        restyle()
    }

    /// Re-indexes the sheets and restyles every styled tree.
    func rebuild() {
        effectiveSheets = sheets.map { scoped in
            guard !runtimeVariables.isEmpty else { return scoped }
            return ScopedStyleSheet(sheet: scoped.sheet.resolvingVariables(runtimeVariables, catalog: catalog), group: scoped.group)
        }
        selectorFacts = SelectorFacts(sheets: effectiveSheets.map(\.sheet))
        cascades.removeAll()
        matchCache.removeAll()
        styleIdentities.removeAll()
        for root in roots.compactMap(\.element) { markSubtree(root) }
        restyle()
    }

    func markDirty(_ element: Element) {
        dirty[ObjectIdentifier(element)] = element
    }

    func markDescendants(_ element: Element, in set: InvalidationSet = .everything) {
        for child in element.styleChildren + element.styleNestedElements { markSubtree(child, in: set) }
    }

    /// The stylesheet groups in effect for an element: the union of its and its ancestors' groups.
    func groups(for chain: AncestorChain<Element>) -> Set<String> {
        var groups: Set<String> = []
        for node in chain.elements {
            if let own = node.styleSheetGroups { groups.formUnion(own) }
        }
        return groups
    }

    func cascade(for groups: Set<String>) -> Cascade {
        if let cached = cascades[groups] { return cached }
        let active = effectiveSheets.filter { $0.group.map(groups.contains) ?? true }.map(\.sheet)
        var cascade = Cascade(sheets: active, environment: environment, mode: mode, keyResolver: keyResolver)
        cascade.matcher.customPseudoClasses = customPseudoClasses
        cascades[groups] = cascade
        return cascade
    }

    func computeAndApply(_ element: Element) {
        guard !element.isStylingDisabled else { return }
        // The element's ancestors, read once for matching, and its stylesheet groups
        // (extending the parent's when the parent was styled earlier in this pass).
        let chain: AncestorChain<Element>
        var groups: Set<String>
        if let parent = element.styleParent, let parentPass = passChains[ObjectIdentifier(parent)] {
            chain = AncestorChain(element, parent: parentPass.chain)
            groups = parentPass.groups
            if let own = element.styleSheetGroups { groups.formUnion(own) }
        } else {
            chain = AncestorChain(element)
            groups = self.groups(for: chain)
        }
        let cascade = cascade(for: groups)
        var fromOwner: [MatchedDeclaration] = []
        if let keyPath = element.styleNestedKeyPath, let owner = element.styleParent, let ownerStyle = owner.computedStyle {
            let normalized = PropertyName.normalize(keyPath)
            for var matched in ownerStyle.cascade where matched.key.keyPath.first.map(PropertyName.normalize) == normalized {
                matched.key.keyPath.removeFirst()
                fromOwner.append(matched)
            }
        }
        let (rules, dependsOnEnvironment, identity) = matchedRules(in: chain, cascade: cascade)
        passChains[ObjectIdentifier(element)] = (chain, groups, identity)
        var style = cascade.computeStyle(for: element, inline: element.inlineDeclarations, fromOwner: fromOwner, rules: rules)
        let disabled = element.disabledProperties
        if !disabled.isEmpty { style.removeProperties(normalizedNames: Set(disabled.map(PropertyName.normalize))) }
        if dependsOnEnvironment {
            environmentDependent[ObjectIdentifier(element)] = WeakElement(element: element)
        } else {
            environmentDependent[ObjectIdentifier(element)] = nil
        }
        element.applyComputedStyle(style)
        lastPassStyledCount += 1
        totalStyledCount += 1
        for nested in element.styleNestedElements { computeAndApply(nested) }
    }
}

extension StylingManager {
    /// The element's matched rules, from the style-identity cache when the loaded selectors
    /// allow it: without sibling combinators, structural or custom pseudo classes, matches
    /// depend only on the types, ids, classes and states from the root down to the element.
    /// Also says whether an environment change can change them.
    func matchedRules(in chain: AncestorChain<Element>, cascade: Cascade)
        -> (rules: [(entry: RuleIndex.Entry, selector: Selector)], dependsOnEnvironment: Bool, identity: Int?) {
        let element = chain.element
        let facts = selectorFacts
        var dependsOnEnvironment = false
        guard !facts.hasSiblingCombinators, !facts.hasStructuralPseudoClasses, customPseudoClasses.isEmpty,
              element.styleNestedKeyPath == nil else {
            matchCount += 1
            let rules = cascade.matchedRules(in: chain, dependsOnEnvironment: &dependsOnEnvironment, scratch: &matchScratch)
            return (rules, dependsOnEnvironment, nil)
        }
        let identity = styleIdentity(of: element)
        if let cached = matchCache[identity] { return (cached.rules, cached.dependsOnEnvironment, identity) }
        matchCount += 1
        let rules = cascade.matchedRules(in: chain, dependsOnEnvironment: &dependsOnEnvironment, scratch: &matchScratch)
        matchCache[identity] = (rules, dependsOnEnvironment)
        return (rules, dependsOnEnvironment, identity)
    }

    /// The style identity of `element`: its parent's (from this pass, or found walking up)
    /// with the element's own segment.
    func styleIdentity(of element: Element) -> Int {
        var unknown = [element]
        var identity = -1
        var current = element.styleParent
        while let node = current {
            if let known = passChains[ObjectIdentifier(node)]?.identity {
                identity = known
                break
            }
            unknown.append(node)
            current = node.styleParent
        }
        for node in unknown.reversed() {
            let key = StyleIdentity(parent: identity, segment: StyleIdentity.segment(of: node))
            if let found = styleIdentities[key] {
                identity = found
            } else {
                identity = styleIdentities.count
                styleIdentities[key] = identity
            }
        }
        return identity
    }
}

/// The style identity of an element: type, id, sorted classes and state of the element and
/// each ancestor, and the stylesheet groups in effect — held as the parent's identity (a
/// number, -1 at the root) and the element's own segment, so elements with equal
/// identities match the same rules.
struct StyleIdentity: Hashable {
    let parent: Int
    let segment: String

    /// The element's own part of its identity.
    static func segment<E: StylableElement>(of node: E) -> String {
        var segment = node.styleTypeChain.canonical
        if let id = node.styleID { segment += "#" + id }
        for name in node.styleClasses.sorted() { segment += "." + name }
        segment += ":" + String(node.styleState.rawValue)
        if let groups = node.styleSheetGroups { segment += "@" + groups.sorted().joined(separator: ",") }
        return segment
    }
}

extension Selector {
    /// Whether matching depends on the environment (idiom, orientation, OS, screen …).
    var dependsOnEnvironment: Bool {
        compounds.contains { compound in
            compound.pseudoClasses.contains { pseudo in
                switch pseudo {
                case .osVersion, .screen, .deviceModel, .contentSize, .custom: return true
                case .not(let inner): return inner.contains { $0.dependsOnEnvironment }
                case .nth: return false
                case .simple(let simple):
                    switch simple {
                    case .root, .empty, .firstChild, .lastChild, .onlyChild, .firstOfType, .lastOfType, .onlyOfType,
                         .enabled, .disabled, .selected, .highlighted, .focused: return false
                    default: return true
                    }
                }
            }
        }
    }
}
