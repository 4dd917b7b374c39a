#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore

/// One `UIKitElement` per UIKit object, without touching the object: no associated objects,
/// no subclassing, no swizzling. Entries whose object is gone are dropped as the registry grows.
@MainActor
final class ElementRegistry {
    static let shared = ElementRegistry()

    private var elements: [ObjectIdentifier: UIKitElement] = [:]
    /// The count at which the next sweep of dead entries runs.
    private var sweepThreshold = 1024

    /// The element of `object`, made on first use.
    func element(for object: AnyObject) -> UIKitElement {
        let key = ObjectIdentifier(object)
        // An identifier is reused once its object is freed: check the element is this object's.
        if let element = elements[key], element.object === object { return element }
        let element = UIKitElement(object)
        elements[key] = element
        if elements.count >= sweepThreshold { sweep() }
        return element
    }

    /// The element of `object` if one was made.
    func existingElement(for object: AnyObject) -> UIKitElement? {
        guard let element = elements[ObjectIdentifier(object)], element.object === object else { return nil }
        return element
    }

    /// How many elements are alive (for tests).
    var liveCount: Int { elements.values.count { $0.object != nil } }

    private func sweep() {
        elements = elements.filter { $0.value.object != nil }
        sweepThreshold = max(1024, elements.count * 2)
    }
}

/// Class names as the catalog sees them: the object's class and its superclasses, read once
/// per class with the standard library's reflection (`Mirror`).
@MainActor
enum ObjectTypes {
    private static var chains: [ObjectIdentifier: TypeChain] = [:]

    static func chain(of object: AnyObject) -> TypeChain {
        let key = ObjectIdentifier(type(of: object))
        if let chain = chains[key] { return chain }
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            names.append(String(describing: current.subjectType))
            mirror = current.superclassMirror
        }
        // The app's own classes up to the first one the catalog knows are all "its type".
        let known = names.firstIndex { PropertyCatalog.standard.classes[$0] != nil } ?? 0
        let chain = TypeChain(names, ownTypeCount: known + 1)
        chains[key] = chain
        return chain
    }

    /// Whether `object`'s class is one of UIKit's private ones (named with a leading `_`):
    /// read from its type chain, which is made once per class.
    static func isPrivate(_ object: AnyObject) -> Bool {
        chain(of: object).names.first?.hasPrefix("_") == true
    }

    /// The nearest superclass of `type` that `catalog` knows (for registering an app's class
    /// before any instance exists; the standard library's `_getSuperclass` walks the classes).
    static func knownSuperclass(of type: AnyClass, in catalog: PropertyCatalog) -> String? {
        var current: AnyClass? = _getSuperclass(type)
        while let cls = current {
            let name = String(describing: cls)
            if catalog.classes[name] != nil { return name }
            current = _getSuperclass(cls)
        }
        return nil
    }
}
#endif
