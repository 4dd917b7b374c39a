import LiveryCore
import LiverySyntax

/// Livery's variable references inside a value of another dialect. Converted, they would read
/// as Livery variables, so a reader whose dialect has no such syntax reports them instead.
enum VariableSyntax {
    /// The first variable reference anywhere in `values` (inside functions and blocks too), as
    /// written: `--name` or `var(…)`, and `@name` when `includingAtKeywords`.
    static func firstReference(in values: [ComponentValue], includingAtKeywords: Bool) -> (text: String, range: SourceRange)? {
        for value in values {
            switch value.kind {
            case .atKeyword(let name) where includingAtKeywords: return ("@" + name, value.range)
            case .ident(let name) where name.hasPrefix("--"): return (name, value.range)
            case .function(let name, _) where VariableResolver.isVar(name): return (value.cssText, value.range)
            case .function(_, let inner), .block(_, let inner):
                if let reference = firstReference(in: inner, includingAtKeywords: includingAtKeywords) { return reference }
            default: continue
            }
        }
        return nil
    }
}
