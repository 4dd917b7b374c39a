/// The magnitudes that resolved values stay within. A sheet may write `1e300`, or scale a
/// scale, but the sums and products made from resolved values (layout, text measurement,
/// transforms) must stay finite: a view's frame is, and UIKit raises on a NaN geometry. No
/// screen comes near these bounds, so no sensible value is changed by them.
public enum ValueBounds {
    /// The largest length in points (resolved lengths, font sizes, a transform's
    /// translation), and the largest percentage the layout takes.
    public static let length = 1_000_000.0
    /// The largest factor: a flex factor, an aspect ratio (the smallest is its inverse), a
    /// transform's scale.
    public static let factor = 1_000_000.0

    /// `value` within ±`limit`; NaN is 0.
    public static func clamped(_ value: Double, _ limit: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -limit), limit)
    }
}
