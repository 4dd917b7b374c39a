import LiveryValues

extension SVGWriter {
    /// Text lines, each positioned at its baseline (not clipped: the layout measured the
    /// text approximately, and a real font may run a little wider).
    mutating func text(_ text: TextDrawing) {
        guard !text.lines.isEmpty, text.color.alpha > 0 else { return }
        let box = text.box
        let (anchor, x): (String, Double) = switch text.alignment {
        case .left: ("start", box.x)
        case .center: ("middle", box.x + box.width / 2)
        case .right: ("end", box.x + box.width)
        }
        var attributes = " font-family=\"\(Markup.attribute(CSSFont.family(text.family)))\""
        attributes += " font-size=\"\(Markup.number(text.size))\""
        if text.weight != 400 { attributes += " font-weight=\"\(text.weight)\"" }
        if text.italic { attributes += " font-style=\"italic\"" }
        attributes += Self.fill(text.color)
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        var spans = ""
        for (index, string) in text.lines.enumerated() {
            spans += "<tspan x=\"\(Markup.number(x))\" y=\"\(Markup.number(text.baseline(ofLine: index)))\">\(Markup.text(string))</tspan>"
        }
        line("<text\(attributes)>\(spans)</text>")
    }

    /// An image view's placeholder: a gray dashed box labelled with the image name, or the
    /// color of a color image.
    mutating func image(_ image: ElementDrawing.Image, in element: ElementDrawing) {
        switch image {
        case .color(let color):
            line(Self.boundsRect(element) + Self.fill(color) + "/>")
        case .named(let name):
            let gray = Color(red: 142 as UInt8, green: 142, blue: 147)
            line(Self.boundsRect(element, inset: 0.5) + Self.fill(gray.withAlpha(0.2))
                 + " stroke=\"\(Markup.rgbHex(gray))\" stroke-opacity=\"0.6\" stroke-dasharray=\"4 3\"/>")
            text(ElementDrawing.placeholderLabel(name, in: element.frame, color: gray))
        }
    }
}

extension ElementDrawing {
    /// The label of an image placeholder: the name on one line, 11 points, centred.
    static func placeholderLabel(_ name: String, in frame: Frame, color: Color) -> TextDrawing {
        let box = Frame(x: 2, y: 0, width: max(0, frame.width - 4), height: frame.height)
        let lines = TextLines(fontSize: 11).lines(name, width: box.width, maximumLines: 1)
        return TextDrawing(lines: lines, family: nil, size: 11, weight: 400, italic: false, color: color,
                           alignment: .center, alignsTop: false, box: box)
    }
}
