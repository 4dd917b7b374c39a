import LiveryCore
import LiverySyntax

extension FormatDocument {
    /// The document as an ordinary `StyleSheet`: declarations typed (web shorthands expanded)
    /// against the catalog like Livery CSS declarations, custom keys kept untyped, empty
    /// rules left out.
    func styleSheet(name: String, checker: DeclarationChecker) -> StyleSheet {
        var bag = diagnostics
        var rules: [Rule] = []
        for pending in self.rules {
            var declarations: [Declaration] = []
            for item in pending.declarations {
                let declaration = Declaration(property: item.property, value: item.value, rawValue: item.rawValue,
                                              important: item.important, span: item.span)
                // A custom key stays untyped, unless Livery CSS reads its name as a web
                // shorthand (`border`, `margin`): the converted sheet would expand it, so the
                // read sheet does too, and the two mean the same.
                if item.isCustom, !checker.isShorthand(item.property) {
                    declarations.append(declaration)
                } else {
                    declarations += checker.check(declaration, for: pending.selectors, diagnostics: &bag)
                }
            }
            guard !declarations.isEmpty else { continue }
            rules.append(Rule(selectors: pending.selectors, condition: pending.condition, declarations: declarations,
                              span: pending.span))
        }
        return StyleSheet(name: name, file: file, rules: rules, variables: sharedVariables.merging(variables),
                          diagnostics: Diagnostic.limitedPerFile(Self.sorted(bag.diagnostics, mainFile: file)))
    }

    /// Diagnostics by file (the main file first, then in order of appearance), then position.
    static func sorted(_ diagnostics: [Diagnostic], mainFile: SourceFile) -> [Diagnostic] {
        var fileOrder: [String: Int] = [mainFile.path: 0]
        for diagnostic in diagnostics where fileOrder[diagnostic.span.file.path] == nil {
            fileOrder[diagnostic.span.file.path] = fileOrder.count
        }
        return diagnostics.enumerated().sorted { lhs, rhs in
            let left = (fileOrder[lhs.element.span.file.path]!, lhs.element.span.range.start, lhs.offset)
            let right = (fileOrder[rhs.element.span.file.path]!, rhs.element.span.range.start, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
