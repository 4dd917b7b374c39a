/// Text made of parts, each with its own attributes:
/// `"text" (font: …, color: …), "more" (…)`.
public struct AttributedText: Hashable, Sendable {
    /// One part: its text and the attributes of its run.
    public struct Part: Hashable, Sendable {
        public var text: TextValue
        /// Attributes in a fixed canonical order (see `TextAttribute.Key`), one per key.
        public var attributes: [TextAttribute]

        public init(text: TextValue, attributes: [TextAttribute]) {
            self.text = text
            self.attributes = attributes
        }
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }
}

/// One attribute of an attributed-text run.
public struct TextAttribute: Hashable, Sendable {
    /// The attributes InterfaCSS supports, named as `NSAttributedString.Key` (shadow color
    /// and offset are parts of the `shadow` attribute).
    public enum Key: String, Hashable, Sendable, CaseIterable {
        case font, foregroundColor, backgroundColor, ligature, kern, strikethroughStyle, underlineStyle
        case strokeColor, strokeWidth, shadowColor, shadowOffset, baselineOffset, underlineColor
        case strikethroughColor, obliqueness, expansion

        /// The key written as `name` (case- and dash-insensitive; `color` is foregroundColor).
        public init?(name: String) {
            let key = ValueReader.normalize(name)
            if key == "color" || key == "textcolor" { self = .foregroundColor; return }
            guard let match = Key.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
            self = match
        }

        /// The type of the attribute's value.
        var valueType: ValueType {
            switch self {
            case .font: .font
            case .foregroundColor, .backgroundColor, .strokeColor, .shadowColor, .underlineColor, .strikethroughColor:
                .color
            case .strikethroughStyle, .underlineStyle: .optionSet(EnumCatalog.underlineStyle)
            case .shadowOffset: .size
            case .ligature, .kern, .strokeWidth, .baselineOffset, .obliqueness, .expansion: .number
            }
        }
    }

    public var key: Key
    public var value: TypedValue

    public init(key: Key, value: TypedValue) {
        self.key = key
        self.value = value
    }
}
