import Foundation
import Livery
import LiveryFormats
import LiverySyntax
import LiveryViews

/// A piece of the dev server's heavy work, done by a `WorkerPool`: checking one version of
/// a file, or rendering a preview. Jobs and results travel as JSON to and from `livery
/// serve-worker`, a child process; without one they run in the server's process.
enum WorkerJob: Codable, Sendable {
    /// The diagnostics of `contents` as the file at `path` (relative to the folder), seeing
    /// the variables of the folder's `stylesheets`; with `listingVariables`, for a
    /// stylesheet, also those variables (`WorkerResult.checked`).
    case check(path: String, contents: String, stylesheets: [String] = [], listingVariables: Bool = false)
    /// A preview of a layout of the folder.
    case preview(PreviewJob)

    /// Does the job, on the calling thread.
    func perform(folder: ServedFolder) -> WorkerResult {
        switch self {
        case .check(let path, let contents, let stylesheets, let listingVariables):
            let checked = DiagnosticsChecker.check(path, contents: contents, stylesheets: stylesheets, folder: folder,
                                                   listingVariables: listingVariables)
            let diagnostics = checked.diagnostics.map { PushDiagnostic($0) }
            return checked.variables.map { .checked(diagnostics, variables: $0) } ?? .diagnostics(diagnostics)
        case .preview(let job):
            return job.perform(folder: folder)
        }
    }
}

/// What a worker hands back.
enum WorkerResult: Codable, Sendable {
    case diagnostics([PushDiagnostic])
    /// A stylesheet's diagnostics and the variables it sees (a check listing them).
    case checked([PushDiagnostic], variables: [VisibleVariable])
    /// The fragment (`<div class="livery-render" …>`), and the whole page when asked for.
    case preview(fragment: String, page: String?)
}

/// A preview to render: the layout, its stylesheets (`nil`: the default ones), the folder's
/// live files and version as the server knows them, and for the whole page the settings
/// of its script.
struct PreviewJob: Codable, Sendable {
    var layout: String
    var stylesheets: [String]?
    var liveFiles: [String]
    var version: Int
    /// For `GET /` and `/preview`: the layouts of the picker and the fragment's query.
    var page: PageSettings?

    struct PageSettings: Codable, Sendable {
        var layouts: [String]
        var renderQuery: String
    }

    func perform(folder: ServedFolder) -> WorkerResult {
        let styled = PreviewScreen(folder: folder, layout: layout, stylesheets: stylesheets, liveFiles: liveFiles).styled()
        let drawing = ScreenDrawing(styled)
        var fragment = "<div class=\"livery-render\" data-version=\"\(version)\">"
        fragment += HTMLRenderer.screenMarkup(drawing)
        fragment += "<ul class=\"livery-diagnostics\">"
        for diagnostic in styled.diagnostics {
            fragment += "<li class=\"livery-\(diagnostic.severity.rawValue)\">\(Markup.attribute(diagnostic.description))</li>"
        }
        fragment += "</ul></div>"
        guard let page else { return .preview(fragment: fragment, page: nil) }
        let settings = PreviewScript.settings(layouts: page.layouts, current: layout, renderQuery: page.renderQuery, fragment: fragment)
        let options = HTMLRenderer.Options(title: "Livery preview — \(layout)", scripts: [settings, PreviewScript.source])
        return .preview(fragment: fragment, page: HTMLRenderer.render(drawing, options: options))
    }
}
