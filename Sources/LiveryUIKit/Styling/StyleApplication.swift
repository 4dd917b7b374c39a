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

    /// One property a pass writes: where, through which binding, and the converted value.
    struct Write {
        let key: PropertyKey
        let target: AnyObject
        let binding: PropertyBinding
        let value: Any?
        let declaration: Declaration?
    }

    /// Writes `style` (`previous`: the style applied before it, if any).
    static func apply(_ style: ComputedStyle, to object: AnyObject, element: UIKitElement, previous: ComputedStyle? = nil) {
        let pass = StylingPass.current
        let styler = pass.map { $0.styler } ?? element.effectiveStyler
        let appearanceBefore = (object as? UIView)?.overrideUserInterfaceStyle
        // Whether this pass wrote or put back the background or the corner radius (read
        // when it ends).
        var touchedBackground = false
        defer {
            if let view = object as? UIView {
                // A gradient background takes the corners this pass leaves (only when it
                // touched either: no subview scan per view).
                if touchedBackground { ViewBackground.fit(view) }
                // An appearance the sheet gave the view changes the traits of its subtree,
                // which UIKit tells no registration above it: what was resolved for the old
                // traits there (and here: this pass converted before it wrote) is applied again.
                if view.overrideUserInterfaceStyle != appearanceBefore { styler?.traitDependentsChanged(under: view) }
            }
        }
        // A view not in a window yet takes the traits of where it will be shown.
        var shownIn: UIView?
        if let view = object as? UIView, view.window == nil {
            shownIn = pass.map { $0.shownView(above: element) } ?? element.container?.view
        }
        let context = ConversionContext.of(object, strings: styler?.strings, container: shownIn)
        // What this pass writes, converted, in UIKit's order (`BindingTable.writeRank`).
        var writes: [Write] = []
        writes.reserveCapacity(style.values.count)
        for key in BindingTable.inWriteOrder(BindingTable.sorted(style.values.keys)) {
            guard let matched = style.values[key], !matched.declaration.keepsCurrentValue,
                  let value = matched.typedValue,
                  let (target, binding) = resolve(key, on: object, element: element, styler: styler) else { continue }
            if let refusal = MacIdiom.refusal(of: binding, parameters: key.parameters, on: target)
                ?? ConfiguredButtons.refusal(of: binding, on: target) {
                styler?.report(refusal, for: key, declaration: matched.declaration, element: element)
                continue
            }
            let problemCount = context.problems.count
            guard let converted = binding.convert(value, context) else {
                let problems = context.problems[problemCount...]
                styler?.report(problems.isEmpty ? "'\(value.cssText)' cannot be applied to \(binding.api)" : problems.joined(separator: "; "),
                               for: key, declaration: matched.declaration, element: element)
                continue
            }
            if let refusal = BindingTable.refusal(of: converted, for: binding, on: target) {
                styler?.report(refusal, for: key, declaration: matched.declaration, element: element)
                continue
            }
            writes.append(Write(key: key, target: target, binding: binding, value: converted, declaration: matched.declaration))
        }
        // Every original is read before this pass writes anything: a property another key of
        // the pass writes too (`clipsToBounds`, `layer.masksToBounds`) keeps the object's own.
        for write in writes where element.originals[write.key] == nil {
            element.originals[write.key] = Original(value: write.binding.read(write.target, write.key.parameters))
        }
        var written: Set<PropertyKey> = []
        written.reserveCapacity(writes.count)
        for write in BindingTable.boundsInSafeOrder(writes) {
            if let refusal = BindingTable.crossesBound(write) {
                if let declaration = write.declaration { styler?.report(refusal, for: write.key, declaration: declaration, element: element) }
                continue
            }
            written.insert(write.key)
            write.binding.write(write.target, write.value, write.key.parameters)
            styler?.appliedCount += 1
        }
        element.dependsOnTraits = context.usedTraits
        // What the previous style set and this one does not goes back to the original.
        let stale = element.originals.count > written.count ? element.originals.keys.filter { !written.contains($0) } : []
        touchedBackground = written.contains(where: BindingTable.isBackgroundKey) || stale.contains(where: BindingTable.isBackgroundKey)
        // Sizes, margins, text or the layout's own properties (which no binding writes) may
        // have changed: the Livery layout around lays out again.
        if let view = object as? UIView, !written.isEmpty || !stale.isEmpty || layoutValuesDiffer(previous, style) {
            let container = pass.map { $0.layoutContainer(of: view, isContainer: UIKitElement.runsLayout) } ?? element.layoutContainer
            container?.setNeedsLayout()
        }
        guard !stale.isEmpty else { return }
        // In the order the properties are written (a range's bounds so they never cross).
        var restores: [Write] = []
        for key in BindingTable.inWriteOrder(BindingTable.sorted(stale)) {
            guard let original = element.originals.removeValue(forKey: key),
                  let (target, binding) = resolve(key, on: object, element: element, styler: styler) else { continue }
            restores.append(Write(key: key, target: target, binding: binding, value: original.value, declaration: nil))
        }
        for restore in BindingTable.boundsInSafeOrder(restores) {
            restore.binding.write(restore.target, restore.value, restore.key.parameters)
        }
    }

    /// Whether the values Livery's layout reads (`BindingTable.layoutProperties`) differ
    /// between two styles.
    static func layoutValuesDiffer(_ previous: ComputedStyle?, _ style: ComputedStyle) -> Bool {
        func layoutValues(_ style: ComputedStyle?) -> [PropertyKey: TypedValue] {
            var values: [PropertyKey: TypedValue] = [:]
            for (key, matched) in style?.values ?? [:] where key.keyPath.isEmpty && BindingTable.layoutProperties.contains(key.name) {
                values[key] = matched.typedValue
            }
            return values
        }
        return layoutValues(previous) != layoutValues(style)
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
        guard let binding = binding(named: key.name, for: chain, styler: styler) else { return nil }
        return ConfiguredButtons.titleBinding(replacing: binding, on: target, element: element) ?? (target, binding)
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
