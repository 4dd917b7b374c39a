/// A color as a property holds it: fixed, dependent on the appearance, or a pattern image.
public enum ColorValue: Hashable, Sendable {
    /// One sRGB color.
    case rgba(Color)
    /// A color with a light and a dark appearance (UIKit's dynamic system colors).
    case dynamic(light: Color, dark: Color)
    /// A pattern image named by a bare identifier or `image(name)` in a color position.
    case patternImage(String)

    /// The color for an appearance; `nil` for a pattern image.
    public func color(dark: Bool) -> Color? {
        switch self {
        case .rgba(let color): color
        case .dynamic(let light, let darkColor): dark ? darkColor : light
        case .patternImage: nil
        }
    }

    /// Applies `transform` to every appearance of the color; `nil` for a pattern image.
    func map(_ transform: (Color) -> Color) -> ColorValue? {
        switch self {
        case .rgba(let color): .rgba(transform(color))
        case .dynamic(let light, let dark): .dynamic(light: transform(light), dark: transform(dark))
        case .patternImage: nil
        }
    }

    /// Combines two colors appearance by appearance; `nil` if either is a pattern image.
    func combine(_ other: ColorValue, _ transform: (Color, Color) -> Color) -> ColorValue? {
        switch (self, other) {
        case let (.rgba(a), .rgba(b)): return .rgba(transform(a, b))
        case (.patternImage, _), (_, .patternImage): return nil
        default:
            guard let la = color(dark: false), let da = color(dark: true),
                  let lb = other.color(dark: false), let db = other.color(dark: true) else { return nil }
            return .dynamic(light: transform(la, lb), dark: transform(da, db))
        }
    }
}

/// A linear gradient: colors evenly spaced along a direction.
public struct Gradient: Hashable, Sendable {
    /// At least two colors, from start to end.
    public var colors: [ColorValue]
    /// The direction in degrees, as CSS: 0 points up, 90 right, 180 (the default) down.
    public var angle: Double

    public init(colors: [ColorValue], angle: Double = 180) {
        self.colors = colors
        self.angle = angle
    }
}
