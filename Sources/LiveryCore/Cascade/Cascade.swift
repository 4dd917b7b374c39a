import LiverySyntax
import LiveryValues

/// What a declaration sets on an element of a given type: the property key and the value
/// type the element's class expects (`nil` for properties of custom types the catalog
/// does not know).
public struct ResolvedProperty: Sendable {
    public var key: PropertyKey
    public var type: ValueType?

    public init(key: PropertyKey, type: ValueType? = nil) {
        self.key = key
        self.type = type
    }
}

/// Computes elements' styles from indexed stylesheets: matching, then ordering by
/// `!important`, origin (inline last), specificity (unless source-order mode), load order
/// and source order. The last declaration of a property in that order wins.
public struct Cascade: Sendable {
    public var index: RuleIndex {
        didSet { sources = MatchedSourceCache(entryCount: index.entryCount) }
    }
    public var matcher: SelectorMatcher
    public var mode: CascadeMode
    /// Maps a declaration to the property key it sets on an element of the given type
    /// (the property catalog resolves aliases and parameters); `nil` drops it.
    public var keyResolver: @Sendable (_ declaration: Declaration, _ type: TypeChain) -> ResolvedProperty? {
        didSet { sources = MatchedSourceCache(entryCount: index.entryCount) }
    }
    /// Each entry's declarations resolved per element type, made on first use.
    private var sources: MatchedSourceCache

    public init(sheets: [StyleSheet], environment: StyleEnvironment = StyleEnvironment(), mode: CascadeMode = .specificity,
                keyResolver: @escaping @Sendable (Declaration, TypeChain) -> ResolvedProperty? = Cascade.defaultKey) {
        self.index = RuleIndex(sheets: sheets)
        self.sources = MatchedSourceCache(entryCount: index.entryCount)
        self.matcher = SelectorMatcher(environment: environment)
        self.mode = mode
        self.keyResolver = keyResolver
    }

    /// The key of a declaration without a catalog: key path, normalized name, parameters as written.
    public static let defaultKey: @Sendable (Declaration, TypeChain) -> ResolvedProperty? = { declaration, _ in
        ResolvedProperty(key: PropertyKey(keyPath: declaration.property.keyPath, name: declaration.property.normalized,
                                          parameters: declaration.property.parameters))
    }

    /// The matched rules of an element, each once with the most specific selector of its
    /// list that matched (the first in the list on ties), in index order.
    public func matchedRules<E: StyleElement>(for element: E) -> [(entry: RuleIndex.Entry, selector: Selector)] {
        matchedRules(in: AncestorChain(element))
    }

    /// The matched rules of the first element of `chain` (see `matchedRules(for:)`).
    public func matchedRules<E: StyleElement>(in chain: AncestorChain<E>) -> [(entry: RuleIndex.Entry, selector: Selector)] {
        var dependsOnEnvironment = false
        var scratch = MatchScratch()
        return matchedRules(in: chain, dependsOnEnvironment: &dependsOnEnvironment, scratch: &scratch)
    }

    /// Buffers that matching one element after another reuses (kept by the caller, so
    /// a styling pass does not allocate them per element).
    struct MatchScratch {
        var candidates: [Int] = []
        var matched: [Int] = []
    }

