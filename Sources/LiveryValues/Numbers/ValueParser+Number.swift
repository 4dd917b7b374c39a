import LiverySyntax

extension ValueParser {
    /// A number position: a plain number, or a length when the unit needs the context.
    func number(_ values: [ComponentValue]) throws(ValueError) -> TypedValue {
        let length = try length(values, allowAuto: false)
        return length.unit == .points ? .number(length.value) : .length(length)
    }

    /// A length: `auto` (or `*`), or a number expression with at most one kind of unit.
    func length(_ values: [ComponentValue], allowAuto: Bool = true) throws(ValueError) -> Length {
        if allowAuto, let only = ValueReader.onlySignificant(values), only.isIdentifier("auto") || only.isDelim("*") {
            return .auto
        }
        let whole = values.range ?? SourceRange(at: 0)
        switch try Expression.evaluate(values, whole: whole) {
        case .bool:
            throw ValueError(ValueDiagnosticID.invalidNumber, "expected a number, found a boolean", at: whole)
        case .number(let value, let unit):
            switch unit {
            case .plain: return .points(value)
            case .pixels: return .pixels(value)
            case .percent: return .percent(value)
            case .em: return .em(value)
            case .rem: return Length(value, .rem)
            case .degrees, .radians:
                throw ValueError(ValueDiagnosticID.invalidNumber, "expected a length, found an angle", at: whole)
            }
        }
    }

    /// A plain number in points (units that need the context are errors), for arguments
    /// such as scale factors and color channels.
    func plainNumber(_ values: [ComponentValue], what: String = "a number") throws(ValueError) -> Double {
        let whole = values.range ?? SourceRange(at: 0)
        switch try Expression.evaluate(values, whole: whole) {
        case .number(let value, .plain): return value
        case .number: throw ValueError(ValueDiagnosticID.invalidNumber, "expected \(what) without a unit", at: whole)
        case .bool: throw ValueError(ValueDiagnosticID.invalidNumber, "expected \(what), found a boolean", at: whole)
        }
    }

    /// An angle in degrees: a bare number (degrees), `deg`, `rad` or `turn`.
    func angle(_ values: [ComponentValue]) throws(ValueError) -> Double {
        let significant = ValueReader.significant(values)
        if significant.count == 1, case .dimension(let n, let unit) = significant[0].kind, unit.lowercased() == "turn" {
            return n.value * 360
        }
        let whole = values.range ?? SourceRange(at: 0)
        switch try Expression.evaluate(values, whole: whole) {
        case .number(let value, .plain), .number(let value, .degrees): return value
        case .number(let value, .radians): return value * 180 / Double.pi
        case .number: throw ValueError(ValueDiagnosticID.invalidNumber, "expected an angle", at: whole)
        case .bool: throw ValueError(ValueDiagnosticID.invalidNumber, "expected an angle, found a boolean", at: whole)
        }
    }

    /// A proportion written as a percentage (`50%`) or a number (`50`): the number n of
    /// the InterfaCSS color functions.
    func percentAmount(_ values: [ComponentValue]) throws(ValueError) -> Double {
        let whole = values.range ?? SourceRange(at: 0)
        switch try Expression.evaluate(values, whole: whole) {
        case .number(let value, .plain), .number(let value, .percent): return value
        default: throw ValueError(ValueDiagnosticID.invalidNumber, "expected a percentage", at: whole)
        }
    }

    /// A fraction 0…1 written as a number (`0.5`) or a percentage (`50%`).
    func fraction(_ values: [ComponentValue]) throws(ValueError) -> Double {
        let whole = values.range ?? SourceRange(at: 0)
        switch try Expression.evaluate(values, whole: whole) {
        case .number(let value, .plain): return value
        case .number(let value, .percent): return value / 100
        default: throw ValueError(ValueDiagnosticID.invalidNumber, "expected a number or a percentage", at: whole)
        }
    }

    /// A boolean: `YES`/`NO`/`true`/`false` (any case, also quoted), a comparison, or a
    /// number (non-zero is true).
    func bool(_ values: [ComponentValue]) throws(ValueError) -> Bool {
        let significant = ValueReader.significant(values)
        if significant.count == 1 {
            let value = significant[0]
            var word: String?
            if case .ident(let name) = value.kind { word = name }
            if case .string(let text) = value.kind { word = text }
            if let word {
                switch word.lowercased() {
                case "yes", "true": return true
                case "no", "false": return false
                default:
                    throw ValueError(ValueDiagnosticID.invalidBool, "expected YES, NO, true or false, found '\(word)'",
                                     at: value)
                }
            }
        }
        let whole = values.range ?? SourceRange(at: 0)
        switch try Expression.evaluate(values, whole: whole) {
        case .bool(let value): return value
        case .number(let value, .plain): return value != 0
        case .number: throw ValueError(ValueDiagnosticID.invalidBool, "expected a boolean, found a length", at: whole)
        }
    }
}
