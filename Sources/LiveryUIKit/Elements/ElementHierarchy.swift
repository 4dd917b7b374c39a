#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore

/// The element tree over UIKit's object graph: a view's children are its subviews (a
/// controller's root view appears as the controller, whose child it is); nested objects
/// the catalog names (a button's `titleLabel`, a cell's `contentView`) are nested
/// elements, not children; a toolbar's and a tab bar's items are children of the bar.
@MainActor
enum ElementHierarchy {
    /// The view controller whose root view `view` is, if any (UIKit makes the controller
    /// the next responder of its root view).
    static func controller(ownedBy view: UIView) -> UIViewController? {
        guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view else { return nil }
        return controller
    }

    /// The element a tree rooted at `view` starts with: the view's controller when the view
    /// is a controller's root view, else the view.
    static func rootElement(of view: UIView) -> UIKitElement {
        let registry = ElementRegistry.shared
        return controller(ownedBy: view).map(registry.element(for:)) ?? registry.element(for: view)
    }

    static func children(of element: UIKitElement) -> [UIKitElement] {
        let registry = ElementRegistry.shared
        switch element.object {
        case let controller as UIViewController:
            return controller.viewIfLoaded.map { [registry.element(for: $0)] } ?? []
        case let view as UIView:
            // Nested views are subviews too: know them before telling children apart.
            if !element.nestedElementsKnown { _ = nestedElements(of: element) }
            var children: [UIKitElement] = []
            let subviews = view.subviews
            children.reserveCapacity(subviews.count)
            let kind = subviewKind(of: element)
            for subview in subviews where isElement(subview, in: kind) {
                if let controller = controller(ownedBy: subview) {
                    children.append(registry.element(for: controller))
                    continue
                }
                let child = registry.element(for: subview)
                if child.owner == nil { children.append(child) }
            }
            for item in barItems(of: view) {
                let child = registry.element(for: item)
                child.container = element
                children.append(child)
            }
            return children
        case let navigationItem as UINavigationItem:
            return [navigationItem.leftBarButtonItem, navigationItem.rightBarButtonItem].compactMap { $0 }.map { item in
                let child = registry.element(for: item)
                child.container = element
                return child
            }
        default:
            return []
        }
    }

    /// What a view's subviews are to Livery: the app's content (a plain view's, a scroll
    /// view's, a stack view's: an app's own view classes are plain views), a table's or
    /// collection view's cells, or the private parts UIKit builds its controls and other
    /// views from (a switch's knob, a text field's canvas, a scroll view's indicators), which
    /// no sheet styles and no Livery layout moves.
    enum SubviewKind {
        case content, cells, privateParts
    }

    /// The kind of `element`'s subviews, by the nearest class the catalog knows.
    static func subviewKind(of element: UIKitElement) -> SubviewKind {
        let chain = element.typeChain
        switch chain.names[chain.ownTypeCount - 1] {
        case "UIView", "UIScrollView", "UIStackView", "UIWindow": return .content
        case "UITableView", "UICollectionView": return .cells
        default: return .privateParts
        }
    }

    /// The subviews of `view` that are elements of the tree: its content but for UIKit's
    /// private classes (named with a leading `_`) and Livery's own gradient backgrounds; a
    /// table's or collection view's cells and headers; and in any view, what a layout
    /// document put there.
    static func ownSubviews(of view: UIView, element: UIKitElement) -> [UIView] {
        let kind = subviewKind(of: element)
        return view.subviews.filter { isElement($0, in: kind) }
    }

    /// Whether `subview`, a subview of a view whose subviews are of `kind`, is an element.
    static func isElement(_ subview: UIView, in kind: SubviewKind) -> Bool {
        switch kind {
        case .content:
            return !(subview is LiveryGradientView) && !ObjectTypes.isPrivate(subview)
        case .cells:
            return subview is UITableViewCell || subview is UITableViewHeaderFooterView
                || subview is UICollectionReusableView || isFromLayout(subview)
        case .privateParts:
            return isFromLayout(subview)
        }
    }

    private static func isFromLayout(_ subview: UIView) -> Bool {
        ElementRegistry.shared.existingElement(for: subview)?.isFromLayout == true
    }

    /// The items a bar shows (bar button items, tab bar items, navigation items), as
    /// elements of their own.
    static func barItems(of view: UIView) -> [AnyObject] {
        switch view {
        case let toolbar as UIToolbar: return toolbar.items ?? []
        case let tabBar as UITabBar: return tabBar.items ?? []
        case let navigationBar as UINavigationBar: return navigationBar.items ?? []
        default: return []
        }
    }

    /// The nested objects of `element` that are views, as nested elements (made and
    /// marked on first use).
    static func nestedElements(of element: UIKitElement) -> [UIKitElement] {
        guard let object = element.object else { return [] }
        let registry = ElementRegistry.shared
        var nested: [UIKitElement] = []
        for accessor in NestedObjects.accessors(for: element.typeChain) {
            guard let view = accessor.object(object) as? UIView else { continue }
            let child = registry.element(for: view)
            child.owner = element
            child.nestedKeyPath = accessor.keyPath
            nested.append(child)
        }
        element.nestedElementsKnown = true
        return nested
    }
}

/// The state pseudo classes an object is in, read from UIKit.
@MainActor
enum ElementStates {
    static func state(of object: AnyObject?) -> ElementState {
        var state: ElementState = []
        switch object {
        case let control as UIControl:
            let flags = control.state
            if flags.contains(.disabled) { state.insert(.disabled) }
            if flags.contains(.selected) { state.insert(.selected) }
            if flags.contains(.highlighted) { state.insert(.highlighted) }
            if flags.contains(.focused) { state.insert(.focused) }
        case let cell as UITableViewCell:
            if cell.isSelected { state.insert(.selected) }
            if cell.isHighlighted { state.insert(.highlighted) }
        case let cell as UICollectionViewCell:
            if cell.isSelected { state.insert(.selected) }
            if cell.isHighlighted { state.insert(.highlighted) }
        case let label as UILabel:
            if !label.isEnabled { state.insert(.disabled) }
            if label.isHighlighted { state.insert(.highlighted) }
        case let imageView as UIImageView:
            if imageView.isHighlighted { state.insert(.highlighted) }
        case let item as UIBarItem:
            if !item.isEnabled { state.insert(.disabled) }
        default:
            break
        }
        return state
    }
}
#endif
