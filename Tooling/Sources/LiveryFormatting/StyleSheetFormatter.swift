import LiveryCore
import LiveryFormats
import LiverySyntax

/// Formats stylesheets of the CSS dialects (Livery CSS, Nimbus CSS, ReflektorKit, NUI) in
/// Livery's canonical layout (`CanonicalPrinter`), and never hands back text that means
/// something else.
///
/// Like a careful formatter of any language, it refuses a sheet with syntax errors (where
/// recovery depends on line breaks the formatter would move; the syntax warnings, which
/// skip text, count as errors here), and checks what it made
/// before handing it back:
/// - the same bytes but for whitespace and `;` (read without the tokenizer);
/// - the same tokens and comments in the same order (a `;` added or dropped aside);
/// - the same rules and variables when loaded by the dialect's reader, and diagnostics of
///   the same ids and severities;
/// - the same text when formatted again.
/// A sheet that fails a check is refused with `formatting.would-change-meaning`, never
/// written.
public struct StyleSheetFormatter: Sendable {
    /// Reads the sheet and the formatted text in the sheet's dialect, with its imports.
    public var loader: FormatLoader

    public init(loader: FormatLoader) {
        self.loader = loader
    }

    /// What became of a sheet.
    public enum Outcome: Equatable, Sendable {
        /// Already in the canonical format.
        case unchanged
        /// The sheet's text in the canonical format.
        case formatted(String)
        /// Not formatted; the diagnostics say why.
        case refused
    }

    /// The outcome, and the diagnostics behind a refusal.
    public struct Result: Sendable {
        public var outcome: Outcome
        public var diagnostics: [Diagnostic]
    }

    /// Formats the sheet `file` (its path names its dialect, as for loading).
    public func format(_ file: SourceFile) -> Result {
        if Paths.fileExtension(of: file.path) == "xml" {
            return refused(.warning(FormattingDiagnosticID.unsupportedFile, "layouts are not formatted; only stylesheets are",
                                    at: start(of: file)))
        }
        let dialect = loader.format(ofPath: file.path)
        guard dialect != .uiss else {
            return refused(.warning(FormattingDiagnosticID.unsupportedFile,
                                    "UISS JSON sheets are not formatted; only the CSS dialects are", at: start(of: file)))
        }
        let original = loader.load(file, format: dialect)
        // Syntax errors, and the two syntax warnings, which skip text (an unknown at-rule up
        // to its `;`, an import's condition): where the parser skipped or recovered, its
        // reading depends on what the formatter would move.
        let tokens = Tokenizer.tokenize(file)
        let syntaxProblems = Self.syntaxProblems(of: original, tokens: tokens)
        if let first = syntaxProblems.first {
            let refusal = Diagnostic.error(FormattingDiagnosticID.syntaxErrors,
                                           "not formatted: the sheet has syntax errors; fix them first", at: first.span)
            return Result(outcome: .refused, diagnostics: Diagnostic.limitedPerFile([refusal] + syntaxProblems))
        }
        guard let text = CanonicalPrinter.format(tokens) else {
            return unsafe(file, "it holds text that is neither a token, whitespace nor a comment")
        }
        return check(file, formattedAs: text, original: original, tokens: tokens)
    }

