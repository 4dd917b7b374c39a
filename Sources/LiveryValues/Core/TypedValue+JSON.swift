import LiverySyntax

extension TypedValue {
    /// The canonical JSON encoding (DESIGN.md §4). Meant for resolved values; a part that
    /// still needs the context (a `12px` length, a relative frame, a localized key) is
    /// written as its CSS text.
    public var json: JSONValue {
        switch self {
        case .number(let value): return .number(value)
        case .length(let length): return length.json
        case .bool(let value): return .bool(value)
        case .string(let text): return text.json
        case .color(let color): return color.json
        case .gradient(let gradient):
            var pairs: [(String, JSONValue)] = [("colors", .array(gradient.colors.map(\.json))), ("direction", .number(gradient.angle))]
            if let locations = gradient.locations { pairs.append(("locations", .array(locations.map { .number($0) }))) }
            return .object(pairs)
        case .font(let font): return font.json
        case .image(let image): return image.json
        case .point(let p): return ["x": p.x.json, "y": p.y.json]
        case .size(let s): return s.json
        case .offset(let o): return ["horizontal": o.horizontal.json, "vertical": o.vertical.json]
        case .rect(let r): return ["x": r.x.json, "y": r.y.json, "width": r.width.json, "height": r.height.json]
        case .insets(let i): return i.json
        case .relativeRect, .relativePoint: return .string(cssText)
        case .transform(let transform):
            let m = transform.matrix(in: ValueContext())
            return ["a": .number(m.a), "b": .number(m.b), "c": .number(m.c), "d": .number(m.d),
                    "tx": .number(m.tx), "ty": .number(m.ty)]
        case .enumCase(let value): return .string(value.name)
        case .optionSet(let value): return .array(value.members.map { .string($0) })
        case .attributedText(let text): return text.json
        case .vector(let values): return .array(values.map(\.json))
        case .layout(let layout): return .string(layout.description)
        case .url(let address): return .string(address)
        }
    }
}

extension Length {
    /// A number for points, else the CSS text (`"12px"`, `"auto"`).
    var json: JSONValue { unit == .points ? .number(value) : .string(cssText) }
}

extension TextValue {
    var json: JSONValue {
        switch self {
        case .literal(let text): .string(text)
        case .localized(let key): ["localized": .string(key)]
        }
    }
}

extension ColorValue {
    /// `"#rrggbbaa"`, `{"patternImage": name}`, or `{"light", "dark"}` before resolution.
    public var json: JSONValue {
        switch self {
        case .rgba(let color): .string(color.hex)
        case .dynamic(let light, let dark): ["light": .string(light.hex), "dark": .string(dark.hex)]
        case .patternImage(let name): ["patternImage": .string(name)]
        }
    }
}

extension Size {
    var json: JSONValue { ["width": width.json, "height": height.json] }
}

extension Insets {
    var json: JSONValue { ["top": top.json, "left": left.json, "bottom": bottom.json, "right": right.json] }
}

extension FontValue {
    /// `{"family", "size", "weight"?, "italic", "textStyle"?, "url"?}`.
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("family", .string(family ?? "system"))]
        if let size, size.unit != .points {
            pairs.append(("size", .string(size.cssText)))
        } else {
            pairs.append(("size", .number(pointSize(in: ValueContext()))))
        }
        if let weight = effectiveWeight { pairs.append(("weight", .string(weight.rawValue))) }
        pairs.append(("italic", .bool(italic)))
        if let textStyle { pairs.append(("textStyle", .string(textStyle.rawValue))) }
        if let url { pairs.append(("url", .string(url))) }
        return .object(pairs)
    }
}

extension ImageValue {
    var json: JSONValue {
        switch self {
        case .named(let name, let insets):
            var pairs: [(String, JSONValue)] = [("name", .string(name))]
            if let insets { pairs.append(("capInsets", insets.json)) }
            return .object(pairs)
        case .stretchable(let name, let left, let top):
            return ["name": .string(name), "leftCapWidth": .number(left), "topCapHeight": .number(top)]
        case .color(let color): return ["color": color.json]
        case .url(let address): return ["url": .string(address)]
        }
    }
}

extension AttributedText {
    /// The text of the parts (localized keys as they are).
    var plainText: String {
        parts.map { part in
            switch part.text {
            case .literal(let text): text
            case .localized(let key): key
            }
        }.joined()
    }

    /// `{"text", "runs": [{"start", "length", "attributes"}]}`; positions in UTF-16 code units.
    var json: JSONValue {
        var runs: [JSONValue] = []
        var start = 0
        for part in parts {
            let text: String
            switch part.text {
            case .literal(let literal): text = literal
            case .localized(let key): text = key
            }
            let length = text.utf16.count
            runs.append(["start": .number(Double(start)), "length": .number(Double(length)),
                         "attributes": Self.attributesJSON(part.attributes)])
            start += length
        }
        return ["text": .string(plainText), "runs": .array(runs)]
    }

    /// Attributes keyed by `NSAttributedString.Key` name; shadow color and offset form the
    /// `shadow` attribute (`{"shadowOffset"?, "shadowColor"?}`, as `NSShadow`).
    private static func attributesJSON(_ attributes: [TextAttribute]) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        var shadow: [(String, JSONValue)] = []
        for attribute in attributes {
            switch attribute.key {
            case .shadowColor, .shadowOffset:
                if shadow.isEmpty { pairs.append(("shadow", .null)) }
                shadow.append((attribute.key.rawValue, attribute.value.json))
            default:
                pairs.append((attribute.key.rawValue, attribute.value.json))
            }
        }
        if let index = pairs.firstIndex(where: { $0.0 == "shadow" }) {
            pairs[index].1 = .object(shadow.sorted { $0.0 > $1.0 })
        }
        return .object(pairs)
    }
}
