import LiverySyntax

extension ValueParser {
    /// A color position: a gradient function, a color, or a pattern image.
    func colorOrGradient(_ values: [ComponentValue]) throws(ValueError) -> TypedValue {
        let value = try single(values, expected: "a color", id: ValueDiagnosticID.invalidColor)
        if let (name, _) = Self.function(value), name == "linear-gradient" || name == "gradient" {
            return .gradient(try gradient(values))
        }
        return .color(try color(value))
    }

    /// A color from one component value: hex, name, function, or — for a bare identifier or
    /// string that names no color — a pattern image.
    func color(_ value: ComponentValue) throws(ValueError) -> ColorValue {
        switch value.kind {
        case .hash(let digits, _):
            guard let color = Self.hexColor(digits) else {
                throw ValueError(ValueDiagnosticID.invalidColor, "invalid hex color '#\(digits)'", at: value)
            }
            return .rgba(color)
        case .ident(let name):
            return NamedColors.color(named: name) ?? .patternImage(name)
        case .string:
            let text = reader.string(value) ?? ""
            if text.hasPrefix("#") {
                guard let color = Self.hexColor(String(text.dropFirst())) else {
                    throw ValueError(ValueDiagnosticID.invalidColor, "invalid hex color '\(text)'", at: value)
                }
                return .rgba(color)
            }
            guard !text.isEmpty else { throw ValueError(ValueDiagnosticID.invalidColor, "expected a color, found \"\"", at: value) }
            return NamedColors.color(named: text) ?? .patternImage(text)
        case .function(let name, let arguments):
            return try colorFunction(value, name: name, arguments)
        default:
            throw ValueError(ValueDiagnosticID.invalidColor, "expected a color, found '\(value.cssText)'", at: value)
        }
    }

    /// A color from a function argument (several component values).
    func color(_ values: [ComponentValue]) throws(ValueError) -> ColorValue {
        try color(single(values, expected: "a color", id: ValueDiagnosticID.invalidColor))
    }

    /// A color that is not a pattern image (for color functions).
    private func solidColor(_ values: [ComponentValue], in function: String) throws(ValueError) -> ColorValue {
        let result = try color(values)
        if case .patternImage(let name) = result {
            throw ValueError(ValueDiagnosticID.invalidColor, "'\(function)()' needs a color, found '\(name)'",
                             at: values.range ?? SourceRange(at: 0))
        }
        return result
    }

    private func colorFunction(_ value: ComponentValue, name: String, _ inner: [ComponentValue]) throws(ValueError) -> ColorValue {
        let lower = name.lowercased()
        switch lower {
        case "rgb", "rgba":
            return .rgba(try rgb(value, name: lower, inner))
        case "hsl", "hsla":
            return .rgba(try hsl(value, name: lower, inner))
        case "lighten", "darken", "saturate", "desaturate", "fadein", "fadeout":
            let args = try arguments(of: value, inner, count: 2...2, name: lower)
            let base = try solidColor(args[0], in: lower)
            let amount = try percentAmount(args[1])
            return base.map { Self.adjust($0, lower, by: amount) }!
        case "alpha", "opacity":
            let args = try arguments(of: value, inner, count: 2...2, name: lower)
            let base = try solidColor(args[0], in: lower)
            let alpha = try fraction(args[1])
            return base.map { $0.withAlpha(alpha) }!
        case "mix":
            let args = try arguments(of: value, inner, count: 2...3, name: lower)
            let first = try solidColor(args[0], in: lower)
            let second = try solidColor(args[1], in: lower)
            let weight = args.count == 3 ? try fraction(args[2]) : 0.5
            return first.combine(second) { $0.mixed(with: $1, weight: weight) }!
        case "color-mix":
            return try colorMix(value, inner)
        case "dynamic":
            let args = try arguments(of: value, inner, count: 2...2, name: lower)
            guard let light = try solidColor(args[0], in: lower).color(dark: false),
                  let dark = try solidColor(args[1], in: lower).color(dark: true) else {
                throw ValueError(ValueDiagnosticID.invalidColor, "expected a color", at: value)
            }
            return light == dark ? .rgba(light) : .dynamic(light: light, dark: dark)
        case "image":
            let args = try arguments(of: value, inner, count: 1...1, name: lower)
            return .patternImage(try imageName(args[0]))
        default:
            throw ValueError(ValueDiagnosticID.unknownFunction, "unknown color function '\(name)'", at: value)
        }
    }

