import Foundation
import Livery
import LiveryFormats
import LiverySyntax

/// Checks files of a folder as `livery serve` checks a saved file, for other servers of the
/// same folder (`livery lsp`): in a `livery serve-worker` child with the dev server's time
/// and memory budgets, seeing the variables of the folder's stylesheets.
public final class FolderChecker: Sendable {
    public let folder: ServedFolder
    private let checker: DiagnosticsChecker
    private let workers: WorkerPool

    /// `workerExecutable`: the `livery` executable whose `serve-worker` runs each check;
    /// `nil` checks on a background thread of this process, with the time budget only.
    public init(folder: ServedFolder, workerExecutable: String?) {
        self.folder = folder
        self.workers = WorkerPool(name: "livery.check", folder: folder, executable: workerExecutable)
        self.checker = DiagnosticsChecker(workers: workers)
    }

    /// The diagnostics of `contents` as the file at `relative` (a stylesheet of any dialect,
    /// or a layout), seeing the variables of `stylesheets` (relative paths).
    public func diagnostics(for relative: String, contents: String, among stylesheets: [String]) async -> [PushDiagnostic] {
        await checker.diagnostics(for: relative, contents: contents, among: stylesheets)
    }

    /// The diagnostics of `contents` as the file at `relative`, and with `listingVariables`,
    /// for a stylesheet, the variables it sees (those of `stylesheets`, then its own and its
    /// imports'), from the same check; `nil` variables when the budgets end the check.
    public func inspect(_ relative: String, contents: String, among stylesheets: [String],
                        listingVariables: Bool) async -> (diagnostics: [PushDiagnostic], variables: [VisibleVariable]?) {
        await checker.inspect(relative, contents: contents, among: stylesheets, listingVariables: listingVariables)
    }

    /// Reads the folder's stylesheets by relative path, as its checks do (the project file
    /// applied, imports inside the folder).
    public func reader() -> FormatLoader {
        folder.reader()
    }

    /// Ends the worker child and thread.
    public func stop() {
        workers.stop()
    }
}
