import LiveryCore
import LiverySyntax

/// Reads a ReflektorKit stylesheet (`.rflk`) into a `FormatDocument`.
///
/// Selectors: `Class`, `trait`, `Class:trait`, each optionally `:__where` (the rule's
/// `condition:` string becomes a media condition). A class selector matches its exact class
/// unless `applies-to-subclasses: true` (then `^Class`); a trait is a style class. `include:`
/// (its selectors bare or quoted) copies other selectors' declarations (the rule's own win,
/// then the first include); `@namespace { @name = value; }` declares variables; `px` is a point; `!important` (compute
/// at layout time) is not Livery's `!important` and is dropped with a warning; keys the
/// catalog does not know are kept as custom keys.
struct ReflektorReader {
    /// A rule's items before includes are resolved.
    enum Item {
        case declaration(FormatDeclaration)
        case include([(name: String, range: SourceRange)])
    }

    let checker: DeclarationChecker
    var document: FormatDocument
    var values: ReflektorValues
    /// Items of each rule of `document.rules`, by index.
    var items: [[Item]] = []
    /// Rule indices by selector as written (`UIView:card`), for `include:`.
    var bySelector: [String: [Int]] = [:]
    /// Declarations includes have copied so far (bounded like `@extend`'s).
    var includedDeclarationCount = 0
    /// The rule being read styles `UIButton`: ReflektorKit's button additions apply.
    var ruleIsButton = false

    /// Reads `file`.
    static func read(_ file: SourceFile, checker: DeclarationChecker,
                     inheritedVariables: VariableTable = VariableTable()) -> FormatDocument {
        let syntax = Parser.parse(file)
        var reader = ReflektorReader(checker: checker, document: FormatDocument(file: file, format: .reflektor),
                                     values: ReflektorValues(file: file, inherited: inheritedVariables))
        let namespaces = reader.readNamespaces(syntax.source)
        for diagnostic in syntax.diagnostics
        where !(diagnostic.id == SyntaxDiagnosticID.unknownAtRule && namespaces.contains(diagnostic.span.range.start)) {
            reader.document.diagnostics.append(diagnostic)
        }
        for item in syntax.items { reader.readTopLevel(item) }
        reader.resolveIncludes()
        return reader.document
    }

    mutating func readTopLevel(_ item: BlockItem) {
        switch item {
        case .rule(let rule): readRule(rule)
        case .variable(let variable):
            // Checked as a namespace's variables are (`@v: --x;` would convert to a reference).
            guard ReflektorValues.checkNoLiveryVariables(variable.value, file: document.file,
                                                         diagnostics: &document.diagnostics) else { return }
            let span = SourceSpan(file: document.file, range: variable.range)
            document.variables.set(variable.name, values.rewrite(variable.value), span: span)
            values.variables = values.inherited.merging(document.variables)
        case .declaration(let declaration):
            document.error(FormatDiagnosticID.reflektorDeclarationOutsideRule,
                           "'\(declaration.name.name)' is outside any selector; ignored",
                           at: declaration.range)
        case .media(let media):
            document.error(FormatDiagnosticID.reflektorUnsupported, "ReflektorKit has no @media; use a ':__where' selector",
                           at: media.preludeRange)
        case .importRule(let importRule):
            document.error(FormatDiagnosticID.reflektorUnsupported, "ReflektorKit has no @import; ignored", at: importRule.range)
        case .extend(let extend):
            document.error(FormatDiagnosticID.reflektorUnsupported, "ReflektorKit has no @extend; use 'include:'",
                           at: extend.range)
        }
    }

    /// One `selector { … }`.
    mutating func readRule(_ rule: RuleSyntax) {
        guard let parsed = selector(rule) else { return }
        var declarations: [DeclarationSyntax] = []
        for item in rule.items {
            switch item {
            case .declaration(let declaration): declarations.append(declaration)
            case .variable(let variable):
                document.error(FormatDiagnosticID.reflektorVariableInRule, "variables belong in an '@namespace { }' block",
                               at: variable.range)
            default:
                document.error(FormatDiagnosticID.reflektorNestedRule, "ReflektorKit rules do not nest; ignored",
                               at: rule.preludeRange)
            }
        }
        let index = document.rules.count
        document.rules.append(FormatRule(selectors: [], span: SourceSpan(file: document.file, range: rule.preludeRange)))
        items.append([])
        var subclasses = false
        var conditionSyntax: DeclarationSyntax?
        var ruleItems: [Item] = []
        ruleIsButton = parsed.type == "UIButton"
        for declaration in declarations {
            switch PropertyName.normalize(declaration.name.name) {
            case "appliestosubclasses", "applytosubclasses":
                subclasses = declaration.value.count == 1 && declaration.value[0].isIdentifier("true")
            case "condition":
                conditionSyntax = declaration
            case "include":
                ruleItems.append(.include(includeTargets(declaration.value)))
            default:
                ruleItems.append(contentsOf: declarationItems(declaration, ruleIndex: index))
            }
        }
        var compound = CompoundSelector(type: parsed.type, includesSubclasses: subclasses && parsed.type != nil)
        if let trait = parsed.trait { compound.classes = [trait] }
        if let conditionSyntax {
            guard let condition = ReflektorCondition.parse(conditionSyntax, in: &document, rule: index) else { return }
            document.rules[index].condition = condition
        } else if parsed.isConditional {
            document.warning(FormatDiagnosticID.reflektorMissingCondition,
                             "':__where' selector without a 'condition:'; the rule always applies",
                             at: rule.preludeRange)
        }
        document.rules[index].selectors = [Selector(compounds: [compound], combinators: [])]
        items[index] = ruleItems
        bySelector[parsed.written + (parsed.isConditional ? ":__where" : ""), default: []].append(index)
    }

    /// The selectors an `include:` names: `a, UIButton:item` as written, or quoted
    /// (`'UIButton:item'`, `'a, b'`), as ReflektorKit's demo sheets wrote them (its parser
    /// took the value's text without quotes).
    func includeTargets(_ value: [ComponentValue]) -> [(name: String, range: SourceRange)] {
        value.splitByCommas().flatMap { part -> [(name: String, range: SourceRange)] in
            let significant = part.filter { !$0.isWhitespace }
            if significant.count == 1, case .string(let text) = significant[0].kind {
                return text.split(separator: ",").map { (String($0).trimmedASCII, significant[0].range) }
            }
            return part.range.map { [(document.file.text($0), $0)] } ?? []
        }
    }
}
