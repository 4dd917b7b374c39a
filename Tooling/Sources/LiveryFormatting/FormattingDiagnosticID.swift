import LiverySyntax

/// The diagnostic ids of `livery format` (`formatting.*`). A file that gets one is left as
/// it is.
///
/// Each comment starts with the severity the id is reported with, then says when it is
/// reported and what becomes of the input.
public enum FormattingDiagnosticID {
    /// Error: the sheet has syntax errors, or syntax warnings that skip text (reported beside this), where the parser's recovery depends on what formatting would move; the file is left as it is until they are fixed.
    public static let syntaxErrors = DiagnosticID("formatting.syntax-errors")
    /// Error: the formatted text would not mean what the sheet means (other rules, variables or diagnostics, other tokens or comments, or text that formats differently a second time): a fault in the formatter, reported instead of written; the file is left as it is.
    public static let wouldChangeMeaning = DiagnosticID("formatting.would-change-meaning")
    /// Warning: a UISS JSON sheet or a layout document; only the CSS dialects are formatted, and the file is left as it is.
    public static let unsupportedFile = DiagnosticID("formatting.unsupported-file")
    /// Error: with `--check`, the file is not in the canonical format; reported where its text first differs from the formatted text, and the file is left as it is.
    public static let notFormatted = DiagnosticID("formatting.not-formatted")
    /// Error: the formatted text could not be written (permissions, a full disk); the file is left as it was.
    public static let writeFailed = DiagnosticID("formatting.write-failed")
}