    /// Hands `text` back as the formatted `file` only if it passes every check (see the
    /// type's documentation). `original` is `file` loaded in its dialect; `tokens`, its
    /// tokens when the caller has them.
    func check(_ file: SourceFile, formattedAs text: String, original: StyleSheet, tokens: TokenizedSource? = nil) -> Result {
        if text == String(decoding: file.bytes, as: UTF8.self) { return Result(outcome: .unchanged, diagnostics: []) }
        let formatted = SourceFile(path: file.path, text: text)
        // Read without the tokenizer: only whitespace and `;` may differ.
        if Self.withoutWhitespaceAndSemicolons(file.bytes) != Self.withoutWhitespaceAndSemicolons(formatted.bytes) {
            return unsafe(file, "text other than whitespace and ';' would change")
        }
        let formattedTokens = Tokenizer.tokenize(formatted)
        let before = Self.tokensAndComments(tokens ?? Tokenizer.tokenize(file))
        if let difference = before.firstDifference(from: Self.tokensAndComments(formattedTokens)) {
            return unsafe(file, "its tokens or comments would change (\(difference))")
        }
        let reloaded = loader.load(formatted, format: loader.format(ofPath: file.path))
        if Self.meaning(of: original) != Self.meaning(of: reloaded) {
            return unsafe(file, "its rules or variables would change")
        }
        if Self.diagnosticKinds(original) != Self.diagnosticKinds(reloaded) {
            return unsafe(file, "its diagnostics would change")
        }
        if CanonicalPrinter.format(formattedTokens) != text {
            return unsafe(file, "formatting it again would change it again")
        }
        return Result(outcome: .formatted(text), diagnostics: [])
    }

    /// The sheet's syntax problems as its load reported them (`syntax.*`, a file that is not
    /// text). A load reports at most `Diagnostic.maximumPerFile` problems: past that, the
    /// tokenizer's and parser's own lists say whether syntax problems hide behind the cap.
    static func syntaxProblems(of sheet: StyleSheet, tokens: TokenizedSource) -> [Diagnostic] {
        let own = sheet.diagnostics.filter { $0.path == tokens.file.path }
        let found = own.filter { $0.id.rawValue.hasPrefix("syntax.") || $0.id == SyntaxDiagnosticID.fileNotText }
        guard found.isEmpty, let cap = own.first(where: { $0.id == SyntaxDiagnosticID.tooManyDiagnostics }) else { return found }
        let parsed = Parser.parse(tokens).diagnostics.filter { $0.id.rawValue.hasPrefix("syntax.") }
        return parsed.isEmpty ? [] : [parsed[0], cap]
    }

    private func refused(_ diagnostic: Diagnostic) -> Result {
        Result(outcome: .refused, diagnostics: [diagnostic])
    }

    private func unsafe(_ file: SourceFile, _ reason: String) -> Result {
        refused(.error(FormattingDiagnosticID.wouldChangeMeaning,
                       "not formatted: \(reason); please report this sheet", at: start(of: file)))
    }

    private func start(of file: SourceFile) -> SourceSpan {
        SourceSpan(file: file, range: SourceRange(at: 0))
    }

    /// The significant tokens (but `;`) and comments, in order, as written.
    static func tokensAndComments(_ source: TokenizedSource) -> [String] {
        guard let split = SourcePieces(source) else { return [] }
        return split.pieces.compactMap { piece in
            switch piece {
            case .token(let index):
                let token = source.tokens[index]
                return token.kind == .semicolon ? nil : source.raw(token)
            case .comment(let text, _):
                return text
            case .space:
                return nil
            }
        }
    }

    static func withoutWhitespaceAndSemicolons(_ bytes: [UInt8]) -> [UInt8] {
        bytes.filter { !SourcePieces.isWhitespace($0) && $0 != UInt8(ascii: ";") }
    }

    /// The rules (after imports, nesting, extends and variables) and the variables.
    static func meaning(of sheet: StyleSheet) -> [String] {
        [sheet.dumpText] + sheet.variables.all.map { "\($0.name): \($0.value.cssText)" }
    }

    /// Each diagnostic's id and severity, sorted: messages quote source text, whose
    /// whitespace formatting changes.
    static func diagnosticKinds(_ sheet: StyleSheet) -> [String] {
        sheet.diagnostics.map { "\($0.severity) \($0.id)" }.sorted()
    }
}

extension Array where Element == String {
    /// Where `other` first differs from this list, for a message.
    func firstDifference(from other: [String]) -> String? {
        for (index, (mine, theirs)) in zip(self, other).enumerated() where mine != theirs {
            return "'\(mine)' would become '\(theirs)' at token \(index + 1)"
        }
        if count == other.count { return nil }
        return count < other.count ? "'\(other[count])' would be added" : "'\(self[other.count])' would be dropped"
    }
}
