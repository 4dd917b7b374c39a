import LiverySyntax

/// Web CSS shorthands with several values, expanded into their longhands at load time:
/// `margin: 8 16` → `marginTop: 8; marginRight: 16; marginBottom: 8; marginLeft: 16`.
/// A shorthand with one value stays as written (the property itself takes one value).
enum Shorthands {
    /// Normalized shorthand name → longhand names for 1…4 values, CSS box order
    /// (top, right, bottom, left).
    static let boxes: [String: [String]] = [
        "margin": ["marginTop", "marginRight", "marginBottom", "marginLeft"],
        "padding": ["paddingTop", "paddingRight", "paddingBottom", "paddingLeft"],
        "flexmargin": ["marginTop", "marginRight", "marginBottom", "marginLeft"],
        "flexpadding": ["paddingTop", "paddingRight", "paddingBottom", "paddingLeft"],
        "borderwidth": ["borderTopWidth", "borderRightWidth", "borderBottomWidth", "borderLeftWidth"],
        "inset": ["top", "right", "bottom", "left"],
    ]

    /// Normalized shorthand name → longhands taking the values in order (missing ones
    /// repeat the first: `gap: 8` sets both).
    static let lists: [String: [String]] = [
        "gap": ["rowGap", "columnGap"],
        "flex": ["flexGrow", "flexShrink", "flexBasis"],
        "border": ["borderWidth", "borderColor"],
    ]

    /// Every shorthand name (one set lookup rejects the many declarations that are none).
    static let names: Set<String> = Set(boxes.keys).union(lists.keys).union(WebVocabulary.expandedNames)

    /// The longhand declarations of `declaration`, or `nil` when it is no shorthand (or a
    /// shorthand with one value, which its property takes as it is). Web properties whose
    /// value decides their UIKit meaning (`WebVocabulary`) expand here too; what cannot be
    /// expressed exactly is reported in `diagnostics`.
    static func expand(_ declaration: Declaration, diagnostics: inout DiagnosticBag) -> [Declaration]? {
        guard declaration.property.keyPath.isEmpty, declaration.property.parameters.isEmpty else { return nil }
        let name = declaration.property.normalized
        // Most declarations are no shorthand: check the name before splitting the value.
        guard names.contains(name) else { return nil }
        if declaration.keepsCurrentValue { return nil }
        if WebVocabulary.expandedNames.contains(name),
           let longhands = WebVocabulary.expand(declaration, name: name, diagnostics: &diagnostics) {
            return longhands
        }
        let parts = split(declaration.value)
        if name == "border" { return borderLonghands(declaration, parts, diagnostics: &diagnostics) }
        guard parts.count > 1 else { return nil }
        if let longhands = boxes[name], parts.count <= 4 {
            // CSS: 2 values = vertical horizontal; 3 = top horizontal bottom; 4 = top right bottom left.
            let order: [Int] = switch parts.count {
            case 2: [0, 1, 0, 1]
            case 3: [0, 1, 2, 1]
            default: [0, 1, 2, 3]
            }
            return zip(longhands, order).map { make(declaration, name: $0, value: parts[$1]) }
        }
        if let longhands = lists[name], parts.count <= longhands.count {
            return zip(longhands, parts).map { make(declaration, name: $0, value: $1) }
        }
        return nil
    }

    /// `border: 1px solid #333` in any order: the width (a number, or `thin`/`medium`/`thick`)
    /// is `borderWidth` — the layer's border, which also insets the layout — and the color
    /// `borderColor`; `border: none` is width 0. A style other than `solid` is drawn solid,
    /// with a warning.
    static func borderLonghands(_ declaration: Declaration, _ parts: [[ComponentValue]],
                                diagnostics: inout DiagnosticBag) -> [Declaration] {
        var result: [Declaration] = []
        var hasWidth = false
        var isNone = false
        for part in parts {
            if let width = borderWidth(part) {
                hasWidth = true
                result.append(make(declaration, name: "borderWidth", value: width))
                continue
            }
            let word = part.count == 1 ? part[0].identifier?.lowercased() : nil
            switch word {
            case "none"?, "hidden"?:
                isNone = true
            case "solid"?:
                break
            case "dashed"?, "dotted"?, "double"?, "groove"?, "ridge"?, "inset"?, "outset"?:
                WebVocabulary.approximated(declaration, "a layer draws a solid border; '\(word ?? "")' is drawn solid",
                                           &diagnostics)
            default:
                result.append(make(declaration, name: "borderColor", value: part))
            }
        }
        if isNone, !hasWidth {
            result.append(make(declaration, name: "borderWidth", value: [ComponentValue(
                .number(NumericLiteral(0, isInteger: true)), range: declaration.value.range ?? declaration.span.range)]))
        }
        return result
    }

    /// A border width: a number or length, or CSS's `thin`, `medium`, `thick` (1, 3, 5 points).
    static func borderWidth(_ part: [ComponentValue]) -> [ComponentValue]? {
        guard let first = part.first else { return nil }
        switch first.kind {
        case .number, .dimension: return part
        case .function(let name, _) where name.lowercased() == "calc": return part
        case .ident(let word):
            let widths: [String: Double] = ["thin": 1, "medium": 3, "thick": 5]
            guard part.count == 1, let width = widths[word.lowercased()] else { return nil }
            return [ComponentValue(.number(NumericLiteral(width, isInteger: true)), range: first.range)]
        default: return nil
        }
    }

    /// A length in points written as one number or `px`/`pt` dimension (`4px`, `0`), if it is one.
    static func points(_ part: [ComponentValue]) -> Double? {
        guard part.count == 1 else { return nil }
        switch part[0].kind {
        case .number(let n): return n.value
        case .dimension(let n, let unit) where ["px", "pt"].contains(unit.lowercased()): return n.value
        default: return nil
        }
    }

    /// The value as CSS text, for messages.
    static func text(_ values: [ComponentValue]) -> String {
        values.map(\.cssText).joined()
    }

    /// The property names of every longhand, built once (each expansion would otherwise
    /// normalize the same few names again).
    static let longhandNames: [String: PropertyName] = {
        var names: [String: PropertyName] = [:]
        for name in Array(boxes.values.joined()) + Array(lists.values.joined()) {
            names[name] = PropertyName(keyPath: [], written: name, parameters: [])
        }
        return names
    }()

    static func make(_ declaration: Declaration, name: String, value: [ComponentValue]) -> Declaration {
        var longhand = declaration
        longhand.property = longhandNames[name] ?? PropertyName(keyPath: [], written: name, parameters: [])
        longhand.value = value
        longhand.typedValues = [:]
        longhand.canonicalParameters = []
        longhand.expandedFrom = declaration.expandedFrom ?? declaration.property.written
        return longhand
    }

    /// Splits a value at top-level whitespace (functions stay whole). A top-level comma is
    /// a part of its own, wherever the spaces around it are: `red ,blue` and `red, blue`
    /// split alike, as printing a value (which writes `, `) must not change its meaning.
    static func split(_ values: [ComponentValue]) -> [[ComponentValue]] {
        var parts: [[ComponentValue]] = []
        var current: [ComponentValue] = []
        for value in values {
            if value.isWhitespace || value.isComma {
                if !current.isEmpty { parts.append(current) }
                current = []
                if value.isComma { parts.append([value]) }
            } else {
                current.append(value)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
