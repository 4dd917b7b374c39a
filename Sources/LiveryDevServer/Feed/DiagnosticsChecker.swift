import LiveryCore
import LiverySyntax
import LiveryViews

/// The diagnostics of one version of a served file: stylesheets as `livery check` loads them
/// (imports included), layouts with their `<style>` blocks. Paths are relative to the folder.
struct DiagnosticsChecker: Sendable {
    let folder: ServedFolder

    /// Diagnostics for `contents` as the file at `relative` (other formats: none).
    func diagnostics(for relative: String, contents: String) -> [Diagnostic] {
        let sourceLoader = FolderSourceLoader(folder: folder, overrides: [relative: contents])
        let loader = StyleSheetLoader(sourceLoader: sourceLoader)
        let file = SourceFile(path: relative, text: contents)
        switch relative.split(separator: ".").last?.lowercased() {
        case "css": return loader.load(file).diagnostics
        case "xml": return LayoutDocument.load(file: file, styleSheetLoader: loader).diagnostics
        default: return []
        }
    }
}
