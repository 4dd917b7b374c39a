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
