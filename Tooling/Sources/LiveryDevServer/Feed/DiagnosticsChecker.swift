import Foundation
import Livery
import LiveryCore
import LiveryDocument
import LiveryFormats
import LiverySyntax
import LiveryViews

/// The diagnostics of one version of a served file: stylesheets of every dialect as `livery
/// check` loads them (imports included), layouts with their `<style>` blocks. Paths are relative to the folder.
///
/// Checking is a `WorkerPool` job — off the request path, in a child process — within
/// budgets: files over `maximumCheckedSize` (and imports over it: `FolderSourceLoader`)
/// are not checked; a check still running after `budget` seconds is killed, one that needs
/// more than `WorkerPool.memoryLimit` ends. Then the version is pushed with one `serve.*`
/// warning in place of its diagnostics, and the server goes on.
struct DiagnosticsChecker: Sendable {
    let workers: WorkerPool

    /// How long a push waits for its diagnostics, in seconds.
    static let budget: TimeInterval = 2
    /// The largest file checked (or imported by one checked), in bytes.
    static let maximumCheckedSize = FolderSourceLoader.maximumSize

    /// Diagnostics for `contents` as the file at `relative`, seeing the variables of the
    /// folder's `stylesheets`, within the budgets.
    func diagnostics(for relative: String, contents: String, among stylesheets: [String]) async -> [PushDiagnostic] {
        guard contents.utf8.count <= Self.maximumCheckedSize else {
            return [Self.warning(ServeDiagnosticID.tooLargeToCheck, relative,
                                 "the file is larger than \(Self.maximumCheckedSize >> 20) MiB; it is sent without being checked")]
        }
        switch await workers.run(.check(path: relative, contents: contents, stylesheets: stylesheets), budget: Self.budget) {
        case .done(.diagnostics(let found)):
            return found
        case .overTime:
            return [Self.warning(ServeDiagnosticID.checkTimedOut, relative,
                                 "checking the file took longer than \(Int(Self.budget)) s; it is sent without its diagnostics")]
        case .done(.preview), .done(.variables), .failed:
            return [Self.warning(ServeDiagnosticID.checkFailed, relative,
                                 "checking the file needed more than \(WorkerPool.memoryLimit >> 20) MiB of memory, or crashed; "
                                     + "it is sent without its diagnostics")]
        }
    }

    /// A warning at the start of the file at `relative`.
    static func warning(_ id: DiagnosticID, _ relative: String, _ message: String) -> PushDiagnostic {
        PushDiagnostic(.warning(id, message, at: SourceSpan(file: SourceFile(path: relative, text: ""), range: SourceRange(at: 0))))
    }

    /// Diagnostics for `contents` as the file at `relative` — a layout (`.xml`) or a
    /// stylesheet of any dialect — checked as `livery check` checks a folder: seeing the
    /// variables of all the folder's `stylesheets` (`ProjectCheck`). Runs to the end, on
    /// the calling thread.
    static func check(_ relative: String, contents: String, stylesheets: [String] = [], folder: ServedFolder) -> [Diagnostic] {
        ProjectCheck(reader: folder.reader(overrides: [relative: contents])).check(relative, among: stylesheets).diagnostics
    }
}
