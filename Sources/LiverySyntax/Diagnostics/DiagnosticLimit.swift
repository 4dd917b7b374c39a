extension Diagnostic {
    /// The most diagnostics reported for one file; after them one `file.too-many-errors`
    /// says that the rest were left out. A file with an error on every few characters
    /// would otherwise make reports (and the time and memory to print them) grow with it.
    public static let maximumPerFile = 100

    /// `diagnostics` with at most `limit` per file (by path), in the order given: the
    /// first `limit` of each file are kept, and after the last one kept comes one
    /// `file.too-many-errors` at the first one left out. Applying it again (to a list that
    /// merges limited lists) keeps one such diagnostic per file.
    public static func limitedPerFile(_ diagnostics: [Diagnostic], limit: Int = maximumPerFile) -> [Diagnostic] {
        guard diagnostics.count > limit else { return diagnostics }
        /// What was left out of one file.
        struct Overflow {
            var span: SourceSpan
            var severity: Severity
        }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(min(diagnostics.count, 4 * limit))
        var counts: [String: Int] = [:]
        var lastKept: [String: Int] = [:]
        var overflows: [String: Overflow] = [:]
        var overflowOrder: [String] = []
        for diagnostic in diagnostics {
            let path = diagnostic.span.file.path
            if diagnostic.id != SyntaxDiagnosticID.tooManyDiagnostics, counts[path, default: 0] < limit {
                counts[path, default: 0] += 1
                lastKept[path] = kept.count
                kept.append(diagnostic)
            } else if var overflow = overflows[path] {
                overflow.severity = max(overflow.severity, diagnostic.severity)
                overflows[path] = overflow
            } else {
                overflows[path] = Overflow(span: diagnostic.span, severity: diagnostic.severity)
                overflowOrder.append(path)
            }
        }
        guard !overflows.isEmpty else { return kept }
        // Insert each summary after its file's last kept diagnostic, back to front so the
        // indices stay valid.
        let placed = overflowOrder.map { path in (index: lastKept[path].map { $0 + 1 } ?? kept.count, path: path) }
        for (index, path) in placed.sorted(by: { $0.index > $1.index }) {
            guard let overflow = overflows[path] else { continue }
            kept.insert(tooMany(in: path, at: overflow.span, severity: overflow.severity, limit: limit), at: index)
        }
        return kept
    }

    /// The `file.too-many-errors` diagnostic for `path`.
    static func tooMany(in path: String, at span: SourceSpan, severity: Severity, limit: Int) -> Diagnostic {
        let what = severity == .error ? "errors" : severity == .warning ? "warnings" : "notes"
        return Diagnostic(severity, SyntaxDiagnosticID.tooManyDiagnostics,
                          "too many \(what) in '\(path)' (more than \(limit)); the rest are not reported", at: span)
    }
}
