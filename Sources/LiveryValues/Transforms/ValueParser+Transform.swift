import LiverySyntax

extension ValueParser {
    /// A transform: `rotate(angle)`, `scale(x[, y])`, `translate(x[, y])` in the order they
    /// apply, ReflektorKit's `transform-rotate/-scale/-translate(…)` and web CSS's
    /// `translateX/Y()`, `scaleX/Y()`, `rotateZ()`, `matrix(a, b, c, d, tx, ty)`; `identity` or
    /// `none` for no transform. Bare angles are degrees (`deg`, `rad`, `turn` too); one
    /// argument of `scale`/`translate` serves both axes.
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
            case "translatex", "translatey":
                let args = try arguments(of: value, inner, count: 1...1, name: name)
                let distance = try length(args[0], allowAuto: false)
                operations.append(base == "translatex" ? .translate(x: distance, y: .zero) : .translate(x: .zero, y: distance))
            case "scalex", "scaley":
                let args = try arguments(of: value, inner, count: 1...1, name: name)
                let factor = try plainNumber(args[0], what: "a scale factor")
                operations.append(base == "scalex" ? .scale(x: factor, y: 1) : .scale(x: 1, y: factor))
            case "rotatez":
                let args = try arguments(of: value, inner, count: 1...1, name: name)
                operations.append(.rotate(degrees: try angle(args[0])))
            case "matrix":
                let args = try arguments(of: value, inner, count: 6...6, name: name)
                var numbers: [Double] = []
                for arg in args { numbers.append(try plainNumber(arg, what: "a matrix entry")) }
                operations.append(.matrix(AffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3],
                                                          tx: numbers[4], ty: numbers[5])))
            default:
                throw ValueError(ValueDiagnosticID.unknownFunction, "unknown transform function '\(name)'", at: value)
            }
        }
        return Transform(operations)
    }
}
