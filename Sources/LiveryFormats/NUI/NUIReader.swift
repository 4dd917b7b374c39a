import LiveryCore
import LiverySyntax
import LiveryValues

/// Reads an NUI stylesheet (`.nss`) into a `FormatDocument`.
///
/// NUI's syntax is CSS's without nesting: `@name: value;` variables (a definition anywhere in
/// the sheet counts, the last one winning, as NUI resolved them after reading the whole
/// sheet), rules whose selectors are style class names (`Button, LargeButton { … }`), and
/// `@media (device: ipad) and (orientation: landscape)` blocks of rules and variables.
/// Each selector becomes its own rule, its declarations mapped for the kind of element the
/// class styles (`NUIStyleClass`, `NUIProperties`); values are read from their text as
/// NUI's converter read them (`NUIValues`).
struct NUIReader {
    struct Definition {
        var text: String
        var condition: MediaCondition?
        var range: SourceRange
    }

    var document: FormatDocument
    let inheritedVariables: VariableTable
    var definitions: [String: [Definition]] = [:]
    /// Diagnostics already reported (a rule of several selectors maps its values once for each).
    var reported: Set<String> = []

    static func read(_ file: SourceFile, inheritedVariables: VariableTable = VariableTable()) -> FormatDocument {
        var reader = NUIReader(document: FormatDocument(file: file, format: .nui), inheritedVariables: inheritedVariables)
        let syntax = Parser.parse(file)
        reader.document.diagnostics.append(contentsOf: syntax.diagnostics)
        reader.collectDefinitions(syntax.items, condition: nil)
        for item in syntax.items { reader.read(item, condition: nil) }
        reader.shareVariables()
        return reader.document
    }

    var file: SourceFile { document.file }

    // MARK: Items

    /// The variable definitions of the sheet and of its `@media` blocks.
    mutating func collectDefinitions(_ items: [BlockItem], condition: MediaCondition?) {
        for item in items {
            switch item {
            case .variable(let variable) where variable.style == .at:
                let range = variable.value.range ?? variable.range
                definitions[variable.name, default: []].append(Definition(text: text(of: variable.value), condition: condition,
                                                                          range: range))
            case .media(let media) where condition == nil:
                if let inner = mediaCondition(media, report: false) { collectDefinitions(media.items, condition: inner) }
            default:
                break
            }
        }
    }

    mutating func read(_ item: BlockItem, condition: MediaCondition?) {
        switch item {
        case .rule(let rule): readRule(rule, condition: condition)
        case .variable(let variable):
            if variable.style == .dashes {
                document.error(FormatDiagnosticID.nuiUnsupported, "NUI variables are written '@\(variable.name)'; ignored",
                               at: variable.nameRange)
            }
        case .media(let media):
            guard condition == nil else {
                document.error(FormatDiagnosticID.nuiUnsupported, "NUI @media blocks do not nest; ignored", at: media.preludeRange)
                return
            }
            guard let inner = mediaCondition(media, report: true) else { return }
            for item in media.items { read(item, condition: inner) }
        case .declaration(let declaration):
            document.error(FormatDiagnosticID.nuiUnsupported, "'\(declaration.name.name)' is outside any rule; ignored",
                           at: declaration.range)
        case .importRule(let importRule):
            document.error(FormatDiagnosticID.nuiUnsupported, "NUI has no @import; ignored", at: importRule.range)
        case .extend(let extend):
            document.error(FormatDiagnosticID.nuiUnsupported, "NUI has no @extend; ignored", at: extend.range)
        }
    }

