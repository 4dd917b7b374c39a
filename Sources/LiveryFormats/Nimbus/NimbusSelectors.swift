import LiveryCore
import LiverySyntax

/// Nimbus selectors as Livery selectors: types (exact class), `.class`, `#id` and
/// combinators; a trailing `:selected`, `:highlighted` or `:disabled` is the control state
/// the rule's state-bound properties take; a trailing `:empty` (Nimbus's one text field pseudo
/// class) marks a rule whose `-mobile-text-key` is the placeholder.
enum NimbusSelectors {
    /// The control states, and `empty`: a text field's placeholder (`UITextField:empty`).
    static let states: Set<String> = ["selected", "highlighted", "disabled", "empty"]

    /// The selector and its control state (`nil`: normal), or `nil` after reporting.
    static func convert(_ syntax: ComplexSelectorSyntax, file: SourceFile,
                        diagnostics: inout DiagnosticBag) -> (Selector, String?)? {
        guard Selector.checkLength(of: syntax, file: file, diagnostics: &diagnostics) else { return nil }
        var compounds: [CompoundSelector] = []
        var state: String?
        for (position, compound) in syntax.compounds.enumerated() {
            var converted = CompoundSelector()
            if compound.nesting {
                diagnostics.error(FormatDiagnosticID.nimbusInvalidSelector, "'&' is not Nimbus CSS; rule ignored",
                                  file: file, range: compound.range)
                return nil
            }
            if let type = compound.type {
                if type.isUniversal || type.includesSubclasses {
                    converted.isUniversal = type.isUniversal
                    converted.includesSubclasses = type.includesSubclasses
                    if type.includesSubclasses { converted.type = TypeNames.canonical(type.name) ?? type.name }
                } else {
                    converted.type = TypeNames.canonical(type.name) ?? type.name
                }
            }
            for simple in compound.simples {
                switch simple {
                case .className(let name, _): converted.classes.append(name)
                case .id(let name, _): converted.ids.append(name)
                case .pseudoClass(let pseudo):
                    let name = pseudo.name.lowercased()
                    if !states.contains(name), pseudo.arguments == nil, pseudo.selectorArgument == nil {
                        // Nimbus read any pseudo class and matched only those its views declared.
                        diagnostics.warning(FormatDiagnosticID.nimbusNeverAppliedSelector,
                                            "Nimbus read ':\(pseudo.name)' but applied only ':selected', ':highlighted', ':disabled' (buttons) and ':empty' (text fields); rule ignored, as in Nimbus",
                                            file: file, range: pseudo.range)
                        return nil
                    }
                    guard states.contains(name), pseudo.arguments == nil, position == syntax.compounds.count - 1 else {
                        diagnostics.error(FormatDiagnosticID.nimbusInvalidSelector,
                                          "Nimbus CSS knows only ':selected', ':highlighted', ':disabled' and ':empty' on the styled view; rule ignored",
                                          file: file, range: pseudo.range)
                        return nil
                    }
                    state = state.map { $0 + " " + name } ?? name
                }
            }
            compounds.append(converted)
        }
        return (Selector(compounds: compounds, combinators: syntax.combinators), state)
    }
}
