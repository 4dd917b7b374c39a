#if os(Linux)
import Foundation

/// A scroll view: records offsets, sizes, insets, scrolling and zoom settings as set.
/// Setting `scrollIndicatorInsets` sets both the vertical and horizontal indicator insets;
/// reading it returns the vertical ones.
@MainActor
open class UIScrollView: UIView {
    /// UIKit's scroll indicators: private subviews along the trailing and bottom edges.
    override func standInAddPrivateParts() {
        addSubview(_UIScrollViewScrollIndicator(frame: CGRect(x: bounds.width - 3, y: 0, width: 3, height: bounds.height)))
        addSubview(_UIScrollViewScrollIndicator(frame: CGRect(x: 0, y: bounds.height - 3, width: bounds.width, height: 3)))
    }

    /// The scroll indicators' look (Apple's raw values).
    public enum IndicatorStyle: Int, @unchecked Sendable {
        case `default` = 0
        case black = 1
        case white = 2
    }

    /// How dragging dismisses the keyboard (Apple's raw values).
    public enum KeyboardDismissMode: Int, @unchecked Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
    }

    /// How safe-area insets add to the content inset (Apple's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    /// A deceleration rate: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open var contentOffset: CGPoint = .zero

    open var contentSize: CGSize = .zero

    open var contentInset: UIEdgeInsets = .zero

    open var isScrollEnabled: Bool = true

    open var isPagingEnabled: Bool = false

    open var bounces: Bool = true

    open var alwaysBounceVertical: Bool = false

    open var alwaysBounceHorizontal: Bool = false

    open var showsVerticalScrollIndicator: Bool = true

    open var showsHorizontalScrollIndicator: Bool = true

    open var indicatorStyle: UIScrollView.IndicatorStyle = .default

    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    open var minimumZoomScale: CGFloat = 1

    open var maximumZoomScale: CGFloat = 1

    open var zoomScale: CGFloat = 1

    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

    open var isDirectionalLockEnabled: Bool = false

    open var decelerationRate: UIScrollView.DecelerationRate = .normal
}

/// A scroll indicator (private to UIKit).
final class _UIScrollViewScrollIndicator: UIView {}
#endif
