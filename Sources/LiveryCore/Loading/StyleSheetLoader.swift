import LiverySyntax

/// Loads stylesheets: parses a file, inlines its `@import`s where they stand, flattens
/// nesting, applies `@media` conditions and `@extend`, and substitutes variables.
///
/// Errors never stop loading: each is a diagnostic and the rest of the sheet applies.
/// Imports stay inside the sheet's folder and `allowedImportRoots`, and each imported file
/// is read once per load (see `ImportExpander`). A file that is not text is one
/// `file.not-text` error; each file reports at most `Diagnostic.maximumPerFile` diagnostics.
public struct StyleSheetLoader: Sendable {
    /// The deepest `@import` chain followed.
    public static let maximumImportDepth = 64
    /// The most selectors nesting may make of one rule (a list of two selectors nested
    /// twelve deep is 4,096): nested lists multiply, so a few lines could otherwise make
    /// millions.
    public static let maximumNestedSelectors = 4_096

    /// The most selectors nesting may make in one load (all rules together): below the
    /// per-rule bound, rules nested inside a large list would each still make thousands.
    public static let maximumNestedSelectorsPerLoad = 32_768

    /// The most compounds the selectors made by nesting may have in one load, all together:
    /// within the bounds above, selectors of up to `Selector.maximumCompounds` compounds
    /// each would still make millions.
    public static let maximumNestedCompoundsPerLoad = 524_288

    /// The most declarations `@extend` may copy into extending rules in one load: each copy
    /// is typed for its rule, so four thousand rules extending one of a thousand
    /// declarations (115 KB) would otherwise make four million.
    public static let maximumExtendedDeclarationsPerLoad = 100_000

    public var sourceLoader: any SourceLoader
    /// Normalized names of pseudo classes the app registered (accepted in selectors).
    public var customPseudoClasses: Set<String>
    /// What properties exist and what values they take.
    public var catalog: PropertyCatalog
    /// Folders (or files) `@import`s may read besides the folder of the sheet being loaded
    /// (locations as the source loader takes them; `/` allows every file). By default an
    /// import must stay inside the top-level sheet's folder.
    public var allowedImportRoots: [String]

    public init(sourceLoader: any SourceLoader = FileSystemSourceLoader(), customPseudoClasses: Set<String> = [],
                catalog: PropertyCatalog = .standard, allowedImportRoots: [String] = []) {
        self.sourceLoader = sourceLoader
        self.customPseudoClasses = customPseudoClasses
        self.catalog = catalog
        self.allowedImportRoots = allowedImportRoots
    }

    /// Loads the stylesheet at `location`. A missing file is a diagnostic in the result.
    /// Variables of earlier loaded sheets are passed as `inheritedVariables`.
    public func load(_ location: String, name: String? = nil, inheritedVariables: VariableTable = VariableTable()) -> StyleSheet {
        do {
            let file = try sourceLoader.load(location)
            return load(file, name: name, inheritedVariables: inheritedVariables)
        } catch {
            let file = SourceFile(path: location, bytes: [])
            let diagnostic = Diagnostic.error(SyntaxDiagnosticID.fileNotFound, error.description,
                                              at: SourceSpan(file: file, range: SourceRange(at: 0)))
            return StyleSheet(name: name ?? Paths.fileName(of: location), file: file, rules: [], variables: VariableTable(),
                              diagnostics: [diagnostic])
        }
    }

    /// Loads a stylesheet from a file already in memory.
    public func load(_ file: SourceFile, name: String? = nil, inheritedVariables: VariableTable = VariableTable()) -> StyleSheet {
        let name = name ?? Paths.fileName(of: file.path)
        if let reason = file.notTextReason {
            let diagnostic = Diagnostic.notText(path: file.path, reason: reason)
            return StyleSheet(name: name, file: diagnostic.span.file, rules: [], variables: VariableTable(),
                              diagnostics: [diagnostic])
        }
        var expander = ImportExpander(sourceLoader: sourceLoader, topLevel: file, allowedRoots: allowedImportRoots,
                                      maximumDepth: Self.maximumImportDepth)
        expander.expand(Parser.parse(file))
        var builder = StyleSheetBuilder(loader: self)
        builder.files = expander.files
        builder.diagnostics.append(contentsOf: expander.diagnostics)
        for entry in expander.entries {
            builder.process(entry.item, file: entry.file, scope: .topLevel)
        }
        return builder.finish(name: name, file: file, inheritedVariables: inheritedVariables)
    }
}

