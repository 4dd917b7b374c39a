import Foundation
import LiveryValues

/// Maps declarations to the properties they set on an element, through the catalog:
/// aliases (`color` is `textColor` on a label and `titleColor` on a button, `cornerRadius`
/// is `layer.cornerRadius`), canonical names and parameters.
///
/// The catalog lookup for a (property path, class) pair is computed once and remembered:
/// it runs for every matched declaration of every element.
final class CatalogKeyResolver: @unchecked Sendable {
    let catalog: PropertyCatalog
    /// Lookups by class, then by normalized property path (`titlelabel.font`).
    private var lookups: [String: [String: (keyPath: [String], definition: PropertyDefinition)?]] = [:]
    private let lock = NSLock()

    init(catalog: PropertyCatalog) {
        self.catalog = catalog
    }

    /// The property a declaration sets on an element of `type`, or `nil` when the element's
    /// class has no such property, or has it without the parameters written (`title(selected)`
    /// of a rule without a type sets a button's title, not a bar item's). Properties of custom
    /// classes the catalog does not know are kept under their written name.
    func resolve(_ declaration: Declaration, _ type: TypeChain) -> ResolvedProperty? {
        let property = declaration.property
        if let found = lookup(property, type) {
            guard declaration.canonicalParameters.count <= found.definition.parameters.count else { return nil }
            return ResolvedProperty(key: PropertyKey(keyPath: found.keyPath, name: found.definition.name,
                                                     parameters: declaration.canonicalParameters),
                                    type: found.definition.type)
        }
        guard catalog.classes[type.canonical] == nil else { return nil }
        return ResolvedProperty(key: PropertyKey(keyPath: property.keyPath, name: PropertyName.camelCased(property.written),
                                                 parameters: declaration.canonicalParameters))
    }

    private func lookup(_ property: PropertyName, _ type: TypeChain) -> (keyPath: [String], definition: PropertyDefinition)? {
        let path = property.keyPath.isEmpty ? property.normalized
            : (property.keyPath.map(PropertyName.normalize) + [property.normalized]).joined(separator: ".")
        lock.lock()
        let cached = lookups[type.canonical]?[path]
        lock.unlock()
        if let cached { return cached }
        let found = catalog.resolve(path: property.keyPath + [property.written], in: type.names)
        lock.lock()
        lookups[type.canonical, default: [:]][path] = .some(found)
        lock.unlock()
        return found
    }
}