    /// NUI's media options: `device` (`ipad`, `iphone`) and `orientation` (`landscape`,
    /// `portrait`). NUI checked no other option (it is ignored, with a warning); a device
    /// other than those two never matched. `nil` (reported) for what NUI could not parse.
    mutating func mediaCondition(_ media: MediaRuleSyntax, report: Bool) -> MediaCondition? {
        var queries: [MediaQuery] = []
        for query in media.queries {
            guard !query.negated, query.mediaType == nil else {
                if report {
                    document.error(FormatDiagnosticID.nuiUnsupported,
                                   "NUI @media takes '(device: ipad|iphone)' and '(orientation: landscape|portrait)' joined by 'and'; block ignored",
                                   at: query.range)
                }
                return nil
            }
            var features: [MediaFeature] = []
            var holds = true
            for feature in query.features {
                let value = (feature.value ?? []).cssText.trimmedASCII
                switch (feature.name.lowercased(), value.lowercased()) {
                case ("device", "ipad"): features.append(MediaFeature(name: .idiom, value: .keyword("pad")))
                case ("device", "iphone"): features.append(MediaFeature(name: .idiom, value: .keyword("phone")))
                case ("orientation", "landscape"), ("orientation", "portrait"):
                    features.append(MediaFeature(name: .orientation, value: .keyword(value.lowercased())))
                case (let option, _) where option == "device" || option == "orientation":
                    holds = false
                    if report {
                        let known = option == "device" ? "devices are 'ipad' and 'iphone'" : "orientations are 'landscape' and 'portrait'"
                        document.warning(FormatDiagnosticID.nuiUnknownDevice, "NUI's \(known); this block never applies, as in NUI",
                                         at: feature.range)
                    }
                default:
                    if report {
                        document.warning(FormatDiagnosticID.nuiUnknownMediaOption,
                                         "NUI checks only 'device' and 'orientation'; '\(feature.name)' is ignored, as in NUI",
                                         at: feature.range)
                    }
                }
            }
            // A query of ignored options only holds everywhere (`all`), as NUI's did.
            queries.append(holds ? MediaQuery(negated: false, mediaType: features.isEmpty ? "all" : nil, features: features)
                : MediaQuery(negated: true, mediaType: "all", features: []))
        }
        return MediaCondition(clauses: [queries])
    }

    // MARK: Rules

    /// One rule: a Livery rule for each of its style classes.
    mutating func readRule(_ rule: RuleSyntax, condition: MediaCondition?) {
        var names: [String] = []
        for selector in rule.selectors {
            guard let name = Self.styleClassName(selector) else {
                document.error(FormatDiagnosticID.nuiInvalidSelector,
                               "an NUI selector is one style class name ('Button', 'LargeButton'); rule ignored",
                               at: selector.range)
                return
            }
            names.append(name)
        }
        for item in rule.items {
            switch item {
            case .declaration: continue
            case .rule(let nested):
                document.error(FormatDiagnosticID.nuiNestedRule, "NUI rules do not nest; ignored", at: nested.range)
            default:
                document.error(FormatDiagnosticID.nuiNestedRule, "NUI rules hold declarations only; ignored",
                               at: rule.preludeRange)
            }
        }
        for name in names {
            readRule(rule, styleClass: NUIStyleClass.named(name), condition: condition)
        }
    }

    /// The style class name of a selector that is one, `nil` otherwise.
    static func styleClassName(_ selector: ComplexSelectorSyntax) -> String? {
        guard selector.compounds.count == 1, let compound = selector.compounds.first, !compound.nesting,
              compound.simples.isEmpty, let type = compound.type, !type.isUniversal, !type.includesSubclasses else { return nil }
        return type.name
    }

    mutating func readRule(_ rule: RuleSyntax, styleClass: NUIStyleClass, condition: MediaCondition?) {
        let index = document.rules.count
        document.rules.append(FormatRule(selectors: [styleClass.selector], condition: condition,
                                         span: SourceSpan(file: file, range: rule.preludeRange)))
        var mapper = NUIProperties(target: styleClass, file: file)
        for case .declaration(let declaration) in rule.items {
            guard let range = declaration.value.range else {
                report(.error(FormatDiagnosticID.nuiInvalidValue, "'\(declaration.name.name)' has no value; ignored",
                              at: SourceSpan(file: file, range: declaration.range)))
                continue
            }
            guard let value = substitute(text(of: declaration.value), condition: condition, range: range) else { continue }
            mapper.map(declaration.name.name, value, span: SourceSpan(file: file, range: declaration.range),
                       nameRange: declaration.name.range)
        }
        let declarations = mapper.finish()
        for diagnostic in mapper.diagnostics.diagnostics { report(diagnostic) }
        for (id, message, span) in mapper.unexpressible where reported.insert(key(id, message, span.range)).inserted {
            document.unexpressible(id, message, at: span, rule: index)
        }
        document.rules[index].declarations = declarations
    }

