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

    /// Types `declaration` for a rule with `selectors` as a Livery CSS sheet would: a web
    /// shorthand or web property is expanded into its longhands first, then each gets
    /// canonical parameters, typed values or an unknown-property warning. Empty (after
    /// reporting) when nothing is left.
    public func check(_ declaration: Declaration, for selectors: [Selector],
                      diagnostics: inout DiagnosticBag) -> [Declaration] {
        let typer = DeclarationTyper(catalog: catalog)
        let chains = typer.chains(for: selectors)
        var declarations: [Declaration] = []
        typer.typeExpanding(declaration, chains: chains, chainKey: DeclarationTyper.chainKey(chains), into: &declarations,
                            diagnostics: &diagnostics)
        return declarations
    }

    /// Whether Livery CSS reads a declaration named `property` as a web shorthand or web
    /// property (`border`, `margin`, `flex`…), whatever class it is written for.
    public func isShorthand(_ property: PropertyName) -> Bool {
        property.keyPath.isEmpty && property.parameters.isEmpty && Shorthands.names.contains(property.normalized)
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
