import LiveryValues
import LiverySyntax

/// Flattens nested selectors: a child selector without `&` becomes a descendant of its
/// parent (`.a { .b {} }` → `.a .b`); `&` stands for the parent (`&.on` → `.a.on`,
/// `& > .x` → `.a > .x`, `.x &` → `.x .a`).
enum Nesting {
    static func combine(parent: ComplexSelectorSyntax, child: ComplexSelectorSyntax, file: SourceFile,
                        diagnostics: inout DiagnosticBag) -> ComplexSelectorSyntax? {
        guard child.containsNesting else {
            return ComplexSelectorSyntax(compounds: parent.compounds + child.compounds,
                                         combinators: parent.combinators + [.descendant] + child.combinators,
                                         range: child.range)
        }
        var compounds: [CompoundSelectorSyntax] = []
        var combinators: [Combinator] = []
        for (index, compound) in child.compounds.enumerated() {
            if index > 0 { combinators.append(child.combinators[index - 1]) }
            guard compound.nesting else {
                compounds.append(compound)
                continue
            }
            var last = parent.compounds[parent.compounds.count - 1]
            if compound.type != nil, last.type != nil {
                diagnostics.error(CoreDiagnosticID.invalidNesting, "'&' cannot add a type to a selector that has one",
                                  file: file, range: compound.range)
                return nil
            }
            if let type = compound.type { last.type = type }
            last.simples.append(contentsOf: compound.simples)
            compounds.append(contentsOf: parent.compounds.dropLast())
            compounds.append(last)
            combinators.append(contentsOf: parent.combinators)
        }
        // `combinators` was built interleaved; rebuild it in order.
        return ComplexSelectorSyntax(compounds: compounds, combinators: Self.reorder(child: child, parent: parent),
                                     range: child.range)
    }

    /// The combinators of the combined selector, in left-to-right order.
    private static func reorder(child: ComplexSelectorSyntax, parent: ComplexSelectorSyntax) -> [Combinator] {
        var result: [Combinator] = []
        for (index, compound) in child.compounds.enumerated() {
            if index > 0 { result.append(child.combinators[index - 1]) }
            if compound.nesting { result.append(contentsOf: parent.combinators) }
        }
        return result
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
