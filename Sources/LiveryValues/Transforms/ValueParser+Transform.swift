import LiverySyntax

extension ValueParser {
    /// A transform: `rotate(angle)`, `scale(x[, y])`, `translate(x[, y])` in the order they
    /// apply, and ReflektorKit's `transform-rotate/-scale/-translate(…)`; `identity` or
    /// `none` for no transform. Bare angles are degrees; one argument serves both axes.
    func transform(_ values: [ComponentValue]) throws(ValueError) -> Transform {
        let significant = ValueReader.significant(values).filter { !$0.isComma }
        if significant.count == 1, significant[0].isIdentifier("identity") || significant[0].isIdentifier("none") {
            return .identity
        }
        var operations: [Transform.Operation] = []
        for value in significant {
            guard let (name, inner) = Self.function(value) else {
                throw ValueError(ValueDiagnosticID.invalidTransform,
                                 "expected rotate(), scale() or translate(), found '\(value.cssText)'", at: value)
            }
            let base = name.hasPrefix("transform-") ? String(name.dropFirst(10)) : name
            switch base {
            case "rotate":
                let args = try arguments(of: value, inner, count: 1...1, name: name)
                operations.append(.rotate(degrees: try angle(args[0])))
            case "scale":
                let args = try arguments(of: value, inner, count: 1...2, name: name)
                let x = try plainNumber(args[0], what: "a scale factor")
                let y = args.count == 2 ? try plainNumber(args[1], what: "a scale factor") : x
                operations.append(.scale(x: x, y: y))
            case "translate":
                let args = try arguments(of: value, inner, count: 1...2, name: name)
                let x = try length(args[0], allowAuto: false)
                let y = args.count == 2 ? try length(args[1], allowAuto: false) : x
                operations.append(.translate(x: x, y: y))
            default:
                throw ValueError(ValueDiagnosticID.unknownFunction, "unknown transform function '\(name)'", at: value)
            }
        }
        return Transform(operations)
    }
}
