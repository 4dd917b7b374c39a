import LiveryValues

/// Maps declarations to the properties they set on an element, through the catalog:
/// aliases (`color` is `textColor` on a label and `titleColor` on a button, `cornerRadius`
/// is `layer.cornerRadius`), canonical names and parameters.
struct CatalogKeyResolver: Sendable {
    let catalog: PropertyCatalog

    /// The property a declaration sets on an element of `type`, or `nil` when the element's
    /// class has no such property (properties of custom classes the catalog does not know
    /// are kept under their written name).
    func resolve(_ declaration: Declaration, _ type: TypeChain) -> ResolvedProperty? {
        let property = declaration.property
        let path = (property.keyPath + [property.written]).joined(separator: ".")
        if let found = catalog.resolve(path: path, in: type.names) {
            return ResolvedProperty(key: PropertyKey(keyPath: found.keyPath, name: found.definition.name,
                                                     parameters: declaration.canonicalParameters),
                                    type: found.definition.type)
        }
        guard catalog.classes[type.canonical] == nil else { return nil }
        return ResolvedProperty(key: PropertyKey(keyPath: property.keyPath, name: PropertyName.camelCased(property.written),
                                                 parameters: declaration.canonicalParameters))
    }
}
