import LiverySyntax
import LiveryValues

/// Checks declarations against the property catalog at load time: parses each value into
/// the typed value(s) its property needs, canonicalizes parameters, warns about unknown
/// properties (with a did-you-mean) and drops values that do not parse.
struct DeclarationTyper {
    let catalog: PropertyCatalog
    /// Lookups and suggestions already computed during this load (one sheet repeats the
    /// same property names on the same types many times).
    let memo = Memo()

    /// Per-load caches of catalog lookups.
    final class Memo {
        var definitions: [LookupKey: [PropertyDefinition]] = [:]
        var suggestions: [String: String?] = [:]
        /// How many suggestions were searched for, per file path.
        var searches: [String: Int] = [:]
        /// A number per chain key. The last key asked for is remembered: a rule's
        /// declarations ask for the same one in a row.
        var chainIDs: [String: Int] = [:]
        var lastChain: (key: String, id: Int)?

        func chainID(_ key: String) -> Int {
            if let lastChain, lastChain.key == key { return lastChain.id }
            let id: Int
            if let known = chainIDs[key] {
                id = known
            } else {
                id = chainIDs.count
                chainIDs[key] = id
            }
            lastChain = (key, id)
            return id
        }
    }

    /// The class chains a rule's declarations may apply to: the types its selectors' subjects
    /// name, or `nil` when some subject names no type (any class).
    func chains(for selectors: [Selector]) -> [[String]]? {
        var chains: [[String]] = []
        for selector in selectors {
            guard let type = selector.subject.type else { return nil }
            let chain = catalog.chain(of: type)
            if !chains.contains(chain) { chains.append(chain) }
        }
        return chains
    }

    /// The memo key of a rule's class chains: the chains' own classes, or `*` for any class.
    /// Computed once per rule rather than once per declaration.
    static func chainKey(_ chains: [[String]]?) -> String {
        chains.map { $0.map { $0.first ?? "" }.joined(separator: ",") } ?? "*"
    }

    /// Types `declaration` for `chains` as a Livery CSS sheet does, appending the result to
    /// `declarations`: a web shorthand (`margin: 8 16`, `border: 1 red`) or web property is
    /// expanded into its longhands first, unless the class has a property of that name.
    /// The one way every reader (stylesheets, inline styles, re-resolved variables, foreign
    /// dialects) turns a written declaration into typed ones.
    func typeExpanding(_ declaration: Declaration, chains: [[String]]?, chainKey: String,
                       into declarations: inout [Declaration], diagnostics: inout DiagnosticBag) {
        // Not `expand(…) ?? [declaration]`: that allocates an array per declaration.
        if !WebVocabulary.keepsCatalogMeaning(declaration, chains: chains, typer: self, chainKey: chainKey),
           let longhands = Shorthands.expand(declaration, diagnostics: &diagnostics) {
            for longhand in longhands {
                if let typed = type(longhand, chains: chains, chainKey: chainKey, diagnostics: &diagnostics) {
                    declarations.append(typed)
                }
            }
        } else if let typed = type(declaration, chains: chains, chainKey: chainKey, diagnostics: &diagnostics) {
            declarations.append(typed)
        }
    }

    /// Types `declaration` for `chains` (`nil`: any class). Returns `nil` when it must be dropped.
    func type(_ declaration: Declaration, chains: [[String]]?, diagnostics: inout DiagnosticBag) -> Declaration? {
        type(declaration, chains: chains, chainKey: Self.chainKey(chains), diagnostics: &diagnostics)
    }

    /// Types `declaration` for `chains`, whose memo key `chainKey` the caller computed once.
    /// `consuming`: the declaration is updated in place rather than copied (it holds many
    /// references, each retained and released by a copy).
    func type(_ declaration: consuming Declaration, chains: [[String]]?, chainKey: String,
              diagnostics: inout DiagnosticBag) -> Declaration? {
        var typed = declaration
        if typed.keepsCurrentValue { return typed }
        let definitions = lookup(typed.property, chains: chains, chainKey: chainKey)
        guard !definitions.isEmpty else {
            if reportNoEffect(typed, chains: chains, diagnostics: &diagnostics) { return nil }
            reportUnknown(typed, chains: chains, diagnostics: &diagnostics)
            return typed
        }
        guard let parameters = canonicalParameters(typed, definitions, diagnostics: &diagnostics) else { return nil }
        typed.canonicalParameters = parameters
        let value = typed.value
        let file = typed.span.file
        let range = typed.span.range
        var firstErrors: [Diagnostic]?
        for definition in definitions where typed.typedValues[definition.type] == nil {
            var bag = DiagnosticBag()
            if let parsed = ValueParser.parse(value, as: definition.type, in: file, diagnostics: &bag, emptyRange: range) {
                typed.typedValues[definition.type] = parsed
            } else if firstErrors == nil {
                firstErrors = bag.diagnostics
            }
        }
        if typed.typedValues.isEmpty {
            diagnostics.append(contentsOf: firstErrors ?? [])
            return nil
        }
        return typed
    }

