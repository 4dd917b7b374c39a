import LiveryCore
import LiverySyntax
import LiveryValues

/// A layout styled by stylesheets and laid out under an environment: the whole pipeline
/// from files to frames, as `livery style`, `explain`, `render` and the preview run it.
public final class StyledScreen {
    public let document: LayoutDocument
    /// The stylesheets given, in load order (the layout's own `<style>` blocks come after).
    public let sheets: [StyleSheet]
    public let environment: StyleEnvironment
    public let manager: StylingManager<ViewNode>
    /// Every diagnostic: stylesheets, the layout, inline styles.
    public private(set) var diagnostics: [Diagnostic]

    /// Loads, styles and lays out.
    /// - Parameters:
    ///   - layoutPath: the layout XML.
    ///   - stylesheetPaths: stylesheets in load order (variables of earlier ones are visible in later ones).
    public init(layoutPath: String, stylesheetPaths: [String], environment: StyleEnvironment = StyleEnvironment(),
                mode: CascadeMode = .specificity, loader: StyleSheetLoader = StyleSheetLoader()) {
        let sheets = loader.load(inOrder: stylesheetPaths)
        var variables = sheets.reduce(VariableTable()) { $0.merging($1.variables) }
        var diagnostics = sheets.flatMap(\.diagnostics)
        let document = LayoutDocument.load(path: layoutPath, styleSheetLoader: loader, inheritedVariables: variables)
        diagnostics += document.diagnostics
        for sheet in document.styleSheets { variables = variables.merging(sheet.variables) }
        self.document = document
        self.sheets = sheets
        self.environment = environment
        self.manager = StylingManager<ViewNode>(environment: environment, mode: mode, catalog: loader.catalog)
        self.diagnostics = diagnostics + document.prepareInlineStyles(variables: variables, catalog: loader.catalog)
        for sheet in sheets { manager.add(sheet) }
        for scoped in document.scopedStyleSheets { manager.add(scoped.sheet, group: scoped.group) }
        if let root = document.root {
            manager.style(root)
            ViewTreeLayout(environment: environment).layout(root)
        }
    }

    /// The root element, `nil` when the layout could not be read.
    public var root: ViewNode? { document.root }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