    /// The matched rules, and (in `dependsOnEnvironment`) whether any candidate rule
    /// depends on the environment, so an environment change must restyle the element.
    func matchedRules<E: StyleElement>(in chain: AncestorChain<E>, dependsOnEnvironment: inout Bool,
                                       scratch: inout MatchScratch) -> [(entry: RuleIndex.Entry, selector: Selector)] {
        scratch.candidates.removeAll(keepingCapacity: true)
        scratch.matched.removeAll(keepingCapacity: true)
        index.candidateIDs(for: chain.element, into: &scratch.candidates)
        let candidates = scratch.candidates
        dependsOnEnvironment = index.hasEnvironmentDependentRules && candidates.contains { index.entries[$0].dependsOnEnvironment }
        let ancestors = chain.ancestorFilter
        for id in candidates {
            // Selectors needing an ancestor feature no ancestor has are skipped at once.
            guard ancestors.mayContain(index.ancestorFilters[id]) else { continue }
            if index.entries[id].hasCondition, let condition = index.condition(index.entries[id]),
               !condition.holds(in: matcher.environment) { continue }
            guard matcher.matches(index.selectors[id], in: chain) else { continue }
            scratch.matched.append(id)
        }
        // Entry ids follow rule order (a rule's selectors in list order), so sorting the
        // matched ids orders the rules and groups each rule's selectors.
        scratch.matched.sort()
        let matched = scratch.matched
        var result: [(entry: RuleIndex.Entry, selector: Selector)] = []
        result.reserveCapacity(matched.count)
        var best: RuleIndex.Entry?
        for id in matched {
            let entry = index.entries[id]
            if let current = best, current.order != entry.order {
                result.append((current, index.selectors[current.id]))
                best = nil
            }
            if let current = best, !(current.specificity < entry.specificity) { continue }
            best = entry
        }
        if let best { result.append((best, index.selectors[best.id])) }
        return result
    }

    /// The element's computed style. `inline` are its own `style` declarations;
    /// `rules` are its matched rules when already known (from a style-identity cache);
    /// `fromOwner` are declarations of the owning element that target this nested element
    /// (their key paths already shortened), which count one id more specific.
    public func computeStyle<E: StyleElement>(for element: E, inline: [Declaration] = [],
                                              fromOwner: [MatchedDeclaration] = [],
                                              rules: [(entry: RuleIndex.Entry, selector: Selector)]? = nil) -> ComputedStyle {
        let type = element.styleTypeChain
        let rules = rules ?? matchedRules(for: element)
        // Elements of one type matching the same rules (cells of a list …) get the same
        // style: computed once, shared.
        let shareable = inline.isEmpty && fromOwner.isEmpty
        let shareKey = shareable ? ComputedStyleKey(type: type.names, entries: rules.map(\.entry.id)) : nil
        if let shareKey, let shared = sources.style(for: shareKey) { return shared }
        var matched: [MatchedDeclaration] = []
        matched.reserveCapacity(rules.count * 4 + fromOwner.count + inline.count)
        sources.forEach(of: rules, type: type, make: makeSources) { entry, sources in
            for source in sources {
                matched.append(MatchedDeclaration(source: source, specificity: entry.specificity, ruleOrder: entry.order, isInline: false))
            }
        }
        for var nested in fromOwner {
            nested.specificity = nested.specificity + Specificity(ids: 1)
            matched.append(nested)
        }
        for (position, declaration) in inline.enumerated() {
            guard let resolved = keyResolver(declaration, type) else { continue }
            matched.append(MatchedDeclaration(key: resolved.key, valueType: resolved.type, declaration: declaration, selector: nil, specificity: Specificity(),
                                              ruleOrder: Int.max, declarationOrder: position, isInline: true, origin: "inline"))
        }
        matched = sortedByPriority(matched)
        // The last declaration of each property wins: walk from the end and keep the first
        // of each key. When every key is numbered (no inline or owner declarations), keys
        // are told apart by number with a short list instead of hashing (for the usual
        // few dozen declarations; the list is searched linearly).
        var values: [PropertyKey: MatchedDeclaration] = [:]
        values.reserveCapacity(min(matched.count, 32))
        if matched.count <= 64, matched.allSatisfy({ $0.source.keyNumber != nil }) {
            var seen: [Int] = []
            seen.reserveCapacity(min(matched.count, 32))
            for declaration in matched.reversed() {
                let number = declaration.source.keyNumber!
                guard !seen.contains(number) else { continue }
                seen.append(number)
                values[declaration.key] = declaration
            }
        } else {
            for declaration in matched.reversed() where values[declaration.key] == nil {
                values[declaration.key] = declaration
            }
        }
        var style = ComputedStyle(values: values, cascade: matched)
        CompoundFont.merge(&style, precedes: precedes)
        DisplayNone.fold(&style)
        if let shareKey { sources.remember(style, for: shareKey) }
        return style
    }

