import LiveryCore
import LiverySyntax
import LiveryValues

/// UISS's value converters, written as the Livery CSS that means the same: chosen by the
/// type the property has in the catalog, as UISS chose by the setter's argument type.
///
/// Colors: `"#hex"`, names with UIKit's meaning (`"darkGray"` is `darkGrayColor`), pattern
/// images (`"name"`), `[r, g, b]`, `[r, g, b, a]`, `[color, alpha]`. Images: `"name"`,
/// `["name", t, l, b, r]`, `["name", [t, l, b, r]]`. Fonts: `14`, `["bold", 14]`,
/// `["italic", 14]`, `["Georgia-Italic", 12]`. Text attributes: an object. Sizes, points and
/// offsets: `n`, `[n]`, `[a, b]`; rects and insets: four numbers. Enums: their names.
struct UISSValueConverter {
    let file: SourceFile
    var diagnostics = DiagnosticBag()

    init(file: SourceFile) {
        self.file = file
    }

    /// The CSS text for `value` as a `type` (`nil`: the property is unknown, convert by
    /// shape); `nil` after reporting when the value does not fit.
    mutating func css(for value: JSONNode, as type: ValueType?, property: String) -> String? {
        guard let type else { return generic(value, property: property) }
        switch type {
        case .color, .gradient: return color(value, property: property)
        case .image: return image(value, property: property)
        case .font: return font(value, property: property)
        case .attributedText: return textAttributes(value, property: property)
        case .size: return pair(value, function: "size", property: property)
        case .point: return pair(value, function: "point", property: property)
        case .offset: return pair(value, function: "offset", property: property)
        case .rect: return numbers(value, count: 4, function: "rect", property: property, what: "a rect")
        case .insets: return insets(value, property: property)
        case .number, .length: return number(value, property: property)
        case .bool: return bool(value, property: property)
        case .string, .url: return value.string.map(ComponentValue.quote) ?? mismatch(value, "a string", property)
        case .enumeration, .optionSet: return enumeration(value, property: property)
        case .transform, .vector, .layout, .any: return generic(value, property: property)
        }
    }

    // MARK: Colors

    mutating func color(_ value: JSONNode, property: String) -> String? {
        switch value.kind {
        case .string(let text):
            return colorName(text, at: value, property: property)
        case .array(let items):
            let numbers = items.compactMap(\.number)
            if numbers.count == items.count, items.count == 3 || items.count == 4 {
                let channels = numbers.prefix(3).map(ComponentValue.format).joined(separator: ", ")
                return items.count == 3 ? "rgb(\(channels))" : "rgba(\(channels), \(ComponentValue.format(numbers[3])))"
            }
            if items.count == 2, let alpha = items[1].number, items[0].number == nil,
               let base = color(items[0], property: property) {
                return "alpha(\(base), \(ComponentValue.format(alpha)))"
            }
            return mismatch(value, "a color ([r, g, b], [r, g, b, a] or [color, alpha])", property)
        default:
            return mismatch(value, "a color", property)
        }
    }

    /// A color written by name or hex: UIKit's meaning for bare names, else a pattern image.
    /// A hex string is passed on only when it is a CSS hex color, so nothing after the `#`
    /// reaches the converted sheet unchecked.
    mutating func colorName(_ text: String, at value: JSONNode, property: String) -> String? {
        if text.hasPrefix("#") {
            guard ValueParser.hexColor(String(text.dropFirst())) != nil else {
                return mismatch(value, "a color ('#' and 3, 4, 6 or 8 hex digits)", property)
            }
            return text
        }
        return UIKitColorNames.css(text) ?? "image(\(ComponentValue.quote(text)))"
    }

    // MARK: Images and fonts

    mutating func image(_ value: JSONNode, property: String) -> String? {
        if let name = value.string { return "image(\(ComponentValue.quote(name)))" }
        guard let items = value.elements, let name = items.first?.string else {
            return mismatch(value, "an image name or [name, top, left, bottom, right]", property)
        }
        var insets = Array(items.dropFirst())
        if insets.count == 1, let nested = insets[0].elements { insets = nested }
        let numbers = insets.compactMap(\.number)
        guard numbers.count == insets.count, numbers.isEmpty || numbers.count == 4 else {
            return mismatch(value, "an image name or [name, top, left, bottom, right]", property)
        }
        let arguments = [ComponentValue.quote(name)] + numbers.map(ComponentValue.format)
        return "image(\(arguments.joined(separator: ", ")))"
    }

