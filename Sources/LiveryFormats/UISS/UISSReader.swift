import LiveryCore
import LiverySyntax
import LiveryValues

/// Reads a UISS JSON stylesheet into a `FormatDocument`.
///
/// UISS meanings: top-level keys are UIKit classes; a class nested in a class means "when
/// contained in" (a descendant chain); `UIAppearance` styles subclasses too, so every type
/// selector is `^Type`. `"prop:axis:axis"` passes setter parameters. `Variables` holds
/// `$name` values, `Phone`/`Pad` blocks apply to one idiom, `-`-prefixed keys are ignored,
/// and an `@Name` group only names its contents for UISS's code generator (they apply where
/// the group stands).
struct UISSReader {
    let checker: DeclarationChecker
    var document: FormatDocument
    /// Variables by name, their values as written (references resolved on use).
    var variables: [String: JSONNode] = [:]
    /// The variables of the sheets loaded before: `"$name"` falls back to them.
    var inheritedVariables = VariableTable()
    /// What substitution has made in this sheet (Livery's bounds, as for every dialect).
    let substitutionBudget = SubstitutionBudget()

    static let idioms: [String: String] = ["phone": "phone", "pad": "pad"]

    /// Reads `file`.
    static func read(_ file: SourceFile, checker: DeclarationChecker,
                     inheritedVariables: VariableTable = VariableTable()) -> FormatDocument {
        var reader = UISSReader(checker: checker, document: FormatDocument(file: file, format: .uiss),
                                inheritedVariables: inheritedVariables)
        let (root, diagnostics) = JSONReader.read(file)
        reader.document.diagnostics.append(contentsOf: diagnostics)
        if let root { reader.readRoot(root) }
        return reader.document
    }

    mutating func readRoot(_ root: JSONNode) {
        guard let members = root.members else {
            document.error(FormatDiagnosticID.uissExpectedObject, "a UISS stylesheet is a JSON object, found \(root.kindName)",
                           at: root.range)
            return
        }
        for member in members where member.key == "Variables" {
            guard let entries = member.value.members else {
                document.error(FormatDiagnosticID.uissExpectedObject,
                               "'Variables' must be an object, found \(member.value.kindName)",
                               at: member.value.range)
                continue
            }
            for entry in entries where !entry.key.hasPrefix("-") { variables[entry.key] = entry.value }
        }
        readBlock(members, ancestors: [], condition: nil, ruleIndex: nil)
        shareVariables()
    }

    /// Offers the `Variables` to later sheets (`@accent` in a Livery sheet loaded after this
    /// one): each as a color when it reads as one, else a font, else by its shape. A variable
    /// that reads as none of them is not offered (its uses here were reported already).
    mutating func shareVariables() {
        for (name, node) in variables.sorted(by: { $0.key < $1.key }) {
            let reported = document.diagnostics
            guard let value = substituted(node) else {
                document.diagnostics = reported
                continue
            }
            var converter = UISSValueConverter(file: document.file)
            let css = Self.isNumeric(value) ? converter.generic(value, property: name)
                : converter.color(value, property: name) ?? converter.font(value, property: name)
                ?? converter.generic(value, property: name)
            guard let css else { continue }
            document.sharedVariables.set(name, SyntheticValues.make(css, at: node.range),
                                         span: SourceSpan(file: document.file, range: node.range))
        }
    }

    /// Whether `value` is a number or a list of numbers.
    static func isNumeric(_ value: JSONNode) -> Bool {
        switch value.kind {
        case .number: true
        case .array(let items): !items.isEmpty && items.allSatisfy { if case .number = $0.kind { true } else { false } }
        default: false
        }
    }

    /// The members of the sheet, of a class or of an idiom block. `ruleIndex` is the rule
    /// properties go to (`nil` at top level, where every key is a class).
    mutating func readBlock(_ members: [JSONMember], ancestors: [CompoundSelector], condition: MediaCondition?,
                            ruleIndex: Int?) {
        for member in members {
            let key = member.key
            if key.hasPrefix("-") || (ancestors.isEmpty && key == "Variables") { continue }
            if key.hasPrefix("@") {
                readGroup(member, ancestors: ancestors, condition: condition, ruleIndex: ruleIndex)
            } else if let idiom = Self.idioms[key.lowercased()], key.first?.isUppercase == true {
                readIdiom(member, idiom: idiom, ancestors: ancestors, condition: condition)
            } else if ruleIndex == nil || isClassKey(member) {
                readClass(member, ancestors: ancestors, condition: condition)
            } else if let ruleIndex {
                readProperty(member, ruleIndex: ruleIndex)
            }
        }
    }

    /// A nested key is a class when its value is an object and it is written like a class
    /// name (capitalized, no parameters); property values that are objects (text attributes)
    /// belong to lower-case setter names.
    func isClassKey(_ member: JSONMember) -> Bool {
        guard member.value.members != nil, let first = member.key.first else { return false }
        return first.isUppercase && !member.key.contains(":")
    }

