import LiverySyntax
import LiveryValues

/// The single source of truth about what can be styled: classes, their properties with
/// value types and parameters, nested elements and aliases. Drives validation, `livery
/// check`, the headless backend and the UIKit backend. Apps register custom classes and
/// properties at run time; a registration replaces a built-in definition of the same name.
public struct PropertyCatalog: Sendable {
    public private(set) var classes: [String: ClassDefinition] = [:] {
        didSet { rebuildIndexes() }
    }
    private var lowercasedClassNames: [String: String] = [:]
    /// Class chains by canonical class name (computed once; lookups are on the load path).
    private var chains: [String: [String]] = [:]
    /// Every definition of a normalized property or alias name across all classes.
    private var definitionsByName: [String: [PropertyDefinition]] = [:]
    /// Did-you-mean candidates, made on first use (emptied whenever the classes change).
    private(set) var suggestionLists = SuggestionCandidates()

    /// The built-in catalog of UIKit classes.
    public static let standard: PropertyCatalog = {
        do {
            return try PropertyCatalogParser.parse(PropertyCatalogTable.text)
        } catch {
            preconditionFailure("the built-in property catalog does not parse: \(error)")
        }
    }()

    init(classes: [String: ClassDefinition]) {
        self.classes = classes
        rebuildIndexes()
    }

    /// Recomputes the name, chain and definition indexes after the classes change.
    private mutating func rebuildIndexes() {
        lowercasedClassNames = [:]
        for name in classes.keys { lowercasedClassNames[name.lowercased()] = name }
        chains = [:]
        for name in classes.keys { chains[name] = computeChain(of: name) }
        var byName: [String: [PropertyDefinition]] = [:]
        for definition in classes.values {
            for (normalized, property) in definition.properties { byName[normalized, default: []].append(property) }
            for (normalized, target) in definition.aliases {
                if let found = resolve(path: target, in: chains[definition.name] ?? [definition.name]) {
                    byName[normalized, default: []].append(found.definition)
                }
            }
        }
        definitionsByName = byName.mapValues { $0.sorted { $0.owner < $1.owner } }
        suggestionLists = SuggestionCandidates()
    }

    /// The canonical class name for a type name (`label` → `UILabel`), or `nil` if unknown.
    public func canonicalClassName(_ name: String) -> String? {
        let lower = name.lowercased()
        return lowercasedClassNames[lower] ?? (lower.hasPrefix("ui") ? nil : lowercasedClassNames["ui" + lower])
    }

    /// The class and its superclasses, own class first.
    public func chain(of name: String) -> [String] {
        if let cached = chains[name] { return cached }
        if let canonical = canonicalClassName(name), let cached = chains[canonical] { return cached }
        return computeChain(of: name)
    }

    private func computeChain(of name: String) -> [String] {
        var result: [String] = []
        var current: String? = canonicalClassName(name) ?? name
        while let name = current, !result.contains(name) {
            result.append(name)
            current = classes[name]?.superclass ?? (classes[name] == nil && name != "UIView" ? "UIView" : nil)
        }
        return result
    }

    /// Looks up a property (or alias) for an element of the given type chain: the target
    /// key path (for aliases such as `cornerRadius` → `layer.cornerRadius`) and definition.
    public func lookup(_ normalizedName: String, in chain: [String]) -> (keyPath: [String], definition: PropertyDefinition)? {
        for className in chain {
            guard let definition = classes[className] else { continue }
            if let property = definition.properties[normalizedName] { return ([], property) }
            if let target = definition.aliases[normalizedName] {
                return resolve(path: target, in: chain)
            }
        }
        return nil
    }

    /// Resolves a property path (`["layer", "cornerRadius"]`) from a class chain.
    func resolve(path: [String], in chain: [String]) -> (keyPath: [String], definition: PropertyDefinition)? {
        guard let last = path.last else { return nil }
        let name = PropertyName.normalize(last)
        var currentChain = chain
        var keyPath: [String] = []
        for part in path.dropLast() {
            guard let nested = nestedElement(PropertyName.normalize(part), in: currentChain) else { return nil }
            keyPath.append(nested.keyPath)
            currentChain = self.chain(of: nested.type)
        }
        guard let found = lookup(name, in: currentChain) else { return nil }
        return (keyPath + found.keyPath, found.definition)
    }

    /// A nested element of a class chain, by normalized key path.
    public func nestedElement(_ normalizedKeyPath: String, in chain: [String]) -> (keyPath: String, type: String)? {
        for className in chain {
            if let nested = classes[className]?.nestedElements[normalizedKeyPath] { return nested }
        }
        return nil
    }

    /// Every class whose properties or aliases include `normalizedName`, for checks of
    /// rules that name no type.
    public func definitions(named normalizedName: String) -> [PropertyDefinition] {
        definitionsByName[normalizedName] ?? []
    }

    /// All property and alias names known for a chain (for did-you-mean suggestions).
    public func names(in chain: [String]) -> [String] {
        chain.flatMap { name -> [String] in
            guard let definition = classes[name] else { return [] }
            return definition.properties.values.map(\.name) + Array(definition.aliases.keys)
        }
    }

    /// The names a did-you-mean search for a rule on `chains` compares with (`nil`: a rule
    /// on any class), normalized, without repeats, in name order (of equally near names
    /// the first is suggested); worked out once per catalog.
    public func suggestionCandidates(for chains: [[String]]?) -> [Suggestions.Candidate] {
        suggestionLists.list(for: Self.suggestionKey(for: chains)) {
            let known = chains.map { $0.flatMap { names(in: $0) } } ?? Array(allNames)
            return Set(known).sorted().map { ($0, Array(PropertyName.normalize($0).unicodeScalars)) }
        }
    }

    /// What tells the candidates for `chains` apart: the classes the chains start with.
    public static func suggestionKey(for chains: [[String]]?) -> String {
        chains.map { $0.map { $0.first ?? "" }.joined(separator: ",") } ?? "*"
    }

    /// All property names of the catalog.
    public var allNames: Set<String> {
        Set(classes.values.flatMap { $0.properties.values.map(\.name) })
    }

    /// Registers (or replaces) a custom class with its superclass.
    public mutating func registerClass(_ name: String, superclass: String) {
        let parent = canonicalClassName(superclass) ?? superclass
        if classes[name] == nil {
            classes[name] = ClassDefinition(name: name, superclass: parent, properties: [:], nestedElements: [:], aliases: [:])
            lowercasedClassNames[name.lowercased()] = name
        }
    }

    /// Registers (or replaces) a property on a class; the class must be known or registered.
    public mutating func registerProperty(_ name: String, type: ValueType, parameters: [ParameterKind] = [], on className: String) {
        let owner = canonicalClassName(className) ?? className
        if classes[owner] == nil { registerClass(owner, superclass: "UIView") }
        classes[owner]?.properties[PropertyName.normalize(name)] =
            PropertyDefinition(name: name, type: type, parameters: parameters, owner: owner)
    }
}
