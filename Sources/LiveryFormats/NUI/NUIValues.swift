import LiverySyntax
import LiveryValues

/// NUI's value types, read from a value's text the way NUI's converter read them and
/// written as the Livery CSS that means the same; `nil` when NUI could not read the text.
///
/// Colors: a `UIColor` class-method name (`red`, `darkGray`, `clear`), `#RRGGBB` or
/// `0xRRGGBB`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (NUI's `hsl` is hue, saturation and
/// *brightness*), components with a `.` taken as they are and whole numbers divided by 255.
/// Numbers: a number (a `px` or `pt` after it is ignored). Offsets and sizes: `a,b`. Boxes:
/// one to four numbers in CSS order (top, right, bottom, left).
enum NUIValues {
    static func color(_ text: String) -> String? {
        let trimmed = text.trimmedASCII
        if SyntheticValues.isIdentifier(trimmed), let named = UIKitColorNames.css(trimmed) { return named }
        let compact = String(trimmed.unicodeScalars.filter { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r" }).uppercased()
        for prefix in ["#", "0X"] where compact.hasPrefix(prefix) {
            let digits = compact.dropFirst(prefix.count).prefix(6)
            // ASCII digits only: `Character.isHexDigit` also takes their fullwidth forms.
            guard digits.count == 6, ValueParser.hexColor(String(digits)) != nil else { return nil }
            return "#" + digits.lowercased()
        }
        return functionColor(compact)
    }

    /// `RGB(…)`, `RGBA(…)`, `HSL(…)`, `HSLA(…)` (upper-cased, without whitespace).
    static func functionColor(_ compact: String) -> String? {
        guard let open = compact.firstIndex(of: "("), compact.hasSuffix(")") else { return nil }
        let name = String(compact[..<open])
        guard ["RGB", "RGBA", "HSL", "HSLA"].contains(name) else { return nil }
        let inner = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var components: [Double] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let number = Double(part),
                  number.isFinite else { return nil }
            components.append(part.contains(".") ? number : number / 255)
        }
        let hasAlpha = name.hasSuffix("A")
        if hasAlpha, components.count < 4 { return nil }
        let alpha = hasAlpha ? components[3] : 1
        let rgb = name.hasPrefix("RGB") ? Array(components.prefix(3))
            : fromHSB(hue: components[0], saturation: components[1], brightness: components[2])
        let channels = rgb.map { ComponentValue.format(($0 * 255 * 1000).rounded() / 1000) }
        return "rgba(\(channels.joined(separator: ", ")), \(ComponentValue.format(alpha)))"
    }

    /// Red, green and blue (0…1) of a hue, saturation and brightness (0…1), as `UIColor` makes them.
    static func fromHSB(hue: Double, saturation: Double, brightness: Double) -> [Double] {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return [brightness, t, p]
        case 1: return [q, brightness, p]
        case 2: return [p, brightness, t]
        case 3: return [p, q, brightness]
        case 4: return [t, p, brightness]
        default: return [brightness, p, q]
        }
    }

    /// A number as NUI read it with `floatValue`, allowing only a `px` or `pt` after it.
    static func number(_ text: String) -> String? {
        var trimmed = text.trimmedASCII.lowercased()
        if trimmed.hasSuffix("px") || trimmed.hasSuffix("pt") { trimmed.removeLast(2) }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return ComponentValue.format(value)
    }

    static func bool(_ text: String) -> String? {
        switch text.trimmedASCII.lowercased() {
        case "true", "yes", "1": "true"
        case "false", "no", "0": "false"
        default: nil
        }
    }

    /// `a,b` as `function(a, b)` (`size`, `offset`).
    static func pair(_ text: String, function: String) -> String? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { number(String($0)) }
        guard parts.count == 2, let first = parts[0], let second = parts[1] else { return nil }
        return "\(function)(\(first), \(second))"
    }

    /// One to four numbers in CSS order as Livery's `insets(top, left, bottom, right)`.
    static func box(_ text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        let numbers = words.compactMap { number(String($0)) }
        guard numbers.count == words.count else { return nil }
        let edges: [String]  // top, right, bottom, left
        switch numbers.count {
        case 1: edges = [numbers[0], numbers[0], numbers[0], numbers[0]]
        case 2: edges = [numbers[0], numbers[1], numbers[0], numbers[1]]
        case 3: edges = [numbers[0], numbers[1], numbers[2], numbers[1]]
        case 4: edges = numbers
        default: return nil
        }
        return "insets(\(edges[0]), \(edges[3]), \(edges[2]), \(edges[1]))"
    }

    /// An image by name (`[UIImage imageNamed:]`), with cap insets from its `-insets` box.
    static func image(_ text: String, insets: String?) -> String? {
        let name = text.trimmedASCII
        guard !name.isEmpty else { return nil }
        guard let insets else { return "image(\(ComponentValue.quote(name)))" }
        guard let box = box(insets) else { return nil }
        return "image(\(ComponentValue.quote(name)), \(box.dropFirst("insets(".count).dropLast()))"
    }

    /// A word from a closed list, mapped to its Livery keyword; NUI's default when unknown.
    static func keyword(_ text: String, _ table: [String: String], default fallback: String) -> String {
        table[text.trimmedASCII] ?? fallback
    }
}
