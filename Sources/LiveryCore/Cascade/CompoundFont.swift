import LiverySyntax
import LiveryValues

/// Folds the compound font properties (`fontFamily`, `fontSize`, `fontWeight`,
/// `fontStyle`, from web CSS's `font-family` …, and InterfaCSS 2's `fontScalingStyle`) into the
/// element's one `font` property.
///
/// The merged font starts from the winning `font` (or the system font) and takes each
/// compound part that wins; it is recorded as coming from the highest-priority
/// declaration among them, so `explain` still points at a real line.
enum CompoundFont {
    static let parts: Set<String> = ["fontFamily", "fontSize", "fontWeight", "fontStyle", "fontScalingStyle"]

    /// Replaces compound parts in `style` by one merged `font` per key path.
    static func merge(_ style: inout ComputedStyle, precedes: (MatchedDeclaration, MatchedDeclaration) -> Bool) {
        guard style.cascade.contains(where: { $0.source.isFontPart }) else { return }
        let keyPaths = Set(style.values.keys.filter { parts.contains($0.name) && $0.parameters.isEmpty }.map(\.keyPath))
        for keyPath in keyPaths {
            let fontKey = PropertyKey(keyPath: keyPath, name: "font")
            var sources: [MatchedDeclaration] = []
            var base: FontValue?
            if let font = style.values[fontKey], case .font(let value)? = font.typedValue {
                base = value
                sources.append(font)
            }
            var family: String?
            var size: Length?
            var weight: FontWeight?
            var italic: Bool?
            var textStyle: TextStyle?
            for name in parts.sorted() {
                let key = PropertyKey(keyPath: keyPath, name: name)
                guard let part = style.values.removeValue(forKey: key), let value = part.typedValue else { continue }
                // A part older than the winning `font` declaration is overridden by it.
                if let font = style.values[fontKey], precedes(part, font) { continue }
                switch (name, value) {
                case ("fontFamily", .string(let text)): family = text.resolved(in: ValueContext())
                case ("fontSize", .length(let length)): size = length
                case ("fontSize", .number(let number)): size = .points(number)
                case ("fontWeight", .enumCase(let item)): weight = FontWeight(name: item.name)
                case ("fontStyle", .enumCase(let item)): italic = item.name == "italic"
                case ("fontScalingStyle", .enumCase(let item)): textStyle = TextStyle(name: item.name)
                default: continue
                }
                sources.append(part)
            }
            guard let winner = sources.max(by: precedes) else { continue }
            var merged = winner
            merged.key = fontKey
            merged.valueType = .font
            merged.declaration.typedValues = [.font: .font(FontValue.merge(base, family: family, size: size,
                                                                           weight: weight, italic: italic,
                                                                           textStyle: textStyle))]
            style.values[fontKey] = merged
            // The merged font is what the element gets: `explain` lists it last, as the winner.
            style.cascade.append(merged)
        }
    }
}
