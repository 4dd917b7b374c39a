import LiveryLayout

/// Measures an element that shows text: the text's size, at most `maximumLines` lines tall
/// (as `UILabel`'s `numberOfLines`: labels, buttons and text fields default to one line,
/// text views have no limit). Sizes are in points. The headless tree measures every text
/// leaf with it; a UIKit layout view does when asked to measure as the preview does.
public struct TextLeafMeasurer: Sendable {
    public var text: TextMeasurer
    /// The line limit; 0 means none.
    public var maximumLines: Int

    public init(text: TextMeasurer, maximumLines: Int) {
        self.text = text
        self.maximumLines = maximumLines
    }

    /// The text box for a width constraint (see `TextMeasurer.size(width:mode:)`), its
    /// height capped at `maximumLines` lines.
    public func size(width: Double?, mode: MeasureMode) -> LayoutSize {
        let size = text.size(width: width, mode: mode)
        guard maximumLines > 0 else { return size }
        return LayoutSize(width: size.width, height: min(size.height, Double(maximumLines) * text.lineHeight))
    }

    /// The measurer as a leaf's content measurer.
    public var contentMeasurer: ContentMeasurer {
        ContentMeasurer(text: text) { width, mode in size(width: width, mode: mode) }
    }
}
