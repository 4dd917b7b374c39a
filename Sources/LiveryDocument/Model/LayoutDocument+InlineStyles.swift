import LiveryCore
import LiverySyntax

extension LayoutDocument {
    /// Types every element's inline declarations for its class, with the layout's
    /// `variables` (the stylesheets' and its own) substituted, and returns what that found,
    /// in document order. Backends build elements from the typed declarations.
    public mutating func prepareInlineStyles(catalog: PropertyCatalog) -> [Diagnostic] {
        guard var element = root else { return [] }
        var bag = DiagnosticBag()
        element.prepareInlineStyles(variables: variables, catalog: catalog, diagnostics: &bag)
        root = element
        return bag.diagnostics
    }
}

extension LayoutElement {
    /// Types this element's inline declarations, then its descendants' in document order.
    /// Recursive: layouts nest at most `LayoutDocument.maximumDepth` levels.
    fileprivate mutating func prepareInlineStyles(variables: VariableTable, catalog: PropertyCatalog,
                                                  diagnostics: inout DiagnosticBag) {
        if !inlineStyle.isEmpty {
            inlineStyle = InlineDeclarations.prepare(inlineStyle, typeName: typeName, variables: variables,
                                                     catalog: catalog, diagnostics: &diagnostics)
        }
        for index in children.indices {
            children[index].prepareInlineStyles(variables: variables, catalog: catalog, diagnostics: &diagnostics)
        }
    }
}
