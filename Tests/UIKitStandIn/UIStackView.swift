#if os(Linux)
import Foundation

/// A layout constraint (only its nested `Axis` is declared).
@MainActor open class NSLayoutConstraint: NSObject {
    /// A layout direction (Apple's raw values).
    public enum Axis: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// A stack view: records its arranged subviews (each also a subview, as in UIKit), axis,
/// distribution, alignment, spacing and arrangement flags. It lays nothing out.
@MainActor open class UIStackView: UIView {
    /// How arranged views share the stack's length (Apple's raw values).
    public enum Distribution: Int, @unchecked Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// How arranged views are placed across the stack's axis (Apple's raw values).
    public enum Alignment: Int, @unchecked Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// `leading`, for horizontal stacks.
        public static var top: UIStackView.Alignment { .leading }

        /// `trailing`, for horizontal stacks.
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    /// A stack of these views, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public private(set) var arrangedSubviews: [UIView] = []

    /// Appends the view to `arrangedSubviews` (moving it to the end if it was there) and adds
    /// it as a subview.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        if view.superview !== self { addSubview(view) }
    }

    /// Removes the view from `arrangedSubviews`; like UIKit, it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open var axis: NSLayoutConstraint.Axis = .horizontal

    open var distribution: UIStackView.Distribution = .fill

    open var alignment: UIStackView.Alignment = .fill

    open var spacing: CGFloat = 0

    open var isBaselineRelativeArrangement: Bool = false

    open var isLayoutMarginsRelativeArrangement: Bool = false
}
#endif
