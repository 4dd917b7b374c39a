#if os(Linux)
import Foundation

/// A page control: records page count and tints; `currentPage` is pinned to the valid pages
/// as UIKit pins it.
@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages: Int = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = pinned(currentPage)
        }
    }

    open var currentPage: Int = 0 {
        didSet {
            let value = pinned(currentPage)
            if value != currentPage { currentPage = value }
        }
    }

    open var hidesForSinglePage: Bool = false

    open var pageIndicatorTintColor: UIColor?

    open var currentPageIndicatorTintColor: UIColor?

    private func pinned(_ page: Int) -> Int {
        min(max(0, page), max(0, numberOfPages - 1))
    }
}
#endif
