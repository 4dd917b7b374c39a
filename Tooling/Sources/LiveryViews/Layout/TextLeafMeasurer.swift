import Livery
import LiveryValues

extension TextLeafMeasurer {
    /// The element's `numberOfLines` (0 for a text view, which has no limit; 1 when unset).
    static func maximumLines(of node: ViewNode, in context: ValueContext) -> Int {
        if node.isKind(of: "UITextView") { return 0 }
        guard node.isKind(of: "UILabel"), case .number(let lines)? = node.resolvedValue("numberOfLines", in: context),
              lines.isFinite, lines >= 0 else { return 1 }
        return Int(min(lines, 10_000))
    }
}
