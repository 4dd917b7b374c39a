/// Applies stylesheets to element trees and keeps them styled: when an element's classes,
/// id, state or parent change, when the environment changes, or when sheets are added,
/// removed or replaced, it restyles only the elements that can be affected.
///
/// Changes are recorded with the `invalidate…` methods and applied by `restyle(_:)`
/// (or at once by `style(_:)`), so several changes cost one pass.
public final class StylingManager<Element: StylableElement> {
    /// The sheets in load order.
    public private(set) var sheets: [ScopedStyleSheet] = []
    public var environment: StyleEnvironment {
        didSet { if environment != oldValue { environmentChanged() } }
    }
    public var mode: CascadeMode {
        didSet { if mode != oldValue { rebuild() } }
    }
    /// The property catalog declarations resolve against; registering a class or a
    /// property re-resolves every sheet's declarations and restyles.
    public var catalog: PropertyCatalog {
        didSet {
            keyResolver = CatalogKeyResolver(catalog: catalog).resolve
            rebuild()
        }
    }
    /// Variables set from code; they override stylesheet variables (see `setVariable`).
    public private(set) var runtimeVariables = VariableTable()
    /// Custom pseudo classes registered by the app, by normalized name.
    public private(set) var customPseudoClasses: [String: @Sendable (AnyObject, String?) -> Bool] = [:]

    /// How many elements the last `restyle`/`style` pass computed (for tests and profiling).
    public internal(set) var lastPassStyledCount = 0
    /// How many element styles were computed in total.
    public internal(set) var totalStyledCount = 0

    var cascades: [Set<String>: Cascade] = [:]
    /// Elements to restyle in the next pass.
    var dirty: [ObjectIdentifier: Element] = [:]
    /// Elements whose matches depend on the environment (conditional rules, environment
    /// pseudo classes): the ones an environment change restyles.
    var environmentDependent: [ObjectIdentifier: WeakElement<Element>] = [:]
    /// Roots of the trees this manager styles.
    var roots: [WeakElement<Element>] = []
    var selectorFacts = SelectorFacts()
    /// The sheets with run-time variables applied (what the cascade uses).
    var effectiveSheets: [ScopedStyleSheet] = []
    /// Matched rules by style identity (see `StyleIdentity`), valid while sheets and
    /// environment stay the same.
    var matchCache: [Int: (rules: [(entry: RuleIndex.Entry, selector: Selector)], dependsOnEnvironment: Bool)] = [:]
    /// Style identities by their parent's identity and the element's own segment (see
    /// `StyleIdentity`): an identity is a number, so a deep element's is as cheap as a root's.
    var styleIdentities: [StyleIdentity: Int] = [:]
    /// Ancestor chains, stylesheet groups and style identities (when the cache is in use)
    /// of the elements styled in the current pass (parents are styled before children,
    /// whose chains, groups and identities extend them).
    var passChains: [ObjectIdentifier: (chain: AncestorChain<Element>, groups: Set<String>, identity: Int?)] = [:]
    /// Buffers reused by matching from one element to the next.
    var matchScratch = Cascade.MatchScratch()
    /// How many times rules were matched (rather than taken from the identity cache).
    public internal(set) var matchCount = 0
    private(set) var keyResolver: @Sendable (Declaration, TypeChain) -> ResolvedProperty?

    public init(environment: StyleEnvironment = StyleEnvironment(), mode: CascadeMode = .specificity,
                catalog: PropertyCatalog = .standard) {
        self.environment = environment
        self.mode = mode
        self.catalog = catalog
        self.keyResolver = CatalogKeyResolver(catalog: catalog).resolve
        rebuild()
    }

    // MARK: Stylesheets

    /// Adds a sheet after the others (it wins ties) and restyles what was styled.
    public func add(_ sheet: StyleSheet, group: String? = nil) {
        sheets.append(ScopedStyleSheet(sheet: sheet, group: group))
        rebuild()
    }

    /// Replaces the sheet with the same name (keeping its place), or adds it.
    public func replace(_ sheet: StyleSheet, group: String? = nil) {
        if let index = sheets.firstIndex(where: { $0.sheet.name == sheet.name && $0.group == group }) {
            sheets[index] = ScopedStyleSheet(sheet: sheet, group: group)
            rebuild()
        } else {
            add(sheet, group: group)
        }
    }

    /// Removes the sheets named `name`.
    public func remove(named name: String) {
        sheets.removeAll { $0.sheet.name == name }
        rebuild()
    }

    /// Sets a variable from code: every declaration using it is re-resolved.
    public func setVariable(_ name: String, to value: [LiverySyntax.ComponentValue]) {
        runtimeVariables.set(name, value, span: nil)
        rebuild()
    }

    /// Registers a pseudo class usable in sheets loaded with `customPseudoClassNames`.
    public func registerPseudoClass(_ name: String, test: @escaping @Sendable (AnyObject, String?) -> Bool) {
        customPseudoClasses[PropertyName.normalize(name)] = test
        rebuild()
    }

    /// Normalized names of registered pseudo classes, for `StyleSheetLoader.customPseudoClasses`.
    public var customPseudoClassNames: Set<String> { Set(customPseudoClasses.keys) }
}

import LiverySyntax
