import LiverySyntax

/// Substitutes variable references in a value: `@name`, `--name`, `var(--name)` and
/// `var(--name, fallback)`, recursively, by tokens (a quoted value stays a string).
///
/// Substituted values take the range of the reference they replace, so diagnostics about
/// them point at the use (the second delimiter of an operator such as `**`: an empty range
/// at its end). Undefined variables and cycles are errors at the reference.
public struct VariableResolver {
    /// The deepest chain of variables referring to variables that is followed, in every
    /// dialect (`variable.too-deep` beyond, with `tooDeepMessage`): substitution takes a
    /// stack frame per link.
    public static let maximumDepth = 64
    /// The message of `variable.too-deep`.
    public static let tooDeepMessage = "variables refer to variables more than \(maximumDepth) levels deep"
    /// The most component values one value may grow to by substitution
    /// (`SubstitutionBudget.maximumPerValue`).
    public static let maximumSubstitutedSize = SubstitutionBudget.maximumPerValue
    /// The most component values substitution may make for one resolver's values (a
    /// sheet's load; `SubstitutionBudget.maximumPerLoad`).
    public static let maximumSubstitutedSizePerLoad = SubstitutionBudget.maximumPerLoad

    public let variables: VariableTable
    /// What this resolver (and its copies) has made so far.
    private let budget = SubstitutionBudget()

    public init(variables: VariableTable) {
        self.variables = variables
    }

    /// The value with every reference substituted, or `nil` (after reporting) when a
    /// reference cannot be resolved.
    public func resolve(_ values: [ComponentValue], file: SourceFile, diagnostics: inout DiagnosticBag) -> [ComponentValue]? {
        // Most values reference no variable: resolving would rebuild an identical copy
        // (same kinds, same ranges), so share the original instead.
        if !Self.containsReference(values) { return values }
        guard budget.allowsAnother(file: file, at: values.range, diagnostics: &diagnostics) else { return nil }
        var stack: [String] = []
        var produced = 0
        defer { budget.record(produced) }
        return resolve(values, file: file, stack: &stack, produced: &produced, useRange: nil, diagnostics: &diagnostics)
    }

    /// Whether a value contains any variable reference.
    public static func containsReference(_ values: [ComponentValue]) -> Bool {
        values.contains { value in
            switch value.kind {
            case .atKeyword: return true
            case .ident(let name): return name.hasPrefix("--")
            case .function(let name, let arguments):
                return isVar(name) || containsReference(arguments)
            case .block(_, let contents): return containsReference(contents)
            default: return false
            }
        }
    }

    /// Whether a function name is `var`, ignoring case: `name.lowercased() == "var"` without
    /// building a lowercased string (no non-ASCII character lowercases to `v`, `a` or `r`).
    public static func isVar(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count == 3 else { return false }
        var bytes = utf8.makeIterator()
        // `| 0x20` lowercases ASCII letters; only `V`/`v`, `A`/`a`, `R`/`r` map to these bytes.
        return bytes.next().map { $0 | 0x20 } == UInt8(ascii: "v")
            && bytes.next().map { $0 | 0x20 } == UInt8(ascii: "a")
            && bytes.next().map { $0 | 0x20 } == UInt8(ascii: "r")
    }

