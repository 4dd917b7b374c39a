import LiverySyntax

/// The diagnostic ids of building a stylesheet from its syntax: properties (`property.*`),
/// selectors (`selector.*`), media queries (`media.*`), @extend (`extend.*`), @import
/// (`import.*`) and variables (`variable.*`).
///
/// Each comment starts with the severity the id is reported with, then says when it is
/// reported and what becomes of the input. `Scripts/diagnostic-ids` builds
/// `docs/diagnostics.md` from these comments.
public enum CoreDiagnosticID {
    // MARK: Properties

    /// Warning: a property the catalog does not know for the rule's classes (with a did-you-mean); the declaration is kept, untyped.
    public static let unknownProperty = DiagnosticID("property.unknown")
    /// Error: a property parameter (such as a control state) that is invalid, or more parameters than the property takes; the declaration is dropped.
    public static let invalidParameter = DiagnosticID("property.invalid-parameter")
    /// Warning: a web CSS property with no meaning on iOS (`transition`, `cursor`), or a web property the rule's class has no counterpart for (`color` on a plain view); the declaration is dropped.
    public static let noEffectProperty = DiagnosticID("property.no-effect")

    // MARK: Selectors

    /// Error: `&` in a rule that is not nested; the rule is dropped, with its nested rules.
    public static let nestingWithoutParent = DiagnosticID("selector.nesting-without-parent")
    /// Error: `&` with a type added to a parent selector that has a type already; the rule is dropped, with its nested rules.
    public static let invalidNesting = DiagnosticID("selector.invalid-nesting")
    /// Error: nested rules whose selector lists multiply past `StyleSheetLoader.maximumNestedSelectors` selectors for one rule, or past `maximumNestedSelectorsPerLoad` in one load; that rule and the rules inside it are skipped.
    public static let nestingTooLarge = DiagnosticID("selector.nesting-too-large")
    /// Error: a selector of more than `Selector.maximumCompounds` compounds (those of its `:not()` arguments included), as written or as nesting makes it; the rule is dropped, with its nested rules.
    public static let selectorTooLong = DiagnosticID("selector.too-long")
    /// Error: a pseudo class that takes an argument, written without one; the rule (or @extend target) is dropped.
    public static let missingPseudoClassArgument = DiagnosticID("selector.missing-argument")
    /// Error: a pseudo class argument that does not parse (such as a bad `:nth-child` formula); the rule (or @extend target) is dropped.
    public static let invalidPseudoClassArgument = DiagnosticID("selector.invalid-argument")
    /// Error: an argument given to a pseudo class that takes none; the rule (or @extend target) is dropped.
    public static let unexpectedPseudoClassArgument = DiagnosticID("selector.unexpected-argument")
    /// Error: a pseudo class neither Livery nor the app defines; the rule (or @extend target) is dropped.
    public static let unknownPseudoClass = DiagnosticID("selector.unknown-pseudo-class")
    /// Warning: a selector that can never match on iOS: a web pseudo-element (`::before`) or a web pseudo class with no UIKit state (`:hover`, `:visited`); that selector is left out of its list (the rule, when none is left).
    public static let noEffectSelector = DiagnosticID("selector.no-effect")

    // MARK: Media queries

    /// Warning: a media type other than `all` or `screen`; the query never holds.
    public static let unknownMediaType = DiagnosticID("media.unknown-type")
    /// Error: a media feature Livery does not know; the query never holds.
    public static let unknownMediaFeature = DiagnosticID("media.unknown-feature")
    /// Error: a value that does not fit its media feature; the query never holds.
    public static let invalidMediaValue = DiagnosticID("media.invalid-value")

    // MARK: @extend

    /// Error: an @extend target that matches no rule; it is ignored.
    public static let extendNotFound = DiagnosticID("extend.not-found")
    /// Error: an @extend that leads back to its own rule; that target is ignored.
    public static let extendCycle = DiagnosticID("extend.cycle")
    /// Error: an @extend that would copy declarations past `StyleSheetLoader.maximumExtendedDeclarationsPerLoad` in one sheet; that target is ignored.
    public static let extendTooLarge = DiagnosticID("extend.too-large")

    // MARK: @import

    /// Error: a stylesheet that imports itself, directly or through others; the @import is skipped.
    public static let importCycle = DiagnosticID("import.cycle")
    /// Error: imports nested deeper than the loader's limit; the @import is skipped.
    public static let importTooDeep = DiagnosticID("import.too-deep")
    /// Error: an imported file that cannot be read; the @import is skipped.
    public static let importNotFound = DiagnosticID("import.not-found")
    /// Error: an import that leaves the folders stylesheets may import from (the top-level sheet's folder and the allowed roots; `livery --allow-import`), by an absolute path, `..` or a symbolic link; the file is not read and the @import is skipped.
    public static let importOutsideProject = DiagnosticID("import.outside-project")

    // MARK: Variables

    /// Error: a malformed `var()` (no `--name`, or no `,` before the fallback); the declaration is dropped.
    public static let invalidVariableReference = DiagnosticID("variable.invalid-reference")
    /// Error: a variable whose value refers back to itself; the declaration using it is dropped.
    public static let variableCycle = DiagnosticID("variable.cycle")
    /// Error: variables referring to variables deeper than the resolver's limit; the declaration is dropped.
    public static let variableTooDeep = DiagnosticID("variable.too-deep")
    /// Error: a value that substituting variables makes longer than `VariableResolver.maximumSubstitutedSize` tokens, or a value past the `maximumSubstitutedSizePerLoad` tokens substitution may make in one sheet; the declaration is dropped.
    public static let variableTooLarge = DiagnosticID("variable.too-large")
    /// Error: a variable that is not defined, used without a fallback; the declaration is dropped.
    public static let undefinedVariable = DiagnosticID("variable.undefined")
}
