import LiveryLayout
import LiveryValues

/// Measures an element that shows text: the text's size, at most `maximumLines` lines tall
/// (as `UILabel`'s `numberOfLines`: labels, buttons and text fields default to one line,
/// text views have no limit). Sizes are in points.
struct TextLeafMeasurer: Sendable {
    var text: TextMeasurer
    /// The line limit; 0 means none.
    var maximumLines: Int

    /// The text box for a width constraint (see `TextMeasurer.size(width:mode:)`), its
    /// height capped at `maximumLines` lines.
    func size(width: Double?, mode: MeasureMode) -> LayoutSize {
        let size = text.size(width: width, mode: mode)
        guard maximumLines > 0 else { return size }
        return LayoutSize(width: size.width, height: min(size.height, Double(maximumLines) * text.lineHeight))
    }

    /// The element's `numberOfLines` (0 for a text view, which has no limit; 1 when unset).
    static func maximumLines(of node: ViewNode, in context: ValueContext) -> Int {
        if node.isKind(of: "UITextView") { return 0 }
        guard node.isKind(of: "UILabel"), case .number(let lines)? = node.resolvedValue("numberOfLines", in: context),
              lines.isFinite, lines >= 0 else { return 1 }
        return Int(min(lines, 10_000))
    }
}