    mutating func font(_ value: JSONNode, property: String) -> String? {
        if let size = value.number { return "system \(ComponentValue.format(size))" }
        guard let items = value.elements, items.count == 2, let name = items[0].string, let size = items[1].number else {
            return mismatch(value, "a font (size, [\"bold\", size] or [name, size])", property)
        }
        let written = ComponentValue.format(size)
        switch name.lowercased() {
        case "bold": return "boldSystem \(written)"
        case "italic": return "italicSystem \(written)"
        case "system": return "system \(written)"
        default: return "\(ComponentValue.quote(name)) \(written)"
        }
    }

    // MARK: Numbers and geometry

    mutating func number(_ value: JSONNode, property: String) -> String? {
        value.number.map(ComponentValue.format) ?? mismatch(value, "a number", property)
    }

    mutating func bool(_ value: JSONNode, property: String) -> String? {
        switch value.kind {
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number != 0 ? "true" : "false"
        case .string(let text) where ["yes", "no", "true", "false"].contains(text.lowercased()): return text
        default: return mismatch(value, "a boolean", property)
        }
    }

    /// `n`, `[n]` or `[a, b]` as `function(a, b)`.
    mutating func pair(_ value: JSONNode, function: String, property: String) -> String? {
        if let number = value.number { return "\(function)(\(ComponentValue.format(number)))" }
        return numbers(value, count: nil, function: function, property: property, what: "a number or [a, b]")
    }

    mutating func insets(_ value: JSONNode, property: String) -> String? {
        if let number = value.number { return "insets(\(ComponentValue.format(number)))" }
        return numbers(value, count: 4, function: "insets", property: property, what: "[top, left, bottom, right]")
    }

    /// An array of numbers (`count` of them, or 1–2 when `nil`) as `function(…)`.
    mutating func numbers(_ value: JSONNode, count: Int?, function: String, property: String, what: String) -> String? {
        guard let items = value.elements else { return mismatch(value, what, property) }
        let numbers = items.compactMap(\.number)
        let fits = count.map { numbers.count == $0 } ?? (1...2).contains(numbers.count)
        guard numbers.count == items.count, fits else { return mismatch(value, what, property) }
        return "\(function)(\(numbers.map(ComponentValue.format).joined(separator: ", ")))"
    }

    // MARK: Enums and anything else

    mutating func enumeration(_ value: JSONNode, property: String) -> String? {
        switch value.kind {
        case .string(let name): return SyntheticValues.identifierOrString(name)
        case .number(let number): return ComponentValue.format(number)
        case .array(let items) where !items.isEmpty && items.allSatisfy({ $0.string != nil }):
            return items.compactMap(\.string).map(SyntheticValues.identifierOrString).joined(separator: " ")
        default: return mismatch(value, "a name", property)
        }
    }

    /// A value of a property the catalog does not know, converted by its shape.
    mutating func generic(_ value: JSONNode, property: String) -> String? {
        switch value.kind {
        case .string(let text): return ComponentValue.quote(text)
        case .number(let number): return ComponentValue.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            // (An empty array would be a declaration without a value.)
            guard !items.isEmpty else { return mismatch(value, "a value", property) }
            var parts: [String] = []
            for item in items {
                guard let part = generic(item, property: property) else { return nil }
                parts.append(part)
            }
            return parts.joined(separator: ", ")
        case .object, .null:
            return mismatch(value, "a value", property)
        }
    }

    /// Reports that `value` is not what `property` takes.
    mutating func mismatch(_ value: JSONNode, _ expected: String, _ property: String) -> String? {
        diagnostics.error(FormatDiagnosticID.uissInvalidValue, "'\(property)' takes \(expected), found \(value.kindName)",
                          file: file, range: value.range)
        return nil
    }
}
