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
        await inspect(relative, contents: contents, among: stylesheets, listingVariables: false).diagnostics
    }

    /// The diagnostics and, with `listingVariables`, for a stylesheet the variables it sees;
    /// `nil` variables when the budgets end the check (its diagnostics are then one
    /// `serve.*` warning), for a layout, or when not asked.
    func inspect(_ relative: String, contents: String, among stylesheets: [String],
                 listingVariables: Bool) async -> (diagnostics: [PushDiagnostic], variables: [VisibleVariable]?) {
        guard contents.utf8.count <= Self.maximumCheckedSize else {
            return ([Self.warning(ServeDiagnosticID.tooLargeToCheck, relative,
                                  "the file is larger than \(Self.maximumCheckedSize >> 20) MiB; it is sent without being checked")], nil)
        }
        let job = WorkerJob.check(path: relative, contents: contents, stylesheets: stylesheets, listingVariables: listingVariables)
        switch await workers.run(job, budget: Self.budget) {
        case .done(.diagnostics(let found)):
            return (found, nil)
        case .done(.checked(let found, let variables)):
            return (found, variables)
        case .overTime:
            return ([Self.warning(ServeDiagnosticID.checkTimedOut, relative,
                                  "checking the file took longer than \(Int(Self.budget)) s; it is sent without its diagnostics")], nil)
        case .done(.preview), .failed:
            return ([Self.warning(ServeDiagnosticID.checkFailed, relative,
                                  "checking the file needed more than \(WorkerPool.memoryLimit >> 20) MiB of memory, or crashed; "
                                      + "it is sent without its diagnostics")], nil)
        }
    }

    /// A warning at the start of the file at `relative`.
    static func warning(_ id: DiagnosticID, _ relative: String, _ message: String) -> PushDiagnostic {
        PushDiagnostic(.warning(id, message, at: SourceSpan(file: SourceFile(path: relative, text: ""), range: SourceRange(at: 0))))
    }

    /// Diagnostics for `contents` as the file at `relative` — a layout (`.xml`) or a
    /// stylesheet of any dialect — checked as `livery check` checks a folder: seeing the
    /// variables of all the folder's `stylesheets` (`ProjectCheck`). With
    /// `listingVariables`, a stylesheet's also come back: those of the folder's sheets, then
    /// its own and its imports'. Runs to the end, on the calling thread.
    static func check(_ relative: String, contents: String, stylesheets: [String] = [], folder: ServedFolder,
                      listingVariables: Bool = false) -> (diagnostics: [Diagnostic], variables: [VisibleVariable]?) {
        let project = ProjectCheck(reader: folder.reader(overrides: [relative: contents]))
        guard listingVariables, !ProjectCheck.isLayout(relative) else {
            return (project.check(relative, among: stylesheets).diagnostics, nil)
        }
        // As `ProjectCheck.check` reads a stylesheet, keeping the variables it sees.
        let shared = project.sharedVariables(of: stylesheets)
        let sheet = project.reader.load(relative, inheritedVariables: shared)
        return (sheet.diagnostics, shared.merging(sheet.variables).all.map { variable in
            VisibleVariable(name: variable.name, value: variable.value.cssText, declared: variable.span.map(VisibleVariable.Location.init))
        })
    }
}
