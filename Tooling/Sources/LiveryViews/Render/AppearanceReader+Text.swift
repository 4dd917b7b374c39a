import Livery
import LiveryCore
import LiveryLayout
import LiveryValues

extension AppearanceReader {
    /// The text the element draws, laid out in its content box; `nil` when it shows none.
    ///
    /// Labels and text views show their text; buttons the title (and title color) of their
    /// current state, falling back to `normal`; text fields their text, else the placeholder
    /// in UIKit's placeholder gray.
    func text(frame: Frame) -> TextDrawing? {
        guard let (string, color) = textAndColor(), !string.isEmpty else { return nil }
        let font = self.font
        let size = font?.pointSize(in: context) ?? node.approximateFontSize(in: context)
        let box = contentBox(frame: frame)
        let isTextView = node.isKind(of: "UITextView")
        // Bounded before it becomes an `Int`, which traps past its range (`numberOfLines: 1e300`).
        let writtenLines = number("numberOfLines") ?? 1
        let maximumLines = isTextView || writtenLines.isNaN ? 0 : Int(min(max(writtenLines, 0), 1_000_000))
        let truncates = !["byWordWrapping", "byCharWrapping", "byClipping"].contains(enumName("lineBreakMode") ?? "")
        let lines = TextLines(fontSize: size).lines(string, width: box.width, maximumLines: maximumLines, truncates: truncates)
        var drawing = TextDrawing(lines: lines, family: font?.family, size: size,
                                  weight: Self.weight(of: font), italic: Self.isItalic(font), color: color,
                                  alignment: alignment, alignsTop: isTextView, box: box)
        drawing.lineHeightFactor = node.approximateLineHeightFactor(in: context)
        return drawing
    }

    /// The string and its color, by element kind.
    func textAndColor() -> (String, Color)? {
        let label = isDark ? Color.white : Color.black
        if node.isKind(of: "UIButton") {
            let states = buttonStates
            let title = states.lazy.compactMap { self.string("title", parameters: $0) }.first
                ?? node.givenValue("title", parameters: ["normal"])?.stringValue
            let color = states.lazy.compactMap { self.color("titleColor", parameters: $0) }.first ?? tintColor
            return title.map { ($0, color) }
        }
        if node.isKind(of: "UITextField") {
            let textColor = color("textColor") ?? label
            if let text = node.displayedText(in: context), !text.isEmpty, text != node.attribute("placeholder") {
                return (text, textColor)
            }
            let placeholder = string("placeholder") ?? attributedString("attributedPlaceholder")
                ?? node.attribute("placeholder") ?? node.givenValue("placeholder")?.stringValue
            let gray = isDark ? Color(red: 235 as UInt8, green: 235, blue: 245, alpha: 76)
                : Color(red: 60 as UInt8, green: 60, blue: 67, alpha: 76)
            return placeholder.map { ($0, gray) }
        }
        guard node.isKind(of: "UILabel") || node.isKind(of: "UITextView") else { return nil }
        return node.displayedText(in: context).map { ($0, color("textColor") ?? label) }
    }

    /// The control states to look values up in, most specific first, ending with `normal`
    /// and no parameter.
    var buttonStates: [[String]] {
        var states: [[String]] = []
        if node.state.contains(.disabled) { states.append(["disabled"]) }
        if node.state.contains(.highlighted) { states.append(["highlighted"]) }
        if node.state.contains(.selected) { states.append(["selected"]) }
        return states + [["normal"], []]
    }

    /// `tintColor` of the element or its nearest ancestor that sets one, else system blue.
    var tintColor: Color {
        var current: ViewNode? = node
        while let element = current {
            let reader = AppearanceReader(node: element, context: context, isDark: isDark)
            if let tint = reader.color("tintColor") { return tint }
            current = element.parent
        }
        return isDark ? Color(rgb: 0x0A84FF) : Color(rgb: 0x007AFF)
    }

    func string(_ name: String, parameters: [String] = []) -> String? {
        if case .string(let text)? = value(name, parameters: parameters) { return text.resolved(in: context) }
        return nil
    }

    func attributedString(_ name: String) -> String? {
        if case .attributedText(let text)? = value(name) { return text.parts.map { $0.text.resolved(in: context) }.joined() }
        return nil
    }

    /// The font: `font` (labels, fields) or `titleLabel.font` (buttons).
    var font: FontValue? {
        for keyPath in [[], ["titleLabel"]] {
            if case .font(let font)? = value("font", keyPath: keyPath) { return font }
        }
        return nil
    }

    /// `textAlignment`, or a button's `contentHorizontalAlignment` (centred by default).
    var alignment: TextDrawing.Alignment {
        let name = node.isKind(of: "UIButton") ? enumName("contentHorizontalAlignment") ?? "center"
            : enumName("textAlignment") ?? "left"
        switch name {
        case "center", "fill": return .center
        case "right", "trailing": return .right
        default: return .left
        }
    }

    /// The element's bounds minus its padding and layout borders, in its own coordinates.
    func contentBox(frame: Frame) -> Frame {
        let style = ComputedLayoutStyle(context: context).style(for: node.computed).style
        let basis = context.parentBounds.width
        func points(_ dimension: LayoutDimension?) -> Double {
            switch dimension {
            case .points(let value)?: value
            case .percent(let value)?: value / 100 * basis
            default: 0
            }
        }
        let left = points(style.padding.start ?? style.padding.left) + points(style.border.start ?? style.border.left)
        let right = points(style.padding.end ?? style.padding.right) + points(style.border.end ?? style.border.right)
        let top = points(style.padding.top) + points(style.border.top)
        let bottom = points(style.padding.bottom) + points(style.border.bottom)
        return Frame(x: left, y: top, width: max(0, frame.width - left - right), height: max(0, frame.height - top - bottom))
    }

    /// The CSS weight (100…900): the font's weight, else one read from a font name
    /// (`HelveticaNeue-Medium` → 500), else 400.
    static func weight(of font: FontValue?) -> Int {
        if let weight = font?.effectiveWeight { return weight.numericValue }
        let name = (font?.family ?? "").lowercased()
        let suffixes: [(String, Int)] = [("ultralight", 100), ("extralight", 100), ("thin", 200), ("light", 300),
                                         ("semibold", 600), ("demibold", 600), ("medium", 500), ("extrabold", 800),
                                         ("heavy", 800), ("black", 900), ("bold", 700)]
        return suffixes.first { name.contains($0.0) }?.1 ?? 400
    }

    /// Whether the font is italic (or its name says so).
    static func isItalic(_ font: FontValue?) -> Bool {
        guard let font else { return false }
        let name = (font.family ?? "").lowercased()
        return font.italic || name.contains("italic") || name.contains("oblique")
    }
}
