#if os(Linux)
import Foundation

/// A pull-to-refresh control: records its attributed title (its tint is `UIView.tintColor`).
@MainActor
open class UIRefreshControl: UIControl {
    open var attributedTitle: NSAttributedString?
}
#endif
