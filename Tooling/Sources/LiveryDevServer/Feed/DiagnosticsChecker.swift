import LiveryCore
import LiveryDocument
import LiveryFormats
import LiverySyntax
import LiveryViews

/// The diagnostics of one version of a served file: stylesheets of every dialect as `livery
/// check` loads them (imports included), layouts with their `<style>` blocks. Paths are relative to the folder.
struct DiagnosticsChecker: Sendable {
    let folder: ServedFolder

    /// Diagnostics for `contents` as the file at `relative`: a layout (`.xml`) or a
    /// stylesheet of any dialect.
    func diagnostics(for relative: String, contents: String) -> [Diagnostic] {
        let reader = folder.reader(overrides: [relative: contents])
        let file = SourceFile(path: relative, text: contents)
        if relative.split(separator: ".").last?.lowercased() == "xml" {
            return LayoutDocument.load(file: file, styleSheetLoader: reader.cssLoader).diagnostics
        }
        return reader.load(file).diagnostics
    }
}
