import LiveryCore
import LiveryLayout
import LiveryValues

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

extension StylableElement {
    /// Measures `text` as this element shows it with the approximate measurer: its font size
    /// and line height from its computed style (UIKit's defaults when unset), at most its
    /// line limit. The headless tree measures every text leaf this way, and a UIKit layout
    /// view does when it measures as the preview does, so both give the same frames.
    public func approximateTextMeasurer(for text: String, in context: ValueContext) -> ContentMeasurer {
        let size = approximateFontSize(in: context)
        let measurer = TextMeasurer.approximate(text: text, fontSize: size,
                                                lineHeightFactor: approximateLineHeightFactor(in: context))
        return TextLeafMeasurer(text: measurer, maximumLines: approximateMaximumLines(in: context)).contentMeasurer
    }

    /// Whether the element is of the catalog class `name` (canonical, `UILabel`) or a subclass.
    func isOfClass(_ name: String) -> Bool {
        styleTypeChain.includes(lowercased: name.lowercased())
    }

    /// The font size the element's text uses, in points: its `font` (a button's title
    /// label's), else UIKit's default (15 for a button's title, 17 otherwise).
    public func approximateFontSize(in context: ValueContext) -> Double {
        if case .font(let font)? = resolvedValue("font", in: context) { return font.pointSize(in: context) }
        if let nested = computedStyle?.values[PropertyKey(keyPath: ["titleLabel"], name: "font")],
           case .font(let font)? = nested.typedValue?.resolved(in: context) {
            return font.pointSize(in: context)
        }
        return isOfClass("UIButton") ? FontValue.defaultButtonTitleSize : FontValue.defaultSize
    }

    /// The distance between the text's lines as a multiple of its font size: the computed
    /// `lineHeight` (points, or a percentage of the font size; a button's title label's),
    /// else `TextMeasurer.normalLineHeightFactor`, which 0 (`line-height: normal`) also means.
    public func approximateLineHeightFactor(in context: ValueContext) -> Double {
        let size = approximateFontSize(in: context)
        let keyPath = isOfClass("UIButton") ? ["titleLabel"] : []
        guard size > 0, let value = computedStyle?.values[PropertyKey(keyPath: keyPath, name: "lineHeight")]?.typedValue else {
            return TextMeasurer.normalLineHeightFactor
        }
        let points: Double?
        switch value {
        case .number(let number): points = number
        case .length(let length): points = length.points(in: context, basis: size)
        default: points = nil
        }
        guard let points, points.isFinite, points > 0 else { return TextMeasurer.normalLineHeightFactor }
        return points / size
    }

    /// The element's `numberOfLines` (0 for a text view, which has no limit; 1 when unset or
    /// for anything but a label).
    public func approximateMaximumLines(in context: ValueContext) -> Int {
        if isOfClass("UITextView") { return 0 }
        guard isOfClass("UILabel"), case .number(let lines)? = resolvedValue("numberOfLines", in: context),
              lines.isFinite, lines >= 0 else { return 1 }
        return Int(min(lines, 10_000))
    }
}
