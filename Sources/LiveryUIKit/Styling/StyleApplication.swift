#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore
import LiverySyntax
import LiveryValues

/// Writes a computed style onto a UIKit object through the binding table, keeping each
/// property's original value before its first write and putting it back when the property
/// is no longer styled.
@MainActor
enum StyleApplication {
    /// A value as the object had it before Livery wrote it (boxed as its binding reads it).
    struct Original {
        let value: Any?
    }

    static func apply(_ style: ComputedStyle, to object: AnyObject, element: UIKitElement) {
        let styler = element.effectiveStyler
        let context = ConversionContext.of(object, strings: styler?.strings)
        var written: Set<PropertyKey> = []
        var keys = style.sortedKeys
        if keys.contains(where: { BindingTable.appliedAfterText.contains($0.name) }) {
            keys = keys.filter { !BindingTable.appliedAfterText.contains($0.name) }
                + keys.filter { BindingTable.appliedAfterText.contains($0.name) }
        }
        for key in keys {
            guard let matched = style.values[key], !matched.declaration.keepsCurrentValue,
                  let value = matched.typedValue,
                  let (target, binding) = resolve(key, on: object, element: element, styler: styler) else { continue }
            if let refusal = MacIdiom.refusal(of: binding, parameters: key.parameters, on: target) {
                styler?.report(refusal, for: key, declaration: matched.declaration, element: element)
                continue
            }
            written.insert(key)
            if element.originals[key] == nil {
                element.originals[key] = Original(value: binding.read(target, key.parameters))
            }
            let problemCount = context.problems.count
            guard let converted = binding.convert(value, context) else {
                let problems = context.problems[problemCount...]
                styler?.report(problems.isEmpty ? "'\(value.cssText)' cannot be applied to \(binding.api)" : problems.joined(separator: "; "),
                               for: key, declaration: matched.declaration, element: element)
                continue
            }
            binding.write(target, converted, key.parameters)
            styler?.appliedCount += 1
        }
        element.dependsOnTraits = context.usedTraits
        // Sizes, margins and text may have changed: the Livery layout around lays out again.
        if !written.isEmpty, object is UIView { element.layoutContainer?.setNeedsLayout() }
        // What the previous style set and this one does not: back to the original.
        for key in element.originals.keys where !written.contains(key) {
            restore(key, of: object, element: element)
        }
    }

    static func restore(_ key: PropertyKey, of object: AnyObject, element: UIKitElement) {
        guard let original = element.originals.removeValue(forKey: key),
              let (target, binding) = resolve(key, on: object, element: element, styler: element.effectiveStyler) else { return }
        binding.write(target, original.value, key.parameters)
    }

    /// The object a key is written on and its binding; `nil` for keys another element
    /// applies (a nested view's), layout properties, and properties without a binding.
    static func resolve(_ key: PropertyKey, on object: AnyObject, element: UIKitElement,
                        styler: Styler?) -> (AnyObject, PropertyBinding)? {
        var target = object
        var chain = element.typeChain
        for component in key.keyPath {
            guard let next = NestedObjects.object(at: component, of: target, chain: chain) else { return nil }
            // A nested view is an element of its own: it applies the key itself.
            if next is UIView { return nil }
            target = next
            chain = ObjectTypes.chain(of: next)
        }
        return binding(named: key.name, for: chain, styler: styler).map { (target, $0) }
    }

    /// The binding of the property `name` (canonical) for an object of `chain`: the one of
    /// the catalog class that declares it, a property the app registered first.
    static func binding(named name: String, for chain: TypeChain, styler: Styler?) -> PropertyBinding? {
        let catalog = styler?.catalog ?? .standard
        guard let found = catalog.lookup(PropertyName.normalize(name), in: chain.names) else { return nil }
        let key = BindingTable.key(found.definition.owner, found.definition.name)
        return styler?.customBindings[key] ?? BindingTable.byKey[key]
    }
}

extension UIKitElement {
    /// The styler of this element or of its nearest styled ancestor.
    var effectiveStyler: Styler? {
        if let styler { return styler }
        var current = styleParent
        while let element = current {
            if let styler = element.styler {
                self.styler = styler
                return styler
            }
            current = element.styleParent
        }
        return nil
    }
}
#endif
