/// Measures a run of text by giving every character a fixed advance and breaking lines
/// at spaces, the way a browser wraps text (greedy, trailing spaces hang).
///
/// Text is split at white space into words (runs of white space count as one space, as
/// in CSS `white-space: normal`). A word wider than the line overflows on its own line.
/// Widths and heights are in points. Presets: `approximate(text:fontSize:)` for a
/// proportional UI font and `squareGlyphs(text:fontSize:)` for a test font whose every
/// glyph is a 1em square (exact against browsers using such a font).
public struct TextMeasurer: Sendable {
    /// Advance widths of the words, in points.
    public let wordWidths: [Double]
    /// Advance of the space between words (points).
    public let spaceWidth: Double
    /// Height of one line (points).
    public let lineHeight: Double
    /// Distance from the top of a line to its baseline (points).
    public let ascent: Double

    /// A measurer from explicit metrics: `advance` gives a character's width in points.
    public init(
        text: String, spaceWidth: Double, lineHeight: Double, ascent: Double,
        advance: (Character) -> Double
    ) {
        var widths: [Double] = []
        var current = 0.0
        var inWord = false
        for character in text {
            if character.isWhitespace {
                if inWord { widths.append(current) }
                current = 0
                inWord = false
            } else {
                current += advance(character)
                inWord = true
            }
        }
        if inWord { widths.append(current) }
        wordWidths = widths
        self.spaceWidth = spaceWidth
        self.lineHeight = lineHeight
        self.ascent = ascent
    }

    /// A measurer where every glyph, space included, is a `fontSize` square and lines are
    /// `fontSize` tall with the baseline at 0.8 em (the metrics of the usual CSS test font).
    public static func squareGlyphs(text: String, fontSize: Double) -> TextMeasurer {
        TextMeasurer(
            text: text, spaceWidth: fontSize, lineHeight: fontSize, ascent: fontSize * 0.8,
            advance: { _ in fontSize })
    }

    /// An approximation for proportional sans-serif fonts: average advances per character
    /// class (narrow punctuation and `i l`, wide `m w`, capitals, digits) × `fontSize`,
    /// lines `lineHeightFactor` × `fontSize` tall (1.2 by default, the usual "normal").
    /// The line height of text that sets none, as a multiple of its font size: 1.2, the
    /// usual "normal".
    public static let normalLineHeightFactor = 1.2

    public static func approximate(text: String, fontSize: Double, lineHeightFactor: Double = normalLineHeightFactor) -> TextMeasurer {
        let lineHeight = fontSize * lineHeightFactor
        return TextMeasurer(
            text: text, spaceWidth: fontSize * 0.28, lineHeight: lineHeight,
            ascent: (lineHeight - fontSize) / 2 + fontSize * 0.8,
            advance: { fontSize * approximateAdvanceRatio($0) })
    }

    /// The widest word (points): the min-content width.
    public var minContentWidth: Double { wordWidths.max() ?? 0 }

    /// All words on one line (points): the max-content width.
    public var maxContentWidth: Double {
        wordWidths.reduce(0, +) + spaceWidth * Double(max(0, wordWidths.count - 1))
    }

    /// The number of lines when wrapping within `width` points.
    public func lineCount(width: Double) -> Int {
        guard !wordWidths.isEmpty else { return 0 }
        var lines = 1
        var used = -1.0
        for word in wordWidths {
            if used < 0 {
                used = word
            } else if used + spaceWidth + word <= width + 1e-9 {
                used += spaceWidth + word
            } else {
                lines += 1
                used = word
            }
        }
        return lines
    }

    /// The size of the text box (points) for a width constraint, as a block of text would
    /// size: exactly the given width, fit-content for `.atMost`, max-content otherwise.
    public func size(width: Double?, mode: MeasureMode) -> LayoutSize {
        let boxWidth: Double
        switch (mode, width) {
        case (.exactly, let w?): boxWidth = w
        case (.atMost, let w?): boxWidth = min(maxContentWidth, max(minContentWidth, w))
        default: boxWidth = maxContentWidth
        }
        return LayoutSize(width: boxWidth, height: Double(lineCount(width: boxWidth)) * lineHeight)
    }

    /// A measure function for a `LayoutNode` showing this text.
    public var measureFunction: MeasureFunction {
        { width, widthMode, _, _ in self.size(width: width, mode: widthMode) }
    }

    /// A baseline function for a `LayoutNode` showing this text (the first line's).
    public var baselineFunction: BaselineFunction {
        { _, _ in self.ascent }
    }
}

/// Average advance of a character as a fraction of the font size, for `approximate`.
private func approximateAdvanceRatio(_ character: Character) -> Double {
    switch character {
    case "i", "l", "j", "I", "!", "|", ".", ",", ":", ";", "'": return 0.25
    case "f", "t", "r", "(", ")", "[", "]", "-", "\"": return 0.35
    case "m", "w", "M", "W", "@", "%": return 0.85
    case "0"..."9": return 0.56
    case "A"..."Z": return 0.66
    default: return 0.52
    }
}

extension LayoutNode {
    /// Makes this node a text leaf measured by `measurer` (sets `measure` and `baseline`).
    public func setText(_ measurer: TextMeasurer) {
        measure = measurer.measureFunction
        baseline = measurer.baselineFunction
    }
}
