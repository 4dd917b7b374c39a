/// The diagnostic ids of reading CSS text (`syntax.*`): tokenizing and parsing stylesheets,
/// inline styles, selectors and media queries; and the `file.*` ids, which every loader
/// reports.
///
/// Each comment starts with the severity the id is reported with, then says when it is
/// reported and what becomes of the input. `Scripts/diagnostic-ids` builds
/// `docs/diagnostics.md` from these comments.
public enum SyntaxDiagnosticID {
    // MARK: Files

    /// Error: a file to load or convert cannot be read; nothing of it is loaded.
    public static let fileNotFound = DiagnosticID("file.not-found")
    /// Error: a file given as a stylesheet (or imported) that is not UTF-8 text — a NUL byte, or mostly control characters and invalid UTF-8, in its first 8 KB; nothing of it is loaded or shown.
    public static let fileNotText = DiagnosticID("file.not-text")
    /// Error: more than `Diagnostic.maximumPerFile` diagnostics in one file (a warning when all those left out are warnings); the first ones are reported, then this one at the first left out, and the rest of the file still loads.
    public static let tooManyDiagnostics = DiagnosticID("file.too-many-errors")

    // MARK: Tokens

    /// Error: a NUL byte in the source, a string or a url; the declaration or rule holding it is dropped.
    public static let nulByte = DiagnosticID("syntax.nul-byte")
    /// Error: bytes that are not valid UTF-8; the declaration or rule holding them is dropped.
    public static let invalidUTF8 = DiagnosticID("syntax.invalid-utf8")
    /// Error: control characters (other than tab, line feed, form feed and carriage return) outside a string or comment; the declaration or rule holding them is dropped.
    public static let controlCharacter = DiagnosticID("syntax.control-character")
    /// Error: a backslash before a line break or at the end of the file; the declaration or rule holding it is dropped.
    public static let invalidEscape = DiagnosticID("syntax.invalid-escape")
    /// Error: a `/*` comment that is never closed; it runs to the end of the file.
    public static let unterminatedComment = DiagnosticID("syntax.unterminated-comment")
    /// Error: a string not closed before its line break or the end of the file; the declaration or rule holding it is dropped.
    public static let unterminatedString = DiagnosticID("syntax.unterminated-string")
    /// Error: an unquoted `url(` without its `)`; it ends before the line break or `}`, and the declaration or rule holding it is dropped.
    public static let unterminatedURL = DiagnosticID("syntax.unterminated-url")
    /// Error: an unquoted `url(…)` holding whitespace, a quote, a parenthesis or a bad escape; the declaration or rule holding it is dropped.
    public static let badURL = DiagnosticID("syntax.bad-url")

    // MARK: Brackets and blocks

    /// Error: a `)`, `]` or `}` inside a value or selector that closes nothing; the declaration, rule or at-rule holding it is dropped.
    public static let unmatchedBracket = DiagnosticID("syntax.unmatched-bracket")
    /// Error: a `(`, `[` or `{` inside a value or selector that is never closed; the declaration, rule or at-rule holding it is dropped.
    public static let unclosedBracket = DiagnosticID("syntax.unclosed-bracket")
    /// Error: rules, values or `:not()` nested deeper than the parser's limit; the block, declaration or rule is dropped.
    public static let nestingTooDeep = DiagnosticID("syntax.nesting-too-deep")
    /// Error: a `}` with no open block (or in an inline style); it is skipped.
    public static let unexpectedCloseBrace = DiagnosticID("syntax.unexpected-close-brace")
    /// Error: a `{` that is never closed; the block runs to the end of the file.
    public static let unterminatedBlock = DiagnosticID("syntax.unterminated-block")
    /// Error: a block after a variable, @import or @extend, or in an inline style; the block is skipped, and the variable or inline declaration with it.
    public static let unexpectedBlock = DiagnosticID("syntax.unexpected-block")

    // MARK: Declarations

    /// Error: a line break ends a declaration, variable, @import or @extend whose `;` is missing; it is read as if the `;` were there.
    public static let missingSemicolon = DiagnosticID("syntax.missing-semicolon")
    /// Error: a declaration or variable without a value; it is dropped.
    public static let missingValue = DiagnosticID("syntax.missing-value")
    /// Error: a declaration at the top level of a stylesheet, outside any rule; it is dropped.
    public static let declarationOutsideRule = DiagnosticID("syntax.declaration-outside-rule")
    /// Error: the text before a `:` in a rule is not a property name; the declaration is skipped.
    public static let invalidPropertyName = DiagnosticID("syntax.invalid-property-name")
    /// Error: `--` alone used as a variable name (CSS reserves it); the declaration is skipped.
    public static let invalidVariableName = DiagnosticID("syntax.invalid-variable-name")
    /// Error: a property name in a rule without a `:` after it; the text is skipped up to its `;` or line break.
    public static let expectedColon = DiagnosticID("syntax.expected-colon")
    /// Error: a `:` in a rule with no property name before it; the text is skipped up to its `;` or line break.
    public static let expectedPropertyName = DiagnosticID("syntax.expected-property-name")
    /// Error: text that is neither a rule, a declaration nor an at-rule; it is skipped up to its `;` or line break.
    public static let strayText = DiagnosticID("syntax.stray-text")

    // MARK: At-rules

    /// Warning: an at-rule other than @import, @media, @extend or an `@name: value` variable; it and its block are skipped.
    public static let unknownAtRule = DiagnosticID("syntax.unknown-at-rule")
    /// Error: @import inside a rule or an @media block; it is ignored.
    public static let misplacedImport = DiagnosticID("syntax.misplaced-import")
    /// Error: @import without a file name in quotes or `url(…)`; it is ignored.
    public static let invalidImport = DiagnosticID("syntax.invalid-import")
    /// Warning: a condition after the file name of an @import; the condition is ignored and the file always imported.
    public static let unsupportedImportCondition = DiagnosticID("syntax.unsupported-import-condition")
    /// Error: @extend outside a rule; it is ignored.
    public static let misplacedExtend = DiagnosticID("syntax.misplaced-extend")
    /// Error: @media without a block; the statement is skipped.
    public static let expectedBlock = DiagnosticID("syntax.expected-block")
    /// Error: a malformed @media query (a stray word, a feature without a name or value, a dangling `and`); the whole @media block is dropped.
    public static let invalidMediaQuery = DiagnosticID("syntax.invalid-media-query")

    // MARK: Selectors

    /// Error: an empty selector, or an empty part of a selector list (`a, , b`); the rule or @extend is dropped.
    public static let expectedSelector = DiagnosticID("syntax.expected-selector")
    /// Error: a malformed selector (a misplaced combinator or type, a bad id, class or pseudo-class name); the rule or @extend is dropped.
    public static let invalidSelector = DiagnosticID("syntax.invalid-selector")
    /// Error: an attribute selector, which Livery does not support; the rule or @extend is dropped.
    public static let unsupportedSelector = DiagnosticID("syntax.unsupported-selector")
}
