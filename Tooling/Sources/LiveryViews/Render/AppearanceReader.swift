import LiveryCore
import LiveryLayout
import LiveryValues

/// Reads what an element looks like from its computed style and the XML's values,
/// resolved in the element's context after layout (colors for the appearance, lengths in
/// points), with UIKit's defaults for what is not set.
struct AppearanceReader {
    let node: ViewNode
    let context: ValueContext
    let isDark: Bool

    init(node: ViewNode, layout: ViewTreeLayout, origins: WindowOrigins) {
        self.init(node: node, context: node.valueContext(layout: layout, origins: origins),
                  isDark: layout.environment.colorScheme == .dark)
    }

    init(node: ViewNode, context: ValueContext, isDark: Bool) {
        self.node = node
        self.context = context
        self.isDark = isDark
    }

    /// The resolved winning value of `keyPath.name(parameters)`; `nil` when unset or `current`.
    func value(_ name: String, keyPath: [String] = [], parameters: [String] = []) -> TypedValue? {
        let key = PropertyKey(keyPath: keyPath, name: name, parameters: parameters)
        guard let matched = node.computed?.values[key], !matched.declaration.keepsCurrentValue else { return nil }
        return matched.typedValue?.resolved(in: context)
    }

    func number(_ name: String, keyPath: [String] = []) -> Double? {
        if case .number(let number)? = value(name, keyPath: keyPath), number.isFinite { return number }
        return nil
    }

    func bool(_ name: String, keyPath: [String] = []) -> Bool? {
        if case .bool(let flag)? = value(name, keyPath: keyPath) { return flag }
        return nil
    }

    func color(_ name: String, keyPath: [String] = [], parameters: [String] = []) -> Color? {
        switch value(name, keyPath: keyPath, parameters: parameters) {
        case .color(let color)?: return color.color(dark: isDark)
        case .image(.color(let color))?: return color.color(dark: isDark)
        default: return nil
        }
    }

    func enumName(_ name: String) -> String? {
        if case .enumCase(let value)? = value(name) { return value.name }
        return nil
    }

    /// `backgroundColor` (or `layer.backgroundColor`): a color, a gradient, or a pattern
    /// image (drawn as a light gray placeholder fill).
    var background: ElementDrawing.Fill? {
        for keyPath in [[], ["layer"]] {
            switch value("backgroundColor", keyPath: keyPath) {
            case .color(let color)?:
                if let resolved = color.color(dark: isDark) { return resolved.alpha == 0 ? nil : .color(resolved) }
                return .color(Self.placeholderFill(dark: isDark))
            case .gradient(let gradient)?:
                let stops = zip(gradient.colors, gradient.resolvedLocations).compactMap { color, location in
                    color.color(dark: isDark).map { ($0, location) }
                }
                return stops.isEmpty ? nil : .gradient(colors: stops.map(\.0), angle: gradient.angle, locations: stops.map(\.1))
            default: continue
            }
        }
        return nil
    }

    /// `alpha` × `layer.opacity`, clamped to 0…1.
    var alpha: Double {
        min(1, max(0, (number("alpha") ?? 1) * (number("opacity", keyPath: ["layer"]) ?? 1)))
    }

    /// The layer shadow when `layer.shadowOpacity` > 0 (UIKit's defaults: black, offset
    /// (0, -3), radius 3).
    var shadow: ElementDrawing.Shadow? {
        guard let opacity = number("shadowOpacity", keyPath: ["layer"]), opacity > 0 else { return nil }
        let color = color("shadowColor", keyPath: ["layer"]) ?? .black
        var offset = (x: 0.0, y: -3.0)
        if case .size(let size)? = value("shadowOffset", keyPath: ["layer"]) {
            offset = (size.width.value, size.height.value)
        }
        let alpha = Double(color.alpha) / 255 * min(1, opacity)
        return ElementDrawing.Shadow(color: color.withAlpha(alpha), offsetX: offset.x, offsetY: offset.y,
                                     radius: max(0, number("shadowRadius", keyPath: ["layer"]) ?? 3))
    }

    /// The transform's matrix (translations in points), `nil` for the identity.
    var transform: AffineTransform? {
        guard case .transform(let transform)? = value("transform") else { return nil }
        let matrix = transform.matrix(in: context)
        return matrix == .identity ? nil : matrix
    }

    /// What an image view shows: its image's name (or URL), or a color image.
    var image: ElementDrawing.Image? {
        guard node.isKind(of: "UIImageView") else { return nil }
        switch value("image") {
        case .image(.named(let name, _))?, .image(.stretchable(let name, _, _))?, .image(.url(let name))?:
            return .named(name)
        case .image(.color(let color))?:
            return color.color(dark: isDark).map { .color($0) }
        default:
            return node.givenValue("image").map { .named($0.stringValue) } ?? .named("")
        }
    }

    /// The light gray of placeholders (pattern images, image views), for the appearance.
    static func placeholderFill(dark: Bool) -> Color {
        dark ? Color(red: 58 as UInt8, green: 58, blue: 60) : Color(red: 229 as UInt8, green: 229, blue: 234)
    }
}
