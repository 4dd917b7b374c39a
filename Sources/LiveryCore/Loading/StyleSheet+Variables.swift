import LiverySyntax

extension StyleSheet {
    /// The sheet with declarations that use variables resolved again, `overrides` taking
    /// precedence over the sheet's own variables (run-time variable changes). Declarations
    /// that no longer resolve or parse are dropped; the problems are in `diagnostics`.
    public func resolvingVariables(_ overrides: VariableTable, inherited: VariableTable = VariableTable(),
                                   catalog: PropertyCatalog = .standard) -> StyleSheet {
        let resolver = VariableResolver(variables: inherited.merging(variables).merging(overrides))
        let typer = DeclarationTyper(catalog: catalog)
        var bag = DiagnosticBag()
        var copy = self
        for (ruleIndex, rule) in rules.enumerated() {
            let chains = typer.chains(for: rule.selectors)
            let chainKey = DeclarationTyper.chainKey(chains)
            var declarations: [Declaration] = []
            // The longhands of one shorthand share its span: it is expanded again once.
            var expandedSpan: SourceSpan?
            for declaration in rule.declarations {
                guard VariableResolver.containsReference(declaration.rawValue) else {
                    declarations.append(declaration)
                    continue
                }
                if let from = declaration.expandedFrom {
                    if declaration.span == expandedSpan { continue }
                    expandedSpan = declaration.span
                    var original = declaration
                    original.property = PropertyName(keyPath: [], written: from, parameters: [])
                    original.expandedFrom = nil
                    guard let value = resolver.resolve(original.rawValue, file: original.span.file, diagnostics: &bag) else { continue }
                    original.value = value
                    original.typedValues = [:]
                    typer.typeExpanding(original, chains: chains, chainKey: chainKey, into: &declarations, diagnostics: &bag)
                    continue
                }
                guard let value = resolver.resolve(declaration.rawValue, file: declaration.span.file, diagnostics: &bag) else { continue }
                var updated = declaration
                updated.value = value
                updated.typedValues = [:]
                typer.typeExpanding(updated, chains: chains, chainKey: chainKey, into: &declarations, diagnostics: &bag)
            }
            copy.rules[ruleIndex].declarations = declarations
        }
        copy.diagnostics = bag.diagnostics
        return copy
    }
}
