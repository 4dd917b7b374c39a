#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore
import LiverySyntax
import Livery
import LiveryValues

/// A UIKit object as Livery styles it: a view, a view controller (the parent of its root
/// view in selector chains) or a bar item. There is one element per object, made on first
/// use (see `ElementRegistry`); it holds what Livery knows about the object — style
/// classes, id, inline style, originals — and never keeps the object alive.
@MainActor
public final class UIKitElement {
    /// The view, view controller or bar item; `nil` once it is gone.
    public private(set) weak var object: AnyObject?
    /// The object's class and superclasses as the catalog sees them.
    public let typeChain: TypeChain
    /// Style classes (`.class`), in the order given.
    public internal(set) var classes: [String] = []
    /// The element id (`#id`).
    public internal(set) var id: String?
    /// Declarations written for this element alone (a layout's `style=` attribute).
    public internal(set) var inlineStyle: [Declaration] = []
    /// Styling leaves this element alone.
    public internal(set) var stylingDisabled = false
    /// Properties (canonical names) styling must not touch.
    public internal(set) var excludedProperties: Set<String> = []
    /// Stylesheet groups this subtree uses (`nil`: the parent's).
    public internal(set) var groups: Set<String>?
    /// The style last applied.
    public private(set) var style: ComputedStyle?
    /// For a nested element (a button's `titleLabel`): its owner and key path.
    weak var owner: UIKitElement?
    var nestedKeyPath: String?
    /// Whether this element's nested views have been looked up (and marked as nested).
    var nestedElementsKnown = false
    /// Whether a layout document made the object (a view a document puts inside a UIKit
    /// control is its child; UIKit's own subviews there are not).
    var isFromLayout = false
    /// For a bar item: the bar (or navigation item) that holds it.
    weak var container: UIKitElement?
    /// The values properties had before Livery first wrote them, boxed as the binding reads
    /// them; restored when a declaration stops applying.
    var originals: [PropertyKey: StyleApplication.Original] = [:]
    /// Whether the last applied style resolved a value against the trait collection
    /// (Dynamic Type sizes, layer colors): a trait change re-applies it.
    var dependsOnTraits = false
    /// For a button with a configuration: the title attributes Livery styled into it (held
    /// by the transformers that read them).
    weak var styledTitle: StyledTitle?
    /// The styler that styles this element's tree (set on roots, found from ancestors).
    weak var styler: Styler?
    /// The frame the last layout pass gave (in the layout's coordinates, see `setLayoutFrame`).
    var layoutFrame: Frame?
    /// The root of the Livery layout pass running now (a layout view's or a prototype
    /// cell's): its own frame belongs to its superview.
    var isLayoutRoot = false

    init(_ object: AnyObject) {
        self.object = object
        self.typeChain = ObjectTypes.chain(of: object)
    }

    /// The object as a view, if it is one.
    var view: UIView? { object as? UIView }
}

extension UIKitElement: @preconcurrency RestorableElement {
    /// The object's class and superclasses, as selectors match them.
    public var styleTypeChain: TypeChain { typeChain }
    /// The id set through `livery.styleID`, a layout document or Interface Builder.
    public var styleID: String? { id }
    /// The style classes set through `livery`, a layout document or Interface Builder.
    public var styleClasses: [String] { classes }
    /// A layout document's `style=` declarations for the object.
    public var inlineDeclarations: [Declaration] { inlineStyle }
    /// Whether styling was switched off for the object (`livery.isStylingEnabled`).
    public var isStylingDisabled: Bool { stylingDisabled }
    /// Properties Livery leaves alone on this object (`livery.excludedProperties`).
    public var disabledProperties: Set<String> { excludedProperties }
    /// The stylesheet groups that apply to the object's tree; `nil`: every group.
    public var styleSheetGroups: Set<String>? { groups }
    /// For a nested view (a button's `titleLabel`), its key path in its owner.
    public var styleNestedKeyPath: String? { nestedKeyPath }
    /// The style applied last; `nil` before the first pass.
    public var computedStyle: ComputedStyle? { style }

    /// The state pseudo classes the object is in, read from UIKit (`UIControl.State`, a
    /// cell's selection, a label's highlight).
    public var styleState: ElementState { ElementStates.state(of: object) }

    /// The parent in selector chains: a nested view's owner, a bar item's bar, a view
    /// controller for its root view, else the superview (the window is no element).
    public var styleParent: UIKitElement? {
        if let owner { return owner }
        if let container { return container }
        let registry = ElementRegistry.shared
        switch object {
        case let view as UIView:
            if let controller = ElementHierarchy.controller(ownedBy: view) { return registry.element(for: controller) }
            guard let superview = view.superview, !(superview is UIWindow) else { return nil }
            return registry.element(for: superview)
        case let controller as UIViewController:
            if let superview = controller.viewIfLoaded?.superview {
                return superview is UIWindow ? nil : registry.element(for: superview)
            }
            return controller.parent.map(registry.element(for:))
        default:
            return nil
        }
    }

    /// Subviews (a controller in place of its root view), bar items; not nested views.
    public var styleChildren: [UIKitElement] { ElementHierarchy.children(of: self) }

    /// The position among the parent's children, for structural pseudo classes.
    public var styleIndexInParent: Int {
        guard let parent = styleParent, owner == nil else { return 0 }
        return parent.styleChildren.firstIndex { $0 === self } ?? 0
    }

    /// The views the catalog names by key path (`titleLabel`, `contentView` …).
    public var styleNestedElements: [UIKitElement] { ElementHierarchy.nestedElements(of: self) }

    /// Writes a computed style to the object through the binding table, keeping each
    /// property's original before its first write.
    public func applyComputedStyle(_ newStyle: ComputedStyle) {
        guard let object else { return }
        let previous = style
        style = newStyle
        StyleApplication.apply(newStyle, to: object, element: self, previous: previous)
    }

    /// Writes back the value the object had before Livery first set `key`.
    public func restoreUnstyledValue(for key: PropertyKey) {
        guard let object else { return }
        StyleApplication.restore(key, of: object, element: self)
    }
}
#endif
