import LiverySyntax

/// The diagnostic ids of value parsing (`value.*`).
///
/// A value that does not parse as the type its property takes is reported with one of
/// these ids and the declaration is dropped (when the property has several types, only if
/// none of them parses). Each comment starts with the severity the id is reported with;
/// `Scripts/diagnostic-ids` builds `docs/diagnostics.md` from these comments.
public enum ValueDiagnosticID {
    /// Error: a value, function argument or list item is empty; the declaration is dropped.
    public static let empty = DiagnosticID("value.empty")
    /// Error: something is left over after a complete value; the declaration is dropped.
    public static let unexpected = DiagnosticID("value.unexpected")
    /// Error: a number of the wrong kind (a unit where none belongs, an angle for a length, a boolean); the declaration is dropped.
    public static let invalidNumber = DiagnosticID("value.invalid-number")
    /// Error: a malformed arithmetic expression (a missing operand, stray text, empty parentheses); the declaration is dropped.
    public static let invalidExpression = DiagnosticID("value.invalid-expression")
    /// Error: an expression divides by zero; the declaration is dropped.
    public static let divisionByZero = DiagnosticID("value.division-by-zero")
    /// Error: a number or a computed result too large to represent; the declaration is dropped.
    public static let overflow = DiagnosticID("value.overflow")
    /// Error: a dimension whose unit Livery does not know; the declaration is dropped.
    public static let unknownUnit = DiagnosticID("value.unknown-unit")
    /// Error: arithmetic on units that do not combine (such as a length plus an angle); the declaration is dropped.
    public static let incompatibleUnits = DiagnosticID("value.incompatible-units")
    /// Error: a boolean that is not YES, NO, true or false; the declaration is dropped.
    public static let invalidBool = DiagnosticID("value.invalid-bool")
    /// Error: a localized string (`L(…)`) whose key is not a quoted string; the declaration is dropped.
    public static let invalidString = DiagnosticID("value.invalid-string")
    /// Error: not a color (a bad hex color, an unknown name, a color function given something else); the declaration is dropped.
    public static let invalidColor = DiagnosticID("value.invalid-color")
    /// Error: a malformed gradient (fewer than two colors, a bad direction); the declaration is dropped.
    public static let invalidGradient = DiagnosticID("value.invalid-gradient")
    /// Error: a function the value's type does not have (color, font, image, transform, layout …); the declaration is dropped.
    public static let unknownFunction = DiagnosticID("value.unknown-function")
    /// Error: a function given too few or too many arguments; the declaration is dropped.
    public static let argumentCount = DiagnosticID("value.wrong-argument-count")
    /// Error: a malformed font (a size or family given twice, a negative size, an empty name, stray text); the declaration is dropped.
    public static let invalidFont = DiagnosticID("value.invalid-font")
    /// Error: a malformed size, point, rect, insets, frame or layout constraint; the declaration is dropped.
    public static let invalidGeometry = DiagnosticID("value.invalid-geometry")
    /// Error: a transform part that is not `rotate()`, `scale()` or `translate()`; the declaration is dropped.
    public static let invalidTransform = DiagnosticID("value.invalid-transform")
    /// Error: a word that is not a case of the property's enumeration or option set; the declaration is dropped.
    public static let unknownEnumCase = DiagnosticID("value.unknown-enum-case")
    /// Error: attributed text that is not quoted strings or `L("key")`, each with optional `(name: value, …)` attributes; the declaration is dropped.
    public static let invalidAttributedText = DiagnosticID("value.invalid-attributed-text")
    /// Error: a text attribute name Livery does not know; the declaration is dropped.
    public static let unknownTextAttribute = DiagnosticID("value.unknown-text-attribute")
    /// Error: not an image (an empty name, a name with spaces, a malformed `image()`); the declaration is dropped.
    public static let invalidImage = DiagnosticID("value.invalid-image")
    /// Error: a URL without `://`, or with whitespace in it; the declaration is dropped.
    public static let invalidURL = DiagnosticID("value.invalid-url")
    /// Error: a vector holding a vector; the declaration is dropped.
    public static let invalidVector = DiagnosticID("value.invalid-vector")
    /// Warning: a web CSS value iOS can only approximate (a `dashed` border is drawn solid, only the first of several shadows is drawn); the nearest UIKit value applies.
    public static let approximated = DiagnosticID("value.approximated")

    /// Every id, for documentation and tests.
    public static let all: [DiagnosticID] = [
        empty, unexpected, invalidNumber, invalidExpression, divisionByZero, overflow, unknownUnit,
        incompatibleUnits, invalidBool, invalidString, invalidColor, invalidGradient, unknownFunction,
        argumentCount, invalidFont, invalidGeometry, invalidTransform, unknownEnumCase,
        invalidAttributedText, unknownTextAttribute, invalidImage, invalidURL, invalidVector, approximated,
    ]
}
