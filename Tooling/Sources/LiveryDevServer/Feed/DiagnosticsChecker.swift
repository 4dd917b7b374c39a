import Foundation
import LiveryCore
import LiveryDocument
import LiveryFormats
import LiverySyntax
import LiveryViews

/// The diagnostics of one version of a served file: stylesheets of every dialect as `livery
/// check` loads them (imports included), layouts with their `<style>` blocks. Paths are relative to the folder.
///
/// Checking runs on a `BackgroundWorker`, never on a thread that answers requests, within
/// two budgets: files over `maximumCheckedSize` (and imports over it: `FolderSourceLoader`)
/// are not checked, which bounds the memory a check takes; a check still running after
/// `budget` seconds is given up on, so a pathological file delays its push by at most that.
/// Either way the version is pushed with one `serve.*` warning in place of its diagnostics.
struct DiagnosticsChecker: Sendable {
    let folder: ServedFolder
    let worker: BackgroundWorker

    /// How long a push waits for its diagnostics, in seconds.
    static let budget: TimeInterval = 2
    /// The largest file checked (or imported by one checked), in bytes.
    static let maximumCheckedSize = FolderSourceLoader.maximumSize

    /// Diagnostics for `contents` as the file at `relative`, within the budgets.
    func diagnostics(for relative: String, contents: String) async -> [Diagnostic] {
        let place = SourceSpan(file: SourceFile(path: relative, text: ""), range: SourceRange(at: 0))
        guard contents.utf8.count <= Self.maximumCheckedSize else {
            return [.warning(ServeDiagnosticID.tooLargeToCheck,
                             "the file is larger than \(Self.maximumCheckedSize >> 20) MiB; it is sent without being checked",
                             at: place)]
        }
        let folder = self.folder
        if let found = await worker.run(budget: Self.budget, { Self.check(relative, contents: contents, folder: folder) }) {
            return found
        }
        return [.warning(ServeDiagnosticID.checkTimedOut,
                         "checking the file took longer than \(Int(Self.budget)) s; it is sent without its diagnostics",
                         at: place)]
    }

    /// Diagnostics for `contents` as the file at `relative`: a layout (`.xml`) or a
    /// stylesheet of any dialect. Runs to the end, on the calling thread.
    static func check(_ relative: String, contents: String, folder: ServedFolder) -> [Diagnostic] {
        let reader = folder.reader(overrides: [relative: contents])
        let file = SourceFile(path: relative, text: contents)
        if relative.split(separator: ".").last?.lowercased() == "xml" {
            return LayoutDocument.load(file: file, styleSheetLoader: reader.cssLoader).diagnostics
        }
        return reader.load(file).diagnostics
    }
}
