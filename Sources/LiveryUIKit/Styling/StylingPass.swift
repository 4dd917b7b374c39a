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
    /// styled before it is shown, such as a prototype cell's, will be shown).
    func shownView(above element: UIKitElement) -> UIView? {
        Self.walk(from: element.styleParent, next: \.styleParent, memo: &shownViews) { ancestor in
            let view = ancestor.view ?? (ancestor.object as? UIViewController)?.viewIfLoaded
            return view?.window != nil ? view : nil
        }
    }

    /// The nearest view from `view` up that runs Livery's layout over it (see
    /// `UIKitElement.layoutContainer`).
    func layoutContainer(of view: UIView, isContainer: (UIView) -> Bool) -> UIView? {
        Self.walk(from: view, next: \.superview, memo: &containers) { isContainer($0) ? $0 : nil }
    }

    /// The first view `answer` gives on the way from `start` along `next`, remembered in
    /// `memo` for every node passed, so that the next walk from below stops there.
    private static func walk<Node: AnyObject>(from start: Node?, next: (Node) -> Node?, memo: inout [ObjectIdentifier: UIView?],
                                              answer: (Node) -> UIView?) -> UIView? {
        var path: [Node] = []
        var current = start
        var found: UIView?
        while let node = current {
            if let known = memo[ObjectIdentifier(node)] {
                found = known
                break
            }
            if let view = answer(node) {
                found = view
                break
            }
            path.append(node)
            current = next(node)
        }
        for passed in path { memo[ObjectIdentifier(passed)] = .some(found) }
        return found
    }
}
#endif
