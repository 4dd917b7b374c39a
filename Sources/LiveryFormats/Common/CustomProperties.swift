import LiveryCore
import LiverySyntax
import LiveryValues

/// Reads the properties the catalog does not know — ReflektorKit's custom keys, Nimbus's
/// frame layout (`nimbusTop`, `nimbusRelative` …) — as the cascade leaves them for an
/// element, so app code can use them (ReflektorKit's `rflk_computedProperties`).
///
/// ```swift
/// let custom = CustomProperties(sheets: manager.sheets.map(\.sheet), environment: manager.environment)
/// let offset = custom.values(for: view)["badgeOffset"]?.typedValue   // .number(4)
/// ```
public struct CustomProperties: Sendable {
    /// One custom property's winning declaration.
    public struct Value: Sendable {
        /// The camel-case name (`badgeOffset`).
        public var name: String
        public var declaration: Declaration

        /// The value parsed by its shape (numbers, colors, geometry, strings …); `nil` when
        /// it parses as nothing Livery knows. Resolve it with `TypedValue.resolved(in:)`.
        public var typedValue: TypedValue? {
            var ignored = DiagnosticBag()
            return ValueParser.parse(declaration.value, as: .any, in: declaration.span.file, diagnostics: &ignored)
        }
    }

    let cascade: Cascade

    /// Custom properties of `sheets` (in load order) under `environment`.
    public init(sheets: [StyleSheet], environment: StyleEnvironment = StyleEnvironment(), mode: CascadeMode = .specificity,
                catalog: PropertyCatalog = .standard) {
        cascade = Cascade(sheets: sheets, environment: environment, mode: mode) { declaration, type in
            let property = declaration.property
            guard property.keyPath.isEmpty, catalog.lookup(property.normalized, in: type.names) == nil else { return nil }
            return ResolvedProperty(key: PropertyKey(name: PropertyName.camelCased(property.written),
                                                     parameters: declaration.canonicalParameters))
        }
    }

    /// The custom properties that apply to `element`, by camel-case name (parameters in
    /// parentheses when given: `badge(selected)`).
    public func values<E: StyleElement>(for element: E) -> [String: Value] {
        let style = cascade.computeStyle(for: element)
        var result: [String: Value] = [:]
        for (key, matched) in style.values where !matched.declaration.keepsCurrentValue {
            result[key.description] = Value(name: key.name, declaration: matched.declaration)
        }
        return result
    }
}