    /// CSS Color 5's `color-mix(in srgb, a [p%], b [q%])`: the two colors mixed channel by
    /// channel with premultiplied alpha, `p` of the first (50% each when neither is given, the
    /// rest of 100% when one is); percentages adding up to less than 100% make it transparent
    /// by that much. Only the `srgb` space is read: another space would mix to other colors.
    private func colorMix(_ value: ComponentValue, _ inner: [ComponentValue]) throws(ValueError) -> ColorValue {
        let args = try arguments(of: value, inner, count: 3...3, name: "color-mix")
        let space = ValueReader.significant(args[0])
        guard space.count == 2, space[0].isIdentifier("in"), space[1].isIdentifier("srgb") else {
            throw ValueError(ValueDiagnosticID.invalidColor,
                             "'color-mix()' is read in the srgb space only ('in srgb')", at: args[0].range ?? value.range)
        }
        var colors: [ColorValue] = []
        var weights: [Double?] = []
        for arg in args[1...] {
            var parts = ValueReader.significant(arg)
            var weight: Double?
            if let last = parts.last, case .percentage(let n) = last.kind {
                weight = n.value / 100
                parts.removeLast()
            } else if let first = parts.first, case .percentage(let n) = first.kind {
                weight = n.value / 100
                parts.removeFirst()
            }
            colors.append(try solidColor(parts, in: "color-mix"))
            weights.append(weight)
        }
        let p1 = weights[0] ?? weights[1].map { 1 - $0 } ?? 0.5
        let p2 = weights[1] ?? 1 - p1
        let sum = p1 + p2
        guard p1 >= 0, p2 >= 0, sum > 0 else {
            throw ValueError(ValueDiagnosticID.invalidColor, "'color-mix()' needs percentages that add up to more than 0%",
                             at: value)
        }
        let (w1, w2, scale) = (p1 / sum, p2 / sum, min(sum, 1))
        return colors[0].combine(colors[1]) { a, b in
            let x = a.components, y = b.components
            let alpha = x.alpha * w1 + y.alpha * w2
            func channel(_ u: Double, _ v: Double) -> Double {
                alpha > 0 ? (u * x.alpha * w1 + v * y.alpha * w2) / alpha : 0
            }
            return Color(red: channel(x.red, y.red), green: channel(x.green, y.green), blue: channel(x.blue, y.blue),
                         alpha: alpha * scale)
        }!
    }

