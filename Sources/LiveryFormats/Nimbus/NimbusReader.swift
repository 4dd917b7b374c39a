import LiveryCore
import LiverySyntax

/// Reads a Nimbus CSS stylesheet into a `FormatDocument`.
///
/// Selectors are CSS selectors (types match their exact class, as Nimbus's `NIDOM` does);
/// `:selected`, `:highlighted` and `:disabled` on a button rule select the control state of
/// the state-bound properties (`color` → `titleColor(highlighted)`). Property names map onto
/// the catalog (`NimbusProperties`); `px` is a point; `@import url('…')` is read where it
/// stands (Nimbus processed imports first, a documented bug).
struct NimbusReader {
    /// The deepest `@import` chain followed.
    static let maximumImportDepth = 64

    let checker: DeclarationChecker
    let sourceLoader: any SourceLoader
    var document: FormatDocument
    /// Files being read, outermost first (for cycles).
    var importStack: [String] = []
    /// Whether the frame-layout warning was given.
    var warnedFrameLayout = false

    /// Reads `file` and what it imports.
    static func read(_ file: SourceFile, checker: DeclarationChecker, sourceLoader: any SourceLoader) -> FormatDocument {
        var reader = NimbusReader(checker: checker, sourceLoader: sourceLoader, document: FormatDocument(file: file, format: .nimbus))
        reader.read(file)
        return reader.document
    }

    /// Reads one file's rules into the document, imports where they stand.
    mutating func read(_ file: SourceFile) {
        importStack.append(file.path)
        defer { importStack.removeLast() }
        let syntax = Parser.parse(file)
        let imports = syntax.items.compactMap { item -> ImportSyntax? in
            if case .importRule(let importRule) = item { return importRule }
            return nil
        }
        for diagnostic in syntax.diagnostics where !Self.isMissingImportSemicolon(diagnostic, imports) {
            document.diagnostics.append(diagnostic)
        }
        for item in syntax.items {
            switch item {
            case .rule(let rule): readRule(rule, file: file)
            case .importRule(let importRule): readImport(importRule, file: file)
            case .declaration(let declaration):
                document.error(FormatDiagnosticID.nimbusDeclarationOutsideRule,
                               "'\(declaration.name.name)' is outside any rule; ignored",
                               at: declaration.range, in: file)
            case .variable(let variable):
                document.error(FormatDiagnosticID.nimbusUnsupported, "Nimbus CSS has no variables; ignored",
                               at: variable.range, in: file)
            case .media(let media):
                document.error(FormatDiagnosticID.nimbusUnsupported, "Nimbus CSS has no @media; ignored",
                               at: media.preludeRange, in: file)
            case .extend(let extend):
                document.error(FormatDiagnosticID.nimbusUnsupported, "Nimbus CSS has no @extend; ignored",
                               at: extend.range, in: file)
            }
        }
    }

    /// Nimbus writes `@import url('x.css')` without a `;`: the parser's complaint is dropped.
    static func isMissingImportSemicolon(_ diagnostic: Diagnostic, _ imports: [ImportSyntax]) -> Bool {
        diagnostic.id == SyntaxDiagnosticID.missingSemicolon
            && imports.contains { $0.range.start <= diagnostic.span.range.start && diagnostic.span.range.start <= $0.range.end }
    }

    /// `@import url('common.css')`: the imported rules, here.
    mutating func readImport(_ importRule: ImportSyntax, file: SourceFile) {
        let location = sourceLoader.resolve(importRule.path, relativeTo: file)
        if importStack.contains(location) {
            document.error(CoreDiagnosticID.importCycle, "'\(importRule.path)' imports itself; skipped",
                           at: importRule.pathRange, in: file)
            return
        }
        guard importStack.count < Self.maximumImportDepth else {
            document.error(CoreDiagnosticID.importTooDeep, "imports nest more than \(Self.maximumImportDepth) levels deep",
                           at: importRule.pathRange, in: file)
            return
        }
        do {
            read(try sourceLoader.load(location))
        } catch {
            document.error(CoreDiagnosticID.importNotFound, "cannot import '\(importRule.path)': \(error.description)",
                           at: importRule.pathRange, in: file)
        }
    }

    /// One rule: its selectors (state pseudo classes taken out) and mapped declarations.
    mutating func readRule(_ rule: RuleSyntax, file: SourceFile) {
        var selectors: [Selector] = []
        var states: Set<String> = []
        for syntax in rule.selectors {
            guard let (selector, state) = NimbusSelectors.convert(syntax, file: file, diagnostics: &document.diagnostics) else {
                return
            }
            selectors.append(selector)
            states.insert(state ?? "normal")
        }
        guard states.count == 1, let state = states.first else {
            document.error(FormatDiagnosticID.nimbusMixedStates,
                           "the selectors of one rule must select the same control state; rule ignored",
                           at: rule.preludeRange, in: file)
            return
        }
        let index = document.rules.count
        document.rules.append(FormatRule(selectors: selectors, span: SourceSpan(file: file, range: rule.preludeRange)))
        var mapper = NimbusProperties(file: file, isButton: selectors.contains { $0.subject.type == "UIButton" } || state != "normal",
                                      state: state == "normal" ? nil : state)
        for item in rule.items {
            switch item {
            case .declaration(let declaration): mapper.map(declaration)
            default:
                document.error(FormatDiagnosticID.nimbusNestedRule, "Nimbus CSS rules do not nest; ignored",
                               at: rule.preludeRange, in: file)
            }
        }
        let declarations = mapper.finish()
        document.diagnostics.append(contentsOf: mapper.diagnostics.diagnostics)
        for (id, message, span) in mapper.unexpressible {
            document.unexpressible(id, message, at: span, rule: index)
        }
        if mapper.usedFrameLayout, !warnedFrameLayout {
            warnedFrameLayout = true
            document.unexpressible(FormatDiagnosticID.nimbusFrameLayout,
                                   "Nimbus frame layout (top, left, bottom, right, margins, -mobile-halign/-valign/-relative) is kept as custom properties that Livery's layout does not apply",
                                   at: SourceSpan(file: file, range: rule.preludeRange), rule: index)
        }
        document.rules[index].declarations = declarations
    }
}
