import LiverySyntax

extension ValueParser {
    /// A font in any InterfaCSS 1.x or 2.0 form, or ReflektorKit's `font('Arial', 12pt)`:
    /// size, family (bare or quoted), `system…` names, weights, `italic`, text styles with an
    /// optional maximum, `scaled`, `url(…)`, in any order, separated by spaces or commas;
    /// or `bigger(font, n)` / `larger`, `smaller(font, n)`, `fontWithSize(font, n)`.
    func font(_ values: [ComponentValue]) throws(ValueError) -> FontValue {
        let significant = ValueReader.significant(values).filter { !$0.isComma }
        if significant.count == 1, let (name, inner) = Self.function(significant[0]),
           let font = try fontFunction(significant[0], name: name, inner) {
            return font
        }
        var builder = FontBuilder()
        var previousWasFamilyWord = false
        for value in significant {
            let isFamilyWord = try builder.take(value, parser: self, afterFamilyWord: previousWasFamilyWord)
            previousWasFamilyWord = isFamilyWord
        }
        return builder.font
    }

    /// `bigger`, `larger`, `smaller`, `fontWithSize`, `font`; `nil` for other names.
    private func fontFunction(_ value: ComponentValue, name: String, _ inner: [ComponentValue]) throws(ValueError) -> FontValue? {
        switch name {
        case "bigger", "larger", "smaller":
            let args = try arguments(of: value, inner, count: 2...2, name: name)
            var font = try font(args[0])
            let delta = try plainNumber(args[1])
            font.sizeAdjustment += name == "smaller" ? -delta : delta
            return font
        case "fontwithsize":
            let args = try arguments(of: value, inner, count: 2...2, name: name)
            var font = try font(args[0])
            font.size = try fontSize(args[1])
            font.sizeAdjustment = 0
            return font
        case "font":
            let args = try arguments(of: value, inner, count: 1...2, name: name)
            var font = try font(args[0])
            if args.count == 2 {
                font.size = try fontSize(args[1])
            }
            return font
        default:
            return nil
        }
    }

    /// A font size: a length in points, pixels, em/rem or a percentage; not negative.
    func fontSize(_ values: [ComponentValue]) throws(ValueError) -> Length {
        let size = try length(values, allowAuto: false)
        guard size.value >= 0 else {
            throw ValueError(ValueDiagnosticID.invalidFont, "font size must not be negative",
                             at: values.range ?? SourceRange(at: 0))
        }
        return size
    }
}

/// Collects the parts of a font written as a list of words.
private struct FontBuilder {
    var font = FontValue()
    var hasSize = false
    var hasFamily = false

    /// Takes one component; returns whether it was a bare family word (so the next bare
    /// word continues the family name: `Times New Roman 12`).
    mutating func take(_ value: ComponentValue, parser: ValueParser, afterFamilyWord: Bool) throws(ValueError) -> Bool {
        switch value.kind {
        case .number, .dimension, .percentage:
            let size = try parser.fontSize([value])
            if hasSize {
                // `600 14 system`: a first number that is a CSS weight is the weight.
                guard font.weight == nil, let previous = font.size, previous.unit == .points,
                      let weight = FontWeight(numeric: Int(exactly: previous.value) ?? 0) else {
                    throw ValueError(ValueDiagnosticID.invalidFont, "font size given twice", at: value)
                }
                font.weight = weight
            }
            font.size = size
            hasSize = true
        case .string:
            let name = parser.reader.string(value) ?? ""
            guard !name.isEmpty else { throw ValueError(ValueDiagnosticID.invalidFont, "empty font name", at: value) }
            try setFamily(name, at: value)
        case .url(let address):
            font.url = address
        case .ident(let name):
            if try keyword(name, at: value) { return false }
            if afterFamilyWord, let family = font.family {
                font.family = family + " " + name
            } else {
                try setFamily(name, at: value)
            }
            return true
        case .function(let name, let arguments):
            try function(value, name: name, arguments, parser: parser)
        default:
            throw ValueError(ValueDiagnosticID.invalidFont, "unexpected '\(value.cssText)' in font", at: value)
        }
        return false
    }

    private mutating func setFamily(_ name: String, at value: ComponentValue) throws(ValueError) {
        guard !hasFamily else { throw ValueError(ValueDiagnosticID.invalidFont, "font family given twice", at: value) }
        hasFamily = true
        font.family = name
    }

    /// Handles `system…`, weights, `italic`, `normal`, text styles and `scaled`; returns
    /// `false` for a word that is none of these (a family name).
    private mutating func keyword(_ name: String, at value: ComponentValue) throws(ValueError) -> Bool {
        let key = ValueReader.normalize(name)
        if key == "italic" || key == "oblique" { font.italic = true; return true }
        if key == "scaled" { font.isScaled = true; return true }
        if let weight = FontWeight(name: key), Int(key) == nil {
            font.weight = weight
            return true
        }
        if let style = TextStyle(name: key) {
            font.textStyle = style
            return true
        }
        if key.hasPrefix("system") || key.hasSuffix("system") {
            let rest = key.hasPrefix("system") ? String(key.dropFirst(6)) : String(key.dropLast(6))
            guard let (weight, italic) = Self.styleWords(rest) else { return false }
            if hasFamily { throw ValueError(ValueDiagnosticID.invalidFont, "font family given twice", at: value) }
            hasFamily = true
            font.family = nil
            if let weight { font.weight = weight }
            if italic { font.italic = true }
            return true
        }
        return false
    }

    /// The weight and italic flag of the rest of a `system…` name (`bold`, `italic`,
    /// `ultralight`, `bolditalic`), or `nil` if it is something else.
    private static func styleWords(_ rest: String) -> (FontWeight?, Bool)? {
        if rest.isEmpty { return (nil, false) }
        if rest == "italic" { return (nil, true) }
        if rest.hasSuffix("italic"), let weight = FontWeight(name: String(rest.dropLast(6))) { return (weight, true) }
        if rest.hasPrefix("italic"), let weight = FontWeight(name: String(rest.dropFirst(6))) { return (weight, true) }
        if let weight = FontWeight(name: rest), Int(rest) == nil { return (weight, false) }
        return nil
    }

    /// A text style with a maximum size (`body(10)`) or `url("…")`.
    private mutating func function(_ value: ComponentValue, name: String, _ inner: [ComponentValue],
                                   parser: ValueParser) throws(ValueError) {
        if let style = TextStyle(name: name) {
            let args = try parser.arguments(of: value, inner, count: 0...1, name: name)
            font.textStyle = style
            if let first = args.first { font.maximumSize = try parser.plainNumber(first, what: "a maximum size") }
            return
        }
        if name.lowercased() == "url" {
            let args = try parser.arguments(of: value, inner, count: 1...1, name: "url")
            font.url = try parser.url(args[0])
            return
        }
        throw ValueError(ValueDiagnosticID.unknownFunction, "unknown font function '\(name)'", at: value)
    }
}
