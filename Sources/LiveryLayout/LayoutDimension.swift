/// A length for a size, flex basis, margin, padding or inset, in points or percent.
///
/// Percentages resolve against the containing block: the parent's content box for sizes
/// and flex bases, the parent's content-box *width* for margins and padding (as CSS does).
public enum LayoutDimension: Hashable, Sendable {
    /// No value: the layout algorithm decides (content size, stretch, or "none" for max sizes).
    case auto
    /// A fixed length in points.
    case points(Double)
    /// A percentage (0…100) of the reference length.
    case percent(Double)
    /// A percentage of the reference length plus points (web CSS's `calc(100% - 20px)`).
    case calc(percent: Double, points: Double)
    /// The max-content size of the box (intrinsic keyword).
    case maxContent
    /// The min-content size of the box (intrinsic keyword).
    case minContent
    /// `fit-content`: max-content clamped to the available space, but at least min-content.
    case fitContent
    /// Fills the available space (like a stretched block's width).
    case stretch

    /// Resolves the value against `base` (points), or nil when it depends on content or the
    /// base is unknown. Points pass through unchanged.
    @inlinable
    public func resolve(_ base: Double?) -> Double? {
        switch self {
        case .points(let value): return value
        case .percent(let value): return base.map { $0 * value / 100 }
        case .calc(let percent, let points): return base.map { $0 * percent / 100 + points }
        default: return nil
        }
    }

    /// Whether the value is `.auto`.
    @inlinable
    public var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }

    /// Whether the value is a percentage.
    @inlinable
    public var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }

    /// Whether the value is `min-content`, `max-content` or `fit-content` (a size from
    /// the content).
    @inlinable
    public var isContentKeyword: Bool {
        switch self {
        case .maxContent, .minContent, .fitContent: return true
        default: return false
        }
    }

    /// Whether the value is one of the intrinsic keywords (max-content, min-content,
    /// fit-content, stretch).
    @inlinable
    public var isIntrinsicKeyword: Bool {
        switch self {
        case .maxContent, .minContent, .fitContent, .stretch: return true
        default: return false
        }
    }
}

extension LayoutDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A point value from a literal, so `style.width = 100` reads naturally.
    public init(floatLiteral value: Double) { self = .points(value) }

    /// A point value from an integer literal.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}
