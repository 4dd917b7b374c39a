/// Parses a media query list: `(idiom: pad) and (orientation: landscape), not (color-scheme: dark)`.
///
/// Feature names and values are kept as written; `LiveryCore` checks them against the
/// environment features it knows.
public enum MediaQueryParser {
    /// Parses a comma-separated list of queries. Returns `nil` (after reporting) when any
    /// query is malformed: the whole `@media` block is then dropped, as in CSS.
    public static func parseList(_ values: [ComponentValue], file: SourceFile, range: SourceRange,
                                 diagnostics: inout DiagnosticBag) -> [MediaQuerySyntax]? {
        guard !values.isEmpty else {
            diagnostics.error(SyntaxDiagnosticID.invalidMediaQuery, "expected a media query after @media", file: file, range: range)
            return nil
        }
        var queries: [MediaQuerySyntax] = []
        for part in values.splitByCommas() {
            guard let query = parseQuery(part, file: file, listRange: range, diagnostics: &diagnostics) else { return nil }
            queries.append(query)
        }
        return queries
    }

    static func parseQuery(_ values: [ComponentValue], file: SourceFile, listRange: SourceRange,
                           diagnostics: inout DiagnosticBag) -> MediaQuerySyntax? {
        let parts = values.filter { !$0.isWhitespace }
        guard let queryRange = values.range else {
            diagnostics.error(SyntaxDiagnosticID.invalidMediaQuery, "empty media query", file: file, range: listRange)
            return nil
        }
        var negated = false
        var mediaType: String?
        var features: [MediaFeatureSyntax] = []
        var expectsFeature = true
        for (position, part) in parts.enumerated() {
            switch part.kind {
            case .ident(let word):
                let lower = word.lowercased()
                if position == 0, lower == "not" || lower == "only" {
                    negated = lower == "not"
                } else if lower == "and", !features.isEmpty || mediaType != nil, !expectsFeature {
                    expectsFeature = true
                } else if mediaType == nil, features.isEmpty, expectsFeature, !["and", "not", "only", "or"].contains(lower) {
                    mediaType = lower
                    expectsFeature = false
                } else {
                    diagnostics.error(SyntaxDiagnosticID.invalidMediaQuery, "unexpected '\(word)' in media query",
                                      file: file, range: part.range)
                    return nil
                }
            case .block(.parenthesis, let contents) where expectsFeature:
                guard let feature = parseFeature(contents, range: part.range, file: file, diagnostics: &diagnostics) else { return nil }
                features.append(feature)
                expectsFeature = false
            default:
                let message = expectsFeature ? "expected '(feature: value)' in media query" : "expected 'and' between media features"
                diagnostics.error(SyntaxDiagnosticID.invalidMediaQuery, message, file: file, range: part.range)
                return nil
            }
        }
        if expectsFeature, let last = parts.last {
            // `screen and`, or a lone `not` / `only`.
            let message = mediaType == nil && features.isEmpty
                ? "expected a media type or '(feature)' after '\(last.cssText)'"
                : "media query ends with 'and'"
            diagnostics.error(SyntaxDiagnosticID.invalidMediaQuery, message, file: file, range: queryRange)
            return nil
        }
        return MediaQuerySyntax(negated: negated, mediaType: mediaType, features: features, range: queryRange)
    }

    static func parseFeature(_ contents: [ComponentValue], range: SourceRange, file: SourceFile,
                             diagnostics: inout DiagnosticBag) -> MediaFeatureSyntax? {
        let trimmed = contents.trimmingWhitespace()
        guard let first = trimmed.first, case .ident(let name) = first.kind else {
            diagnostics.error(SyntaxDiagnosticID.invalidMediaQuery, "expected a feature name", file: file, range: range)
            return nil
        }
        let rest = Array(trimmed.dropFirst()).trimmingWhitespace()
        guard let colon = rest.first else {
            return MediaFeatureSyntax(name: name, value: nil, range: range)
        }
        guard case .colon = colon.kind else {
            diagnostics.error(SyntaxDiagnosticID.invalidMediaQuery, "expected ':' after media feature '\(name)'",
                              file: file, range: colon.range)
            return nil
        }
        let value = Array(rest.dropFirst()).trimmingWhitespace()
        guard !value.isEmpty else {
            diagnostics.error(SyntaxDiagnosticID.invalidMediaQuery, "expected a value for media feature '\(name)'",
                              file: file, range: range)
            return nil
        }
        return MediaFeatureSyntax(name: name, value: value, range: range)
    }
}
