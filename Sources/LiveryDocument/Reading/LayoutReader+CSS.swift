import LiveryCore
import LiverySyntax

/// CSS inside a layout: inline `style="…"` attributes, other attributes read as
/// declarations, and `<style>` blocks — all parsed at their true positions in the XML file.
extension LayoutReader {
    /// The declarations of a `style` attribute, or of another attribute read as
    /// `name: value` (`asDeclaration`).
    mutating func inlineDeclarations(_ attribute: Attribute, of element: LayoutElement,
                                     asDeclaration: Bool) -> [Declaration] {
        let (snippet, base) = inlineSource(attribute, asDeclaration: asDeclaration)
        let (items, found) = Parser.parseInlineDeclarations(snippet)
        let file = self.file
        let relocate: (SourceSpan) -> SourceSpan = { MaskedSource.remap($0, from: snippet, to: file, base: base) }
        for diagnostic in found {
            diagnostics.append(Diagnostic(diagnostic.severity, diagnostic.id, diagnostic.message,
                                          at: relocate(diagnostic.span), notes: diagnostic.notes))
        }
        var declarations: [Declaration] = []
        for item in items {
            switch item {
            case .declaration(let syntax):
                let property = PropertyName(keyPath: syntax.name.keyPath, written: syntax.name.name,
                                            parameters: syntax.name.parameters)
                let value = MaskedSource.shift(syntax.value, by: base)
                declarations.append(Declaration(property: property, value: value, rawValue: value, important: syntax.important,
                                                span: relocate(SourceSpan(file: snippet, range: syntax.range))))
            case .variable(let variable):
                diagnostics.append(.warning(LayoutDiagnosticID.inlineVariable,
                                            "variables cannot be declared in an inline style; '\(variable.name)' is ignored",
                                            at: relocate(SourceSpan(file: snippet, range: variable.range))))
            default:
                break
            }
        }
        return declarations
    }

    /// The CSS text of an attribute as a snippet of the XML and the snippet's offset in the
    /// XML file.
    private func inlineSource(_ attribute: Attribute, asDeclaration: Bool) -> (SourceFile, Int) {
        guard asDeclaration else {
            return (masking.snippet(keeping: [attribute.valueRange], window: attribute.valueRange), attribute.valueRange.start)
        }
        // `name="value"` read as `name: value`: the `=` becomes the colon, the quotes spaces.
        var colon = attribute.nameRange.end
        while colon < attribute.valueRange.start, file.bytes[colon] != UInt8(ascii: "=") { colon += 1 }
        let window = SourceRange(start: attribute.nameRange.start, end: attribute.valueRange.end)
        let snippet = masking.snippet(keeping: [attribute.nameRange, attribute.valueRange],
                                      insertions: [MaskedSource.Insertion(offset: colon, byte: UInt8(ascii: ":"))],
                                      window: window)
        return (snippet, window.start)
    }

    /// Loads the `<style>` blocks as stylesheets named `name` (the layout's path), with every position
    /// a position in the layout file; each block sees `inheritedVariables` and the blocks
    /// before it. Returns the blocks as a set (its variables are the layout's).
    func loadStyleSheets(name: String, loader: StyleSheetLoader, inheritedVariables: VariableTable) -> StyleSheetSet {
        var set = StyleSheetSet(inheritedVariables: inheritedVariables)
        let names = styleBlocks.indices.map { $0 == 0 ? name : "\(name)#\($0 + 1)" }
        // A new set reads its sheets in the order given: block after block.
        var blocks = styleBlocks.makeIterator()
        set.load(names) { sheetName, variables in
            guard let block = blocks.next() else { return StyleSheet(name: sheetName, file: file, rules: [],
                                                                      variables: VariableTable(), diagnostics: []) }
            let masked: SourceFile
            if let content = block.tag.contentRange {
                masked = masking.file(keeping: [content])
            } else {
                masked = SourceFile(path: file.path, text: block.text)
            }
            let sheet = loader.load(masked, name: sheetName, inheritedVariables: variables)
            return block.tag.contentRange == nil ? sheet : relocated(sheet, from: masked)
        }
        return set
    }

    /// `sheet` with the spans in `masked` moved to the layout file (same offsets).
    private func relocated(_ sheet: StyleSheet, from masked: SourceFile) -> StyleSheet {
        let rules = sheet.rules.map { rule -> Rule in
            var rule = rule
            rule.span = MaskedSource.remap(rule.span, from: masked, to: file)
            rule.declarations = rule.declarations.map { declaration in
                var declaration = declaration
                declaration.span = MaskedSource.remap(declaration.span, from: masked, to: file)
                return declaration
            }
            return rule
        }
        let diagnostics = sheet.diagnostics.map { MaskedSource.remap($0, from: masked, to: file) }
        return StyleSheet(name: sheet.name, file: file, rules: rules, variables: sheet.variables, diagnostics: diagnostics)
    }
}
