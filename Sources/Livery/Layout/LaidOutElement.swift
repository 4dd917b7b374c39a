import LiveryCore
import LiveryLayout
import LiveryValues

/// An element the front door can lay out: a styled element whose backend says which
/// children take part in layout, how a leaf measures its content, and where a frame goes.
/// The headless `ViewNode` and UIKit views are laid out by the same `ElementTreeLayout`.
public protocol LaidOutElement: StylableElement {
    /// The children laid out inside this element, in order.
    var layoutChildren: [Self] { get }
    /// Whether the element is a view controller (its view fills its container).
    var isViewControllerElement: Bool { get }
    /// How a leaf measures its content in `context` (its text, an image, a control's
    /// natural size); `nil` when the element has no content size of its own.
    func contentMeasurer(in context: ValueContext) -> ContentMeasurer?
    /// Receives the element's frame in its parent's coordinates, in points.
    func setLayoutFrame(_ frame: Frame)
}

/// A leaf's content size for the width flexbox offers.
public struct ContentMeasurer: Sendable {
    /// The text shown, when the content is text (its first baseline aligns items).
    public var text: TextMeasurer?
    /// The content size for an available width (`nil`: unbounded) and how that width binds.
    public var size: @Sendable (_ width: Double?, _ mode: MeasureMode) -> LayoutSize

    public init(text: TextMeasurer? = nil, size: @escaping @Sendable (_ width: Double?, _ mode: MeasureMode) -> LayoutSize) {
        self.text = text
        self.size = size
    }
}

extension StylableElement {
    /// The winning computed declaration of a top-level property (no key path), by
    /// canonical name.
    public func computedValue(_ name: String, parameters: [String] = []) -> MatchedDeclaration? {
        computedStyle?.values[PropertyKey(name: name, parameters: parameters)]
    }

    /// The typed value of a property, resolved in `context`; `nil` when unset, kept
    /// (`current`) or untyped.
    public func resolvedValue(_ name: String, parameters: [String] = [], in context: ValueContext) -> TypedValue? {
        guard let matched = computedValue(name, parameters: parameters), !matched.declaration.keepsCurrentValue else { return nil }
        return matched.typedValue?.resolved(in: context)
    }
}