    /// `"UIButton": { … }`: a rule for `… ^UIButton`, then its nested classes and idioms.
    mutating func readClass(_ member: JSONMember, ancestors: [CompoundSelector], condition: MediaCondition?) {
        guard let members = member.value.members else {
            document.error(FormatDiagnosticID.uissExpectedObject,
                           "the class '\(member.key)' must map to an object, found \(member.value.kindName)",
                           at: member.value.range)
            return
        }
        guard !member.key.isEmpty else {
            document.error(FormatDiagnosticID.uissInvalidKey, "a class name cannot be empty", at: member.keyRange)
            return
        }
        let type = TypeNames.canonical(member.key) ?? member.key
        let chain = ancestors + [CompoundSelector(type: type, includesSubclasses: true)]
        let combinators = Array(repeating: Combinator.descendant, count: chain.count - 1)
        document.rules.append(FormatRule(selectors: [Selector(compounds: chain, combinators: combinators)], condition: condition,
                                         span: SourceSpan(file: document.file, range: member.keyRange)))
        readBlock(members, ancestors: chain, condition: condition, ruleIndex: document.rules.count - 1)
    }

    /// `"@Controllers": { … }`: a group, which UISS's parser only recorded for the code it
    /// generates (`UISSParser`'s group prefix): its members read as if written in its place.
    mutating func readGroup(_ member: JSONMember, ancestors: [CompoundSelector], condition: MediaCondition?, ruleIndex: Int?) {
        guard let members = member.value.members else {
            document.error(FormatDiagnosticID.uissExpectedObject,
                           "the group '\(member.key)' must map to an object, found \(member.value.kindName)",
                           at: member.value.range)
            return
        }
        readBlock(members, ancestors: ancestors, condition: condition, ruleIndex: ruleIndex)
    }

    /// `"Pad": { … }`: the block's properties and classes apply only on that idiom.
    mutating func readIdiom(_ member: JSONMember, idiom: String, ancestors: [CompoundSelector], condition: MediaCondition?) {
        guard let members = member.value.members else {
            document.error(FormatDiagnosticID.uissExpectedObject,
                           "'\(member.key)' must map to an object, found \(member.value.kindName)",
                           at: member.value.range)
            return
        }
        let clause = MediaCondition(clauses: [[MediaQuery(features: [MediaFeature(name: .idiom, value: .keyword(idiom))])]])
        let combined = condition.map { $0.and(clause) } ?? clause
        var ruleIndex: Int?
        if !ancestors.isEmpty {
            let combinators = Array(repeating: Combinator.descendant, count: ancestors.count - 1)
            document.rules.append(FormatRule(selectors: [Selector(compounds: ancestors, combinators: combinators)],
                                             condition: combined, span: SourceSpan(file: document.file, range: member.keyRange)))
            ruleIndex = document.rules.count - 1
        }
        readBlock(members, ancestors: ancestors, condition: combined, ruleIndex: ruleIndex)
    }

    /// `"titleColor:highlighted": value`.
    mutating func readProperty(_ member: JSONMember, ruleIndex: Int) {
        let parts = member.key.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let span = SourceSpan(file: document.file, range: SourceRange(start: member.keyRange.start, end: member.value.range.end))
        let name = parts[0].trimmedASCII
        let parameters = parts.dropFirst().map { $0.trimmedASCII }
        guard !name.isEmpty, !parameters.contains(where: \.isEmpty) else {
            document.error(FormatDiagnosticID.uissInvalidKey, "invalid property key \"\(member.key)\"", at: member.keyRange)
            return
        }
        // No property has `__` in its name, and Livery CSS reads `name__state` as parameters:
        // such a name would not convert to itself.
        guard !name.contains("__") else {
            document.error(FormatDiagnosticID.uissInvalidKey,
                           "invalid property key \"\(member.key)\": a property name has no '__' (parameters follow ':')",
                           at: member.keyRange)
            return
        }
        for parameter in parameters where ["reserved", "application"].contains(parameter.lowercased()) {
            document.unexpressible(FormatDiagnosticID.uissUnsupportedParameter,
                                   "control state '\(parameter)' has no Livery equivalent; '\(member.key)' is left out",
                                   at: SourceSpan(file: document.file, range: member.keyRange), rule: ruleIndex)
            return
        }
        guard let value = substituted(member.value) else { return }
        if parameters.isEmpty, readOwnProperty(name, value: value, span: span, ruleIndex: ruleIndex) { return }
        let written = PropertyName(written: name, parameters: parameters)
        let definition = checker.definitions(of: written, for: document.rules[ruleIndex].selectors).first
        let property = definition.map { PropertyName(written: name, parameters: setterParameters(parameters, of: $0)) } ?? written
        append(property, value: value, as: definition?.type, span: span, ruleIndex: ruleIndex)
    }

