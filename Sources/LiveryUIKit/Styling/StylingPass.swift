#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A styling pass whose runner knows the styler it is for (a tree a `UIKitLayoutBackend`
/// built: a shown layout's `Styler`, or none in `StyledViews`), and what it has found out
/// about the view tree, which a pass does not change. Without one, every element looks its
/// styler and its layout container up among its ancestors, which costs the depth of the
/// tree for each element: 10,000 levels took 40 s.
@MainActor
final class StylingPass {
    /// The pass running now, if its runner said which styler it is for.
    private(set) static var current: StylingPass?

    /// The styler of the pass (`nil`: a tree no styler styles).
    private(set) weak var styler: Styler?
    /// The layout container of each view met, by its identity.
    private var containers: [ObjectIdentifier: UIView?] = [:]
    /// The nearest view in a window at or above each element met, by its identity.
    private var shownViews: [ObjectIdentifier: UIView?] = [:]

    private init(styler: Styler?) {
        self.styler = styler
    }

    /// Runs `body` as a pass for `styler`.
    static func run(styler: Styler?, _ body: () -> Void) {
        let outer = current
        current = StylingPass(styler: styler)
        defer { current = outer }
        body()
    }

    /// The view of the nearest ancestor of `element` that is in a window (where a view
    /// styled before it is shown, such as a prototype cell's, will be shown), remembered for
    /// every element on the way.
    func shownView(above element: UIKitElement) -> UIView? {
        var path: [UIKitElement] = []
        var current = element.styleParent
        var found: UIView?
        while let ancestor = current {
            if let known = shownViews[ObjectIdentifier(ancestor)] {
                found = known
                break
            }
            if let view = ancestor.view ?? (ancestor.object as? UIViewController)?.viewIfLoaded, view.window != nil {
                found = view
                break
            }
            path.append(ancestor)
            current = ancestor.styleParent
        }
        for passed in path { shownViews[ObjectIdentifier(passed)] = .some(found) }
        return found
    }

    /// The nearest view from `view` up that runs Livery's layout over it (see
    /// `UIKitElement.layoutContainer`), remembered for every view on the way.
    func layoutContainer(of view: UIView, isContainer: (UIView) -> Bool) -> UIView? {
        var path: [UIView] = []
        var current: UIView? = view
        var found: UIView?
        while let candidate = current {
            if let known = containers[ObjectIdentifier(candidate)] {
                found = known
                break
            }
            if isContainer(candidate) {
                found = candidate
                break
            }
            path.append(candidate)
            current = candidate.superview
        }
        for passed in path { containers[ObjectIdentifier(passed)] = .some(found) }
        return found
    }
}
#endif
