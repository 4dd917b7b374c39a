#if os(iOS) || os(Linux)
#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import UIKitStandIn
#endif
import LiveryCore
import LiveryValues

/// A tree the styler keeps styled, and the registration that tells it about trait changes.
@MainActor
struct StyledRoot {
    weak var view: UIView?
    let registration: (any UITraitChangeRegistration)?
}

extension Styler {
    /// The traits a restyle follows: appearance, Dynamic Type, size classes, display scale.
    static var followedTraits: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitHorizontalSizeClass.self,
         UITraitVerticalSizeClass.self, UITraitDisplayScale.self]
    }

    /// Styles the window's view hierarchy (from its root view controller down) now, and
    /// keeps it styled.
    public func style(_ window: UIWindow) {
        ElementRegistry.shared.element(for: window).styler = self
        // The root view controller's view, whether or not UIKit has put it in the window
        // yet (it may wait until the window is shown).
        if let controller = window.rootViewController, controller.view.superview !== window { style(controller) }
        for view in window.subviews { style(view) }
    }

    /// The window's subviews changed (a new root view controller, a presentation): the new
    /// ones become this styler's trees, styled with their subtrees on the next pass.
    func windowSubviewsDidChange(_ window: UIWindow) {
        for view in window.subviews {
            let root = adopt(view)
            invalidateSubtree(root)
        }
    }

    /// Styles a view controller's view hierarchy (the controller takes part in selectors
    /// as the parent of its root view).
    public func style(_ controller: UIViewController) {
        style(controller.view)
    }

    /// Styles `view` and its subtree now, and keeps them styled.
    public func style(_ view: UIView) {
        let root = adopt(view)
        updateEnvironment(from: view)
        reloading.style(root)
    }

    /// Makes `view`'s tree this styler's: changes through `livery` and trait changes reach
    /// it. Returns the tree's root element (the view's controller when it has one).
    @discardableResult
    func adopt(_ view: UIView) -> UIKitElement {
        let root = ElementHierarchy.rootElement(of: view)
        root.styler = self
        if !roots.contains(where: { $0.view === view }) {
            roots.removeAll { $0.view == nil }
            let registration = view.registerForTraitChanges(Self.followedTraits) { [weak self] (changed: UIView, _: UITraitCollection) in
                self?.traitsChanged(under: changed)
            }
            roots.append(StyledRoot(view: view, registration: registration))
        }
        return root
    }

    /// Records that `element` changed; the next pass (this run-loop turn) restyles what the
    /// change can affect.
    func invalidate(_ element: UIKitElement, _ change: ElementChange) {
        guard element.effectiveStyler === self else { return }
        manager.invalidate(element, change)
        // A view new to the tree is styled with its whole subtree.
        if case .structure = change, element.computedStyle == nil { manager.invalidateSubtree(element) }
        scheduleRestyle()
    }

    /// Records that `element` and everything under it changed place or sheets (a hierarchy
    /// change, new stylesheet groups): the next pass restyles the whole subtree.
    func invalidateSubtree(_ element: UIKitElement) {
        guard element.effectiveStyler === self else { return }
        manager.invalidate(element, .structure)
        manager.invalidateSubtree(element)
        scheduleRestyle()
    }

    /// Runs the pending restyle now if one is scheduled.
    func restyleIfScheduled() {
        if restyleScheduled { restyleIfNeeded() }
    }

    /// Runs the pending restyle now (otherwise it runs at the end of the run-loop turn).
    public func restyleIfNeeded() {
        restyleScheduled = false
        manager.restyle()
    }

    func scheduleRestyle() {
        guard !restyleScheduled else { return }
        restyleScheduled = true
        Task { @MainActor [weak self] in
            guard let self, self.restyleScheduled else { return }
            self.restyleIfNeeded()
        }
    }

    /// The traits under `view` changed: the environment follows the root's traits (media
    /// queries and environment pseudo classes), and every element whose applied values
    /// were resolved for the old traits is applied again.
    func traitsChanged(under view: UIView) {
        updateEnvironment(from: view)
        traitDependentsChanged(under: view)
    }

    /// The traits under `view` changed (the window's did not): every element there whose
    /// applied values were resolved for the old traits is applied again on the next pass.
    func traitDependentsChanged(under view: UIView) {
        var stack = [ElementHierarchy.rootElement(of: view)]
        while let element = stack.popLast() {
            if element.dependsOnTraits { manager.invalidate(element, .inlineStyle) }
            stack.append(contentsOf: element.styleChildren)
            stack.append(contentsOf: element.styleNestedElements)
        }
        scheduleRestyle()
    }

    /// Follows a change of the size of `view`'s window — a rotation, an iPad window resized
    /// in Split View or Stage Manager — that changed no trait: the environment takes the new
    /// screen size and orientation, and what media queries on them select restyles (this
    /// run-loop turn). `LiveryLayoutView` calls it whenever it is laid out in a window of a
    /// new size; an app styling views outside one calls it from its view controller's
    /// `viewWillTransition(to:with:)` (in the transition's completion) or
    /// `viewDidLayoutSubviews()`.
    public func windowSizeDidChange(for view: UIView) {
        _ = followWindowSize(of: view)
    }

    /// `windowSizeDidChange(for:)`: whether the environment changed (what it selects is
    /// restyled before this returns, and UIKit's side on the next pass).
    func followWindowSize(of view: UIView) -> Bool {
        let before = manager.environment
        updateEnvironment(from: view)
        guard manager.environment != before else { return false }
        scheduleRestyle()
        return true
    }

    /// Sets the environment from the traits and size of `view`'s window. Media queries
    /// describe the screen, so a view's own override (an always-dark panel) changes the
    /// colors UIKit resolves under it but not what the queries select, and a view not in a
    /// window yet (styled before it is shown) tells nothing; what a trait collection leaves
    /// unspecified keeps the value before.
    func updateEnvironment(from view: UIView) {
        guard let window = view.window else { return }
        let traits = window.traitCollection
        var environment = manager.environment
        switch traits.userInterfaceIdiom {
        case .unspecified: break
        case .pad: environment.idiom = .pad
        case .tv: environment.idiom = .tv
        case .mac: environment.idiom = .mac
        case .carPlay: environment.idiom = .carplay
        default: environment.idiom = .phone
        }
        if traits.userInterfaceStyle != .unspecified {
            environment.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        }
        if traits.preferredContentSizeCategory != .unspecified {
            environment.contentSize = ContentSizeCategory(traits.preferredContentSizeCategory)
        }
        if traits.horizontalSizeClass != .unspecified {
            environment.horizontalSizeClass = traits.horizontalSizeClass == .regular ? .regular : .compact
        }
        if traits.verticalSizeClass != .unspecified {
            environment.verticalSizeClass = traits.verticalSizeClass == .regular ? .regular : .compact
        }
        if traits.displayScale > 0 { environment.scale = Double(traits.displayScale) }
        if window.bounds.width > 0 {
            let size = window.bounds.size
            environment.screenWidth = Double(min(size.width, size.height))
            environment.screenHeight = Double(max(size.width, size.height))
            environment.orientation = DeviceFacts.orientation(of: window)
        }
        manager.environment = environment
    }

    /// Why `view` looks the way it does: every styled property, the declarations that set
    /// it in cascade order and why each lost to the winner; `nil` before it is styled.
    public func explanation(for view: UIView) -> StyleExplanation? {
        guard let element = ElementRegistry.shared.existingElement(for: view), element.computedStyle != nil else { return nil }
        return StyleExplanation(element: element, mode: manager.mode)
    }
}
#endif
