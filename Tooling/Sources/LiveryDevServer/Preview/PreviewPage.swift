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
    /// How long a request waits for its preview, in seconds. A render runs on the
    /// server's preview worker (`BackgroundWorker`, one at a time), never on a thread that
    /// answers requests; past the budget the request is answered `503` with a note, and the
    /// page's script asks again after the next change.
    static let renderBudget: TimeInterval = 5

    /// `GET /` and `GET /preview?layout=PATH` (default: the first layout of the folder).
    static func response(for request: Request, feed: ChangeFeed, previews: BackgroundWorker) async -> Response {
        let files = await feed.fileList
        let layouts = files.filter { $0.hasSuffix(".xml") }
        guard let layout = request.uri.queryParameters.get("layout").map({ String($0) }) ?? layouts.first else {
            return html(emptyPage())
        }
        let query = request.uri.query.map { "?" + $0 } ?? "?layout=" + percentEncoded(layout)
        let sheets = stylesheets(request)
        let rendered = await render(layout: layout, stylesheets: sheets, feed: feed, previews: previews) { screen, fragment in
            let settings = PreviewScript.settings(layouts: layouts, current: layout, renderQuery: query, fragment: fragment)
            let options = HTMLRenderer.Options(title: "Livery preview — \(layout)", scripts: [settings, PreviewScript.source])
            return screen.map { HTMLRenderer.render($0, options: options) } ?? emptyPage(scripts: options.scripts)
        }
        guard let rendered else {
            return html(emptyPage(note: overBudgetNote), status: .serviceUnavailable)
        }
        return html(rendered)
    }

    /// `GET /preview/render?layout=PATH[&stylesheet=S]...`: the rendered screen and its
    /// diagnostics as an HTML fragment (what the page's script swaps in).
    static func fragmentResponse(for request: Request, feed: ChangeFeed, previews: BackgroundWorker) async -> Response {
        guard let layout = request.uri.queryParameters.get("layout") else {
            return Response(status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "missing ?layout=PATH\n")))
        }
        let version = await feed.version
        let rendered = await render(layout: String(layout), stylesheets: stylesheets(request), feed: feed, previews: previews) {
            $1
        }
        guard let rendered else {
            return html("<div class=\"livery-render\" data-version=\"\(version)\"><p class=\"livery-error\">\(overBudgetNote)</p></div>",
                        status: .serviceUnavailable)
        }
        return html(rendered)
    }

    static let overBudgetNote = "The preview took longer than \(Int(renderBudget)) s to render; it is tried again after the next change."

    /// The `stylesheet=` query items, `nil` when there are none.
    static func stylesheets(_ request: Request) -> [String]? {
        let given = request.uri.queryParameters.getAll("stylesheet").map { String($0) }
        return given.isEmpty ? nil : given
    }

    /// Renders the layout on the preview worker and hands the screen drawing and the
    /// fragment (`<div class="livery-render" data-version="N">` holding the screen's markup
    /// and `<ul class="livery-diagnostics">`) to `finish`, there too; `nil` when that took
    /// longer than `renderBudget`.
    static func render(layout: String, stylesheets: [String]?, feed: ChangeFeed, previews: BackgroundWorker,
                       finish: @escaping @Sendable (ScreenDrawing?, String) -> String) async -> String? {
        let version = await feed.version
        guard ServedFolder.isAllowed(layout) else {
            return finish(nil, "<p class=\"livery-error\">Not a layout of this folder: \(Markup.attribute(layout))</p>")
        }
        let folder = feed.folder
        let liveFiles = await feed.fileList
        return await previews.run(budget: renderBudget) {
            let styled = PreviewScreen(folder: folder, layout: layout, stylesheets: stylesheets, liveFiles: liveFiles).styled()
            let drawing = ScreenDrawing(styled)
            var html = "<div class=\"livery-render\" data-version=\"\(version)\">"
            html += HTMLRenderer.screenMarkup(drawing)
            html += "<ul class=\"livery-diagnostics\">"
            for diagnostic in styled.diagnostics {
                html += "<li class=\"livery-\(diagnostic.severity.rawValue)\">\(Markup.attribute(diagnostic.description))</li>"
            }
            return finish(drawing, html + "</ul></div>")
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
