import LiveryCore
import LiveryDocument
import LiveryFormats
import LiverySyntax

/// A layout styled by stylesheets of any dialect and laid out under an environment: the
/// whole pipeline from files to a styled, laid-out tree, for any backend. The command-line
/// tool and the live preview run it with the headless backend.
public final class StyledLayout<Backend: LayoutBackend> {
    /// The layout as read (its inline styles typed).
    public let document: LayoutDocument
    /// The stylesheets given, in load order (the layout's own `<style>` blocks come after).
    public let sheets: [StyleSheet]
    public let environment: StyleEnvironment
    public let manager: StylingManager<Backend.Element>
    /// The styled, laid-out tree; `nil` when the layout has no root element.
    public let root: Backend.Element?
    /// Every diagnostic: stylesheets, the layout, inline styles.
    public let diagnostics: [Diagnostic]

    /// Loads, styles and lays out.
    /// - Parameters:
    ///   - layoutPath: the layout document.
    ///   - stylesheetPaths: stylesheets of any dialect in load order (each sees the variables
    ///     of the ones before it; the layout sees them all).
    ///   - reader: reads the stylesheets and the layout (their dialect, source and catalog).
    ///   - backend: builds the elements and lays them out.
    public init(layoutPath: String, stylesheetPaths: [String], environment: StyleEnvironment = StyleEnvironment(),
                mode: CascadeMode = .specificity, reader: FormatLoader = FormatLoader(), backend: Backend) {
        var set = StyleSheetSet()
        set.load(stylesheetPaths) { reader.load($0, inheritedVariables: $1) }
        var document = LayoutDocument.load(path: layoutPath, styleSheetLoader: reader.cssLoader,
                                           inheritedVariables: set.variables())
        let inlineDiagnostics = document.prepareInlineStyles(catalog: reader.catalog)
        self.document = document
        self.sheets = set.sheets.map(\.sheet)
        self.environment = environment
        // Each list is limited per file; the layout's inline styles add to the layout's own.
        self.diagnostics = Diagnostic.limitedPerFile(set.diagnostics + document.diagnostics + inlineDiagnostics)
        let manager = StylingManager<Backend.Element>(environment: environment, mode: mode, catalog: reader.catalog)
        for sheet in set.sheets { manager.add(sheet.sheet, group: sheet.group) }
        for scoped in document.scopedStyleSheets { manager.add(scoped.sheet, group: scoped.group) }
        self.manager = manager
        self.root = backend.makeTree(from: document)
        if let root {
            backend.styling { manager.style(root) }
            backend.layOut(root, environment: environment)
        }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
