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

/// UIKit views in Livery's layout pass: subviews are flex items, leaves measure themselves
/// with UIKit (`sizeThatFits(_:)`, so text is measured for real); a transformed view is
/// placed through `bounds` and `center`, which stay right under a transform.
extension UIKitElement: @preconcurrency LaidOutElement {
    /// The views laid out inside this one: its subviews (a prototype cell's content).
    public var layoutChildren: [UIKitElement] {
        // A prototype cell lays its content out as its own children (the prototype's
        // layout properties are the cell's; its views live in the content view).
        if let content = PrototypeCells.contentView(of: object) {
            return ElementRegistry.shared.element(for: content).layoutChildren
        }
        let children = styleChildren.filter { $0.object is UIView || $0.object is UIViewController }
        // A table, collection or stack view places the cells and arranged views UIKit gives
        // it; what a layout document put in it is laid out as anywhere else.
        if ElementHierarchy.subviewKind(of: self) == .cells || object is UIStackView {
            return children.filter(\.isFromLayout)
        }
        return children
    }

    /// Whether the object is a view controller (its view fills its container).
    public var isViewControllerElement: Bool { object is UIViewController }

    /// How a leaf measures its content: `sizeThatFits(_:)`, or the approximate text
    /// measurer when its layout view asks for it.
    public func contentMeasurer(in context: ValueContext) -> ContentMeasurer? {
        guard let view else { return nil }
        if let measurement = layoutView?.textMeasurement, measurement == .approximate {
            return ApproximateText.measurer(for: view, in: context)
        }
        let intrinsic = view.intrinsicContentSize
        guard intrinsic.width >= 0 || intrinsic.height >= 0 else { return nil }
        return ContentMeasurer { width, mode in
            MainActor.assumeIsolated {
                let offered = CGSize(width: width.map { CGFloat($0) } ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
                let fitting = view.sizeThatFits(offered)
                var measured = LayoutSize(width: Double(fitting.width), height: Double(fitting.height))
                if let width, mode == .exactly { measured.width = width }
                if let width, mode == .atMost { measured.width = min(measured.width, width) }
                return measured
            }
        }
    }

    /// Sets the view's frame (bounds and center under a transform), in points.
    public func setLayoutFrame(_ frame: Frame) {
        layoutFrame = frame
        guard let view, !isLayoutRoot else { return }
        var origin = (x: frame.x, y: frame.y)
        // A controller takes no coordinate space of its own: its view sits where it is.
        if let controller = styleParent, controller.object is UIViewController, let box = controller.layoutFrame {
            origin = (origin.x + box.x, origin.y + box.y)
        }
        if view.transform.isIdentity {
            view.frame = CGRect(x: origin.x, y: origin.y, width: frame.width, height: frame.height)
        } else {
            // Under a transform the frame is undefined: place the untransformed box.
            view.bounds = CGRect(x: view.bounds.origin.x, y: view.bounds.origin.y, width: frame.width, height: frame.height)
            view.center = CGPoint(x: origin.x + frame.width / 2, y: origin.y + frame.height / 2)
        }
    }

    /// Lays out the element's subtree in `size` as the root of the pass (a layout view's or a
    /// prototype cell's content): its own frame stays as UIKit set it.
    func layOutContent(in size: CGSize, insets: UIEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) {
        // Only during its own pass: an outer layout still places a nested layout view.
        isLayoutRoot = true
        defer { isLayoutRoot = false }
        var environment = effectiveStyler?.manager.environment ?? StyleEnvironment()
        if let traits = view?.traitCollection, traits.displayScale > 0 { environment.scale = Double(traits.displayScale) }
        ElementTreeLayout<UIKitElement>(environment: environment)
            .layout(self, width: Double(size.width), height: Double(size.height), rootSizeIsFixed: true,
                    contentInsets: (Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)))
    }

    /// The Livery layout view this element is laid out by, if any.
    var layoutView: LiveryLayoutView? {
        nearestView { $0 is LiveryLayoutView } as? LiveryLayoutView
    }

    /// The nearest view that runs Livery's layout over this element: a layout view or a
    /// prototype cell.
    var layoutContainer: UIView? {
        nearestView(where: Self.runsLayout)
    }

    /// Whether `view` runs Livery's layout over its subtree: a layout view or a prototype cell.
    static func runsLayout(_ view: UIView) -> Bool {
        view is LiveryLayoutView || PrototypeCells.contentView(of: view) != nil
    }

    /// The element's view or its nearest superview that `test` accepts.
    private func nearestView(where test: (UIView) -> Bool) -> UIView? {
        var current = view
        while let candidate = current {
            if test(candidate) { return candidate }
            current = candidate.superview
        }
        return nil
    }
}

/// The approximate text measurer of the headless tree and the preview, for views that show
/// text: a layout that should match `livery style` and `livery render` exactly (tests,
/// snapshots) measures with it instead of UIKit. The text is what the view shows; font size,
/// line height and line limit come from the element's computed style, exactly as the
/// headless tree reads them (`StylableElement.approximateTextMeasurer(for:in:)`).
@MainActor
enum ApproximateText {
    static func measurer(for view: UIView, in context: ValueContext) -> ContentMeasurer? {
        let text: String?
        switch view {
        case let label as UILabel: text = label.text
        case let button as UIButton: text = button.title(for: .normal)
        case let field as UITextField: text = (field.text?.isEmpty ?? true) ? field.placeholder : field.text
        case let textView as UITextView: text = textView.text
        default: return nil
        }
        guard let text, !text.isEmpty else { return nil }
        return ElementRegistry.shared.element(for: view).approximateTextMeasurer(for: text, in: context)
    }
}
#endif
