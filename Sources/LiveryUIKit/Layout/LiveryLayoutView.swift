#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiveryCore
import LiveryLayout
import LiveryValues

/// A view whose subtree Livery lays out: flexbox and parent-relative frames from the
/// stylesheets, run in `layoutSubviews()` whenever UIKit lays the view out (its size
/// changed, a subview was added, `setNeedsLayout()` was called — Livery calls it after
/// restyling anything inside). Leaves measure themselves with UIKit. Views outside it keep
/// Auto Layout.
open class LiveryLayoutView: UIView {
    /// How leaves that show text are measured.
    public enum TextMeasurement: Sendable {
        /// `sizeThatFits(_:)`: the text as UIKit draws it.
        case uikit
        /// Livery's approximate measurer, as `livery style` and the preview measure.
        case approximate
    }

    /// How text is measured (UIKit by default).
    public var textMeasurement: TextMeasurement = .uikit {
        didSet { setNeedsLayout() }
    }

    /// Whether the layout keeps clear of the safe area (insets the content by
    /// `safeAreaInsets`, as a layout's `useSafeAreaInsets`).
    public var usesSafeAreaInsets = false {
        didSet { setNeedsLayout() }
    }

    /// Whether the layout keeps clear of the layout margins (`layoutMargins`, as a layout's
    /// `useDefaultMargins`).
    public var usesLayoutMargins = false {
        didSet { setNeedsLayout() }
    }

    /// How many layout passes ran (for tests and profiling).
    public private(set) var layoutPassCount = 0

    /// Lays the subtree out with Livery; in a window of a new size, tells the styler and
    /// lays out again what that restyled.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
        if followWindowSize() { layOutContent() }
    }

    /// The size of the window this view was last laid out in.
    private var laidOutWindowSize: CGSize?

    /// A window of a new size (rotation, a resized window) may change what media queries
    /// and the app's pseudo classes select. The styler hears of it after a layout at the
    /// new size, so that pseudo classes reading a view's bounds see its new frame; it
    /// restyles before this returns. Whether the styling environment changed.
    private func followWindowSize() -> Bool {
        guard let window, window.bounds.size != laidOutWindowSize else { return false }
        laidOutWindowSize = window.bounds.size
        return ElementRegistry.shared.existingElement(for: self)?.effectiveStyler?.followWindowSize(of: self) ?? false
    }

    /// A view added here joins the styled tree: it is styled on the next pass.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        let element = ElementRegistry.shared.element(for: self)
        element.effectiveStyler?.invalidate(ElementRegistry.shared.element(for: subview), .structure)
    }

    /// Runs Livery's layout over the subtree now.
    public func layOutContent() {
        var insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if usesSafeAreaInsets { insets = insets.adding(safeAreaInsets) }
        if usesLayoutMargins { insets = insets.adding(layoutMargins) }
        ElementRegistry.shared.element(for: self).layOutContent(in: bounds.size, insets: insets)
        ScrollContent.fit(under: self)
        layoutPassCount += 1
    }
}

extension UIEdgeInsets {
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}

/// Scroll views inside a Livery layout scroll over their laid-out children.
@MainActor
enum ScrollContent {
    static func fit(under root: UIView) {
        var stack = [root]
        while let view = stack.popLast() {
            // A plain scroll view's content (a text view, table or collection view sizes its
            // own, and the scroll indicators are not content).
            if let scrollView = view as? UIScrollView,
               let element = ElementRegistry.shared.existingElement(for: scrollView),
               ElementHierarchy.subviewKind(of: element) == .content {
                var size = CGSize(width: 0, height: 0)
                for child in ElementHierarchy.ownSubviews(of: scrollView, element: element) {
                    size.width = max(size.width, child.frame.maxX)
                    size.height = max(size.height, child.frame.maxY)
                }
                scrollView.contentSize = size
            }
            stack.append(contentsOf: view.subviews)
        }
    }
}
#endif
