import LiveryValues

/// Draws a styled, laid-out screen as a standalone SVG document (SVG 1.1 plus `data-*`
/// attributes), one `<g>` per element, in points (1 SVG user unit = 1 point).
///
/// Each element's group is translated to its frame (and carries its transform about the
/// centre, its opacity and shadow) and holds, in UIKit's order: the background, its text or
/// image placeholder and its children (all clipped to the rounded bounds when
/// `clipsToBounds`), then the border drawn inside the bounds. Hidden elements are left out.
/// Text is broken into lines as the layout measured it (see `TextDrawing`).
public enum SVGRenderer {
    /// The SVG document of a styled, laid-out screen.
    public static func render(_ screen: StyledScreen) -> String {
        render(ScreenDrawing(screen))
    }

    /// The SVG document of a screen drawing.
    public static func render(_ screen: ScreenDrawing) -> String {
        var writer = SVGWriter()
        let w = Markup.number(screen.width)
        let h = Markup.number(screen.height)
        writer.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.line("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">")
        writer.line("<title>\(Markup.text(screen.title))</title>")
        writer.line("<rect width=\"\(w)\" height=\"\(h)\"\(SVGWriter.fill(screen.background))/>")
        if let root = screen.root { writer.element(root) }
        writer.line("</svg>")
        return writer.output
    }
}
