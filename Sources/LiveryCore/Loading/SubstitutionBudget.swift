import LiverySyntax

/// The bounds of variable substitution, the same in every dialect: one value may grow to
/// `maximumPerValue` component values, and the values of one sheet's load together to
/// `maximumPerLoad`. Variables that use others twice double at each level, and thousands
/// of declarations may each use a large variable; past a bound, the value is a
/// `variable.too-large` error at its place and its declaration is dropped.
public final class SubstitutionBudget: @unchecked Sendable {
    /// The most component values one value may grow to by substitution.
    public static let maximumPerValue = 10_000
    /// The most component values substitution may make for one sheet's load.
    public static let maximumPerLoad = 500_000

    /// What substitution has made in this load so far.
    public private(set) var made = 0

    public init() {}

    /// The error message when the load has no room for another substitution, else `nil`.
    public func loadExceeded() -> String? {
        guard made > Self.maximumPerLoad else { return nil }
        return "substituting variables has made \(Self.maximumPerLoad) tokens in this file already; this value is dropped"
    }

    /// The error message when a value grown to `produced` component values is past its
    /// bound, else `nil`.
    public func valueExceeded(_ produced: Int) -> String? {
        guard produced > Self.maximumPerValue else { return nil }
        return "substituting variables makes this value longer than \(Self.maximumPerValue) tokens"
    }

    /// Adds a substituted value's size to the load's total.
    public func record(_ produced: Int) {
        made += produced
    }
}

extension SubstitutionBudget {
    /// `loadExceeded()` reported as an error at `range` of `file`; whether there is room.
    public func allowsAnother(file: SourceFile, at range: SourceRange?, diagnostics: inout DiagnosticBag) -> Bool {
        guard let message = loadExceeded() else { return true }
        diagnostics.error(CoreDiagnosticID.variableTooLarge, message, file: file, range: range ?? SourceRange(at: 0))
        return false
    }

    /// `valueExceeded(_:)` reported as an error at `range` of `file`; whether the value may grow.
    public func allows(_ produced: Int, file: SourceFile, at range: SourceRange, diagnostics: inout DiagnosticBag) -> Bool {
        guard let message = valueExceeded(produced) else { return true }
        diagnostics.error(CoreDiagnosticID.variableTooLarge, message, file: file, range: range)
        return false
    }
}
