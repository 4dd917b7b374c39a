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
        // Longer than any sheet may write (matching takes a stack frame per compound): made
        // in code, and matches nothing.
        guard selector.compounds.count <= Selector.maximumCompounds else { return false }
        // Matching reads the compounds in place: copying a compound (its strings and
        // arrays) for each test would cost more than the test itself.
        return selector.compounds.withUnsafeBufferPointer { compounds in
            selector.combinators.withUnsafeBufferPointer { combinators in
                // A selector made in code with too few combinators matches nothing.
                guard !compounds.isEmpty, combinators.count >= compounds.count - 1 else { return false }
                return matches(Walk(compounds: compounds, combinators: combinators),
                               compoundIndex: compounds.count - 1, link: chain.link) == .matched
            }
        }
    }

    /// The selector of one match, read in place.
    private struct Walk {
        let compounds: UnsafeBufferPointer<CompoundSelector>
        let combinators: UnsafeBufferPointer<Combinator>
    }

    /// A `~` search before the child at an index up to this one tries the candidates one
    /// by one; a later one is shared (`sharedSiblingSearch`): keeping results costs more
    /// than trying a few siblings.
    static let unsharedSiblingSearch = 8

    /// Whether compounds `0...compoundIndex` match, the compound at `compoundIndex` standing
    /// for the element of `link`, or for `sibling` (a sibling of that element) when given.
    /// Elements of the chain are tested on their facts and not touched unless a pseudo
    /// class needs them: every access to an element costs reference counting.
    private func matches<E: StyleElement>(_ walk: Walk, compoundIndex: Int, link: AncestorLink<E>, sibling: Int? = nil) -> MatchOutcome {
        let compound = walk.compounds[compoundIndex]
        let isNested: Bool, indexInParent: Int
        if let sibling {
            // Siblings are read once per parent (`childFacts`), for all their siblings'
            // matches; the element itself only for pseudo classes.
            guard let parent = link.parent, sibling < parent.childFacts.count else { return .compoundFailed }
            let facts = parent.childFacts[sibling]
            guard matches(compound, facts) else { return .compoundFailed }
            if !compound.pseudoClasses.isEmpty {
                let children = parent.element.styleChildren
                guard sibling < children.count,
                      matchesPseudoClasses(compound, children[sibling], in: parent, child: sibling) else { return .compoundFailed }
            }
            isNested = facts.isNested
            indexInParent = facts.indexInParent
        } else {
            guard matches(compound, link.facts),
                  compound.pseudoClasses.isEmpty || matchesPseudoClasses(compound, link.element, in: link, child: nil)
            else { return .compoundFailed }
            isNested = link.facts.isNested
            indexInParent = link.facts.indexInParent
        }
        if compoundIndex == 0 { return .matched }
        let next = compoundIndex - 1
        switch walk.combinators[next] {
        case .child:
            guard let parent = link.parent else { return .failedGlobally }
            switch matches(walk, compoundIndex: next, link: parent) {
            case .matched: return .matched
            case .failedGlobally: return .failedGlobally
            case .compoundFailed, .restartFromClosestDescendant: return .restartFromClosestDescendant
            }
        case .descendant:
            var ancestor = link.parent
            while let current = ancestor {
                switch matches(walk, compoundIndex: next, link: current) {
                case .matched: return .matched
                case .failedGlobally: return .failedGlobally
                case .compoundFailed, .restartFromClosestDescendant: break
                }
                ancestor = current.parent
            }
            return .failedGlobally
        case .nextSibling:
            guard let parent = link.parent, !isNested else { return .restartFromClosestDescendant }
            let index = indexInParent
            guard index > 0, index - 1 < parent.childFacts.count else { return .restartFromClosestDescendant }
            return matches(walk, compoundIndex: next, link: link, sibling: index - 1)
        case .subsequentSibling:
            guard let parent = link.parent, !isNested else { return .restartFromClosestDescendant }
            let end = min(indexInParent, parent.childFacts.count)
            guard end > Self.unsharedSiblingSearch else {
                for index in stride(from: end - 1, through: 0, by: -1) {
                    let outcome = matches(walk, compoundIndex: next, link: link, sibling: index)
                    if outcome != .compoundFailed { return outcome }
                }
                return .restartFromClosestDescendant
            }
            return sharedSiblingSearch(walk, compoundIndex: next, link: link, parent: parent, before: end)
        }
    }

    /// A `~` search past the first few children: the outcome of compounds `0...compoundIndex` at the nearest child of
    /// `parent` before the child at `end` where it is not `.compoundFailed` (or
    /// `.restartFromClosestDescendant` when there is none). `link` is any child's link.
    ///
    /// Each sibling searches the ones before it, so a parent's children searched one by one
    /// would cost their number squared (`.b ~ .a` among 20,000 siblings took minutes). What
    /// a candidate gives does not depend on who searches (it reads the candidate and the
    /// parent's chain), so the search's result before each child
    /// is kept on the parent's link (`SearchResults.siblings`), each from the one
    /// before it: every candidate is tried once per parent, selector and compound.
    @inline(never)
    private func sharedSiblingSearch<E: StyleElement>(_ walk: Walk, compoundIndex: Int, link: AncestorLink<E>,
                                                      parent: AncestorLink<E>, before end: Int) -> MatchOutcome {
        let key = SiblingSearchKey(SelectorIdentity(walk.compounds), compoundIndex: compoundIndex)
        // Taken out while it grows: trying a candidate may search (and store) for other keys.
        var results = parent.searches.siblings.removeValue(forKey: key) ?? [.restartFromClosestDescendant]
        while results.count <= end {
            let candidate = results.count - 1
            let outcome = matches(walk, compoundIndex: compoundIndex, link: link, sibling: candidate)
            results.append(outcome == .compoundFailed ? results[candidate] : outcome)
        }
        let outcome = results[end]
        parent.searches.siblings[key] = results
        return outcome
    }

    /// Whether one compound matches the element itself: ids, classes and the type on
    /// the element's facts, then pseudo classes.
    public func matches<E: StyleElement>(_ compound: borrowing CompoundSelector, _ element: E) -> Bool {
        matches(compound, MatchFacts(element)) && matchesPseudoClasses(compound, element)
    }

    /// The id, class and type tests of a compound, the cheapest first (all must hold, so
    /// the order does not change the result).
    func matches(_ compound: borrowing CompoundSelector, _ facts: MatchFacts) -> Bool {
        if !compound.ids.isEmpty {
            guard let id = facts.id, compound.ids.allSatisfy({ $0 == id }) else { return false }
        }
        if !compound.classes.isEmpty {
            guard compound.classes.allSatisfy(facts.hasClass) else { return false }
        }
        if let type = compound.lowercasedType {
            if compound.includesSubclasses {
                guard facts.types.contains(type) else { return false }
            } else {
                guard facts.ownTypesContain(type) else { return false }
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

    /// Whether `link`'s element (or its child at `child`) is a nested element (no siblings).
    /// Reads the one field: copying the facts would retain all they hold.
    private func isNested<E: StyleElement>(_ link: AncestorLink<E>, child: Int?) -> Bool {
        if let child { return link.childFacts[child].isNested }
        return link.facts.isNested
    }

    /// `position(of:_:)` of `link`'s element (or its child at `child`), read from the links:
    /// the parent's link counts its children's types once for all of them.
    private func position<E: StyleElement>(_ kind: PseudoClass.NthKind, in link: AncestorLink<E>, child: Int?) -> Int {
        let parent = child == nil ? link.parent : link
        guard let parent, !isNested(link, child: child) else { return 1 }
        let index = child ?? link.facts.indexInParent
        switch kind {
        case .child: return index + 1
        case .lastChild: return parent.childFacts.count - index
        case .ofType: return index < parent.childFacts.count ? parent.childTypePositions[index].first : 1
        case .lastOfType: return index < parent.childFacts.count ? parent.childTypePositions[index].last : 1
        }
    }

    /// The pseudo classes of a compound at an element of a chain: `link`'s element, or its
    /// child at `child` (a sibling search).
    ///
    /// A `:not()` whose argument has combinators walks the tree itself, and a search tries
    /// it at every candidate; with `:not()`s nested in such arguments, each level would try
    /// the next again for every candidate of its own search — time exponential in the
    /// nesting (four levels took minutes on a 300-deep tree). So its result is kept on the
    /// link (`SearchResults.negations`) for the rest of the styling pass, and its argument
    /// walks the links already read: each argument is matched once per element.
    /// (Never inlined: most compounds have no pseudo class, and the walk that calls this
    /// stays small enough to be inlined itself.)
    @inline(never)
    private func matchesPseudoClasses<E: StyleElement>(_ compound: borrowing CompoundSelector, _ element: E,
                                                       in link: AncestorLink<E>, child: Int?) -> Bool {
        for pseudo in compound.pseudoClasses {
            switch pseudo {
            case .nth(let kind, let formula):
                if !formula.matches(position(kind, in: link, child: child)) { return false }
                continue
            case .simple(let simple) where simple == .firstOfType || simple == .lastOfType || simple == .onlyOfType:
                let first = simple != .lastOfType ? position(.ofType, in: link, child: child) == 1 : true
                let last = simple != .firstOfType ? position(.lastOfType, in: link, child: child) == 1 : true
                if isNested(link, child: child) || !first || !last { return false }
                continue
            default: break
            }
            guard case .not(let selectors) = pseudo, selectors.contains(where: { $0.compounds.count > 1 }) else {
                if !matches(pseudo, element) { return false }
                continue
            }
            for selector in selectors {
                let key = NegationKey(selector, child: child)
                let matched: Bool
                if let known = link.searches.negations[key] {
                    matched = known
                } else {
                    let start = child == nil ? link : AncestorLink(element, parent: link)
                    matched = matches(selector, in: AncestorChain(link: start))
                    link.searches.negations[key] = matched
                }
                if matched { return false }
            }
        }
        return true
    }
}

/// What id, class and type tests read of an element, read once through `StyleElement`.
public struct MatchFacts: Sendable {
    /// The lowercased type chain, own type first.
    let types: [String]
    /// How many leading `types` a plain type selector matches (see `TypeChain`).
    let ownTypeCount: Int
    let id: String?
    let classes: [String]
    /// The classes as a set, for an element with many (a search of the list would make
    /// matching it quadratic); `nil` for the usual few.
    let classSet: Set<String>?
    /// A nested element (`titleLabel`): no siblings.
    let isNested: Bool
    let indexInParent: Int

    init<E: StyleElement>(_ element: E) {
        let chain = element.styleTypeChain
        types = chain.lowercased
        ownTypeCount = chain.ownTypeCount
        id = element.styleID
        classes = element.styleClasses
        classSet = classes.count > 16 ? Set(classes) : nil
        isNested = element.styleNestedKeyPath != nil
        indexInParent = element.styleIndexInParent
    }

    /// Whether the element has the class `name`.
    func hasClass(_ name: String) -> Bool {
        classSet?.contains(name) ?? classes.contains(name)
    }

    /// The element's classes, id and own type as a filter.
    var filter: FeatureFilter { FeatureFilter(classes: classes, id: id, types: types, ownTypeCount: ownTypeCount) }

    /// Whether one of the element's own types (see `TypeChain.ownTypeCount`) is `type`
    /// (lowercased). Reads the array in place: a slice would cost reference counting on
    /// every type test.
    func ownTypesContain(_ type: String) -> Bool {
        var index = 0
        while index < ownTypeCount, index < types.count {
            if types[index] == type { return true }
            index += 1
        }
        return false
    }
}

/// An element and its ancestors up to the root, read once.
///
/// Selectors with descendant and child combinators walk up the tree; reading the chain
/// once per element, rather than through `styleParent` for every step of every candidate
/// selector, saves most of matching's time (parents are usually weak references, and each
/// read of one is a reference-count operation). A child's chain extends its parent's
/// (`init(_:parent:)`), so styling a tree top-down reads each element once.
///
/// A chain is for one styling pass: it reads the elements once, and keeps what wider
/// searches found (`:not()` arguments with combinators, `~` searches among many siblings)
/// for the selectors matched against it, known by their storage. Match it only against
/// selectors that outlive it (a sheet's), and make new chains when the tree or the sheets
/// change.
public struct AncestorChain<E: StyleElement> {
    let link: AncestorLink<E>

    /// Reads the element and all its ancestors.
    public init(_ element: E) {
        var elements = [element]
        var current = element.styleParent
        while let parent = current {
            elements.append(parent)
            current = parent.styleParent
        }
        var link: AncestorLink<E>?
        for element in elements.reversed() { link = AncestorLink(element, parent: link) }
        self.link = link!
    }

    /// The chain of `element`, whose parent's chain is `parent`.
    public init(_ element: E, parent: AncestorChain<E>) {
        link = AncestorLink(element, parent: parent.link)
    }

    /// The chain starting at `link`.
    init(link: AncestorLink<E>) {
        self.link = link
    }

    /// The element itself.
    public var element: E { link.element }

    /// The element, its parent, its grandparent … up to the root.
    public var elements: [E] {
        var elements: [E] = []
        var current: AncestorLink<E>? = link
        while let node = current {
            elements.append(node.element)
            current = node.parent
        }
        return elements
    }

    /// The features of all the ancestors (not the element itself).
    public var ancestorFilter: FeatureFilter { link.ancestorFilter }
}

/// A child's 1-based position among its siblings of the same type (`AncestorLink`).
struct TypePosition {
    var first: Int
    var last: Int
}

/// How matching compounds `0...index` against an element turned out. The failures say
/// how far a search to the left may be given up (servo's `SelectorMatchingResult`), so
/// no combination of candidates is tried twice: matching stays polynomial whatever the
/// selector (`.a ~ .a ~ … ~ .a` among hundreds of siblings, `.a .a … .a` in a deep tree).
enum MatchOutcome {
    case matched
    /// The compound does not match the element: a search may go on to the next
    /// candidate (an earlier sibling, a farther ancestor).
    case compoundFailed
    /// The compounds to the left cannot match around any later candidate of a sibling
    /// search: a sibling search stops, an ancestor search goes on.
    case restartFromClosestDescendant
    /// The compounds to the left cannot match around any other candidate: every search
    /// stops.
    case failedGlobally
}

/// A selector in a memo key, known by the storage of its compounds (which equal copies
/// share): hashing the selector itself would read every `:not()` nested in it, at every
/// test. So a chain is matched against selectors that outlive it (a sheet's, for one
/// styling pass; see `AncestorChain`): a freed selector's storage could be another's.
/// (Memo types are outside the generic link, so that its dictionaries need no type made
/// at run time.)
struct SelectorIdentity: Hashable {
    let storage: UnsafeRawPointer?

    init(_ selector: Selector) {
        self.init(selector.compounds.withUnsafeBufferPointer { $0 })
    }

    init(_ compounds: UnsafeBufferPointer<CompoundSelector>) {
        storage = UnsafeRawPointer(compounds.baseAddress)
    }
}

/// A `:not()` argument with combinators, tested at a link's element (`child` nil) or at
/// its child at `child` (`SearchResults.negations`).
struct NegationKey: Hashable {
    let argument: SelectorIdentity
    let child: Int?

    init(_ selector: Selector, child: Int?) {
        argument = SelectorIdentity(selector)
        self.child = child
    }
}

/// A `~` search among a link's children for compounds `0...compoundIndex` of a selector
/// (`SearchResults.siblings`).
struct SiblingSearchKey: Hashable {
    let selector: SelectorIdentity
    let compoundIndex: Int

    init(_ selector: SelectorIdentity, compoundIndex: Int) {
        self.selector = selector
        self.compoundIndex = compoundIndex
    }
}

/// What the searches that reach past one element found there (`AncestorLink.searches`).
final class SearchResults {
    /// Whether each `:not()` argument with combinators matched (see
    /// `SelectorMatcher.matchesPseudoClasses(_:_:in:child:)`).
    var negations: [NegationKey: Bool] = [:]
    /// The outcomes of `~` searches among the children (see
    /// `SelectorMatcher.sharedSiblingSearch(_:compoundIndex:link:parent:before:)`): at
    /// index `i`, the search before the child at `i`.
    var siblings: [SiblingSearchKey: [MatchOutcome]] = [:]
}

/// One element of an ancestor chain: what matching reads of it, and its parent's link.
/// Links are shared by the chains of all the element's descendants.
final class AncestorLink<E: StyleElement> {
    let element: E
    let facts: MatchFacts
    /// The parent's link; only `deinit` changes it.
    private(set) var parent: AncestorLink<E>?
    /// The features of the element's ancestors.
    let ancestorFilter: FeatureFilter
    /// The features of the element and its ancestors (what its children's links take).
    let filter: FeatureFilter
    /// What matching reads of each child, read on first use (by sibling combinators).
    private(set) lazy var childFacts: [MatchFacts] = element.styleChildren.map { MatchFacts($0) }

    /// Each child's 1-based position among its siblings of the same type, from the first
    /// and from the last (`-of-type` pseudo classes), counted on first use for all the
    /// children at once: counted per child, a wide parent would cost its width squared.
    /// (The types are read here rather than kept in `MatchFacts`: every match copies facts.)
    private(set) lazy var childTypePositions: [TypePosition] = {
        let types = element.styleChildren.map(\.styleTypeChain.canonical)
        var positions = Array(repeating: TypePosition(first: 1, last: 1), count: types.count)
        var seen: [String: Int] = [:]
        for index in types.indices {
            seen[types[index], default: 0] += 1
            positions[index].first = seen[types[index]]!
        }
        seen = [:]
        for index in types.indices.reversed() {
            seen[types[index], default: 0] += 1
            positions[index].last = seen[types[index]]!
        }
        return positions
    }()

    /// What wider searches found at this link, kept for as long as the link (one styling
    /// pass); made on first use, as most links need none.
    private(set) lazy var searches = SearchResults()

    init(_ element: E, parent: AncestorLink<E>?) {
        self.element = element
        self.facts = MatchFacts(element)
        self.parent = parent
        ancestorFilter = parent?.filter ?? FeatureFilter()
        var filter = ancestorFilter
        filter.formUnion(facts.filter)
        self.filter = filter
    }

    /// Releasing the parent's link could release its parent's inside it, and so on up a
    /// deep tree: instead, links no other chain holds are let go one after the other.
    deinit {
        var released = parent
        parent = nil
        while var link = released {
            released = nil
            guard isKnownUniquelyReferenced(&link) else { break }
            released = link.parent
            link.parent = nil
        }
    }
}