    /// The definitions the property has on each chain (or on any class).
    func lookup(_ property: PropertyName, chains: [[String]]?) -> [PropertyDefinition] {
        lookup(property, chains: chains, chainKey: Self.chainKey(chains))
    }

    /// Memo key of one lookup. Two strings rather than one joined string: joining would
    /// allocate for every declaration.
    struct LookupKey: Hashable {
        var path: String
        /// The chain key's number (see `Memo.chainIDs`): hashing an `Int` is cheaper than a string.
        var chains: Int
    }

    /// The definitions the property has on each chain, memoized per (normalized path, chain key).
    func lookup(_ property: PropertyName, chains: [[String]]?, chainKey: String) -> [PropertyDefinition] {
        let path = property.keyPath.isEmpty ? property.normalized
            : (property.keyPath.map(PropertyName.normalize) + [property.normalized]).joined(separator: ".")
        let key = LookupKey(path: path, chains: memo.chainID(chainKey))
        if let cached = memo.definitions[key] { return cached }
        let result = uncachedLookup(property, chains: chains)
        memo.definitions[key] = result
        return result
    }

    private func uncachedLookup(_ property: PropertyName, chains: [[String]]?) -> [PropertyDefinition] {
        let path = property.keyPath + [property.written]
        guard let chains else {
            if property.keyPath.isEmpty { return catalog.definitions(named: property.normalized) }
            let roots = catalog.classes.keys.sorted()
            return unique(roots.compactMap { catalog.resolve(path: path, in: catalog.chain(of: $0))?.definition })
        }
        return unique(chains.compactMap { catalog.resolve(path: path, in: $0)?.definition })
    }

    /// One definition per value type and parameter kinds: a rule without a type reaches a
    /// bar item's `title` and a button's `title(state)`, which take different parameters.
    private func unique(_ definitions: [PropertyDefinition]) -> [PropertyDefinition] {
        var seen: Set<[String]> = []
        return definitions.filter { seen.insert(["\($0.type)"] + $0.parameters.map(\.rawValue)).inserted }
    }

    /// Reports a web property that means nothing on iOS, or that the rule's classes have no
    /// counterpart for (`color` on a plain view), as `property.no-effect`; `false` when the
    /// property is not web CSS Livery knows (it is then unknown).
    func reportNoEffect(_ declaration: Declaration, chains: [[String]]?, diagnostics: inout DiagnosticBag) -> Bool {
        let property = declaration.property
        guard property.keyPath.isEmpty, property.parameters.isEmpty else { return false }
        let written = declaration.expandedFrom ?? property.written
        let normalized = PropertyName.normalize(written)
        let message: String
        if let reason = WebVocabulary.noEffectReason(normalized) {
            message = "'\(written)' has no effect on iOS: \(reason)"
        } else if WebVocabulary.mappedProperties.contains(normalized) {
            let type = chains?.first?.first ?? "this element"
            let target = declaration.expandedFrom == nil ? "" : " ('\(property.written)')"
            message = "'\(written)'\(target) has no effect on \(type)"
                + (normalized == "color" ? "; Livery does not inherit text color, so set it on the labels and controls" : "")
        } else {
            return false
        }
        let range = Self.nameRange(of: declaration, length: written.utf8.count)
        diagnostics.warning(CoreDiagnosticID.noEffectProperty, message, file: declaration.span.file, range: range)
        return true
    }

    /// Where a declaration's property name is written: its first `length` bytes, within the
    /// declaration (a name read from another dialect — a JSON key with escapes — may be
    /// longer as text than as written).
    static func nameRange(of declaration: Declaration, length: Int) -> SourceRange {
        let span = declaration.span.range
        return SourceRange(start: span.start, end: max(span.start, min(span.end, span.start + length)))
    }

    func reportUnknown(_ declaration: Declaration, chains: [[String]]?, diagnostics: inout DiagnosticBag) {
        let property = declaration.property
        let name = property.description
        var message = "unknown property '\(name)'"
        if let chains, let type = chains.first?.first { message += " for \(type)" }
        if let suggestion = suggestion(for: property.written, chains: chains, in: declaration.span.file) {
            message += "; did you mean '\(suggestion)'?"
        }
        let range = Self.nameRange(of: declaration, length: name.utf8.count)
        diagnostics.warning(CoreDiagnosticID.unknownProperty, message, file: declaration.span.file, range: range)
    }

    /// The most did-you-mean searches one file gets in a load: more than the diagnostics a
    /// file reports (`Diagnostic.maximumPerFile`), so every reported warning has its
    /// suggestion, while a file of thousands of made-up names does not compare each with the
    /// whole catalog.
    static let maximumSuggestionSearchesPerFile = 4 * Diagnostic.maximumPerFile