    private func resolve(_ values: [ComponentValue], file: SourceFile, stack: inout [String], produced: inout Int,
                         useRange: SourceRange?, diagnostics: inout DiagnosticBag) -> [ComponentValue]? {
        var out: [ComponentValue] = []
        out.reserveCapacity(values.count)
        var previous: ComponentValue?
        for value in values {
            defer { previous = value }
            let range = useRange ?? value.range
            produced += 1
            guard budget.allows(produced, file: file, at: range, diagnostics: &diagnostics) else { return nil }
            switch value.kind {
            case .atKeyword(let name):
                guard let substituted = substitute(name, fallback: nil, at: range, file: file, stack: &stack, produced: &produced, diagnostics: &diagnostics) else { return nil }
                out.append(contentsOf: substituted)
            case .ident(let name) where name.hasPrefix("--") && name.count > 2:
                guard let substituted = substitute(String(name.dropFirst(2)), fallback: nil, at: range, file: file, stack: &stack, produced: &produced, diagnostics: &diagnostics) else { return nil }
                out.append(contentsOf: substituted)
            case .function(let name, let arguments) where Self.isVar(name):
                let parts = arguments.trimmingWhitespace()
                guard let first = parts.first, case .ident(let variable) = first.kind, variable.hasPrefix("--") else {
                    diagnostics.error(CoreDiagnosticID.invalidVariableReference, "var() expects a variable name such as --name",
                                      file: file, range: value.range)
                    return nil
                }
                var fallback: [ComponentValue]?
                if parts.count > 1 {
                    let rest = Array(parts.dropFirst()).trimmingWhitespace()
                    guard let comma = rest.first, comma.isComma else {
                        diagnostics.error(CoreDiagnosticID.invalidVariableReference,
                                          "expected ',' before the fallback value in var()",
                                          file: file, range: value.range)
                        return nil
                    }
                    fallback = Array(rest.dropFirst()).trimmingWhitespace()
                }
                guard let substituted = substitute(String(variable.dropFirst(2)), fallback: fallback, at: range, file: file,
                                                   stack: &stack, produced: &produced, diagnostics: &diagnostics) else { return nil }
                out.append(contentsOf: substituted)
            case .function(let name, let arguments):
                guard let inner = resolve(arguments, file: file, stack: &stack, produced: &produced, useRange: useRange, diagnostics: &diagnostics) else { return nil }
                out.append(ComponentValue(.function(name: name, arguments: inner), range: range))
            case .block(let kind, let contents):
                guard let inner = resolve(contents, file: file, stack: &stack, produced: &produced, useRange: useRange, diagnostics: &diagnostics) else { return nil }
                out.append(ComponentValue(.block(kind, inner), range: range))
            default:
                var copy = value
                copy.range = range
                if let useRange, Self.continuesOperator(value, after: previous) { copy.range = SourceRange(at: useRange.end) }
                out.append(copy)
            }
        }
        return out
    }

    /// Whether `value` is a delimiter written right after the delimiter `previous`, as the
    /// second `*` of `**` or the `=` of `<=`. Expressions read two-character operators from
    /// delimiters whose ranges touch; substituted values all take the reference's range, so
    /// the second one takes an empty range at its end instead, which keeps them touching.
    static func continuesOperator(_ value: ComponentValue, after previous: ComponentValue?) -> Bool {
        guard case .delim = value.kind, let previous, case .delim = previous.kind else { return false }
        return previous.range.end == value.range.start
    }

    private func substitute(_ name: String, fallback: [ComponentValue]?, at range: SourceRange, file: SourceFile,
                            stack: inout [String], produced: inout Int, diagnostics: inout DiagnosticBag) -> [ComponentValue]? {
        if stack.contains(name) {
            let chain = (stack + [name]).joined(separator: " → ")
            diagnostics.error(CoreDiagnosticID.variableCycle, "variable '\(name)' refers to itself (\(chain))",
                              file: file, range: range)
            return nil
        }
        guard stack.count < Self.maximumDepth else {
            diagnostics.error(CoreDiagnosticID.variableTooDeep, Self.tooDeepMessage, file: file, range: range)
            return nil
        }
        guard let variable = variables[name] else {
            if let fallback {
                return resolve(fallback, file: file, stack: &stack, produced: &produced, useRange: nil, diagnostics: &diagnostics)
            }
            diagnostics.error(CoreDiagnosticID.undefinedVariable, "undefined variable '\(name)'", file: file, range: range)
            return nil
        }
        stack.append(name)
        defer { stack.removeLast() }
        return resolve(variable.value, file: file, stack: &stack, produced: &produced, useRange: range, diagnostics: &diagnostics)
    }
}
