import LiverySyntax
import LiveryValues

/// Escaping and number formatting shared by the SVG and HTML renderers.
///
/// Everything that comes from user files (element text, ids, classes, image and font
/// names) goes through these functions, so no input can open a tag, close an attribute
/// or a CSS string, or make the XML ill-formed.
public enum Markup {
    /// `text` as XML/HTML character data: `& < >` escaped, characters XML 1.0 forbids
    /// (C0 controls other than tab, line feed and carriage return, U+FFFE, U+FFFF)
    /// replaced with U+FFFD.
    public static func text(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default:
                if isAllowedInXML(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\u{FFFD}"
                }
            }
        }
        return result
    }

    /// `value` for a double- or single-quoted attribute: as `text(_:)`, plus `"`, `'`
    /// and line breaks as character references.
    public static func attribute(_ value: String) -> String {
        var result = ""
        for character in text(value) {
            switch character {
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `value` as a single-quoted CSS string: quotes, backslashes, angle brackets, `&`
    /// and control characters written as CSS escapes (`\27 `), so the string cannot end
    /// early inside a style attribute or a `<style>` element.
    static func cssString(_ value: String) -> String {
        var result = "'"
        for scalar in value.unicodeScalars {
            switch scalar {
            case "'", "\"", "\\", "<", ">", "&", ";", "{", "}":
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || !isAllowedInXML(scalar) {
                    result += "\\fffd "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "'"
    }

    /// A length or coordinate in points, rounded to 1/1000 (`12`, `19.667`, `-0.5`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        return JSONValue.format(rounded == 0 ? 0 : rounded)
    }

    /// `#rrggbb` (opaque) or `#rrggbbaa`, lowercase: for CSS.
    static func cssColor(_ color: Color) -> String {
        color.alpha == 255 ? String(color.hex.prefix(7)) : color.hex
    }

    /// `#rrggbb`, lowercase, without alpha: for SVG paint (alpha goes to `*-opacity`).
    static func rgbHex(_ color: Color) -> String {
        String(color.hex.prefix(7))
    }

    /// A color's alpha in 0…1 with three decimals.
    static func opacity(_ color: Color) -> String {
        number(Double(color.alpha) / 255)
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// ` data-type="…" data-id="…" data-classes="…"`: an element's type, id and classes
    /// as escaped `data-*` attributes (never `class`, so they match no rule of the page).
    static func identity(_ element: ElementDrawing) -> String {
        var text = " data-type=\"\(attribute(element.typeName))\""
        if let id = element.id { text += " data-id=\"\(attribute(id))\"" }
        if !element.classes.isEmpty { text += " data-classes=\"\(attribute(element.classes.joined(separator: " ")))\"" }
        return text
    }
}
