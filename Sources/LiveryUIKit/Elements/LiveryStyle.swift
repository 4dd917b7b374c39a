#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore
import LiverySyntax

/// Livery's side of a view, view controller or bar item: its style classes, element id and
/// styling switches. Changes restyle what they affect on the next pass.
///
/// ```swift
/// button.livery.addStyleClass("primary")
/// header.livery.styleID = "inbox-header"
/// ```
@MainActor
public struct LiveryStyle {
    let element: UIKitElement

    init(_ object: AnyObject) {
        element = ElementRegistry.shared.element(for: object)
    }

    /// The style classes (`.name` in selectors), in order; case-sensitive.
    public var styleClasses: [String] {
        get { element.classes }
        nonmutating set {
            let old = Set(element.classes)
            element.classes = newValue
            let changed = old.symmetricDifference(newValue)
            if !changed.isEmpty { element.effectiveStyler?.invalidate(element, .classes(changed)) }
        }
    }

    /// Adds a style class (nothing if it is there already).
    public func addStyleClass(_ name: String) {
        guard !element.classes.contains(name) else { return }
        styleClasses.append(name)
    }

    /// Removes a style class.
    public func removeStyleClass(_ name: String) {
        styleClasses.removeAll { $0 == name }
    }

    /// Whether the style class is set.
    public func hasStyleClass(_ name: String) -> Bool { element.classes.contains(name) }

    /// Adds the class if it is missing, removes it if it is set.
    public func toggleStyleClass(_ name: String) {
        if hasStyleClass(name) { removeStyleClass(name) } else { addStyleClass(name) }
    }

    /// The element id (`#id` in selectors); case-sensitive.
    public var styleID: String? {
        get { element.id }
        nonmutating set {
            guard newValue != element.id else { return }
            let old = element.id
            element.id = newValue
            element.effectiveStyler?.invalidate(element, .id(old, newValue))
        }
    }

    /// The classes as one space-separated string (what a layout's `class=` attribute and
    /// Interface Builder's `liveryStyleClass` runtime attribute hold).
    public var styleClassList: String {
        get { element.classes.joined(separator: " ") }
        nonmutating set { styleClasses = newValue.split(whereSeparator: \.isWhitespace).map(String.init) }
    }

    /// Whether Livery styles this object (on by default). Turned off, it keeps what it has.
    public var isStylingEnabled: Bool {
        get { !element.stylingDisabled }
        nonmutating set {
            guard newValue == element.stylingDisabled else { return }
            element.stylingDisabled = !newValue
            element.effectiveStyler?.invalidate(element, .inlineStyle)
        }
    }

    /// Properties (catalog names, e.g. `textColor`) styling leaves alone on this object: a
    /// property excluded keeps what it has, and Livery forgets its original, so a value the
    /// app sets next is never overwritten.
    public var excludedProperties: Set<String> {
        get { element.excludedProperties }
        nonmutating set {
            let added = Set(newValue.subtracting(element.excludedProperties).map(PropertyName.normalize))
            element.excludedProperties = newValue
            element.originals = element.originals.filter { !added.contains(PropertyName.normalize($0.key.name)) }
            if let view = element.view { BackIndicators.exclude(added, on: view) }
            element.effectiveStyler?.invalidate(element, .inlineStyle)
        }
    }

    /// Stylesheet groups (scopes) this subtree uses in addition to the ungrouped sheets.
    public var styleSheetGroups: Set<String>? {
        get { element.groups }
        nonmutating set {
            element.groups = newValue
            // Groups are inherited: the whole subtree's sheets change.
            element.effectiveStyler?.invalidateSubtree(element)
        }
    }

    /// Tells Livery that the object's state changed (selected, highlighted, enabled) so rules
    /// with state pseudo classes apply on the next pass.
    public func stateDidChange() {
        element.effectiveStyler?.invalidate(element, .state)
    }

    /// Tells Livery that subviews were added, removed or moved anywhere under this view:
    /// the view's subtree is styled again on the next pass. Called on a window that a
    /// styler styles, after a new root view controller or a presentation, it styles the
    /// window's new content.
    public func hierarchyDidChange() {
        if let window = element.object as? UIWindow {
            element.styler?.windowSubviewsDidChange(window)
            return
        }
        element.effectiveStyler?.invalidateSubtree(element)
    }

    /// Tells Livery that the view's content changed in a way that changes its size — a
    /// label's text, an image view's image: the `LiveryLayoutView` (or prototype cell) it is
    /// laid out by lays out again in this run-loop turn, measuring it anew. (UIKit tells
    /// Auto Layout of such changes through the intrinsic content size, which a view laid
    /// out by frames never hears.)
    public func contentDidChange() {
        element.layoutContainer?.setNeedsLayout()
    }

    /// The style applied last (`nil` before the first pass).
    public var computedStyle: ComputedStyle? { element.computedStyle }
}

extension UIView {
    /// Livery's style classes, id and switches for this view.
    public var livery: LiveryStyle { LiveryStyle(self) }
}

extension UIViewController {
    /// Livery's style classes, id and switches for this controller (the parent of its root
    /// view in selectors).
    public var livery: LiveryStyle { LiveryStyle(self) }
}

extension UIBarItem {
    /// Livery's style classes, id and switches for this bar item.
    public var livery: LiveryStyle { LiveryStyle(self) }
}
#endif