    /// The closest known property name, memoized per name and class chains; `nil` once
    /// `file` has had `maximumSuggestionSearchesPerFile` searches.
    func suggestion(for written: String, chains: [[String]]?, in file: SourceFile) -> String? {
        let key = PropertyName.normalize(written) + "|" + PropertyCatalog.suggestionKey(for: chains)
        if let cached = memo.suggestions[key] { return cached }
        guard memo.searches[file.path, default: 0] < Self.maximumSuggestionSearchesPerFile else { return nil }
        memo.searches[file.path, default: 0] += 1
        // Close enough to be a typo: two edits, or a third of the name's length.
        let target = Array(PropertyName.normalize(written).unicodeScalars)
        let result = Suggestions.closest(to: target, among: catalog.suggestionCandidates(for: chains),
                                         limit: max(2, target.count / 3))
        memo.suggestions[key] = result
        return result
    }

    /// Parameters in canonical form for the first of `definitions` they fit (a rule without
    /// a type checks them against every class that has the property); `nil` (after
    /// reporting, against the first definition taking as many parameters) when they fit none.
    func canonicalParameters(_ declaration: Declaration, _ definitions: [PropertyDefinition],
                             diagnostics: inout DiagnosticBag) -> [String]? {
        if declaration.property.parameters.isEmpty || definitions.count == 1 {
            return canonicalParameters(declaration, definitions[0], diagnostics: &diagnostics)
        }
        for definition in definitions {
            var ignored = DiagnosticBag()
            if let parameters = canonicalParameters(declaration, definition, diagnostics: &ignored) { return parameters }
        }
        let written = declaration.property.parameters.count
        let reported = definitions.first { $0.parameters.count >= written } ?? definitions[0]
        _ = canonicalParameters(declaration, reported, diagnostics: &diagnostics)
        return nil
    }

    /// Parameters in canonical form; `nil` (after reporting) when they do not fit the property.
    func canonicalParameters(_ declaration: Declaration, _ definition: PropertyDefinition,
                             diagnostics: inout DiagnosticBag) -> [String]? {
        var written = declaration.property.parameters
        let kinds = definition.parameters
        // Extra parameters of a trailing control state combine into one state.
        if written.count > kinds.count, kinds.last == .state, !kinds.isEmpty {
            let merged = written[(kinds.count - 1)...].joined(separator: " ")
            written = Array(written.prefix(kinds.count - 1)) + [merged]
        }
        // Nothing to canonicalize (most declarations): skip the work below.
        if written.isEmpty { return [] }
        let file = declaration.span.file
        // Only needed for a diagnostic; `description` camel-cases and joins, so compute it lazily.
        // Clamped to the declaration: a name read from another dialect (or with invalid
        // UTF-8 decoded to replacement characters) may print longer than it was written.
        var range: SourceRange { Self.nameRange(of: declaration, length: declaration.property.description.utf8.count) }
        guard written.count <= kinds.count else {
            let expected = kinds.isEmpty ? "no parameters" : "\(kinds.count) parameter\(kinds.count == 1 ? "" : "s") (\(kinds.map(\.rawValue).joined(separator: ", ")))"
            diagnostics.error(CoreDiagnosticID.invalidParameter, "'\(definition.name)' takes \(expected)",
                              file: file, range: range)
            return nil
        }
        var result: [String] = []
        for (parameter, kind) in zip(written, kinds) {
            guard let canonical = Self.canonical(parameter, kind) else {
                diagnostics.error(CoreDiagnosticID.invalidParameter,
                                  "invalid \(kind.rawValue) '\(parameter)' for '\(definition.name)'",
                                  file: file, range: range)
                return nil
            }
            result.append(canonical)
        }
        return result
    }

    /// `selected-highlighted` → `highlighted selected`; `UIBarMetricsDefault` → `default`.
    static func canonical(_ parameter: String, _ kind: ParameterKind) -> String? {
        switch kind.definition {
        case .enumeration(let definition):
            return definition.lookup(parameter)?.name
        case .optionSet(let definition):
            var names: [String] = []
            for part in splitBitmask(parameter) {
                guard let cases = definition.lookup(compound: part) else { return nil }
                names += cases.map(\.name)
            }
            let unique = Array(Set(names)).sorted()
            return unique.isEmpty ? "normal" : unique.joined(separator: " ")
        }
    }

    /// Splits `selected|highlighted`, `selected highlighted`, `selected-highlighted`; keeps
    /// `selectedHighlighted` whole (`lookup(compound:)` reads InterfaCSS's combined names).
    static func splitBitmask(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "-" || $0 == "," }).map(String.init)
    }
}
