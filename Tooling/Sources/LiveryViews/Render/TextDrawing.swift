import LiveryValues

/// Text an element draws: lines already broken, font, color and placement.
///
/// Lines are stacked `lineHeight` apart (as the layout measured them: 1.2 × the font size by default),
/// the block centred vertically in `box` (top-aligned for text views) and each line aligned
/// horizontally in it. Text is clipped to `box`. Lengths are in points, in the element's
/// own coordinates.
public struct TextDrawing: Hashable, Sendable {
    /// Horizontal alignment of each line in the box.
    public enum Alignment: String, Hashable, Sendable {
        case left, center, right
    }

    public var lines: [String]
    /// The font family as written (`Avenir-Heavy`), `nil` for the system font.
    public var family: String?
    /// Font size in points.
    public var size: Double
    /// CSS weight 100…900.
    public var weight: Int
    public var italic: Bool
    public var color: Color
    public var alignment: Alignment
    /// Whether the block sits at the top of the box instead of its middle.
    public var alignsTop: Bool
    /// Where the text goes: the bounds minus padding, in points.
    public var box: Frame

    public init(lines: [String], family: String? = nil, size: Double, weight: Int = 400, italic: Bool = false,
                color: Color, alignment: Alignment = .left, alignsTop: Bool = false, box: Frame) {
        self.lines = lines
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.color = color
        self.alignment = alignment
        self.alignsTop = alignsTop
        self.box = box
    }

    /// Distance between baselines as a multiple of `size` (the element's `lineHeight`; 1.2,
    /// the usual "normal", without one).
    public var lineHeightFactor = 1.2

    /// Distance between baselines, in points.
    public var lineHeight: Double { size * lineHeightFactor }

    /// The top of the first line, in points from the element's top.
    public var blockTop: Double {
        let height = Double(lines.count) * lineHeight
        return alignsTop ? box.y : box.y + (box.height - height) / 2
    }

    /// The baseline of line `index`, in points from the element's top: the line's half
    /// leading plus the ascent of a typical UI sans-serif (Helvetica/Arial metrics:
    /// ascent 0.905 em, descent 0.212 em), where a browser puts it for `line-height: 1.2`.
    public func baseline(ofLine index: Int) -> Double {
        blockTop + Double(index) * lineHeight + (lineHeight - 1.117 * size) / 2 + 0.905 * size
    }
}
