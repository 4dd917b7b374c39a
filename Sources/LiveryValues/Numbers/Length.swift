import LiverySyntax

/// A length as written: a number and its unit, resolved to points at styling time.
///
/// Points (`12`, `12pt`, and `12px`: a CSS pixel is a point, as Safari on iOS reads it) are
/// final at load time; `em`/`rem` scale with Dynamic Type (`1em` is one point at the `large` content size), and
/// percentages are of a basis the property defines (the parent's width or height for
/// geometry, the element's height otherwise). `auto` is only meaningful in geometry.
public struct Length: Hashable, Sendable, CustomStringConvertible {
    /// The unit a length was written in.
    public enum Unit: String, Hashable, Sendable {
        /// Points: `12`, `12pt`.
        case points
        /// CSS pixels: `12px`, one point each (kept apart from `pt` only to print as written).
        case pixels
        /// `50%` of the property's basis.
        case percent
        /// Dynamic Type scaled points: `12em` (also `sp`).
        case em
        /// Dynamic Type scaled points: `12rem`.
        case rem
        /// `auto` (or `*`): decided by the geometry the length is part of.
        case auto
    }

    /// The number as written (`50%` is 50).
    public var value: Double
    public var unit: Unit
    /// Points added to a percentage: web CSS's `calc(100% - 20px)` is 100% with offset -20.
    public var offset: Double = 0

    public init(_ value: Double, _ unit: Unit = .points) {
        self.value = unit == .auto ? 0 : value
        self.unit = unit
    }

    public static func points(_ value: Double) -> Length { Length(value, .points) }
    public static func pixels(_ value: Double) -> Length { Length(value, .pixels) }
    public static func percent(_ value: Double) -> Length { Length(value, .percent) }
    public static func em(_ value: Double) -> Length { Length(value, .em) }
    public static let auto = Length(0, .auto)
    public static let zero = Length(0, .points)

    /// Whether the length is already in points (needs no context to resolve).
    public var isAbsolute: Bool { unit == .points || unit == .pixels }
    public var isAuto: Bool { unit == .auto }

    /// The length in points; `basis` is what 100% means (points). `auto` resolves to `nil`.
    /// Within ±`ValueBounds.length`, so what is made from it stays finite (`1e300%` of a
    /// large basis would be infinite).
    public func points(in context: ValueContext, basis: Double) -> Double? {
        let points: Double
        switch unit {
        case .points, .pixels: points = value
        case .percent: points = value * basis / 100 + offset
        case .em, .rem: points = value * context.dynamicTypeScale
        case .auto: return nil
        }
        return ValueBounds.clamped(points, ValueBounds.length)
    }

    /// Canonical CSS: `12`, `12px`, `50%`, `1.5em`, `2rem`, `auto`.
    public var cssText: String {
        let number = ComponentValue.format(value)
        switch unit {
        case .points: return number
        case .pixels: return number + "px"
        case .percent:
            guard offset != 0 else { return number + "%" }
            // The offset in `px` (a point): a bare number beside a percentage is a
            // percentage too (`calc(100% - 40)` is `60%`).
            return "calc(\(number)% \(offset < 0 ? "-" : "+") \(ComponentValue.format(abs(offset)))px)"
        case .em: return number + "em"
        case .rem: return number + "rem"
        case .auto: return "auto"
        }
    }

    public var description: String { cssText }
}
