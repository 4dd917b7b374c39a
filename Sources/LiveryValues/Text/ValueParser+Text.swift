import LiverySyntax

extension ValueParser {
    /// Text: a quoted string (escapes resolved), a localized string (`L("key")`,
    /// `localized('key')`, `locale('key')`, `NSLocalizedString("key")`), or bare words taken
    /// as written.
    func text(_ values: [ComponentValue]) throws(ValueError) -> TextValue {
        let significant = ValueReader.significant(values)
        if significant.count == 1 {
            let value = significant[0]
            if case .string = value.kind { return .literal(reader.string(value) ?? "") }
            if let key = try localizedKey(value) { return .localized(key: key) }
        }
        return .literal(reader.text(of: values))
    }

    /// The key of a localized-string function, or `nil` if `value` is not one.
    /// The names (lowercased) of the localized-string functions.
    static let localizedFunctions: Set<String> = ["l", "localized", "locale", "nslocalizedstring"]

    func localizedKey(_ value: ComponentValue) throws(ValueError) -> String? {
        guard let (name, inner) = Self.function(value), Self.localizedFunctions.contains(name) else { return nil }
        let written = value.functionName ?? name
        let args = try arguments(of: value, inner, count: 1...2, name: written)
        let key = ValueReader.significant(args[0])
        if key.count == 1, case .string = key[0].kind { return reader.string(key[0]) ?? "" }
        if key.allSatisfy({ $0.identifier != nil || $0.isDelim(".") || $0.isDelim("-") }) {
            return reader.text(of: args[0])
        }
        throw ValueError(ValueDiagnosticID.invalidString, "expected a string key in '\(written)()'", at: args[0].range ?? value.range)
    }

    /// A URL: `url(…)`, a quoted string, or a bare `scheme://…` as written.
    func url(_ values: [ComponentValue]) throws(ValueError) -> String {
        let significant = ValueReader.significant(values)
        if significant.count == 1 {
            let value = significant[0]
            switch value.kind {
            case .url(let address): return address
            case .string: return reader.string(value) ?? ""
            case .function(let name, let inner) where name.lowercased() == "url":
                let args = try arguments(of: value, inner, count: 1...1, name: "url")
                return try url(args[0])
            default: break
            }
        }
        let text = reader.text(of: values)
        guard text.contains("://"), !values.contains(where: \.isWhitespace) else {
            throw ValueError(ValueDiagnosticID.invalidURL, "expected a URL, found '\(values.cssText)'",
                             at: values.range ?? SourceRange(at: 0))
        }
        return text
    }

    /// `vector(a, b, …)` (or a bare comma list): values of any type, not nested vectors.
    func vector(_ values: [ComponentValue]) throws(ValueError) -> [TypedValue] {
        let significant = ValueReader.significant(values)
        var parts: [[ComponentValue]]
        if significant.count == 1, let (name, inner) = Self.function(significant[0]), name == "vector" {
            parts = try arguments(of: significant[0], inner, count: 0...Int.max, name: name)
        } else {
            parts = values.splitByCommas()
        }
        var result: [TypedValue] = []
        for part in parts {
            guard !part.isEmpty else {
                throw ValueError(ValueDiagnosticID.empty, "empty value in vector", at: values.range ?? SourceRange(at: 0))
            }
            let element = try anyValue(part)
            if case .vector = element {
                throw ValueError(ValueDiagnosticID.invalidVector, "a vector cannot contain a vector", at: part.range!)
            }
            result.append(element)
        }
        return result
    }

    /// A value of whatever type it looks like: booleans, numbers and expressions, colors,
    /// gradients, geometry, transforms, fonts, images, URLs, vectors, else text.
    func anyValue(_ values: [ComponentValue]) throws(ValueError) -> TypedValue {
        let significant = ValueReader.significant(values)
        guard let first = significant.first else {
            throw ValueError(ValueDiagnosticID.empty, "expected a value, found nothing", at: SourceRange(at: 0))
        }
        if significant.count == 1 {
            switch first.kind {
            case .ident(let name):
                switch name.lowercased() {
                case "yes", "true": return .bool(true)
                case "no", "false": return .bool(false)
                case "auto": return .length(.auto)
                case "parent", "superview", "window": return try rect(values)
                default: break
                }
                if let color = NamedColors.color(named: name) { return .color(color) }
                return .string(.literal(name))
            case .hash: return .color(try color(first))
            case .url(let address): return .url(address)
            case .string: return .string(try text(values))
            case .function(let name, _): return try anyFunction(values, name: name.lowercased())
            default: break
            }
        }
        if let layout = try relativeRect(values) { return .relativeRect(layout) }
        if let number = try? number(values) { return number }
        if let bool = try? bool(values) { return .bool(bool) }
        return .string(try text(values))
    }

    private func anyFunction(_ values: [ComponentValue], name: String) throws(ValueError) -> TypedValue {
        switch name {
        case "rgb", "rgba", "hsl", "hsla", "lighten", "darken", "saturate", "desaturate", "fadein", "fadeout",
             "alpha", "opacity", "mix", "color-mix", "dynamic", "linear-gradient", "gradient":
            return try colorOrGradient(values)
        case "point": return try point(values)
        case "size": return .size(try size(values))
        case "offset": return .offset(try offset(values))
        case "insets", "edge-insets", "edgeinsets": return .insets(try insets(values))
        case "rect", "parent", "superview", "window": return try rect(values)
        case "rotate", "scale", "translate", "transform-rotate", "transform-scale", "transform-translate",
             "translatex", "translatey", "scalex", "scaley", "rotatez", "matrix":
            return .transform(try transform(values))
        case "font", "bigger", "larger", "smaller", "fontwithsize": return .font(try font(values))
        case "image": return .image(try image(values))
        case "url": return .url(try url(values))
        case "vector": return .vector(try vector(values))
        case "l", "localized", "locale", "nslocalizedstring": return .string(try text(values))
        case "calc": return try number(values)
        default:
            throw ValueError(ValueDiagnosticID.unknownFunction, "unknown function '\(name)'", at: values.range!)
        }
    }
}
