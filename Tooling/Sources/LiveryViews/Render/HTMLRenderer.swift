import Foundation
import LiveryValues

/// Draws a styled, laid-out screen as a self-contained HTML page: one absolutely
/// positioned `<div>` per element (sizes in CSS pixels = points), no external resources.
///
/// The page is what the live preview serves: `Options.scripts` adds inline scripts (the
/// preview's WebSocket client) and `screenMarkup(_:)` gives the screen's `<div>` alone, to
/// swap in when a file changes. Element text, ids, classes and font names are escaped;
/// ids and classes go to `data-id` / `data-classes` attributes, never to `class`, so user
/// names cannot collide with the page's own style rules. The drawing follows
/// `SVGRenderer` (same order, lines and metrics), so both show the same picture.
public enum HTMLRenderer {
    /// What the page contains besides the screen.
    public struct Options: Sendable {
        /// The page title; `nil` uses the layout's name.
        public var title: String?
        /// JavaScript sources, each written in its own inline `<script>` at the end of `<body>`.
        public var scripts: [String]

        public init(title: String? = nil, scripts: [String] = []) {
            self.title = title
            self.scripts = scripts
        }
    }

    /// The page's own style rules: elements are absolutely positioned border boxes.
    public static let styleSheet = """
        html,body{margin:0;padding:0}
        .lv-screen{position:relative;overflow:hidden}
        .lv-screen div{position:absolute;box-sizing:border-box;margin:0;padding:0}
        .lv-screen .lv-border{left:0;top:0;right:0;bottom:0;pointer-events:none}
        .lv-screen .lv-line{white-space:pre}
        """

    /// The HTML page of a styled, laid-out screen.
    public static func render(_ screen: StyledScreen) -> String {
        render(ScreenDrawing(screen))
    }

    /// The HTML page of a styled, laid-out screen, with options.
    public static func render(_ screen: StyledScreen, options: Options) -> String {
        render(ScreenDrawing(screen), options: options)
    }

    /// The HTML page of a screen drawing.
    public static func render(_ screen: ScreenDrawing, options: Options = Options()) -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=\(Markup.number(screen.width))\">\n"
        page += "<title>\(Markup.text(options.title ?? screen.title))</title>\n"
        page += "<style>\n\(styleSheet)\nbody{background:\(Markup.cssColor(screen.background))}\n</style>\n"
        page += "</head>\n<body>\n"
        page += screenMarkup(screen)
        for script in options.scripts {
            page += "<script>\n\(scriptText(script))\n</script>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// The screen's `<div class="lv-screen">` with every element in it.
    public static func screenMarkup(_ screen: ScreenDrawing) -> String {
        var writer = HTMLWriter()
        let style = "width:\(Markup.number(screen.width))px;height:\(Markup.number(screen.height))px;background:\(Markup.cssColor(screen.background))"
        writer.line("<div class=\"lv-screen\" data-title=\"\(Markup.attribute(screen.title))\" style=\"\(style)\">")
        if let root = screen.root { writer.element(root) }
        writer.line("</div>")
        return writer.output
    }

    /// A script's source with every `</script` written `<\/script`, so it cannot end
    /// its element early.
    static func scriptText(_ source: String) -> String {
        var result = ""
        var rest = Substring(source)
        while let range = rest.range(of: "</script", options: .caseInsensitive) {
            result += rest[..<range.lowerBound] + "<\\/" + rest[range].dropFirst(2)
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
