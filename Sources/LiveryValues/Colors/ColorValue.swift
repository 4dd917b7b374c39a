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

/// A linear gradient: colors along a direction, evenly spaced or at given stops.
public struct Gradient: Hashable, Sendable {
    /// At least two colors, from start to end.
    public var colors: [ColorValue]
    /// The direction in degrees, as CSS: 0 points up, 90 right, 180 (the default) down.
    public var angle: Double
    /// Where each color sits along the gradient line, 0 to 1 and never decreasing (as
    /// `CAGradientLayer.locations`); `nil` when the colors are evenly spaced.
    public var locations: [Double]?

    public init(colors: [ColorValue], angle: Double = 180, locations: [Double]? = nil) {
        self.colors = colors
        self.angle = angle
        self.locations = locations
    }

    /// Each color's location, evenly spaced when none were given.
    public var resolvedLocations: [Double] {
        if let locations { return locations }
        guard colors.count > 1 else { return colors.map { _ in 0 } }
        return colors.indices.map { Double($0) / Double(colors.count - 1) }
    }

    /// CSS's stop fix-up: a missing first or last position is 0 or 1, a position below an
    /// earlier one moves up to it, and missing ones in between are spaced evenly.
    public static func locations(from positions: [Double?]) -> [Double] {
        guard !positions.isEmpty else { return [] }
        var result = positions
        if result[0] == nil { result[0] = 0 }
        if result.count > 1, result[result.count - 1] == nil { result[result.count - 1] = 1 }
        var highest = result[0]!
        for index in result.indices {
            if let position = result[index] {
                highest = max(highest, position)
                result[index] = highest
            }
        }
        var index = 0
        while index < result.count {
            guard result[index] == nil else { index += 1; continue }
            let start = index - 1
            var end = index
            while result[end] == nil { end += 1 }
            let from = result[start]!, to = result[end]!
            for missing in index..<end {
                result[missing] = from + (to - from) * Double(missing - start) / Double(end - start)
            }
            index = end
        }
        return result.map { $0! }
    }
}
