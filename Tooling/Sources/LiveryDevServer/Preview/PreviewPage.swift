import Foundation
import HTTPTypes
import Hummingbird
import LiverySyntax
import LiveryViews
import NIOCore

/// The browser live preview: a page that shows a layout of the folder with its stylesheets
/// and re-renders it on every `changed`/`removed` message of `/ws`, with the diagnostics of
/// the screen listed under it.
///
/// The page is `HTMLRenderer`'s page of the screen plus two scripts (see `PreviewScript`):
/// the preview's settings, and the live client, which adds the layout picker and the
/// diagnostics and swaps in `GET /preview/render` after every change.
enum PreviewPage {
    /// How long a request waits for its preview, in seconds. A render is a `WorkerPool`
    /// job (off the request path, in a child process, one at a time); past the budget, or
    /// past the pool's memory budget, the request is answered `503` with a note, and the
    /// page's script asks again after the next change.
    static let renderBudget: TimeInterval = 5

    /// `GET /` and `GET /preview?layout=PATH` (default: the first layout of the folder).
    static func response(for request: Request, feed: ChangeFeed, previews: WorkerPool) async -> Response {
        let files = await feed.fileList
        let layouts = files.filter { $0.hasSuffix(".xml") }
        guard let layout = request.uri.queryParameters.get("layout").map({ String($0) }) ?? layouts.first else {
            return html(emptyPage())
        }
        let query = request.uri.query.map { "?" + $0 } ?? "?layout=" + percentEncoded(layout)
        let page = PreviewJob.PageSettings(layouts: layouts, renderQuery: query)
        switch await render(layout: layout, stylesheets: stylesheets(request), page: page, feed: feed, previews: previews) {
        case .rendered(_, let page?): return html(page)
        case .rendered(let fragment, nil):
            let settings = PreviewScript.settings(layouts: layouts, current: layout, renderQuery: query, fragment: fragment)
            return html(emptyPage(scripts: [settings, PreviewScript.source]))
        case .unavailable(let note): return html(emptyPage(note: note), status: .serviceUnavailable)
        }
    }

    /// `GET /preview/render?layout=PATH[&stylesheet=S]...`: the rendered screen and its
    /// diagnostics as an HTML fragment (what the page's script swaps in).
    static func fragmentResponse(for request: Request, feed: ChangeFeed, previews: WorkerPool) async -> Response {
        guard let layout = request.uri.queryParameters.get("layout") else {
            return Response(status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "missing ?layout=PATH\n")))
        }
        let version = await feed.version
        switch await render(layout: String(layout), stylesheets: stylesheets(request), page: nil, feed: feed, previews: previews) {
        case .rendered(let fragment, _): return html(fragment)
        case .unavailable(let note):
            return html("<div class=\"livery-render\" data-version=\"\(version)\"><p class=\"livery-error\">\(note)</p></div>",
                        status: .serviceUnavailable)
        }
    }

    /// The `stylesheet=` query items, `nil` when there are none.
    static func stylesheets(_ request: Request) -> [String]? {
        let given = request.uri.queryParameters.getAll("stylesheet").map { String($0) }
        return given.isEmpty ? nil : given
    }

    /// What a render gave.
    enum Rendered {
        /// The fragment (`<div class="livery-render" data-version="N">` holding the screen's
        /// markup and `<ul class="livery-diagnostics">`), and the page when asked for one.
        case rendered(fragment: String, page: String?)
        /// Over a budget: why.
        case unavailable(String)
    }

    /// Renders the layout as a preview job.
    static func render(layout: String, stylesheets: [String]?, page: PreviewJob.PageSettings?, feed: ChangeFeed,
                       previews: WorkerPool) async -> Rendered {
        guard ServedFolder.isAllowed(layout) else {
            return .rendered(fragment: "<p class=\"livery-error\">Not a layout of this folder: \(Markup.attribute(layout))</p>", page: nil)
        }
        let job = PreviewJob(layout: layout, stylesheets: stylesheets, liveFiles: await feed.fileList, version: await feed.version,
                             page: page)
        switch await previews.run(.preview(job), budget: renderBudget) {
        case .done(.preview(let fragment, let page)): return .rendered(fragment: fragment, page: page)
        case .overTime: return .unavailable("The preview took longer than \(Int(renderBudget)) s to render; it is tried again after the next change.")
        case .done(.diagnostics), .done(.checked), .failed:
            return .unavailable("The preview needed more than \(WorkerPool.memoryLimit >> 20) MiB of memory, or crashed; "
                                + "it is tried again after the next change.")
        }
    }

    /// A page for a folder without layouts (it reloads when files change).
    static func emptyPage(scripts: [String] = [PreviewScript.reloadOnChange],
                          note: String = "No layout (.xml) in this folder yet.") -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Livery preview</title></head><body>"
            + "<p class=\"livery-empty\">\(note)</p>"
            + scripts.map { "<script>\($0)</script>" }.joined() + "</body></html>\n"
    }

    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~/"))) ?? text
    }
}
