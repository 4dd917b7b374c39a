import LiveryCore
import LiveryFormats
import LiverySyntax
import LiveryValues

/// A layout styled by stylesheets and laid out under an environment: the whole pipeline
/// from files to frames, as `livery style`, `explain`, `render` and the preview run it.
public final class StyledScreen {
    public let document: ViewLayout
    /// The stylesheets given, in load order (the layout's own `<style>` blocks come after).
    public let sheets: [StyleSheet]
    public let environment: StyleEnvironment
    public let manager: StylingManager<ViewNode>
    /// Every diagnostic: stylesheets, the layout, inline styles.
    public private(set) var diagnostics: [Diagnostic]

    /// Loads, styles and lays out.
    /// - Parameters:
    ///   - layoutPath: the layout XML.
    ///   - stylesheetPaths: stylesheets of any dialect in load order (each sees the variables
    ///     of the ones before it; the layout sees them all).
    ///   - reader: reads the stylesheets (their dialect, source and catalog).
    public init(layoutPath: String, stylesheetPaths: [String], environment: StyleEnvironment = StyleEnvironment(),
                mode: CascadeMode = .specificity, reader: FormatLoader = FormatLoader()) {
        var set = StyleSheetSet()
        set.load(stylesheetPaths) { reader.load($0, inheritedVariables: $1) }
        let document = ViewLayout.load(path: layoutPath, styleSheetLoader: reader.cssLoader,
                                           inheritedVariables: set.variables())
        self.document = document
        self.sheets = set.sheets.map(\.sheet)
        self.environment = environment
        self.manager = StylingManager<ViewNode>(environment: environment, mode: mode, catalog: reader.catalog)
        self.diagnostics = set.diagnostics + document.diagnostics + document.prepareInlineStyles(catalog: reader.catalog)
        for sheet in set.sheets { manager.add(sheet.sheet, group: sheet.group) }
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
