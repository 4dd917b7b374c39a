import LiveryValues

/// Writes the SVG of elements; numbers the `<defs>` it makes (`lv-1`, `lv-2` …).
struct SVGWriter {
    private(set) var output = ""
    private var nextID = 0
    private var depth = 0

    mutating func line(_ text: String) {
        output += TreeText.indent(depth, unit: " ") + text + "\n"
    }

    mutating func makeID() -> String {
        nextID += 1
        return "lv-\(nextID)"
    }

    /// An element's group and everything in it (any depth: no recursion).
    mutating func element(_ root: ElementDrawing) {
        TreeText.walk(root, children: \.children, open: { open($0) }, close: { close($0) })
    }

    /// Writes what comes before an element's children; `false` (nothing written) for a
    /// hidden element.
    private mutating func open(_ element: ElementDrawing) -> Bool {
        guard !element.isHidden else { return false }
        var attributes = Markup.identity(element)
        var transform = "translate(\(Markup.number(element.frame.x)) \(Markup.number(element.frame.y)))"
        if let m = element.transformAboutOrigin {
            transform += " matrix(" + [m.a, m.b, m.c, m.d, m.tx, m.ty].map(Markup.number).joined(separator: " ") + ")"
        }
        attributes += " transform=\"\(transform)\""
        if element.alpha < 1 { attributes += " opacity=\"\(Markup.number(element.alpha))\"" }
        if let shadow = element.shadow {
            let id = makeID()
            line("<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"\(Markup.number(shadow.offsetX))\" dy=\"\(Markup.number(shadow.offsetY))\" stdDeviation=\"\(Markup.number(shadow.radius / 2))\" flood-color=\"\(Markup.rgbHex(shadow.color))\" flood-opacity=\"\(Markup.opacity(shadow.color))\"/></filter>")
            attributes += " filter=\"url(#\(id))\""
        }
        line("<g\(attributes)>")
        depth += 1
        background(element)
        // `clipsToBounds` clips the element's content and its children to its rounded bounds.
        if element.clipsToBounds {
            let id = makeID()
            line("<clipPath id=\"\(id)\">\(Self.boundsRect(element))/></clipPath>")
            line("<g clip-path=\"url(#\(id))\">")
            depth += 1
        }
        if let text = element.text { self.text(text) }
        if let image = element.image { self.image(image, in: element) }
        return true
    }

    /// Writes what comes after an element's children: the end of the clip, the border.
    private mutating func close(_ element: ElementDrawing) {
        if element.clipsToBounds {
            depth -= 1
            line("</g>")
        }
        border(element)
        depth -= 1
        line("</g>")
    }

    /// ` fill="#rrggbb"` plus ` fill-opacity` when the color is translucent.
    static func fill(_ color: Color) -> String {
        var text = " fill=\"\(Markup.rgbHex(color))\""
        if color.alpha < 255 { text += " fill-opacity=\"\(Markup.opacity(color))\"" }
        return text
    }

    /// A rect of the element's size with its corner radius.
    static func boundsRect(_ element: ElementDrawing, inset: Double = 0) -> String {
        let radius = max(0, element.effectiveCornerRadius - inset)
        var text = "<rect"
        if inset != 0 { text += " x=\"\(Markup.number(inset))\" y=\"\(Markup.number(inset))\"" }
        text += " width=\"\(Markup.number(max(0, element.frame.width - 2 * inset)))\""
        text += " height=\"\(Markup.number(max(0, element.frame.height - 2 * inset)))\""
        if radius > 0 { text += " rx=\"\(Markup.number(radius))\"" }
        return text
    }

    mutating func background(_ element: ElementDrawing) {
        switch element.background {
        case .color(let color)?:
            line(Self.boundsRect(element) + Self.fill(color) + "/>")
        case .gradient(let colors, let angle, let locations)?:
            let id = makeID()
            line(Self.gradient(id: id, colors: colors, angle: angle, locations: locations,
                               width: element.frame.width, height: element.frame.height))
            line(Self.boundsRect(element) + " fill=\"url(#\(id))\"/>")
        case nil:
            break
        }
    }

    /// A `linearGradient` along CSS's gradient line for `angle` over a width × height box.
    static func gradient(id: String, colors: [Color], angle: Double, locations: [Double], width: Double, height: Double) -> String {
        let rotation = AffineTransform.rotation(degrees: angle)
        let (dx, dy) = (rotation.b, -rotation.a)
        let length = abs(width * dx) + abs(height * dy)
        let (cx, cy) = (width / 2, height / 2)
        let ends = [cx - dx * length / 2, cy - dy * length / 2, cx + dx * length / 2, cy + dy * length / 2].map(Markup.number)
        var text = "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(ends[0])\" y1=\"\(ends[1])\" x2=\"\(ends[2])\" y2=\"\(ends[3])\">"
        for (color, offset) in zip(colors, locations) {
            text += "<stop offset=\"\(Markup.number(offset))\" stop-color=\"\(Markup.rgbHex(color))\""
            if color.alpha < 255 { text += " stop-opacity=\"\(Markup.opacity(color))\"" }
            text += "/>"
        }
        return text + "</linearGradient>"
    }

    /// The border, inside the bounds (a stroke centred half its width in).
    mutating func border(_ element: ElementDrawing) {
        let width = element.borderWidth
        guard width > 0, element.borderColor.alpha > 0 else { return }
        let color = element.borderColor
        var stroke = " fill=\"none\" stroke=\"\(Markup.rgbHex(color))\" stroke-width=\"\(Markup.number(width))\""
        if color.alpha < 255 { stroke += " stroke-opacity=\"\(Markup.opacity(color))\"" }
        line(Self.boundsRect(element, inset: width / 2) + stroke + "/>")
    }
}
