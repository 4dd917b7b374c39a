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
    ]

    /// Normalized shorthand name → longhands taking the values in order (missing ones
    /// repeat the first: `gap: 8` sets both).
    static let lists: [String: [String]] = [
        "gap": ["rowGap", "columnGap"],
        "flex": ["flexGrow", "flexShrink", "flexBasis"],
        "border": ["borderWidth", "borderColor"],
    ]

    /// Every shorthand name (one set lookup rejects the many declarations that are none).
    static let names: Set<String> = Set(boxes.keys).union(lists.keys)

    /// The longhand declarations of `declaration`, or `nil` when it is no multi-value shorthand.
    static func expand(_ declaration: Declaration) -> [Declaration]? {
        guard declaration.property.keyPath.isEmpty, declaration.property.parameters.isEmpty else { return nil }
        let name = declaration.property.normalized
        // Most declarations are no shorthand: check the name before splitting the value.
        guard names.contains(name) else { return nil }
        let parts = split(declaration.value)
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
            if name == "border" { return borderLonghands(declaration, parts) }
            return zip(longhands, parts).map { make(declaration, name: $0, value: $1) }
        }
        return nil
    }

    /// `border: 1 red` in either order: the part that is a number is the width.
    static func borderLonghands(_ declaration: Declaration, _ parts: [[ComponentValue]]) -> [Declaration] {
        parts.map { part in
            let isWidth: Bool
            switch part.first?.kind {
            case .number?, .dimension?: isWidth = true
            default: isWidth = false
            }
            return make(declaration, name: isWidth ? "borderWidth" : "borderColor", value: part)
        }
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
        return longhand
    }

    /// Splits a value at top-level whitespace (functions stay whole).
    static func split(_ values: [ComponentValue]) -> [[ComponentValue]] {
        var parts: [[ComponentValue]] = []
        var current: [ComponentValue] = []
        for value in values {
            if value.isWhitespace {
                if !current.isEmpty { parts.append(current) }
                current = []
            } else {
                current.append(value)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
