import LiverySyntax

/// Prepares declarations written outside a stylesheet (a layout's `style=` attributes) the
/// way the loader prepares a sheet's: variables substituted, shorthands expanded, values
/// typed for the element's class. Problems are diagnostics; bad declarations are dropped.
public enum InlineDeclarations {
    /// The prepared declarations for an element of type `typeName`.
    public static func prepare(_ declarations: [Declaration], typeName: String, variables: VariableTable,
                               catalog: PropertyCatalog = .standard, diagnostics: inout DiagnosticBag) -> [Declaration] {
        prepare(declarations, typeName: typeName, resolver: VariableResolver(variables: variables), catalog: catalog,
                diagnostics: &diagnostics)
    }

    /// The prepared declarations for an element of type `typeName`, substituted by
    /// `resolver` — one for a whole layout document, so that its elements together stay
    /// within one load's substitution bound.
    public static func prepare(_ declarations: [Declaration], typeName: String, resolver: VariableResolver,
                               catalog: PropertyCatalog = .standard, diagnostics: inout DiagnosticBag) -> [Declaration] {
        let typer = DeclarationTyper(catalog: catalog)
        let selector = Selector(compounds: [CompoundSelector(type: typeName)], combinators: [])
        let chains = typer.chains(for: [selector])
        let chainKey = DeclarationTyper.chainKey(chains)
        var result: [Declaration] = []
        for declaration in declarations {
            guard let value = resolver.resolve(declaration.rawValue, file: declaration.span.file, diagnostics: &diagnostics) else {
                continue
            }
            var resolved = declaration
            resolved.value = value
            resolved.typedValues = [:]
            typer.typeExpanding(resolved, chains: chains, chainKey: chainKey, into: &result, diagnostics: &diagnostics)
        }
        return result
    }
}
