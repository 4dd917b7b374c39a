#if os(Linux)
import Foundation

/// A progress bar: records its style, tints and images; `progress` is kept within 0...1 as
/// UIKit keeps it.
@MainActor
open class UIProgressView: UIView {
    /// The looks of a progress view (Apple's raw values).
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case bar = 1
    }

    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open var progressViewStyle: UIProgressView.Style = .default

    open var progress: Float = 0 {
        didSet {
            let pinned = min(max(progress, 0), 1)
            if pinned != progress { progress = pinned }
        }
    }

    open var progressTintColor: UIColor?

    open var trackTintColor: UIColor?

    open var progressImage: UIImage?

    open var trackImage: UIImage?

    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
#endif
