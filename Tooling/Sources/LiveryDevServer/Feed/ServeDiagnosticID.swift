import LiverySyntax

/// The diagnostic ids of `livery serve` itself (`serve.*`): a version pushed without its
/// usual diagnostics because checking it would exceed the server's budgets
/// (`DiagnosticsChecker`). The file's contents are pushed all the same.
///
/// Each comment starts with the severity the id is reported with, then says when it is
/// reported and what becomes of the input.
public enum ServeDiagnosticID {
    /// Warning: checking the saved file took longer than `DiagnosticsChecker.budget`; the version is pushed with this diagnostic instead of its own.
    public static let checkTimedOut = DiagnosticID("serve.check-timed-out")
    /// Warning: the check of the saved file ended abnormally — it needed more memory than `WorkerPool.memoryLimit`, or crashed; the version is pushed with this diagnostic instead of its own.
    public static let checkFailed = DiagnosticID("serve.check-failed")
    /// Warning: the saved file is larger than `DiagnosticsChecker.maximumCheckedSize`; it is pushed unchecked.
    public static let tooLargeToCheck = DiagnosticID("serve.too-large-to-check")
}
