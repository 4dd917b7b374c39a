import Foundation
import LiveryCore

/// Custom element types and their superclasses, and the type chains of elements.
///
/// Known UIKit types come from `TypeNames`; an app registers its own classes
/// (`register("AvatarView", superclass: "UIImageView")`). A name neither known nor
/// registered is a custom type whose superclass is `UIView`. Safe to use from any thread.
public final class TypeRegistry: @unchecked Sendable {
    /// The registry layouts use unless given another.
    public static let shared = TypeRegistry()

    /// The longest superclass chain followed (guards against cycles).
    public static let maximumChainLength = 64

    private let lock = NSLock()
    /// Lowercased name → (name as registered, superclass as registered).
    private var custom: [String: (name: String, superclass: String)] = [:]

    public init() {}

    /// Registers (or re-registers) a custom class with its superclass. The superclass may
    /// be a UIKit type in any accepted spelling (`button`, `UIButton`) or a custom type.
    /// Registering a known UIKit name has no effect.
    public func register(_ name: String, superclass: String) {
        guard ElementNames.canonical(name) == nil else { return }
        locked { custom[name.lowercased()] = (name, superclass) }
    }

    /// Removes a registered class.
    public func unregister(_ name: String) {
        _ = locked { custom.removeValue(forKey: name.lowercased()) }
    }

    /// Whether `name` is a known UIKit type or a registered class.
    public func isKnown(_ name: String) -> Bool {
        ElementNames.canonical(name) != nil || registration(name) != nil
    }

    /// The canonical spelling of a type name: the UIKit name, the registered spelling, or
    /// `name` itself for an unknown custom type.
    public func canonicalName(_ name: String) -> String {
        ElementNames.canonical(name) ?? registration(name)?.name ?? name
    }

    /// The type and its superclasses, canonical names, from `name` up to `NSObject`.
    public func typeChain(for name: String) -> TypeChain {
        TypeChain(chainNames(startingAt: name))
    }

    /// The type chain of a layout element: the element name's type, or the
    /// `implementation` class as a subclass of it (unless the registry or UIKit knows the
    /// implementation's own superclass).
    public func typeChain(element name: String, implementation: String? = nil) -> TypeChain {
        let elementNames = chainNames(startingAt: name)
        guard let implementation, !implementation.isEmpty else { return TypeChain(elementNames) }
        if isKnown(implementation) { return TypeChain(chainNames(startingAt: implementation)) }
        // An unknown implementation class is a subclass of the element's type: rules for
        // either name match it.
        return TypeChain([implementation] + elementNames.filter { $0 != implementation }, ownTypeCount: 2)
    }

    private func registration(_ name: String) -> (name: String, superclass: String)? {
        locked { custom[name.lowercased()] }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func chainNames(startingAt name: String) -> [String] {
        var names: [String] = []
        var next: String? = name
        while let current = next, names.count < TypeRegistry.maximumChainLength {
            let canonical = canonicalName(current)
            if names.contains(canonical) { break }
            names.append(canonical)
            next = superclass(ofCanonical: canonical)
        }
        return names
    }

    private func superclass(ofCanonical name: String) -> String? {
        if let known = TypeNames.superclasses[name] { return known }
        if let registered = registration(name) { return registered.superclass }
        return "UIView"
    }
}
