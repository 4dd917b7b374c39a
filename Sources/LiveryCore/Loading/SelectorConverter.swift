import LiveryValues
import LiverySyntax

/// Turns parsed selectors into `Selector`s: canonical type names, known pseudo classes with
/// parsed arguments. Unknown pseudo classes are errors that drop the rule.
struct SelectorConverter {
    let file: SourceFile
    /// Normalized names of pseudo classes registered by the app.
    let customPseudoClasses: Set<String>

    /// `nested`: the selector is a nested rule's, whose `&` compounds are converted as written
    /// for `Nesting.combine` to merge into the parent; elsewhere `&` is an error.
    func convert(_ syntax: ComplexSelectorSyntax, nested: Bool = false, diagnostics: inout DiagnosticBag) -> Selector? {
        guard Selector.checkLength(of: syntax, file: file, diagnostics: &diagnostics) else { return nil }
        var compounds: [CompoundSelector] = []
        for compound in syntax.compounds {
            if compound.nesting, !nested {
                diagnostics.error(CoreDiagnosticID.nestingWithoutParent, "'&' is only allowed in a nested rule",
                                  file: file, range: compound.range)
                return nil
            }
            guard let converted = convert(compound, diagnostics: &diagnostics) else { return nil }
            compounds.append(converted)
        }
        return Selector(compounds: compounds, combinators: syntax.combinators)
    }

    func convert(_ syntax: CompoundSelectorSyntax, diagnostics: inout DiagnosticBag) -> CompoundSelector? {
        var compound = CompoundSelector()
        if let type = syntax.type {
            if type.isUniversal {
                compound.isUniversal = true
            } else {
                compound.type = TypeNames.canonical(type.name) ?? type.name
                compound.includesSubclasses = type.includesSubclasses
            }
        }
        for simple in syntax.simples {
            switch simple {
            case .className(let name, _): compound.classes.append(name)
            case .id(let name, _): compound.ids.append(name)
            case .pseudoClass(let pseudo):
                // `:not(:hover)` excludes nothing on iOS: it adds no condition.
                if let list = pseudo.selectorArgument, list.allSatisfy({ Self.neverMatches($0) != nil }) { continue }
                guard let converted = convert(pseudo, diagnostics: &diagnostics) else { return nil }
                compound.pseudoClasses.append(converted)
            }
        }
        return compound
    }

    func convert(_ pseudo: PseudoClassSyntax, diagnostics: inout DiagnosticBag) -> PseudoClass? {
        let name = PseudoClassSyntax.normalize(pseudo.name)
        if let list = pseudo.selectorArgument {
            var selectors: [Selector] = []
            // A selector that never matches on iOS (`:not(:hover)`) excludes nothing.
            for selector in list where Self.neverMatches(selector) == nil {
                guard let converted = convert(selector, diagnostics: &diagnostics) else { return nil }
                selectors.append(converted)
            }
            return .not(selectors)
        }
        guard let arguments = pseudo.arguments else {
            if let simple = SimplePseudoClass.lookup(name) { return .simple(simple) }
            if customPseudoClasses.contains(name) { return .custom(name: pseudo.name, argument: nil) }
            if PseudoClassArguments.takesArgument(name) {
                diagnostics.error(CoreDiagnosticID.missingPseudoClassArgument,
                                  "pseudo class ':\(pseudo.name)' needs an argument in parentheses",
                                  file: file, range: pseudo.range)
                return nil
            }
            return unknown(pseudo, diagnostics: &diagnostics)
        }
        let text = arguments.range.map { file.text($0) } ?? ""
        let argumentRange = arguments.range ?? pseudo.range
        if let parsed = PseudoClassArguments.parse(name, text: text) {
            return parsed
        }
        if customPseudoClasses.contains(name) { return .custom(name: pseudo.name, argument: text) }
        if PseudoClassArguments.takesArgument(name) {
            diagnostics.error(CoreDiagnosticID.invalidPseudoClassArgument, "invalid argument '\(text)' for ':\(pseudo.name)'",
                              file: file, range: argumentRange)
            return nil
        }
        if SimplePseudoClass.lookup(name) != nil {
            diagnostics.error(CoreDiagnosticID.unexpectedPseudoClassArgument, "pseudo class ':\(pseudo.name)' takes no argument",
                              file: file, range: argumentRange)
            return nil
        }
        return unknown(pseudo, diagnostics: &diagnostics)
    }

    /// The pseudo class (or pseudo-element) that keeps `syntax` from ever matching on iOS
    /// (`:hover`, `::before`), with the reason; `nil` when it can match. `:not(…)` is not
    /// looked into: `:not(:hover)` matches every element.
    static func neverMatches(_ syntax: ComplexSelectorSyntax) -> (pseudo: PseudoClassSyntax, reason: String)? {
        for compound in syntax.compounds {
            for case .pseudoClass(let pseudo) in compound.simples {
                if let reason = WebVocabulary.neverMatchReason(pseudo) { return (pseudo, reason) }
            }
        }
        return nil
    }

