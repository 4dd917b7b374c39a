import LiveryCore
import LiverySyntax

extension ReflektorReader {
    /// A ReflektorKit selector: a class and/or a trait, perhaps `:__where`.
    struct ParsedSelector {
        var type: String?
        var trait: String?
        var isConditional: Bool
        /// As written without `:__where` (`UIView:card`), the key `include:` refers to.
        var written: String
    }

    /// The one selector of `rule`, or `nil` (after reporting) when it is not ReflektorKit's.
    mutating func selector(_ rule: RuleSyntax) -> ParsedSelector? {
        guard rule.selectors.count == 1 else {
            document.error(FormatDiagnosticID.reflektorInvalidSelector, "ReflektorKit allows one selector per rule; rule ignored",
                           at: rule.preludeRange)
            return nil
        }
        let syntax = rule.selectors[0]
        guard syntax.compounds.count == 1, let compound = syntax.compounds.first, !compound.nesting else {
            document.error(FormatDiagnosticID.reflektorInvalidSelector, "ReflektorKit selectors have no combinators; rule ignored",
                           at: syntax.range)
            return nil
        }
        var names: [String] = []
        var isConditional = false
        if let type = compound.type, !type.isUniversal, !type.includesSubclasses { names.append(type.name) }
        for simple in compound.simples {
            guard case .pseudoClass(let pseudo) = simple, pseudo.arguments == nil, pseudo.selectorArgument == nil else {
                document.error(FormatDiagnosticID.reflektorInvalidSelector,
                               "expected 'Class', 'trait' or 'Class:trait'; rule ignored",
                               at: syntax.range)
                return nil
            }
            if pseudo.name == "__where" { isConditional = true } else { names.append(pseudo.name) }
        }
        guard !names.isEmpty, names.count <= 2, compound.type != nil else {
            document.error(FormatDiagnosticID.reflektorInvalidSelector, "expected 'Class', 'trait' or 'Class:trait'; rule ignored",
                           at: syntax.range)
            return nil
        }
        let isClass = Self.isClassName(names[0])
        if names.count == 2, !isClass {
            document.error(FormatDiagnosticID.reflektorInvalidSelector,
                           "only one trait is allowed, after a class; rule ignored", at: syntax.range)
            return nil
        }
        let type = isClass ? (TypeNames.canonical(names[0]) ?? names[0]) : nil
        let trait = isClass ? names.dropFirst().first : names[0]
        return ParsedSelector(type: type, trait: trait, isConditional: isConditional, written: names.joined(separator: ":"))
    }

    /// ReflektorKit tells classes from traits by whether a class of that name exists; class
    /// names are capitalized (`UILabel`, `XYZButton`), traits are not (`rounded`).
    static func isClassName(_ name: String) -> Bool {
        name.first?.isUppercase == true
    }
}
