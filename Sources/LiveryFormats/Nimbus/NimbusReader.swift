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
    var document: FormatDocument
    /// Whether the frame-layout warning was given.
    var warnedFrameLayout = false
    /// The condition of the `@media` block being read.
    var condition: MediaCondition?

    /// Reads `file` and what it imports (each file once, inside the allowed folders; see
    /// `ImportExpander`).
    static func read(_ file: SourceFile, checker: DeclarationChecker, sourceLoader: any SourceLoader,
                     allowedImportRoots: [String] = []) -> FormatDocument {
        var reader = NimbusReader(checker: checker, document: FormatDocument(file: file, format: .nimbus))
        var expander = ImportExpander(sourceLoader: sourceLoader, topLevel: file, allowedRoots: allowedImportRoots,
                                      maximumDepth: maximumImportDepth) { syntax in
            let imports = syntax.items.compactMap { item -> ImportSyntax? in
                if case .importRule(let importRule) = item { return importRule }
                return nil
            }
            return syntax.diagnostics.filter { !isMissingImportSemicolon($0, imports) }
        }
        expander.expand(Parser.parse(file))
        reader.document.diagnostics.append(contentsOf: expander.diagnostics)
        for entry in expander.entries {
            reader.read(entry.item, file: entry.file)
        }
        return reader.document
    }

    /// One top-level item of a file (imports are already replaced by what they import).
    mutating func read(_ item: BlockItem, file: SourceFile) {
        switch item {
        case .rule(let rule): readRule(rule, file: file)
        case .importRule: break
        case .declaration(let declaration):
            document.error(FormatDiagnosticID.nimbusDeclarationOutsideRule,
                           "'\(declaration.name.name)' is outside any rule; ignored",
                           at: declaration.range, in: file)
        case .variable(let variable):
            document.error(FormatDiagnosticID.nimbusUnsupported, "Nimbus CSS has no variables; ignored",
                           at: variable.range, in: file)
        case .media(let media):
            guard condition == nil else {
                document.error(FormatDiagnosticID.nimbusUnsupported, "Nimbus CSS @media blocks do not nest; ignored",
                               at: media.preludeRange, in: file)
                return
            }
            condition = mediaCondition(media, file: file)
            defer { condition = nil }
            for inner in media.items { read(inner, file: file) }
        case .extend(let extend):
            document.error(FormatDiagnosticID.nimbusUnsupported, "Nimbus CSS has no @extend; ignored",
                           at: extend.range, in: file)
        }
    }

    /// Nimbus writes `@import url('x.css')` without a `;`: the parser's complaint is dropped.
    static func isMissingImportSemicolon(_ diagnostic: Diagnostic, _ imports: [ImportSyntax]) -> Bool {
        diagnostic.id == SyntaxDiagnosticID.missingSemicolon
            && imports.contains { $0.range.start <= diagnostic.span.range.start && diagnostic.span.range.start <= $0.range.end }
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
        document.rules[index].condition = condition
        let isButton = selectors.contains { $0.subject.type == "UIButton" } || (state != "normal" && state != "empty")
        var mapper = NimbusProperties(file: file, isButton: isButton,
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

    /// Nimbus's `@media` device types (`NICSSParser`): `ipad`, `iphone`, `retina` (a screen
    /// scale other than 1), `nonretina` and the pairs `ipad-retina` …, any case, the block
    /// applying when one of them holds; a type Nimbus did not know never holds.
    mutating func mediaCondition(_ media: MediaRuleSyntax, file: SourceFile) -> MediaCondition {
        var queries: [MediaQuery] = []
        for query in media.queries {
            let words = (query.mediaType ?? "").split(separator: "-").map { $0.lowercased() }
            var features: [MediaFeature] = []
            var valid = !query.negated && query.features.isEmpty && !words.isEmpty && words.count <= 2
            for (position, word) in words.enumerated() {
                switch word {
                case "ipad" where position == 0: features.append(MediaFeature(name: .idiom, value: .keyword("pad")))
                case "iphone" where position == 0: features.append(MediaFeature(name: .idiom, value: .keyword("phone")))
                case "retina" where words.count == 1 || position == 1:
                    features.append(MediaFeature(name: .minScale, value: .number(2)))
                case "nonretina" where words.count == 1 || position == 1:
                    features.append(MediaFeature(name: .maxScale, value: .number(1)))
                default: valid = false
                }
            }
            if !valid {
                document.warning(FormatDiagnosticID.nimbusUnknownDeviceType,
                                 "Nimbus CSS @media takes 'ipad', 'iphone', 'retina', 'nonretina' or 'ipad-retina' …; this query never applies, as in Nimbus",
                                 at: query.range, in: file)
                queries.append(MediaQuery(negated: true, mediaType: "all", features: []))  // never holds
                continue
            }
            queries.append(MediaQuery(features: features))
        }
        return MediaCondition(clauses: [queries])
    }
}
