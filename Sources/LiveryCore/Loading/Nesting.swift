import LiveryValues
import LiverySyntax

/// Flattens nested selectors: a child selector without `&` becomes a descendant of its
/// parent (`.a { .b {} }` → `.a .b`); `&` stands for the parent (`&.on` → `.a.on`,
/// `& > .x` → `.a > .x`, `.x &` → `.x .a`).
///
/// Works on converted selectors: each rule's own selectors are converted once
/// (`SelectorConverter`, `&` compounds as written, without the parent) and combined with
/// every converted parent, rather than every combination converted again — nesting
/// multiplies selectors, and converting each would cost as much again per level.
enum Nesting {
    /// Where `&` in one of `children` would add a type to a parent whose subject has one
    /// (an error that drops the rule), if anywhere: the first child's `&` compound that
    /// names a type, when some parent's subject has one. Looks at each list once, not at
    /// every pair (a nested rule may have thousands of parents).
    static func typeConflict(parents: [Selector], children: [ComplexSelectorSyntax]) -> SourceRange? {
        guard let range = children.lazy.compactMap({ $0.compounds.first { $0.nesting && $0.type != nil }?.range }).first,
              parents.contains(where: { $0.compounds.last.map { $0.type != nil || $0.isUniversal } ?? false })
        else { return nil }
        return range
    }

    /// The `weight` of what `combine` makes of a child with `ampersands` `&` compounds
    /// nested in a parent, from theirs (`parentWeight`, `childWeight`): each `&` stands for
    /// the parent (its subject merged into the `&` compound); without one, the parent comes
    /// first.
    static func weight(parent parentWeight: Int, child childWeight: Int, ampersands: Int) -> Int {
        ampersands == 0 ? parentWeight + childWeight : childWeight + ampersands * (parentWeight - 1)
    }

    /// `child` (converted from `syntax`, whose `&` compounds say where the parent goes)
    /// nested in `parent`. Check `typeConflict` first.
    static func combine(parent: Selector, child: Selector, syntax: ComplexSelectorSyntax) -> Selector {
        guard syntax.containsNesting else {
            return Selector(compounds: parent.compounds + child.compounds,
                            combinators: parent.combinators + [.descendant] + child.combinators)
        }
        var compounds: [CompoundSelector] = []
        var combinators: [Combinator] = []
        for (index, compound) in child.compounds.enumerated() {
            if index > 0 { combinators.append(child.combinators[index - 1]) }
            guard syntax.compounds[index].nesting else {
                compounds.append(compound)
                continue
            }
            // `&` merges into the parent's subject: its type (if it names one) and its
            // ids, classes and pseudo classes after the parent's.
            var subject = parent.subject
            if compound.type != nil || compound.isUniversal {
                subject.type = compound.type
                subject.isUniversal = compound.isUniversal
                subject.includesSubclasses = compound.includesSubclasses
            }
            subject.ids += compound.ids
            subject.classes += compound.classes
            subject.pseudoClasses += compound.pseudoClasses
            compounds += parent.compounds.dropLast()
            compounds.append(subject)
            combinators += parent.combinators
        }
        return Selector(compounds: compounds, combinators: combinators)
    }
}

/// Checks media queries against the environment features Livery knows.
enum MediaQueryConverter {
    static func convert(_ syntax: MediaQuerySyntax, file: SourceFile, diagnostics: inout DiagnosticBag) -> MediaQuery {
        var features: [MediaFeature] = []
        var valid = true
        if let type = syntax.mediaType, !["all", "screen"].contains(type) {
            diagnostics.warning(CoreDiagnosticID.unknownMediaType, "unknown media type '\(type)'; the query never holds",
                                file: file, range: syntax.range)
            valid = false
        }
        for feature in syntax.features {
            guard let name = MediaFeature.Name.lookup(feature.name) else {
                diagnostics.error(CoreDiagnosticID.unknownMediaFeature,
                                  "unknown media feature '\(feature.name)'; the query never holds",
                                  file: file, range: feature.range)
                valid = false
                continue
            }
            guard let values = feature.value else {
                features.append(MediaFeature(name: name, value: nil))
                continue
            }
            guard let value = convertValue(values, for: name, file: file) else {
                let text = values.range.map { file.text($0) } ?? ""
                diagnostics.error(CoreDiagnosticID.invalidMediaValue,
                                  "invalid value '\(text)' for media feature '\(name.rawValue)'",
                                  file: file, range: values.range ?? feature.range)
                valid = false
                continue
            }
            features.append(MediaFeature(name: name, value: value))
        }
        return MediaQuery(negated: syntax.negated, mediaType: syntax.mediaType, features: features, isValid: valid)
    }

    static let keywords: [MediaFeature.Name: Set<String>] = [
        .idiom: ["phone", "pad", "tv", "mac", "carplay", "iphone", "ipad"],
        .orientation: ["portrait", "landscape", "landscape-left", "landscape-right", "portrait-upside-down"],
        .colorScheme: ["light", "dark"],
        .horizontalSizeClass: ["regular", "compact"],
        .verticalSizeClass: ["regular", "compact"],
    ]

    static func convertValue(_ values: [ComponentValue], for name: MediaFeature.Name, file: SourceFile) -> MediaFeature.Value? {
        let text = values.range.map { file.text($0) }?.trimmingCharacters() ?? ""
        switch name {
        case .idiom, .orientation, .colorScheme, .horizontalSizeClass, .verticalSizeClass:
            let word = text.lowercased()
            guard keywords[name]?.contains(word) == true else { return nil }
            return .keyword(word == "iphone" ? "phone" : word == "ipad" ? "pad" : word)
        case .width, .minWidth, .maxWidth, .height, .minHeight, .maxHeight, .scale, .minScale, .maxScale:
            guard values.count == 1 else { return nil }
            switch values[0].kind {
            case .number(let number): return .number(number.value)
            case .dimension(let number, let unit) where ["pt", "px"].contains(unit.lowercased()) && name != .scale:
                return .number(number.value)
            default: return nil
            }
        case .osVersion, .minOSVersion, .maxOSVersion:
            return Version(text).map { .version($0) }
        case .contentSize, .minContentSize, .maxContentSize:
            return ContentSizeCategory.lookup(text).map { .contentSize($0) }
        case .deviceModel:
            let model = PseudoClassArguments.unquote(text)
            return model.isEmpty ? nil : .keyword(model)
        }
    }
}
