import Foundation

/// The declarations of each rule-index entry as they apply to each element type, made on
/// first use and shared by every element of that type that the entry matches.
///
/// Resolving a declaration (catalog lookup of its property for the element's class) and
/// packaging it for the cascade is the same work for every such element; with 1,000 rules
/// and 10,000 elements it would otherwise run for each of the ~100,000 matches.
///
/// A reference type inside the `Cascade` value, guarded by a lock: cascades are copied
/// freely and may be used from several threads, and all copies share what was resolved.
final class MatchedSourceCache: @unchecked Sendable {
    private let lock = NSLock()
    private let entryCount: Int
    /// Element types (their class chains) by position in `tables`.
    private var typeIDs: [[String]: Int] = [:]
    /// Per element type, per entry id: the entry's sources, `nil` until first needed.
    private var tables: [[[MatchedDeclarationSource]?]] = []
    /// Property keys numbered in order of first use (`MatchedDeclarationSource.keyNumber`).
    private var keyNumbers: [PropertyKey: Int] = [:]
    /// Computed styles by element type and matched rules (for elements without inline
    /// style or declarations from an owner). Emptied when it reaches `styleLimit`.
    private var styles: [ComputedStyleKey: ComputedStyle] = [:]
    private let styleLimit = 20_000

    init(entryCount: Int) {
        self.entryCount = entryCount
    }

    /// Calls `body` with each matched entry (in the given order) and its declarations for
    /// an element of `type`, making them with `make` the first time.
    func forEach(of rules: [(entry: RuleIndex.Entry, selector: Selector)], type: TypeChain,
                 make: (RuleIndex.Entry, TypeChain, _ number: (PropertyKey) -> Int) -> [MatchedDeclarationSource],
                 _ body: (RuleIndex.Entry, [MatchedDeclarationSource]) -> Void) {
        guard !rules.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        let typeID: Int
        if let known = typeIDs[type.names] {
            typeID = known
        } else {
            typeID = tables.count
            typeIDs[type.names] = typeID
            tables.append(Array(repeating: nil, count: entryCount))
        }
        // The type's table is taken out while it is filled (and put back after), so the
        // loop works on a local array: no copy, no exclusivity check per entry.
        var table = tables[typeID]
        tables[typeID] = []
        defer { tables[typeID] = table }
        for (entry, _) in rules {
            guard entry.id < table.count else {
                // An entry of another index (rules computed by a different cascade).
                body(entry, make(entry, type, number))
                continue
            }
            if let sources = table[entry.id] {
                body(entry, sources)
            } else {
                let sources = make(entry, type, number)
                table[entry.id] = sources
                body(entry, sources)
            }
        }
    }

    /// The style computed before for an element of this type matching these rules.
    func style(for key: ComputedStyleKey) -> ComputedStyle? {
        lock.lock()
        defer { lock.unlock() }
        return styles[key]
    }

    func remember(_ style: ComputedStyle, for key: ComputedStyleKey) {
        lock.lock()
        defer { lock.unlock() }
        if styles.count >= styleLimit { styles.removeAll(keepingCapacity: true) }
        styles[key] = style
    }

    /// The number of a property key (called with the lock held).
    private func number(_ key: PropertyKey) -> Int {
        if let known = keyNumbers[key] { return known }
        let number = keyNumbers.count
        keyNumbers[key] = number
        return number
    }
}

/// What an element's computed style depends on when it has no inline style and no
/// declarations from an owner: its type chain and its matched rules (entry ids, in order).
struct ComputedStyleKey: Hashable {
    let type: [String]
    let entries: [Int]
}
