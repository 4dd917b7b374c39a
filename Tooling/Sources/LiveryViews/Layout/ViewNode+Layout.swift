import Livery
import LiveryCore
import LiveryLayout
import LiveryValues

/// The headless tree's layout: the front door's layout pass over `ViewNode`s, text measured
/// with the approximate measurer (see `docs/layout.md`).
public typealias ViewTreeLayout = ElementTreeLayout<ViewNode>

extension ViewNode: LaidOutElement {
    public var layoutChildren: [ViewNode] { children }
    public var isViewControllerElement: Bool { isViewController }

    /// A leaf that shows text measures it, up to its line limit.
    public func contentMeasurer(in context: ValueContext) -> ContentMeasurer? {
        guard let text = displayedText(in: context), !text.isEmpty else { return nil }
        return approximateTextMeasurer(for: text, in: context)
    }

    public func setLayoutFrame(_ frame: Frame) {
        self.frame = frame
    }
}
