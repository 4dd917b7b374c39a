import LiverySyntax

/// A problem found while parsing a value: a stable id, a message and the offending range.
///
/// Value parsers throw it; `ValueParser.parse` turns it into an error `Diagnostic` and
/// drops the declaration.
struct ValueError: Error, Hashable, Sendable {
    let id: DiagnosticID
    let message: String
    let range: SourceRange

    init(_ id: DiagnosticID, _ message: String, at range: SourceRange) {
        self.id = id
        self.message = message
        self.range = range
    }

    init(_ id: DiagnosticID, _ message: String, at value: ComponentValue) {
        self.init(id, message, at: value.range)
    }
}

/// The stable ids of the diagnostics value parsing reports (all prefixed `value.`).
public enum ValueDiagnosticID {
    /// The declaration has no value.
    public static let empty: DiagnosticID = "value.empty"
    /// Something is left over after a complete value.
    public static let unexpected: DiagnosticID = "value.unexpected"
    public static let invalidNumber: DiagnosticID = "value.invalid-number"
    public static let invalidExpression: DiagnosticID = "value.invalid-expression"
    public static let divisionByZero: DiagnosticID = "value.division-by-zero"
    public static let overflow: DiagnosticID = "value.overflow"
    public static let unknownUnit: DiagnosticID = "value.unknown-unit"
    public static let incompatibleUnits: DiagnosticID = "value.incompatible-units"
    public static let invalidBool: DiagnosticID = "value.invalid-bool"
    public static let invalidString: DiagnosticID = "value.invalid-string"
    public static let invalidColor: DiagnosticID = "value.invalid-color"
    public static let invalidGradient: DiagnosticID = "value.invalid-gradient"
    public static let unknownFunction: DiagnosticID = "value.unknown-function"
    public static let argumentCount: DiagnosticID = "value.wrong-argument-count"
    public static let invalidFont: DiagnosticID = "value.invalid-font"
    public static let invalidGeometry: DiagnosticID = "value.invalid-geometry"
    public static let invalidTransform: DiagnosticID = "value.invalid-transform"
    public static let unknownEnumCase: DiagnosticID = "value.unknown-enum-case"
    public static let invalidAttributedText: DiagnosticID = "value.invalid-attributed-text"
    public static let unknownTextAttribute: DiagnosticID = "value.unknown-text-attribute"
    public static let invalidImage: DiagnosticID = "value.invalid-image"
    public static let invalidURL: DiagnosticID = "value.invalid-url"
    public static let invalidVector: DiagnosticID = "value.invalid-vector"

    /// Every id, for documentation and tests.
    public static let all: [DiagnosticID] = [
        empty, unexpected, invalidNumber, invalidExpression, divisionByZero, overflow, unknownUnit,
        incompatibleUnits, invalidBool, invalidString, invalidColor, invalidGradient, unknownFunction,
        argumentCount, invalidFont, invalidGeometry, invalidTransform, unknownEnumCase,
        invalidAttributedText, unknownTextAttribute, invalidImage, invalidURL, invalidVector,
    ]
}
