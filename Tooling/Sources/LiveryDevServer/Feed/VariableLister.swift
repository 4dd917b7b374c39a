import Foundation
import Livery
import LiveryCore

/// A variable a file of a served folder sees: its name (without `@` or `--`) and its value
/// as CSS text, as written where it is declared.
public struct VisibleVariable: Codable, Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The variables one version of a stylesheet sees, for an editor's completion: those of
/// every stylesheet of the folder (as its check sees them, `ProjectCheck`), then its own and
/// its imports'. Listing loads the sheets, so it is a `WorkerPool` job within the checks'
/// budgets (`DiagnosticsChecker`).
struct VariableLister: Sendable {
    let workers: WorkerPool

    /// The variables of `contents` as the file at `relative`, seeing the folder's
    /// `stylesheets`; `nil` when the budgets end the listing.
    func variables(for relative: String, contents: String, among stylesheets: [String]) async -> [VisibleVariable]? {
        guard contents.utf8.count <= DiagnosticsChecker.maximumCheckedSize else { return nil }
        let job = WorkerJob.variables(path: relative, contents: contents, stylesheets: stylesheets)
        guard case .done(.variables(let found)) = await workers.run(job, budget: DiagnosticsChecker.budget) else { return nil }
        return found
    }

    /// Lists them on the calling thread, to the end.
    static func variables(_ relative: String, contents: String, stylesheets: [String], folder: ServedFolder) -> [VisibleVariable] {
        let reader = folder.reader(overrides: [relative: contents])
        let shared = ProjectCheck(reader: reader).sharedVariables(of: stylesheets)
        let sheet = reader.load(relative, inheritedVariables: shared)
        return shared.merging(sheet.variables).all.map { VisibleVariable(name: $0.name, value: $0.value.cssText) }
    }
}