/// The working state of one load.
struct StyleSheetBuilder {
    /// A rule being built, before extends and variables are resolved.
    struct PendingRule {
        var selectors: [Selector]
        var condition: MediaCondition?
        var declarations: [PendingDeclaration] = []
        var extends: [(selector: Selector, span: SourceSpan)] = []
        var span: SourceSpan
    }

    struct PendingDeclaration {
        var syntax: DeclarationSyntax
        var file: SourceFile
    }

    /// Where items are being processed: top level, or inside a rule (its selectors, nesting
    /// resolved, are the parents of the rules nested in it).
    struct Scope {
        var parents: [Selector]?
        var ruleIndex: Int?
        var condition: MediaCondition?
        static let topLevel = Scope(parents: nil, ruleIndex: nil, condition: nil)
    }

    let loader: StyleSheetLoader
    var rules: [PendingRule] = []
    /// Selectors nesting has made so far (see `maximumNestedSelectorsPerLoad`).
    var nestedSelectorCount = 0
    /// Compounds of the selectors nesting has made so far (see `maximumNestedCompoundsPerLoad`).
    var nestedCompoundCount = 0
    /// Declarations `@extend` has copied so far (see `maximumExtendedDeclarationsPerLoad`).
    var extendedDeclarationCount = 0
    var variables = VariableTable()
    var diagnostics = DiagnosticBag()
    /// The files of the load, in the order their diagnostics are listed.
    var files: [SourceFile] = []

    init(loader: StyleSheetLoader) {
        self.loader = loader
    }

    mutating func process(_ items: [BlockItem], file: SourceFile, scope: Scope) {
        for item in items {
            process(item, file: file, scope: scope)
        }
    }

    mutating func process(_ item: BlockItem, file: SourceFile, scope: Scope) {
        switch item {
        case .rule(let rule): processRule(rule, file: file, scope: scope)
        case .declaration(let declaration):
            if let index = scope.ruleIndex {
                rules[index].declarations.append(PendingDeclaration(syntax: declaration, file: file))
            }
        case .variable(let variable):
            variables.set(variable.name, variable.value, span: SourceSpan(file: file, range: variable.range))
        case .media(let media): processMedia(media, file: file, scope: scope)
        // Top-level imports are expanded before (`ImportExpander`); the parser reports any other.
        case .importRule: break
        case .extend(let extend): processExtend(extend, file: file, scope: scope)
        }
    }

