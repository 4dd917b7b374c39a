import LiverySyntax
import LiveryValues

/// Load-time typing for declarations built by readers other than `StyleSheetLoader` (the
/// UISS, ReflektorKit and Nimbus readers of `LiveryFormats`): the same checks and typed
/// values a Livery CSS declaration gets.
public struct DeclarationChecker: Sendable {
    public let catalog: PropertyCatalog

    public init(catalog: PropertyCatalog = .standard) {
        self.catalog = catalog
    }

    /// Types `declaration` for a rule with `selectors`: canonical parameters, typed values,
    /// an unknown-property warning. Returns `nil` (after reporting) when it must be dropped.
    public func check(_ declaration: Declaration, for selectors: [Selector], diagnostics: inout DiagnosticBag) -> Declaration? {
        let typer = DeclarationTyper(catalog: catalog)
        return typer.type(declaration, chains: typer.chains(for: selectors), diagnostics: &diagnostics)
    }

    /// The definitions `property` has where a rule with `selectors` applies (empty when the
    /// property is unknown there); one per distinct value type.
    public func definitions(of property: PropertyName, for selectors: [Selector]) -> [PropertyDefinition] {
        let typer = DeclarationTyper(catalog: catalog)
        return typer.lookup(property, chains: typer.chains(for: selectors))
    }

    /// `parameter` in canonical form as a parameter of `kind` (`UIBarMetricsDefault` →
    /// `default`), or `nil` when it is not one.
    public func canonicalParameter(_ parameter: String, _ kind: ParameterKind) -> String? {
        DeclarationTyper.canonical(parameter, kind)
    }

    /// The parameter of `kind` a setter without it uses: the case with raw value 0
    /// (`normal`, `any`, `default`, `search`).
    public func defaultParameter(_ kind: ParameterKind) -> String {
        DeclarationTyper.canonical("0", kind) ?? "normal"
    }
}
