import LiveryValues

/// Writes the `<div>`s of elements for `HTMLRenderer`.
struct HTMLWriter {
    private(set) var output = ""
    private var depth = 1

    mutating func line(_ text: String) {
        output += TreeText.indent(depth, unit: " ") + text + "\n"
    }

    /// An element's `<div>` and everything in it (any depth: no recursion).
    mutating func element(_ root: ElementDrawing) {
        TreeText.walk(root, children: \.children, open: { element in
            guard !element.isHidden else { return false }
            line("<div class=\"lv\"\(Markup.identity(element)) style=\"\(Markup.attribute(Self.style(element)))\">")
            depth += 1
            if let text = element.text { self.text(text) }
            if let image = element.image { self.image(image, in: element) }
            return true
        }, close: { element in
            if element.borderWidth > 0, element.borderColor.alpha > 0 {
                var border = "border:\(Markup.number(element.borderWidth))px solid \(Markup.cssColor(element.borderColor))"
                if element.effectiveCornerRadius > 0 { border += ";border-radius:\(Markup.number(element.effectiveCornerRadius))px" }
                line("<div class=\"lv-border\" style=\"\(border)\"></div>")
            }
            depth -= 1
            line("</div>")
        })
    }

    /// The element's own CSS: frame, background, radius, opacity, transform, clipping, shadow.
    static func style(_ element: ElementDrawing) -> String {
        let frame = element.frame
        var parts = ["left:\(px(frame.x))", "top:\(px(frame.y))", "width:\(px(frame.width))", "height:\(px(frame.height))"]
        switch element.background {
        case .color(let color)?: parts.append("background-color:\(Markup.cssColor(color))")
        case .gradient(let colors, let angle, let locations)?:
            let stops = zip(colors, locations).map { "\(Markup.cssColor($0)) \(Markup.number($1 * 100))%" }
            parts.append("background-image:linear-gradient(\(Markup.number(angle))deg,\(stops.joined(separator: ",")))")
        case nil: break
        }
        if element.effectiveCornerRadius > 0 { parts.append("border-radius:\(px(element.effectiveCornerRadius))") }
        if element.alpha < 1 { parts.append("opacity:\(Markup.number(element.alpha))") }
        if let m = element.transform {
            parts.append("transform:matrix(" + [m.a, m.b, m.c, m.d, m.tx, m.ty].map(Markup.number).joined(separator: ",") + ")")
        }
        if element.clipsToBounds { parts.append("overflow:hidden") }
        if let shadow = element.shadow {
            parts.append("filter:drop-shadow(\(px(shadow.offsetX)) \(px(shadow.offsetY)) \(px(shadow.radius)) \(Markup.cssColor(shadow.color)))")
        }
        return parts.joined(separator: ";")
    }

    /// Text lines: a zero-sized box carrying the font, holding one line box per line,
    /// `lineHeight` tall, widened by `overhang` on the sides text may run over, so a line
    /// wider than measured stays aligned as in SVG (CSS would start-align it).
    mutating func text(_ text: TextDrawing) {
        guard !text.lines.isEmpty, text.color.alpha > 0 else { return }
        var style = "left:0;top:0;font-family:\(CSSFont.family(text.family));font-size:\(Self.px(text.size))"
        if text.weight != 400 { style += ";font-weight:\(text.weight)" }
        if text.italic { style += ";font-style:italic" }
        style += ";color:\(Markup.cssColor(text.color))"
        if text.alignment != .left { style += ";text-align:\(text.alignment.rawValue)" }
        line("<div class=\"lv-text\" style=\"\(Markup.attribute(style))\">")
        let box = text.box
        let overhang = Self.overhang
        let (left, width) = switch text.alignment {
        case .left: (box.x, box.width + overhang)
        case .center: (box.x - overhang, box.width + 2 * overhang)
        case .right: (box.x - overhang, box.width + overhang)
        }
        let height = Self.px(text.lineHeight)
        for (index, string) in text.lines.enumerated() {
            let top = text.blockTop + Double(index) * text.lineHeight
            let geometry = "left:\(Self.px(left));top:\(Self.px(top));width:\(Self.px(width));height:\(height);line-height:\(height)"
            line("  <div class=\"lv-line\" style=\"\(geometry)\">\(Markup.text(string))</div>")
        }
        line("</div>")
    }

    /// How far line boxes reach past the text box on the sides text may overflow, in points.
    static let overhang = 1000.0

    /// An image view's placeholder (see `SVGWriter.image`).
    mutating func image(_ image: ElementDrawing.Image, in element: ElementDrawing) {
        switch image {
        case .color(let color):
            let radius = element.effectiveCornerRadius > 0 ? ";border-radius:\(Self.px(element.effectiveCornerRadius))" : ""
            line("<div class=\"lv-border\" style=\"background-color:\(Markup.cssColor(color))\(radius)\"></div>")
        case .named(let name):
            let gray = Color(red: 142 as UInt8, green: 142, blue: 147)
            var style = "background-color:\(Markup.cssColor(gray.withAlpha(0.2)));border:1px dashed \(Markup.cssColor(gray.withAlpha(0.6)))"
            if element.effectiveCornerRadius > 0 { style += ";border-radius:\(Self.px(element.effectiveCornerRadius))" }
            line("<div class=\"lv-border\" style=\"\(style)\"></div>")
            text(ElementDrawing.placeholderLabel(name, in: element.frame, color: gray))
        }
    }

    /// `12px`, `19.667px`.
    static func px(_ value: Double) -> String { Markup.number(value) + "px" }
}
