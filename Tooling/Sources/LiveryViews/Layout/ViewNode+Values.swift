import Livery
import LiveryCore
import LiverySyntax
import LiveryValues

extension ViewNode {
    /// The text the element shows: its computed `text` (or button `title`), else the XML's.
    public func displayedText(in context: ValueContext) -> String? {
        let names: [(String, [String])] = isKind(of: "UIButton") ? [("title", ["normal"]), ("title", [])] : [("text", [])]
        for (name, parameters) in names {
            if case .string(let text)? = resolvedValue(name, parameters: parameters, in: context) {
                return text.resolved(in: context)
            }
            if case .attributedText(let text)? = resolvedValue("attributedText", in: context) {
                return text.parts.map { $0.text.resolved(in: context) }.joined()
            }
            if let given = givenValue(name, parameters: parameters) { return given.stringValue }
        }
        if isKind(of: "UITextField"), let placeholder = attribute("placeholder") { return placeholder }
        return nil
    }

    /// The font size the element's text uses, in points: UIKit's default when no font is
    /// set (15 for a button's title, 17 otherwise).
    public func fontSize(in context: ValueContext) -> Double {
        if case .font(let font)? = resolvedValue("font", in: context) { return font.pointSize(in: context) }
        if let nested = computed?.values.first(where: { $0.key.keyPath == ["titleLabel"] && $0.key.name == "font" })?.value,
           case .font(let font)? = nested.typedValue?.resolved(in: context) {
            return font.pointSize(in: context)
        }
        return isKind(of: "UIButton") ? FontValue.defaultButtonTitleSize : FontValue.defaultSize
    }

    /// The line height of text without one: 1.2 × the font size, the usual "normal".
    public static let normalLineHeightFactor = 1.2

    /// The distance between the text's lines as a multiple of its font size: the computed
    /// `lineHeight` (points, or a percentage of the font size; a button's title label's),
    /// else the approximate measurer's 1.2, which 0 (`line-height: normal`) also means.
    public func lineHeightFactor(in context: ValueContext) -> Double {
        let size = fontSize(in: context)
        let keyPath = isKind(of: "UIButton") ? ["titleLabel"] : []
        guard size > 0, let value = computed?.values[PropertyKey(keyPath: keyPath, name: "lineHeight")]?.typedValue else {
            return Self.normalLineHeightFactor
        }
        let points: Double?
        switch value {
        case .number(let number): points = number
        case .length(let length): points = length.points(in: context, basis: size)
        default: points = nil
        }
        guard let points, points.isFinite, points > 0 else { return Self.normalLineHeightFactor }
        return points / size
    }
}


extension ViewNode {
    /// The window's bounds in the coordinate space of this element's parent, after layout,
    /// in points: the window's size at minus the parent's origin in the window. For the
    /// root (whose parent is the window) it is the window's bounds at the origin.
    public func windowBoundsInParent(windowSize: (width: Double, height: Double)) -> Frame {
        var x = 0.0
        var y = 0.0
        var ancestor = parent
        while let current = ancestor {
            x += current.frame?.x ?? 0
            y += current.frame?.y ?? 0
            ancestor = current.parent
        }
        return Frame(x: -x, y: -y, width: windowSize.width, height: windowSize.height)
    }
}
