/// The rules of a list of stylesheets, bucketed by the id, class or type of each selector's
/// subject compound, so an element is tested only against selectors that can match it.
public struct RuleIndex: Sendable {
    /// One selector of one rule.
    public struct Entry: Sendable {
        /// Position of the entry in the index (0 ..< `entryCount`), for tables indexed by entry.
        public let id: Int
        public let sheet: Int
        public let rule: Int
        public let selector: Int
        public let specificity: Specificity
        /// Position of the rule across all sheets in load order (ties of specificity).
        public let order: Int
        /// The rule has a `@media` condition.
        public let hasCondition: Bool
        /// The rule has a `@media` condition or the selector an environment pseudo class.
        public let dependsOnEnvironment: Bool
    }

    public let sheets: [StyleSheet]
    /// Each entry's selector, by entry id (read in place while matching).
    public private(set) var selectors: [Selector] = []
    /// The entries by id: in rule order across the sheets, a rule's selectors in list order.
    public private(set) var entries: [Entry] = []
    /// By entry id: the features the selector requires of the element's ancestors.
    public private(set) var ancestorFilters: [FeatureFilter] = []
    // Buckets of entry ids (small to copy into a candidate list).
    private(set) var byID: [String: [Int]] = [:]
    private(set) var byClass: [String: [Int]] = [:]
    private(set) var byType: [String: [Int]] = [:]
    /// `^Type` subjects, by lowercased type: found through every type of an element's chain.
    private(set) var bySuperclass: [String: [Int]] = [:]
    private(set) var universal: [Int] = []
    /// How many entries (selectors of rules) the index holds.
    public private(set) var entryCount = 0
    /// Whether any rule depends on the environment (if not, no element does).
    public private(set) var hasEnvironmentDependentRules = false

    public init(sheets: [StyleSheet]) {
        self.sheets = sheets
        var order = 0
        for (sheetIndex, sheet) in sheets.enumerated() {
            for (ruleIndex, rule) in sheet.rules.enumerated() {
                for (selectorIndex, selector) in rule.selectors.enumerated() {
                    let dependent = rule.condition != nil || selector.dependsOnEnvironment
                    if dependent { hasEnvironmentDependentRules = true }
                    let entry = Entry(id: entryCount, sheet: sheetIndex, rule: ruleIndex, selector: selectorIndex,
                                      specificity: selector.specificity, order: order, hasCondition: rule.condition != nil,
                                      dependsOnEnvironment: dependent)
                    insert(entry, subject: selector.subject)
                    selectors.append(selector)
                    entries.append(entry)
                    ancestorFilters.append(FeatureFilter(ancestorsOf: selector))
                    entryCount += 1
                }
                order += 1
            }
        }
    }

    private mutating func insert(_ entry: Entry, subject: CompoundSelector) {
        if let id = subject.ids.first {
            byID[id, default: []].append(entry.id)
        } else if let name = subject.classes.first {
            byClass[name, default: []].append(entry.id)
        } else if let type = subject.type {
            if subject.includesSubclasses {
                bySuperclass[type.lowercased(), default: []].append(entry.id)
            } else {
                byType[type.lowercased(), default: []].append(entry.id)
            }
        } else {
            universal.append(entry.id)
        }
    }

    /// The selector of an entry.
    public func selector(_ entry: Entry) -> Selector {
        selectors[entry.id]
    }

    /// The `@media` condition of an entry's rule.
    public func condition(_ entry: Entry) -> MediaCondition? {
        sheets[entry.sheet].rules[entry.rule].condition
    }

    /// The rule of an entry.
    public func rule(_ entry: Entry) -> Rule {
        sheets[entry.sheet].rules[entry.rule]
    }

    /// Every entry whose subject could match an element with these facts, in no particular order.
    public func candidates<E: StyleElement>(for element: E, into result: inout [Entry]) {
        var ids: [Int] = []
        candidateIDs(for: element, into: &ids)
        result.append(contentsOf: ids.map { entries[$0] })
    }

    /// The ids of `candidates(for:into:)`.
    func candidateIDs<E: StyleElement>(for element: E, into result: inout [Int]) {
        if !byID.isEmpty, let id = element.styleID, let entries = byID[id] { result.append(contentsOf: entries) }
        if !byClass.isEmpty {
            for name in element.styleClasses {
                if let entries = byClass[name] { result.append(contentsOf: entries) }
            }
        }
        if !byType.isEmpty || !bySuperclass.isEmpty {
            let typeChain = element.styleTypeChain
            let chain = typeChain.lowercased
            for index in 0..<min(typeChain.ownTypeCount, chain.count) {
                if let entries = byType[chain[index]] { result.append(contentsOf: entries) }
            }
            if !bySuperclass.isEmpty {
                for type in chain {
                    if let entries = bySuperclass[type] { result.append(contentsOf: entries) }
                }
            }
        }
        result.append(contentsOf: universal)
    }
}
