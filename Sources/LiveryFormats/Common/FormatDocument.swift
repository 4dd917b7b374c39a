import LiveryCore
import LiverySyntax

/// A stylesheet of another format read into Livery's terms, before typing: rules with
/// Livery selectors, conditions and property names, Livery variables, and notes about what
/// Livery cannot express. Both the native load and `livery convert` start from it, which is
/// what makes a converted sheet style exactly like the original.
struct FormatDocument {
    let file: SourceFile
    let format: StyleSheetFormat
    var rules: [FormatRule] = []
    /// Variables the format declares, as Livery variables (values as written).
    var variables = VariableTable()
    /// Variables the sheet offers to the sheets loaded after it without declaring them in
    /// its converted text: UISS's `Variables`, whose values take their type where they are
    /// used, given to later sheets in the form their shape suggests.
    var sharedVariables = VariableTable()
    var diagnostics = DiagnosticBag()
    /// Notes about the whole sheet that the converted CSS keeps as comments.
    var notes: [String] = []

    init(file: SourceFile, format: StyleSheetFormat) {
        self.file = file
        self.format = format
    }

    /// Reports something the format means that Livery cannot express: a warning, and a
    /// comment in the converted CSS (on rule `rule`, or at the top of the sheet).
    mutating func unexpressible(_ id: DiagnosticID, _ message: String, at span: SourceSpan, rule: Int? = nil) {
        diagnostics.append(.warning(id, message, at: span))
        let location = span.start
        let note = "warning: \(message) [\(id.rawValue)] (\(Paths.fileName(of: span.file.path)):\(location.line):\(location.column))"
        if let rule, rules.indices.contains(rule) {
            rules[rule].notes.append(note)
        } else {
            notes.append(note)
        }
    }

    mutating func error(_ id: DiagnosticID, _ message: String, at range: SourceRange, in file: SourceFile? = nil) {
        diagnostics.error(id, message, file: file ?? self.file, range: range)
    }

    mutating func warning(_ id: DiagnosticID, _ message: String, at range: SourceRange, in file: SourceFile? = nil) {
        diagnostics.warning(id, message, file: file ?? self.file, range: range)
    }
}

/// One rule in Livery's terms.
struct FormatRule {
    var selectors: [Selector]
    var condition: MediaCondition?
    var declarations: [FormatDeclaration] = []
    /// Where the rule is written.
    var span: SourceSpan
    /// What could not be expressed, kept as comments above the converted rule.
    var notes: [String] = []
}

/// One declaration in Livery's terms.
struct FormatDeclaration {
    var property: PropertyName
    /// The value with variables substituted; ranges point into the original file.
    var value: [ComponentValue]
    /// The value with variable references kept (printed by `convert`).
    var rawValue: [ComponentValue]
    var important: Bool
    var span: SourceSpan
    /// A key the catalog does not know, kept on purpose (ReflektorKit custom keys, Nimbus
    /// frame layout): left untyped, without an unknown-property warning, readable with
    /// `CustomProperties`.
    var isCustom: Bool

    init(property: PropertyName, value: [ComponentValue], rawValue: [ComponentValue]? = nil, important: Bool = false,
         span: SourceSpan, isCustom: Bool = false) {
        self.property = property
        self.value = value
        self.rawValue = rawValue ?? value
        self.important = important
        self.span = span
        self.isCustom = isCustom
    }
}
