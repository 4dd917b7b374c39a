/// A font as written: family (or the system font), size, weight, style and Dynamic Type
/// scaling. Sizes are resolved at styling time (see `resolved(in:)`).
public struct FontValue: Hashable, Sendable {
    /// The family or font name as written (`HelveticaNeue-Medium`, `Times New Roman`);
    /// `nil` for the system font.
    public var family: String?
    /// The size as written; `nil` takes the text style's size, or 17 points.
    public var size: Length?
    /// The weight; `nil` means the font's own (regular for the system font).
    public var weight: FontWeight?
    public var italic: Bool
    /// A Dynamic Type text style: the size scales like that style's.
    public var textStyle: TextStyle?
    /// The largest size Dynamic Type may scale to, in points (`body(10)`).
    public var maximumSize: Double?
    /// `scaled`: the size scales with Dynamic Type like the body style.
    public var isScaled: Bool
    /// Points added after scaling (`bigger(@f, 2)` adds 2, `smaller` subtracts).
    public var sizeAdjustment: Double
    /// Where to download the font from (`url(https://…) 14`).
    public var url: String?

    /// The size used when neither a size nor a text style is given, in points.
    public static let defaultSize: Double = 17

    /// The size of a button's title when no font is set, in points (UIKit's default for
    /// `UIButton` titles).
    public static let defaultButtonTitleSize: Double = 15

    public init(family: String? = nil, size: Length? = nil, weight: FontWeight? = nil, italic: Bool = false,
                textStyle: TextStyle? = nil, maximumSize: Double? = nil, isScaled: Bool = false,
                sizeAdjustment: Double = 0, url: String? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.textStyle = textStyle
        self.maximumSize = maximumSize
        self.isScaled = isScaled
        self.sizeAdjustment = sizeAdjustment
        self.url = url
    }

    /// Whether this is the system font.
    public var isSystem: Bool { family == nil && url == nil }

    /// The weight reported for the font: as given, else the system font's default
    /// (semibold for the `headline` style, regular otherwise); `nil` for named fonts.
    public var effectiveWeight: FontWeight? {
        if let weight { return weight }
        guard isSystem else { return nil }
        return textStyle == .headline ? .semibold : .regular
    }

    /// The size in points in `context`: the written size (or the text style's size, or
    /// 17), scaled by Dynamic Type when a text style or `scaled` is given, plus the
    /// adjustment, capped at `maximumSize`, never negative, at most `ValueBounds.length`.
    public func pointSize(in context: ValueContext) -> Double {
        var points: Double
        if let size {
            points = size.points(in: context, basis: context.percentageBasisValue) ?? Self.defaultSize
            if let textStyle {
                points *= textStyle.size(for: context.contentSize) / textStyle.size(for: .large)
            } else if isScaled {
                points *= context.dynamicTypeScale
            }
        } else if let textStyle {
            points = textStyle.size(for: context.contentSize)
        } else {
            points = Self.defaultSize
            if isScaled { points *= context.dynamicTypeScale }
        }
        points += sizeAdjustment
        if let maximumSize { points = min(points, maximumSize) }
        return max(ValueBounds.clamped(points, ValueBounds.length), 0)
    }

    /// The font with its size in points for `context`.
    public func resolved(in context: ValueContext) -> FontValue {
        var copy = self
        copy.size = .points(pointSize(in: context))
        copy.maximumSize = nil
        copy.isScaled = false
        copy.sizeAdjustment = 0
        return copy
    }

    /// Merges the compound font properties (`font-family`, `font-size`, `font-weight`,
    /// `font-style`, InterfaCSS 2's `font-scaling-style`) into `base` (or the system font):
    /// each given part replaces the base's. A family of `system` selects the system font; a
    /// scaling style scales the size with Dynamic Type like that text style's.
    public static func merge(_ base: FontValue?, family: String? = nil, size: Length? = nil,
                             weight: FontWeight? = nil, italic: Bool? = nil, textStyle: TextStyle? = nil) -> FontValue {
        var font = base ?? FontValue()
        if let family {
            font.family = ValueReader.normalize(family) == "system" ? nil : family
        }
        if let size {
            font.size = size
            font.sizeAdjustment = 0
        }
        if let weight { font.weight = weight }
        if let italic { font.italic = italic }
        if let textStyle { font.textStyle = textStyle }
        return font
    }
}
