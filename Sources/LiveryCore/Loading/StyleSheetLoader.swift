import LiverySyntax

/// Loads stylesheets: parses a file, inlines its `@import`s where they stand, flattens
/// nesting, applies `@media` conditions and `@extend`, and substitutes variables.
///
/// Errors never stop loading: each is a diagnostic and the rest of the sheet applies. A
/// file that is not text is one `file.not-text` error; each file reports at most
/// `Diagnostic.maximumPerFile` diagnostics.
public struct StyleSheetLoader: Sendable {
    /// The deepest `@import` chain followed.
    public static let maximumImportDepth = 64

    public var sourceLoader: any SourceLoader
    /// Normalized names of pseudo classes the app registered (accepted in selectors).
    public var customPseudoClasses: Set<String>
    /// What properties exist and what values they take.
    public var catalog: PropertyCatalog

    public init(sourceLoader: any SourceLoader = FileSystemSourceLoader(), customPseudoClasses: Set<String> = [],
                catalog: PropertyCatalog = .standard) {
        self.sourceLoader = sourceLoader
        self.customPseudoClasses = customPseudoClasses
        self.catalog = catalog
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
        var builder = StyleSheetBuilder(loader: self)
        builder.importStack = [file.path]
        builder.process(Parser.parse(file), scope: .topLevel)
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

    /// Where items are being processed: top level, or inside a rule (selectors known).
    struct Scope {
        var parents: [ComplexSelectorSyntax]?
        var ruleIndex: Int?
        var condition: MediaCondition?
        static let topLevel = Scope(parents: nil, ruleIndex: nil, condition: nil)
    }

    let loader: StyleSheetLoader
    var rules: [PendingRule] = []
    var variables = VariableTable()
    var diagnostics = DiagnosticBag()
    var importStack: [String] = []

    init(loader: StyleSheetLoader) {
        self.loader = loader
    }

    mutating func process(_ syntax: StyleSheetSyntax, scope: Scope) {
        diagnostics.append(contentsOf: syntax.diagnostics)
        process(syntax.items, file: syntax.file, scope: scope)
    }

    mutating func process(_ items: [BlockItem], file: SourceFile, scope: Scope) {
        for item in items {
            switch item {
            case .rule(let rule): processRule(rule, file: file, scope: scope)
            case .declaration(let declaration):
                if let index = scope.ruleIndex {
                    rules[index].declarations.append(PendingDeclaration(syntax: declaration, file: file))
                }
            case .variable(let variable):
                variables.set(variable.name, variable.value, span: SourceSpan(file: file, range: variable.range))
            case .media(let media): processMedia(media, file: file, scope: scope)
            case .importRule(let importRule): processImport(importRule, file: file, scope: scope)
            case .extend(let extend): processExtend(extend, file: file, scope: scope)
            }
        }
    }

    mutating func processRule(_ rule: RuleSyntax, file: SourceFile, scope: Scope) {
        var flattened: [ComplexSelectorSyntax] = []
        if let parents = scope.parents {
            for parent in parents {
                for child in rule.selectors {
                    guard let combined = Nesting.combine(parent: parent, child: child, file: file, diagnostics: &diagnostics) else { return }
                    flattened.append(combined)
                }
            }
        } else {
            flattened = rule.selectors
        }
        let converter = SelectorConverter(file: file, customPseudoClasses: loader.customPseudoClasses)
        var selectors: [Selector] = []
        for syntax in flattened {
            guard let selector = converter.convert(syntax, diagnostics: &diagnostics) else { return }
            selectors.append(selector)
        }
        rules.append(PendingRule(selectors: selectors, condition: scope.condition,
                                 span: SourceSpan(file: file, range: rule.preludeRange)))
        let inner = Scope(parents: flattened, ruleIndex: rules.count - 1, condition: scope.condition)
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

    mutating func processImport(_ importRule: ImportSyntax, file: SourceFile, scope: Scope) {
        let location = loader.sourceLoader.resolve(importRule.path, relativeTo: file)
        let span = SourceSpan(file: file, range: importRule.pathRange)
        if importStack.contains(location) {
            let chain = (importStack + [location]).map(Paths.fileName(of:)).joined(separator: " → ")
            diagnostics.append(.error(CoreDiagnosticID.importCycle, "'\(importRule.path)' imports itself (\(chain)); skipped",
                                      at: span))
            return
        }
        guard importStack.count < StyleSheetLoader.maximumImportDepth else {
            diagnostics.append(.error(CoreDiagnosticID.importTooDeep,
                                      "imports nest more than \(StyleSheetLoader.maximumImportDepth) levels deep", at: span))
            return
        }
        let imported: SourceFile
        do {
            imported = try loader.sourceLoader.load(location)
        } catch {
            diagnostics.append(.error(CoreDiagnosticID.importNotFound,
                                      "cannot import '\(importRule.path)': \(error.description)", at: span))
            return
        }
        if let reason = imported.notTextReason {
            diagnostics.append(.error(SyntaxDiagnosticID.fileNotText,
                                      "cannot import '\(importRule.path)': not a text file (\(reason)); nothing of it is loaded",
                                      at: span))
            return
        }
        importStack.append(location)
        process(Parser.parse(imported), scope: scope)
        importStack.removeLast()
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
