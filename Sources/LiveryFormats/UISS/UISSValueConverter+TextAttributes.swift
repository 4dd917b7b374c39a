import LiveryCore
import LiverySyntax

extension UISSValueConverter {
    /// What a text-attribute key of UISS (UIKit's `UITextAttribute…` names, or
    /// `NSAttributedString.Key` names) is in Livery, and how its value converts.
    enum AttributeKind {
        case font, color, offset, number
    }

    /// UISS and UIKit attribute keys → Livery attribute name and kind.
    static let attributeKeys: [String: (String, AttributeKind)] = [
        "font": ("font", .font), "textcolor": ("foregroundColor", .color), "foregroundcolor": ("foregroundColor", .color),
        "color": ("foregroundColor", .color), "textshadowcolor": ("shadowColor", .color),
        "shadowcolor": ("shadowColor", .color), "textshadowoffset": ("shadowOffset", .offset),
        "shadowoffset": ("shadowOffset", .offset), "backgroundcolor": ("backgroundColor", .color),
        "strokecolor": ("strokeColor", .color), "underlinecolor": ("underlineColor", .color),
        "strikethroughcolor": ("strikethroughColor", .color), "kern": ("kern", .number),
        "ligature": ("ligature", .number), "strokewidth": ("strokeWidth", .number),
        "baselineoffset": ("baselineOffset", .number), "obliqueness": ("obliqueness", .number),
        "expansion": ("expansion", .number),
    ]

    /// The key without `UITextAttribute`/`NS` prefixes and `AttributeName` suffix, lowercased.
    static func attributeKey(_ key: String) -> String {
        var name = key
        for prefix in ["UITextAttribute", "NS"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if name.hasSuffix("AttributeName") { name.removeLast("AttributeName".count) }
        return name.lowercased()
    }

    /// `{"font": …, "textColor": …}` as attributed text without text: `"" (font: …, …)`.
    mutating func textAttributes(_ value: JSONNode, property: String) -> String? {
        guard let members = value.members else { return mismatch(value, "a text-attributes object", property) }
        var parts: [String] = []
        for member in members where !member.key.hasPrefix("-") {
            guard let (name, kind) = Self.attributeKeys[Self.attributeKey(member.key)] else {
                diagnostics.error(FormatDiagnosticID.uissUnknownTextAttribute, "unknown text attribute '\(member.key)'",
                                  file: file, range: member.keyRange)
                return nil
            }
            let converted: String?
            switch kind {
            case .font: converted = font(member.value, property: member.key)
            case .color: converted = color(member.value, property: member.key)
            case .offset: converted = pair(member.value, function: "size", property: member.key)
            case .number: converted = number(member.value, property: member.key)
            }
            guard let converted else { return nil }
            parts.append("\(name): \(converted)")
        }
        return "\"\" (\(parts.joined(separator: ", ")))"
    }
}
