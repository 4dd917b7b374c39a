#if os(Linux)
import Foundation

/// A spinner: records its style, color and `hidesWhenStopped`, and whether it is animating
/// (start/stop only flip `isAnimating`; the stand-in does not hide the view).
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner styles (Apple's raw values, including the deprecated ones).
    public enum Style: Int, @unchecked Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    open var style: UIActivityIndicatorView.Style = .medium

    open var color: UIColor!

    open var hidesWhenStopped: Bool = true

    public private(set) var isAnimating: Bool = false

    open func startAnimating() {
        isAnimating = true
    }

    open func stopAnimating() {
        isAnimating = false
    }
}
#endif
