import LiveryCore
import LiveryDocument
import LiveryFormats
import LiverySyntax

/// Checks a project's stylesheets (every dialect) and layout documents as a whole, the
/// way `livery check` and `livery serve` report them.
///
/// An app may load a project's sheets in any order, so a checked sheet sees the variables
/// of every sheet of the project (a later sheet wins for a name declared twice); a layout
/// sees them too, in its `<style>` blocks and inline styles.
///
/// ```swift
/// let check = ProjectCheck(reader: FormatLoader())
/// for file in check.check(stylesheets: ["theme.json", "app.css"], layouts: ["inbox.xml"]) {
///     print(file.path, file.diagnostics.count)
/// }
/// ```
public struct ProjectCheck: Sendable {
    /// One checked file: its path, how many rules it holds (a layout: its `<style>` blocks'),
    /// and its diagnostics.
    public struct CheckedFile: Sendable {
        public var path: String
        public var rules: Int
        public var diagnostics: [Diagnostic]
    }

    /// Reads the sheets (dialects, catalog, import roots, the sources they come from).
    public var reader: FormatLoader

    public init(reader: FormatLoader) {
        self.reader = reader
    }

    /// The variables every checked file sees: those of all of `stylesheets`, read in order
    /// into one set of sheets (each sheet sees the ones before it while it is read).
    public func sharedVariables(of stylesheets: [String]) -> VariableTable {
        var all = StyleSheetSet()
        all.load(stylesheets) { location, _ in reader.load(location) }
        return all.variables()
    }

    /// Checks every stylesheet, then every layout, each with the variables of all the
    /// stylesheets.
    public func check(stylesheets: [String], layouts: [String]) -> [CheckedFile] {
        let variables = sharedVariables(of: stylesheets)
        return stylesheets.map { checkStyleSheet($0, variables: variables) }
            + layouts.map { checkLayout($0, variables: variables) }
    }

    /// Checks one file of the project — a layout (`.xml`) or a stylesheet of any dialect —
    /// with the variables of `stylesheets` (the project's sheets; the file may be one).
    public func check(_ path: String, among stylesheets: [String]) -> CheckedFile {
        let variables = sharedVariables(of: stylesheets)
        return Self.isLayout(path) ? checkLayout(path, variables: variables) : checkStyleSheet(path, variables: variables)
    }

    /// Whether the file at `path` is a layout document (`.xml`).
    public static func isLayout(_ path: String) -> Bool {
        Paths.fileExtension(of: path) == "xml"
    }

    /// A stylesheet read with `variables` visible.
    public func checkStyleSheet(_ path: String, variables: VariableTable) -> CheckedFile {
        let sheet = reader.load(path, inheritedVariables: variables)
        return CheckedFile(path: path, rules: sheet.rules.count, diagnostics: sheet.diagnostics)
    }

    /// A layout with its `<style>` blocks (seeing `variables`) and its inline styles typed.
    public func checkLayout(_ path: String, variables: VariableTable) -> CheckedFile {
        var document = LayoutDocument.load(path: path, styleSheetLoader: reader.cssLoader, inheritedVariables: variables)
        let inline = document.prepareInlineStyles(catalog: reader.catalog)
        let rules = document.styleSheets.reduce(0) { $0 + $1.rules.count }
        return CheckedFile(path: path, rules: rules, diagnostics: document.diagnostics + inline)
    }
}
