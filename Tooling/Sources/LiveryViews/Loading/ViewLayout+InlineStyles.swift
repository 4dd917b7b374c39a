import LiveryCore
import LiverySyntax

extension ViewLayout {
    /// Types every element's inline `style` declarations for its class, with the layout's
    /// `variables` (the stylesheets' and its own) substituted, and returns their diagnostics.
    public func prepareInlineStyles(catalog: PropertyCatalog) -> [Diagnostic] {
        var bag = DiagnosticBag()
        for node in elements where !node.inlineStyle.isEmpty {
            node.inlineStyle = InlineDeclarations.prepare(node.inlineStyle, typeName: node.typeName, variables: document.variables,
                                                          catalog: catalog, diagnostics: &bag)
        }
        return bag.diagnostics
    }
}