    /// Converts `value` by `type` and adds it to the rule as `property`; reports instead when
    /// it does not convert.
    mutating func append(_ property: PropertyName, value: JSONNode, as type: ValueType?, span: SourceSpan, ruleIndex: Int) {
        var converter = UISSValueConverter(file: document.file)
        let css = type == .image && Self.meansNoImage(value) ? "current"
            : converter.css(for: value, as: type, property: property.written)
        guard let css else {
            document.diagnostics.append(contentsOf: converter.diagnostics.diagnostics)
            return
        }
        let values = SyntheticValues.make(css, at: value.range)
        document.rules[ruleIndex].declarations.append(FormatDeclaration(property: property, value: values, span: span))
    }

    /// `null` and `""` as an image: UISS passed `nil` to the setter (`UIImage(named: "")` is
    /// `nil`), which takes the custom image away. Livery writes `current`: the element keeps
    /// its own image, which is no custom image unless the app set one in code.
    static func meansNoImage(_ value: JSONNode) -> Bool {
        switch value.kind {
        case .null: true
        case .string(let name): name.isEmpty
        default: false
        }
    }

    /// The parameters of the setter UISS calls for `parameters` written in a key. UISS picks
    /// the setter by the number of parameters written, and UIKit's shorter setters leave out
    /// leading parameters (`setBackgroundImage(_:for: UIBarMetrics)` of a navigation bar is
    /// `setBackgroundImage(_:for: .any, barMetrics:)`): when the written parameters are not
    /// the property's leading ones but fit its trailing ones, the leading ones take their
    /// default (`backgroundImage:landscapePhone` → `backgroundImage(any, landscapePhone)`).
    func setterParameters(_ parameters: [String], of definition: PropertyDefinition) -> [String] {
        let kinds = definition.parameters
        guard !parameters.isEmpty, parameters.count < kinds.count else { return parameters }
        let fits = { (kinds: ArraySlice<ParameterKind>) in
            zip(parameters, kinds).allSatisfy { checker.canonicalParameter($0, $1) != nil }
        }
        let missing = kinds.count - parameters.count
        guard !fits(kinds.prefix(parameters.count)), fits(kinds.suffix(parameters.count)) else { return parameters }
        return kinds.prefix(missing).map(checker.defaultParameter) + parameters
    }

    /// `value` with every `"$name"` string replaced by the variable's value (recursively),
    /// within the substitution bounds; `nil` after reporting.
    mutating func substituted(_ value: JSONNode) -> JSONNode? {
        if let message = substitutionBudget.loadExceeded() {
            document.error(CoreDiagnosticID.variableTooLarge, message, at: value.range)
            return nil
        }
        var visiting: Set<String> = []
        var produced = 0
        defer { substitutionBudget.record(produced) }
        return substitute(value, visiting: &visiting, produced: &produced)
    }

    private mutating func substitute(_ value: JSONNode, visiting: inout Set<String>, produced: inout Int) -> JSONNode? {
        produced += 1
        if let message = substitutionBudget.valueExceeded(produced) {
            document.error(CoreDiagnosticID.variableTooLarge, message, at: value.range)
            return nil
        }
        switch value.kind {
        case .string(let text) where text.hasPrefix("$") && text.count > 1:
            let name = String(text.dropFirst())
            guard let variable = variables[name] ?? inherited(name, at: value.range) else {
                document.error(FormatDiagnosticID.uissUnknownVariable, "unknown variable '\(text)'", at: value.range)
                return nil
            }
            guard visiting.insert(name).inserted else {
                document.error(FormatDiagnosticID.uissVariableCycle, "variable '\(text)' refers to itself", at: value.range)
                return nil
            }
            defer { visiting.remove(name) }
            // Livery's own depth (a converted sheet keeps the chain), and a frame per link.
            guard visiting.count <= VariableResolver.maximumDepth else {
                document.error(CoreDiagnosticID.variableTooDeep, VariableResolver.tooDeepMessage, at: value.range)
                return nil
            }
            guard var resolved = substitute(variable, visiting: &visiting, produced: &produced) else { return nil }
            resolved.range = value.range
            return resolved
        case .array(let items):
            var result: [JSONNode] = []
            for item in items {
                guard let substituted = substitute(item, visiting: &visiting, produced: &produced) else { return nil }
                result.append(substituted)
            }
            return JSONNode(kind: .array(result), range: value.range)
        case .object(let members):
            var result: [JSONMember] = []
            for var member in members {
                guard let substituted = substitute(member.value, visiting: &visiting, produced: &produced) else { return nil }
                member.value = substituted
                result.append(member)
            }
            return JSONNode(kind: .object(result), range: value.range)
        default:
            return value
        }
    }
}

extension UISSReader {
    /// An earlier sheet's variable as a UISS value: a number stays a number, anything else
    /// is its CSS text as a string (`"#3366cc"`, `"bold 15 system"`), which UISS's
    /// converters read by the property's type.
    func inherited(_ name: String, at range: SourceRange) -> JSONNode? {
        guard let variable = inheritedVariables[name] else { return nil }
        if variable.value.count == 1, case .number(let number) = variable.value[0].kind {
            return JSONNode(kind: .number(number.value), range: range)
        }
        return JSONNode(kind: .string(variable.value.cssText), range: range)
    }
}