    /// The declarations of an entry's rule as they apply to an element of `type`.
    private func makeSources(_ entry: RuleIndex.Entry, _ type: TypeChain, number: (PropertyKey) -> Int) -> [MatchedDeclarationSource] {
        let rule = index.rule(entry)
        let selector = index.selector(entry)
        let origin = index.sheets[entry.sheet].name
        var sources: [MatchedDeclarationSource] = []
        sources.reserveCapacity(rule.declarations.count)
        for (position, declaration) in rule.declarations.enumerated() {
            guard let resolved = keyResolver(declaration, type) else { continue }
            sources.append(MatchedDeclarationSource(key: resolved.key, valueType: resolved.type, declaration: declaration,
                                                    selector: selector, origin: origin, position: position,
                                                    keyNumber: number(resolved.key)))
        }
        return sources
    }

    /// The declarations from lowest to highest priority (stable: equal ones keep their order).
    ///
    /// Sorts packed priority keys and moves each declaration once, rather than comparing
    /// and moving the declarations themselves.
    func sortedByPriority(_ declarations: [MatchedDeclaration]) -> [MatchedDeclaration] {
        guard declarations.count > 1 else { return declarations }
        var order: [(priority: CascadePriority.Packed, index: Int)] = []
        order.reserveCapacity(declarations.count)
        for index in declarations.indices {
            order.append((CascadePriority(declarations[index], mode: mode).packed, index))
        }
        order.sort { ($0.priority.high, $0.priority.low, $0.index) < ($1.priority.high, $1.priority.low, $1.index) }
        return order.map { declarations[$0.index] }
    }

    /// Whether `lhs` has lower priority than `rhs` (so `rhs` wins when both set a property).
    public func precedes(_ lhs: MatchedDeclaration, _ rhs: MatchedDeclaration) -> Bool {
        CascadePriority(lhs, mode: mode) < CascadePriority(rhs, mode: mode)
    }
}

/// What orders declarations in the cascade, as plain values: `!important`, then inline
/// style, then specificity (in specificity mode), then rule order, then position in the rule.
struct CascadePriority: Comparable {
    let important: Bool
    let isInline: Bool
    let specificity: Specificity
    let ruleOrder: Int
    let declarationOrder: Int

    init(_ declaration: MatchedDeclaration, mode: CascadeMode) {
        important = declaration.isImportant
        isInline = declaration.isInline
        specificity = mode == .specificity ? declaration.specificity : Specificity()
        ruleOrder = declaration.ruleOrder
        declarationOrder = declaration.declarationOrder
    }

    /// The priority as two integers that compare in the same order (high word first).
    /// Specificity counts and the declaration position saturate at 2^20 and 2^23, and the
    /// rule order at 2^40: far beyond any stylesheet.
    struct Packed {
        let high: UInt64
        let low: UInt64
    }

    var packed: Packed {
        func field(_ value: Int, bits: Int) -> UInt64 { UInt64(max(0, min(value, (1 << bits) - 1))) }
        let high = (important ? 1 << 63 : 0) | (isInline ? 1 << 62 : 0)
            | field(specificity.ids, bits: 20) << 40 | field(specificity.classes, bits: 20) << 20 | field(specificity.types, bits: 20)
        let low = field(ruleOrder, bits: 40) << 23 | field(declarationOrder, bits: 23)
        return Packed(high: high, low: low)
    }

    static func < (lhs: CascadePriority, rhs: CascadePriority) -> Bool {
        if lhs.important != rhs.important { return !lhs.important }
        if lhs.isInline != rhs.isInline { return !lhs.isInline }
        if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
        if lhs.ruleOrder != rhs.ruleOrder { return lhs.ruleOrder < rhs.ruleOrder }
        return lhs.declarationOrder < rhs.declarationOrder
    }
}