    /// The selectors of a rule's list that can match on iOS, converted, each with its syntax.
    /// The others are left out with one `selector.no-effect` warning for the rule. `nil`
    /// (after reporting) when a selector is invalid: the whole rule is dropped, as in CSS.
    ///
    /// A nested rule's list (`nested`) is converted once for all its `parents` parent
    /// selectors (see `Nesting`); the warning counts the selectors nesting makes.
    func convert(_ list: [ComplexSelectorSyntax], nested: Bool = false, parents: Int = 1,
                 diagnostics: inout DiagnosticBag) -> [(selector: Selector, syntax: ComplexSelectorSyntax)]? {
        var selectors: [(selector: Selector, syntax: ComplexSelectorSyntax)] = []
        var leftOut: [(pseudo: PseudoClassSyntax, reason: String)] = []
        for syntax in list {
            if let never = Self.neverMatches(syntax) {
                leftOut.append(never)
                continue
            }
            guard let selector = convert(syntax, nested: nested, diagnostics: &diagnostics) else { return nil }
            selectors.append((selector, syntax))
        }
        if let first = leftOut.first {
            let written = (first.pseudo.isElement ? "::" : ":") + first.pseudo.name
            let (leftOutCount, listCount) = (leftOut.count * parents, list.count * parents)
            let what = leftOutCount == listCount
                ? (listCount == 1 ? "the rule never applies" : "no selector of the rule can match; it never applies")
                : "\(leftOutCount == 1 ? "that selector is" : "\(leftOutCount) selectors are") left out of the list"
            diagnostics.warning(CoreDiagnosticID.noEffectSelector, "'\(written)' never matches on iOS (\(first.reason)); \(what)",
                                file: file, range: first.pseudo.range)
        }
        return selectors
    }

    private func unknown(_ pseudo: PseudoClassSyntax, diagnostics: inout DiagnosticBag) -> PseudoClass? {
        diagnostics.error(CoreDiagnosticID.unknownPseudoClass, "unknown pseudo class ':\(pseudo.name)'; rule dropped",
                          file: file, range: pseudo.range)
        return nil
    }
}

/// Parsing of the arguments of functional pseudo classes.
enum PseudoClassArguments {
    static let nthKinds: [String: PseudoClass.NthKind] = [
        "nthchild": .child, "nthlastchild": .lastChild, "nthoftype": .ofType, "nthlastoftype": .lastOfType,
    ]

    static let screenForms: [String: (PseudoClass.ScreenDimension, PseudoClass.Comparison)] = [
        "screenwidth": (.width, .equal), "screenwidthlessthan": (.width, .lessThan),
        "screenwidthgreaterthan": (.width, .greaterThan), "screenheight": (.height, .equal),
        "screenheightlessthan": (.height, .lessThan), "screenheightgreaterthan": (.height, .greaterThan),
    ]

    static let contentSizeForms: [String: PseudoClass.Comparison] = [
        "contentsize": .equal, "mincontentsize": .atLeast, "maxcontentsize": .atMost,
    ]

    /// Whether a normalized name is a functional pseudo class Livery knows.
    static func takesArgument(_ name: String) -> Bool {
        nthKinds[name] != nil || screenForms[name] != nil || contentSizeForms[name] != nil
            || name == "minosversion" || name == "maxosversion" || name == "devicemodel"
    }

    /// Parses a known functional pseudo class from its normalized name and argument text.
    static func parse(_ name: String, text: String) -> PseudoClass? {
        let argument = unquote(text.trimmingCharacters())
        if let kind = nthKinds[name] {
            return AnPlusB.parse(argument).map { .nth(kind, $0) }
        }
        if let (dimension, comparison) = screenForms[name] {
            return Double(argument).flatMap { $0.isFinite ? .screen(dimension, comparison, $0) : nil }
        }
        if let comparison = contentSizeForms[name] {
            return ContentSizeCategory.lookup(argument).map { .contentSize(comparison, $0) }
        }
        switch name {
        case "minosversion": return Version(argument).map { .osVersion(.atLeast, $0) }
        case "maxosversion": return Version(argument).map { .osVersion(.atMost, $0) }
        case "devicemodel": return argument.isEmpty ? nil : .deviceModel(argument)
        default: return nil
        }
    }

    static func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }
}

extension String {
    /// The string without leading and trailing ASCII whitespace.
    func trimmingCharacters() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\n" || first == "\r" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\n" || last == "\r" { slice.removeLast() }
        return String(slice)
    }
}

extension Selector {
    /// Whether a written selector is within `maximumCompounds` (its `weight`); when it is
    /// not, reports `selector.too-long` (the rule is dropped). Every reader of selectors
    /// checks with it.
    public static func checkLength(of syntax: ComplexSelectorSyntax, file: SourceFile,
                                   diagnostics: inout DiagnosticBag) -> Bool {
        let weight = weight(of: syntax)
        guard weight > maximumCompounds else { return true }
        diagnostics.error(CoreDiagnosticID.selectorTooLong,
                          "a selector of \(weight) compounds (with those in its ':not()'), more than \(maximumCompounds); "
                              + "rule dropped",
                          file: file, range: syntax.range)
        return false
    }

    /// The `weight` a selector written as `syntax` has.
    static func weight(of syntax: ComplexSelectorSyntax) -> Int {
        syntax.compounds.reduce(syntax.compounds.count) { total, compound in
            compound.simples.reduce(total) { total, simple in
                guard case .pseudoClass(let pseudo) = simple, let arguments = pseudo.selectorArgument else { return total }
                return arguments.reduce(total) { $0 + weight(of: $1) }
            }
        }
    }
}