    mutating func report(_ diagnostic: Diagnostic) {
        guard reported.insert(key(diagnostic.id, diagnostic.message, diagnostic.span.range)).inserted else { return }
        document.diagnostics.append(diagnostic)
    }

    func key(_ id: DiagnosticID, _ message: String, _ range: SourceRange) -> String {
        "\(id.rawValue) \(range.start) \(range.end) \(message)"
    }

    // MARK: Variables

    /// A value's text as NUI read it: NUI's tokenizer dropped whitespace and comments and
    /// joined the tokens left with one space. Here each token keeps its written text, and
    /// whitespace or a comment between two tokens becomes one space, so `Helvetica /* light */
    /// Neue` and `Helvetica   Neue` both name `Helvetica Neue`; none is kept around a comma,
    /// after an opening bracket or before a closing one, so no reading depends on how much
    /// whitespace was written (`a, b` reads as `a,b`).
    func text(of values: [ComponentValue]) -> String {
        var out: [UInt8] = []
        var cursor: Int?
        var space = false
        var joinNext = false
        let bytes = file.bytes
        /// Appends `range`'s bytes as written, after one space when something separated them
        /// and neither side joins.
        func emit(_ range: Range<Int>, joinsBefore: Bool = false, joinsAfter: Bool = false) {
            guard !range.isEmpty else { return }
            if let cursor, range.lowerBound > cursor { space = true }
            if space, !out.isEmpty, !joinsBefore, !joinNext { out.append(0x20) }
            space = false
            out.append(contentsOf: bytes[range])
            cursor = range.upperBound
            joinNext = joinsAfter
        }
        func walk(_ values: [ComponentValue]) {
            for value in values {
                let start = value.range.start, end = value.range.end
                switch value.kind {
                case .whitespace:
                    space = true
                    cursor = end
                case .comma:
                    emit(start..<end, joinsBefore: true, joinsAfter: true)
                case .function(_, let arguments), .block(_, let arguments):
                    // The opening (`name(`, `(`, `[`, `{`) ends at the first unescaped bracket.
                    var open = start
                    if case .function = value.kind {
                        while open < end, bytes[open] != 0x28 { open += bytes[open] == 0x5C ? 2 : 1 }
                    }
                    emit(start..<min(open + 1, end), joinsAfter: true)
                    walk(arguments)
                    // The closing bracket, when the source has one after the last argument.
                    let inner = arguments.last?.range.end ?? min(open + 1, end)
                    if end > inner, [0x29, 0x5D, 0x7D].contains(bytes[end - 1]) {
                        emit(end - 1..<end, joinsBefore: true)
                    }
                default:
                    emit(start..<end)
                }
            }
        }
        walk(values)
        return String(decoding: out, as: UTF8.self)
    }

    /// The value `text` with a variable resolved: NUI replaced a value that starts with `@`
    /// as a whole by the definition of that name (an `@` anywhere else, as in `icon@2x`, is
    /// text). The definition is the sheet's last one outside `@media` or in the rule's own
    /// block, else an earlier sheet's variable; a definition may name another variable.
    /// `nil` (reported) when the name is defined nowhere.
    mutating func substitute(_ text: String, condition: MediaCondition?, range: SourceRange, depth: Int = 0) -> String? {
        let trimmed = text.trimmedASCII
        guard trimmed.hasPrefix("@") else { return text }
        let name = String(trimmed.dropFirst())
        guard let value = resolve(name, condition: condition, range: range) else { return nil }
        guard depth < 16 else {
            report(.error(FormatDiagnosticID.nuiUnknownVariable, "'@\(name)' refers back to itself; ignored",
                          at: SourceSpan(file: file, range: range)))
            return nil
        }
        return substitute(value, condition: condition, range: range, depth: depth + 1)
    }

