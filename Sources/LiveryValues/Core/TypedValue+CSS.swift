import LiverySyntax

extension TypedValue {
    /// The canonical CSS text: parsing it as the same type gives back an equal value.
    public var cssText: String {
        switch self {
        case .number(let value): return ComponentValue.format(value)
        case .length(let length): return length.cssText
        case .bool(let value): return value ? "true" : "false"
        case .string(let text): return text.cssText
        case .color(let color): return color.cssText
        case .gradient(let gradient):
            let stops = gradient.colors.indices.map { index in
                gradient.colors[index].cssText
                    + (gradient.locations.map { " " + ComponentValue.format($0[index] * 100) + "%" } ?? "")
            }
            return "linear-gradient(" + ([ComponentValue.format(gradient.angle) + "deg"] + stops).joined(separator: ", ") + ")"
        case .font(let font): return font.cssText
        case .image(let image): return image.cssText
        case .point(let p): return "point(\(p.x), \(p.y))"
        case .size(let s): return "size(\(s.width), \(s.height))"
        case .offset(let o): return "offset(\(o.horizontal), \(o.vertical))"
        case .rect(let r): return "rect(\(r.x), \(r.y), \(r.width), \(r.height))"
        case .insets(let i): return i.cssText(function: "insets")
        case .relativeRect(let rect): return rect.cssText
        case .relativePoint(let point):
            let o = point.offset
            let zero = o.horizontal == .zero && o.vertical == .zero
            return point.reference.rawValue + (zero ? "" : "(\(o.horizontal), \(o.vertical))")
        case .transform(let transform): return transform.cssText
        case .enumCase(let value): return value.name
        case .optionSet(let value):
            guard !value.members.isEmpty else {
                return EnumCatalog.optionSetDefinition(named: value.setName)?.emptyName ?? "none"
            }
            return value.members.joined(separator: " ")
        case .attributedText(let text): return text.cssText
        case .vector(let values): return "vector(" + values.map(\.cssText).joined(separator: ", ") + ")"
        case .layout(let layout): return layout.description
        case .url(let address): return "url(" + ComponentValue.quote(address) + ")"
        }
    }
}

extension TextValue {
    var cssText: String {
        switch self {
        case .literal(let text): ComponentValue.quote(text)
        case .localized(let key): "L(" + ComponentValue.quote(key) + ")"
        }
    }
}

extension ColorValue {
    /// `#rrggbbaa`, `dynamic(#light, #dark)` or `image("name")`.
    public var cssText: String {
        switch self {
        case .rgba(let color): color.hex
        case .dynamic(let light, let dark): "dynamic(\(light.hex), \(dark.hex))"
        case .patternImage(let name): "image(" + ComponentValue.quote(name) + ")"
        }
    }
}

extension Insets {
    func cssText(function: String) -> String { "\(function)(\(top), \(left), \(bottom), \(right))" }
}

extension FontValue {
    /// `[textStyle[(max)]] [scaled] [weight] [italic] [size] family|system [url(…)]`, wrapped in
    /// `bigger(…, n)` / `smaller(…, n)` when the size is adjusted.
    public var cssText: String {
        var words: [String] = []
        if let textStyle {
            words.append(textStyle.rawValue + (maximumSize.map { "(" + ComponentValue.format($0) + ")" } ?? ""))
        }
        if isScaled { words.append("scaled") }
        if let weight { words.append(weight.rawValue) }
        if italic { words.append("italic") }
        if let size { words.append(size.cssText) }
        if let family {
            words.append(Self.isPlainName(family) ? family : ComponentValue.quote(family))
        } else if url == nil {
            words.append("system")
        }
        if let url { words.append("url(" + ComponentValue.quote(url) + ")") }
        let text = words.joined(separator: " ")
        if sizeAdjustment > 0 { return "bigger(\(text), \(ComponentValue.format(sizeAdjustment)))" }
        if sizeAdjustment < 0 { return "smaller(\(text), \(ComponentValue.format(-sizeAdjustment)))" }
        return text
    }

    /// Whether a family can be written bare: an identifier that is no font keyword.
    private static func isPlainName(_ family: String) -> Bool {
        guard let first = family.unicodeScalars.first,
              first.properties.isAlphabetic || first == "_",
              family.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
        else { return false }
        let key = ValueReader.normalize(family)
        return FontWeight(name: key) == nil && TextStyle(name: key) == nil && !key.hasPrefix("system")
            && !key.hasSuffix("system") && key != "italic" && key != "oblique" && key != "scaled"
    }
}

extension ImageValue {
    var cssText: String {
        switch self {
        case .named(let name, nil): "image(" + ComponentValue.quote(name) + ")"
        case .named(let name, let insets?):
            "image(" + ComponentValue.quote(name) + ", \(insets.top), \(insets.left), \(insets.bottom), \(insets.right))"
        case .stretchable(let name, let left, let top):
            "image(" + ComponentValue.quote(name) + ", \(ComponentValue.format(left)), \(ComponentValue.format(top)))"
        case .color(let color): color.cssText
        // A quoted address with a scheme reads back as the same remote image wherever it is
        // written; `url(…)` on a view's `background-image` means a tiled pattern color.
        case .url(let address) where address.contains("://"): ComponentValue.quote(address)
        case .url(let address): "url(" + ComponentValue.quote(address) + ")"
        }
    }
}

extension RelativeRect {
    /// `parent`, `parent(t, l, b, r)`, `window(…)`, or a chain `size(w, h).top(…)…`.
    public var cssText: String {
        switch self {
        case .bounds(let reference, let insets):
            return insets == .zero ? reference.rawValue : insets.cssText(function: reference.rawValue)
        case .layout(let layout):
            var parts: [String] = []
            if layout.width != .auto || layout.height != .auto { parts.append("size(\(layout.width), \(layout.height))") }
            if layout.fitsContent {
                parts.append(layout.fitConstraint.map { "sizeToFit(\($0.width), \($0.height))" } ?? "sizeToFit()")
            }
            for (name, inset) in [("top", layout.top), ("left", layout.left), ("bottom", layout.bottom), ("right", layout.right)] {
                if let inset { parts.append("\(name)(\(inset))") }
            }
            return parts.isEmpty ? "size(auto, auto)" : parts.joined(separator: ".")
        }
    }
}

extension Transform {
    /// `rotate(d) scale(x, y) translate(x, y)` in order, or `identity`.
    public var cssText: String {
        guard !operations.isEmpty else { return "identity" }
        return operations.map { operation in
            switch operation {
            case .rotate(let degrees): "rotate(\(ComponentValue.format(degrees)))"
            case .scale(let x, let y): "scale(\(ComponentValue.format(x)), \(ComponentValue.format(y)))"
            case .translate(let x, let y): "translate(\(x), \(y))"
            case .matrix(let m): "matrix(" + [m.a, m.b, m.c, m.d, m.tx, m.ty].map(ComponentValue.format).joined(separator: ", ") + ")"
            }
        }.joined(separator: " ")
    }
}

extension AttributedText {
    /// `"text" (key: value, …), "more"`.
    var cssText: String {
        parts.map { part in
            let attributes = part.attributes.map { "\($0.key.rawValue): \($0.value.cssText)" }
            return part.text.cssText + (attributes.isEmpty ? "" : " (" + attributes.joined(separator: ", ") + ")")
        }.joined(separator: ", ")
    }
}