    mutating func processRule(_ rule: RuleSyntax, file: SourceFile, scope: Scope) {
        let converter = SelectorConverter(file: file, customPseudoClasses: loader.customPseudoClasses)
        var selectors: [Selector] = []
        if let parents = scope.parents {
            guard parents.count * rule.selectors.count <= StyleSheetLoader.maximumNestedSelectors else {
                diagnostics.error(CoreDiagnosticID.nestingTooLarge,
                                  "nesting makes \(parents.count * rule.selectors.count) selectors of this rule, more than "
                                      + "\(StyleSheetLoader.maximumNestedSelectors); it and the rules inside it are skipped",
                                  file: file, range: rule.preludeRange)
                return
            }
            guard nestedSelectorCount + parents.count * rule.selectors.count <= StyleSheetLoader.maximumNestedSelectorsPerLoad else {
                diagnostics.error(CoreDiagnosticID.nestingTooLarge,
                                  "nesting has made \(StyleSheetLoader.maximumNestedSelectorsPerLoad) selectors in this sheet "
                                      + "already; this rule and the rules inside it are skipped",
                                  file: file, range: rule.preludeRange)
                return
            }
            nestedSelectorCount += parents.count * rule.selectors.count
            if let range = Nesting.typeConflict(parents: parents, children: rule.selectors) {
                diagnostics.error(CoreDiagnosticID.invalidNesting, "'&' cannot add a type to a selector that has one",
                                  file: file, range: range)
                return
            }
            // Selectors that never match on iOS (`:hover`) are left out, and so are the rules
            // nested in them.
            guard let children = converter.convert(rule.selectors, nested: true, parents: parents.count,
                                                   diagnostics: &diagnostics) else { return }
            // Sizes first: `& &` doubles a selector per level, so combining before checking
            // could make millions of compounds.
            var longest = 0
            var compounds = 0
            let parentWeights = parents.map(\.weight)
            for child in children {
                let childWeight = child.selector.weight
                let ampersands = child.syntax.compounds.count { $0.nesting }
                for parentWeight in parentWeights {
                    let weight = Nesting.weight(parent: parentWeight, child: childWeight, ampersands: ampersands)
                    longest = max(longest, weight)
                    compounds += weight
                }
            }
            guard longest <= Selector.maximumCompounds else {
                diagnostics.error(CoreDiagnosticID.selectorTooLong,
                                  "nesting makes a selector of \(longest) compounds (with those in its ':not()'), "
                                      + "more than \(Selector.maximumCompounds); "
                                      + "it and the rules inside it are skipped",
                                  file: file, range: rule.preludeRange)
                return
            }
            guard nestedCompoundCount + compounds <= StyleSheetLoader.maximumNestedCompoundsPerLoad else {
                diagnostics.error(CoreDiagnosticID.nestingTooLarge,
                                  "nesting has made selectors of \(StyleSheetLoader.maximumNestedCompoundsPerLoad) compounds "
                                      + "in this sheet already; this rule and the rules inside it are skipped",
                                  file: file, range: rule.preludeRange)
                return
            }
            nestedCompoundCount += compounds
            selectors.reserveCapacity(parents.count * children.count)
            for parent in parents {
                for child in children {
                    selectors.append(Nesting.combine(parent: parent, child: child.selector, syntax: child.syntax))
                }
            }
        } else {
            guard let converted = converter.convert(rule.selectors, diagnostics: &diagnostics) else { return }
            selectors = converted.map(\.selector)
        }
        // With no selector left, neither the rule nor its nested rules can apply.
        guard !selectors.isEmpty else { return }
        rules.append(PendingRule(selectors: selectors, condition: scope.condition,
                                 span: SourceSpan(file: file, range: rule.preludeRange)))
        let inner = Scope(parents: selectors, ruleIndex: rules.count - 1, condition: scope.condition)
        process(rule.items, file: file, scope: inner)
    }

    mutating func processMedia(_ media: MediaRuleSyntax, file: SourceFile, scope: Scope) {
        let queries = media.queries.map { MediaQueryConverter.convert($0, file: file, diagnostics: &diagnostics) }
        let clause = MediaCondition(clauses: [queries])
        let condition = scope.condition.map { $0.and(clause) } ?? clause
        var inner = Scope(parents: scope.parents, ruleIndex: nil, condition: condition)
        if let index = scope.ruleIndex {
            // Declarations directly in the block apply to the enclosing rule's selectors.
            rules.append(PendingRule(selectors: rules[index].selectors, condition: condition,
                                     span: SourceSpan(file: file, range: media.preludeRange)))
            inner.ruleIndex = rules.count - 1
        }
        process(media.items, file: file, scope: inner)
    }

    mutating func processExtend(_ extend: ExtendSyntax, file: SourceFile, scope: Scope) {
        guard let index = scope.ruleIndex else { return }
        let converter = SelectorConverter(file: file, customPseudoClasses: loader.customPseudoClasses)
        for target in extend.targets {
            guard let selector = converter.convert(target, diagnostics: &diagnostics) else { continue }
            rules[index].extends.append((selector, SourceSpan(file: file, range: target.range)))
        }
    }
}