    mutating func resolve(_ name: String, condition: MediaCondition?, range: SourceRange) -> String? {
        let all = definitions[name] ?? []
        if let definition = all.last(where: { $0.condition == nil || $0.condition == condition }) {
            if all.contains(where: { $0.condition != nil && $0.condition != condition }) {
                let message = "'@\(name)' is also defined in another @media block; Livery uses the definition that holds here"
                if reported.insert(key(FormatDiagnosticID.nuiConditionalVariable, message, range)).inserted {
                    document.unexpressible(FormatDiagnosticID.nuiConditionalVariable, message, at: SourceSpan(file: file, range: range),
                                           rule: document.rules.count - 1)
                }
            }
            return definition.text
        }
        if let inherited = inheritedVariables[name] { return Self.nuiText(of: inherited) }
        report(.error(FormatDiagnosticID.nuiUnknownVariable, "'@\(name)' is not defined; ignored",
                      at: SourceSpan(file: file, range: range)))
        return nil
    }

    /// An earlier sheet's variable as NUI text. Its value is Livery CSS (an NUI sheet shares
    /// its colors as Livery CSS too), and NUI's converter reads a color function otherwise:
    /// it divides whole numbers by 255 (an alpha of `1` would be 1/255) and knows none of
    /// Livery's. So a color function is written back in NUI's terms with Livery's meaning:
    /// `rgb()`/`rgba()` of plain numbers exactly, as fractions with a `.` (which NUI takes as
    /// they are); another one as Livery makes it (to 8 bits a channel), `#rrggbb` when
    /// opaque, else fractions. Anything else is its CSS text: it does not know the property
    /// that uses it, so a name stays a name (`white` may name an image).
    static func nuiText(of variable: VariableTable.Variable) -> String {
        let value = variable.value.trimmingWhitespace()
        guard value.count == 1, case .function(let name, let arguments) = value[0].kind else { return value.cssText }
        if ["rgb", "rgba"].contains(name.lowercased()) {
            let parts = arguments.splitByCommas()
            let numbers = parts.compactMap { part -> Double? in
                guard part.count == 1, case .number(let literal) = part[0].kind else { return nil }
                return literal.value
            }
            if numbers.count == parts.count, (3...4).contains(numbers.count) {
                return nuiFractions(numbers.prefix(3).map { $0 / 255 } + [numbers.count == 4 ? numbers[3] : 1])
            }
        }
        // A value's ranges are in the file that declares it; without one (set from code) it
        // is not typed here. Variables are not substituted: a function of them stays text.
        var diagnostics = DiagnosticBag()
        guard let file = variable.span?.file,
              case .color(.rgba(let color))? = ValueParser.parse(value, as: .color, in: file, diagnostics: &diagnostics) else {
            return value.cssText
        }
        if color.alpha == 255 { return String(color.hex.prefix(7)) }
        let components = color.components
        return nuiFractions([components.red, components.green, components.blue, components.alpha])
    }

    /// `rgba()` of components NUI takes as they are: each within 0…1, written with a `.`
    /// and without an exponent (NUI reads digits and `.` only).
    private static func nuiFractions(_ components: [Double]) -> String {
        let texts = components.map { component -> String in
            let clamped = component.isNaN ? 0 : min(max(component, 0), 1)
            let billionths = Int((clamped * 1e9).rounded())
            guard billionths < 1_000_000_000 else { return "1.0" }
            var digits = String(billionths)
            digits = String(repeating: "0", count: 9 - digits.count) + digits
            while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
            return "0." + digits
        }
        return "rgba(\(texts.joined(separator: ", ")))"
    }

    /// Offers the sheet's variables (their last definition outside `@media`) to the sheets
    /// loaded after it: colors as Livery colors, anything else as written.
    mutating func shareVariables() {
        for (name, all) in definitions.sorted(by: { $0.key < $1.key }) {
            guard let definition = all.last(where: { $0.condition == nil }), !definition.text.trimmedASCII.hasPrefix("@") else { continue }
            let css = NUIValues.color(definition.text) ?? definition.text.trimmedASCII
            document.sharedVariables.set(name, SyntheticValues.make(css, at: definition.range),
                                         span: SourceSpan(file: file, range: definition.range))
        }
    }
}
