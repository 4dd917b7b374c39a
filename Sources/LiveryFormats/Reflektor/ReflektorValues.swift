import LiveryCore
import LiverySyntax

/// ReflektorKit values in Livery terms: `@name` variables substituted, `px` (which
/// ReflektorKit reads as points) written as plain numbers. Everything else — `rgb()`,
/// `hsl()`, `font('Arial', 12pt)`, `rect()`, `edge-insets()`, `transform-*()`,
/// `linear-gradient()`, `locale()`, `vector()`, `%`, the enum keywords — Livery reads as
/// ReflektorKit means it.
struct ReflektorValues {
    let file: SourceFile
    /// The variables of the sheets loaded before this one.
    let inherited: VariableTable
    /// The variables a value may use: the inherited ones and those declared so far.
    var variables: VariableTable

    init(file: SourceFile, inherited: VariableTable = VariableTable()) {
        self.file = file
        self.inherited = inherited
        self.variables = inherited
    }

    /// `values` with `@name` references replaced by the variables' values (recursively);
    /// `nil` after reporting an unknown or cyclic variable, or Livery's variable syntax.
    func substitute(_ values: [ComponentValue], diagnostics: inout DiagnosticBag) -> [ComponentValue]? {
        guard Self.checkNoLiveryVariables(values, file: file, diagnostics: &diagnostics) else { return nil }
        guard budget.allowsAnother(file: file, at: values.range, diagnostics: &diagnostics) else { return nil }
        var visiting: Set<String> = []
        var produced = 0
        defer { budget.record(produced) }
        return substitute(values, visiting: &visiting, produced: &produced, diagnostics: &diagnostics)
    }

    /// Whether `values` are free of `--name` and `var()`: ReflektorKit's variables are
    /// `@name`, and those would read as Livery variables once converted. Reports the first.
    static func checkNoLiveryVariables(_ values: [ComponentValue], file: SourceFile, diagnostics: inout DiagnosticBag) -> Bool {
        guard let reference = VariableSyntax.firstReference(in: values, includingAtKeywords: false) else { return true }
        diagnostics.error(FormatDiagnosticID.reflektorInvalidValue,
                          "'\(reference.text)' is not a ReflektorKit value (its variables are written '@name')",
                          file: file, range: reference.range)
        return false
    }

    /// What substitution has made in this sheet (Livery's bounds: `SubstitutionBudget`).
    let budget = SubstitutionBudget()

    private func substitute(_ values: [ComponentValue], visiting: inout Set<String>, produced: inout Int,
                            diagnostics: inout DiagnosticBag) -> [ComponentValue]? {
        var result: [ComponentValue] = []
        for value in values {
            produced += 1
            guard budget.allows(produced, file: file, at: value.range, diagnostics: &diagnostics) else { return nil }
            switch value.kind {
            case .atKeyword(let name):
                guard let variable = variables[name] else {
                    diagnostics.error(FormatDiagnosticID.reflektorUnknownVariable, "unknown variable '@\(name)'",
                                      file: file, range: value.range)
                    return nil
                }
                guard visiting.insert(name).inserted else {
                    diagnostics.error(FormatDiagnosticID.reflektorVariableCycle, "variable '@\(name)' refers to itself",
                                      file: file, range: value.range)
                    return nil
                }
                defer { visiting.remove(name) }
                // Livery's own depth (a converted sheet keeps the chain), and a frame per link.
                guard visiting.count <= VariableResolver.maximumDepth else {
                    diagnostics.error(CoreDiagnosticID.variableTooDeep, VariableResolver.tooDeepMessage,
                                      file: file, range: value.range)
                    return nil
                }
                guard let inner = substitute(variable.value, visiting: &visiting, produced: &produced, diagnostics: &diagnostics) else { return nil }
                result += inner.map { SyntheticValues.placed($0, at: value.range) }
            case .function(let name, let arguments):
                guard let inner = substitute(arguments, visiting: &visiting, produced: &produced, diagnostics: &diagnostics) else { return nil }
                result.append(ComponentValue(.function(name: name, arguments: inner), range: value.range))
            case .block(let kind, let contents):
                guard let inner = substitute(contents, visiting: &visiting, produced: &produced, diagnostics: &diagnostics) else { return nil }
                result.append(ComponentValue(.block(kind, inner), range: value.range))
            default:
                result.append(value)
            }
        }
        return result
    }

    /// `values` with `Npx` written as `N` (ReflektorKit's pixels are UIKit points).
    func rewrite(_ values: [ComponentValue]) -> [ComponentValue] {
        Self.pixelsAsPoints(values)
    }

    /// `values` with every `Npx` written as `N`: ReflektorKit and Nimbus read `px` as UIKit
    /// points, where Livery's `px` is a device pixel.
    static func pixelsAsPoints(_ values: [ComponentValue]) -> [ComponentValue] {
        values.map { value in
            switch value.kind {
            case .dimension(let number, let unit) where unit.lowercased() == "px":
                return ComponentValue(.number(number), range: value.range)
            case .function(let name, let arguments):
                return ComponentValue(.function(name: name, arguments: pixelsAsPoints(arguments)), range: value.range)
            case .block(let kind, let contents):
                return ComponentValue(.block(kind, pixelsAsPoints(contents)), range: value.range)
            default:
                return value
            }
        }
    }
}
