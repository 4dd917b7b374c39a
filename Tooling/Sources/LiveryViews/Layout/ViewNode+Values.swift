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
    /// root (whose parent is the window) it is the window's bounds at the origin. Pass the
    /// same `origins` for every element of one output, so each origin is added up once.
    public func windowBoundsInParent(windowSize: (width: Double, height: Double),
                                     origins: WindowOrigins = WindowOrigins()) -> Frame {
        let origin = origins.originOfParent(of: self)
        return Frame(x: -origin.x, y: -origin.y, width: windowSize.width, height: windowSize.height)
    }
}

/// The origins in the window of the elements one output reads, after layout: an element's
/// is its parent's plus its frame's origin. Each is added up once and kept, so an output
/// that reads every element of a tree costs its size, not size × depth. Keep one for one
/// output of one layout: a later layout pass moves the frames.
public final class WindowOrigins {
    private var origins = TreeFold<ViewNode, (x: Double, y: Double)>(aboveRoot: (0, 0), parent: { $0.parent }) { above, node in
        (above.x + (node.frame?.x ?? 0), above.y + (node.frame?.y ?? 0))
    }

    public init() {}

    /// The origin in the window of `node`'s parent (zero for the root).
    public func originOfParent(of node: ViewNode) -> (x: Double, y: Double) {
        node.parent.map(origin(of:)) ?? (0, 0)
    }

    /// The origin in the window of `node`.
    public func origin(of node: ViewNode) -> (x: Double, y: Double) {
        origins.value(of: node)
    }
}
