#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Testing

/// What the backend reads from UIKit's view hierarchy as it changes — a view's window and
/// its inherited traits — at a depth where a walk to the root per read would show. On Linux
/// this checks that the stand-in keeps them as UIKit does; in Xcode, UIKit itself.
@MainActor
struct ViewHierarchyTests {
    /// A chain of `depth` views, outermost first.
    static func chain(_ depth: Int) -> [UIView] {
        let views = (0..<depth).map { _ in UIView(frame: .zero) }
        for (parent, child) in zip(views, views.dropFirst()) { parent.addSubview(child) }
        return views
    }

    @Test func everyViewOfAMovedSubtreeKnowsItsNewWindow() throws {
        let views = Self.chain(300)
        let deepest = try #require(views.last)
        #expect(deepest.window == nil)
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        first.addSubview(views[0])
        #expect(views.allSatisfy { $0.window === first })
        second.addSubview(views[150])
        #expect(views[..<150].allSatisfy { $0.window === first })
        #expect(views[150...].allSatisfy { $0.window === second })
        // A view added under the moved part joins its window.
        let late = UIView(frame: .zero)
        deepest.addSubview(late)
        #expect(late.window === second)
        views[150].removeFromSuperview()
        #expect(views[150...].allSatisfy { $0.window == nil })
        #expect(late.window == nil)
    }

    @Test func deepViewsFollowAnOverriddenStyleAfterTheyWereRead() throws {
        let views = Self.chain(300)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(views[0])
        window.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        let deepest = try #require(views.last)
        #expect(deepest.traitCollection.userInterfaceStyle == .light)
        views[100].overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(views[99].traitCollection.userInterfaceStyle == .light)
        #expect(deepest.traitCollection.userInterfaceStyle == .dark)
        // Moved out from under the override, the subtree takes the window's style again.
        window.addSubview(views[200])
        window.layoutIfNeeded()
        #expect(deepest.traitCollection.userInterfaceStyle == .light)
        #expect(views[199].traitCollection.userInterfaceStyle == .dark)
    }
}
#endif
