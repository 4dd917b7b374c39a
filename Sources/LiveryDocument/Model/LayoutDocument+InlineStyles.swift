import LiveryCore
import LiverySyntax

extension LayoutDocument {
    /// Types every element's inline declarations for its class, with the layout's
    /// `variables` (the stylesheets' and its own) substituted, and returns what that found,
    /// in document order. Backends build elements from the typed declarations.
    public mutating func prepareInlineStyles(catalog: PropertyCatalog) -> [Diagnostic] {
        guard var element = root else { return [] }
        root = nil
        var bag = DiagnosticBag()
        // One resolver for the document: its substitutions share one load's bound.
        let resolver = VariableResolver(variables: variables)
        element.updateInDocumentOrder { element in
            guard !element.inlineStyle.isEmpty else { return }
            element.inlineStyle = InlineDeclarations.prepare(element.inlineStyle, typeName: element.typeName,
                                                             resolver: resolver, catalog: catalog, diagnostics: &bag)
        }
        root = element
        return bag.diagnostics
    }
}