    /// `rgb(r, g, b[, a])` / `rgba(…)`; channels 0…255 or percentages, alpha 0…1 or a
    /// percentage. The CSS 4 form `rgb(r g b / a)` is accepted too.
    private func rgb(_ value: ComponentValue, name: String, _ inner: [ComponentValue]) throws(ValueError) -> Color {
        let args = try colorArguments(value, name: name, inner)
        var channels: [Double] = []
        for arg in args.prefix(3) {
            let whole = arg.range ?? value.range
            switch try Expression.evaluate(arg, whole: whole) {
            case .number(let n, .plain): channels.append(n / 255)
            case .number(let n, .percent): channels.append(n / 100)
            default: throw ValueError(ValueDiagnosticID.invalidColor, "expected a color channel (0–255 or a percentage)", at: whole)
            }
        }
        let alpha = args.count == 4 ? try fraction(args[3]) : 1
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// `hsl(h, s, l[, a])`: hue in degrees, saturation and lightness as percentages.
    private func hsl(_ value: ComponentValue, name: String, _ inner: [ComponentValue]) throws(ValueError) -> Color {
        let args = try colorArguments(value, name: name, inner)
        let hue = try angle(args[0])
        let saturation = try percentAmount(args[1]) / 100
        let lightness = try percentAmount(args[2]) / 100
        let alpha = args.count == 4 ? try fraction(args[3]) : 1
        return Color(hue: hue / 360, saturation: saturation, lightness: lightness, alpha: alpha)
    }

    /// Three or four channel arguments, comma-separated or in the CSS 4 space/slash form.
    private func colorArguments(_ value: ComponentValue, name: String, _ inner: [ComponentValue]) throws(ValueError) -> [[ComponentValue]] {
        let significant = ValueReader.significant(inner)
        if !significant.isEmpty, !significant.contains(where: \.isComma) {
            // Three channels, then `/` and the alpha if there is one: nowhere else a `/`.
            let slashes = significant.indices.filter { significant[$0].isDelim("/") }
            if (significant.count == 3 && slashes.isEmpty) || (significant.count == 5 && slashes == [3]) {
                return significant.filter { !$0.isDelim("/") }.map { [$0] }
            }
            if let slash = slashes.first {
                throw ValueError(ValueDiagnosticID.invalidColor,
                                 "'\(name)()' takes three channels, then '/' and the alpha", at: significant[slash].range)
            }
        }
        return try arguments(of: value, inner, count: 3...4, name: name)
    }

    /// The InterfaCSS adjustments: relative changes v + v·n/100 of HSB brightness
    /// (lighten/darken), HSB saturation (saturate/desaturate) or alpha (fadein/fadeout),
    /// clamped to 0…1.
    static func adjust(_ color: Color, _ function: String, by amount: Double) -> Color {
        let (h, s, b, a) = color.hsb
        func change(_ v: Double, _ sign: Double) -> Double { min(max(v + sign * v * amount / 100, 0), 1) }
        switch function {
        case "lighten": return Color(hue: h, saturation: s, brightness: change(b, 1), alpha: a)
        case "darken": return Color(hue: h, saturation: s, brightness: change(b, -1), alpha: a)
        case "saturate": return Color(hue: h, saturation: change(s, 1), brightness: b, alpha: a)
        case "desaturate": return Color(hue: h, saturation: change(s, -1), brightness: b, alpha: a)
        case "fadein": return color.withAlpha(change(a, 1))
        default: return color.withAlpha(change(a, -1))
        }
    }

    /// The color of 3, 4, 6 or 8 ASCII hex digits (`rgb`, `rgba`, `rrggbb`, `rrggbbaa`), or
    /// `nil` for anything else. The dialect readers check the hex strings they pass on with it.
    public static func hexColor(_ digits: String) -> Color? {
        // The digits go into one integer (no arrays: this runs for every hex color).
        var nibbles: UInt32 = 0
        var count = 0
        for byte in digits.utf8 {
            let value: UInt8
            switch byte {
            case 0x30...0x39: value = byte - 0x30
            case 0x41...0x46: value = byte - 0x41 + 10
            case 0x61...0x66: value = byte - 0x61 + 10
            default: return nil
            }
            // More than 8 digits is no color; keep validating the rest, stop shifting.
            if count < 8 { nibbles = nibbles << 4 | UInt32(value) }
            count += 1
        }
        /// The digit at `index` (0 is the first written).
        func nibble(_ index: Int) -> UInt8 { UInt8((nibbles >> (4 * UInt32(count - 1 - index))) & 0xF) }
        switch count {
        case 3, 4:
            func channel(_ i: Int) -> UInt8 { nibble(i) << 4 | nibble(i) }
            return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: count == 4 ? channel(3) : 255)
        case 6, 8:
            func channel(_ i: Int) -> UInt8 { nibble(2 * i) << 4 | nibble(2 * i + 1) }
            return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: count == 8 ? channel(3) : 255)
        default:
            return nil
        }
    }

    /// `linear-gradient([angle | to side,] c1, c2, …)` or `gradient(top, bottom)`.
    func gradient(_ values: [ComponentValue]) throws(ValueError) -> Gradient {
        let value = try single(values, expected: "a gradient", id: ValueDiagnosticID.invalidGradient)
        guard let (name, inner) = Self.function(value), name == "linear-gradient" || name == "gradient" else {
            throw ValueError(ValueDiagnosticID.invalidGradient, "expected a gradient, found '\(value.cssText)'", at: value)
        }
        var args = try arguments(of: value, inner, count: 1...Int.max, name: name)
        var angle = 180.0
        if name == "linear-gradient", let direction = try gradientDirection(args[0]) {
            angle = direction
            args.removeFirst()
        }
        guard args.count >= 2 else {
            throw ValueError(ValueDiagnosticID.invalidGradient, "a gradient needs at least two colors", at: value)
        }
        if name == "gradient", args.count != 2 {
            throw ValueError(ValueDiagnosticID.argumentCount, "'gradient()' takes 2 arguments, found \(args.count)", at: value)
        }
        var colors: [ColorValue] = []
        var positions: [Double?] = []
        for arg in args {
            let (color, position) = try colorStop(arg, in: name)
            colors.append(color)
            positions.append(position)
        }
        let locations = positions.contains { $0 != nil } ? Gradient.locations(from: positions) : nil
        return Gradient(colors: colors, angle: angle, locations: locations)
    }

    /// A color optionally followed by its position along the gradient (`red 20%`).
    private func colorStop(_ arg: [ComponentValue], in function: String) throws(ValueError) -> (ColorValue, Double?) {
        let significant = ValueReader.significant(arg)
        guard significant.count > 1, let last = significant.last else { return (try solidColor(arg, in: function), nil) }
        switch last.kind {
        case .percentage(let number):
            guard let end = arg.lastIndex(where: { $0.range == last.range }) else { break }
            return (try solidColor(Array(arg[..<end]), in: function), number.value / 100)
        case .number, .dimension:
            throw ValueError(ValueDiagnosticID.invalidGradient,
                             "a gradient stop's position is a percentage, found '\(last.cssText)'", at: last)
        default: break
        }
        return (try solidColor(arg, in: function), nil)
    }

    /// The direction of a first `linear-gradient` argument (`to bottom right`, `45deg`), or
    /// `nil` when the argument is a color.
    private func gradientDirection(_ arg: [ComponentValue]) throws(ValueError) -> Double? {
        let significant = ValueReader.significant(arg)
        guard let first = significant.first else { return nil }
        if first.isIdentifier("to") {
            let sides = significant.dropFirst().compactMap { $0.identifier?.lowercased() }
            let x = sides.contains("left") ? -1 : sides.contains("right") ? 1 : 0
            let y = sides.contains("top") ? -1 : sides.contains("bottom") ? 1 : 0
            guard sides.count == significant.count - 1, !sides.isEmpty, sides.count <= 2, x != 0 || y != 0 else {
                throw ValueError(ValueDiagnosticID.invalidGradient, "expected 'to' and a side, such as 'to bottom'",
                                 at: arg.range ?? first.range)
            }
            switch (x, y) {
            case (0, -1): return 0
            case (1, -1): return 45
            case (1, 0): return 90
            case (1, 1): return 135
            case (0, 1): return 180
            case (-1, 1): return 225
            case (-1, 0): return 270
            default: return 315
            }
        }
        switch first.kind {
        case .number, .dimension: return try angle(arg)
        default: return nil
        }
    }
}
