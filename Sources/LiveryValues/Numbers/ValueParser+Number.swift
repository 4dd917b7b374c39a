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
        let result: Expression.Result
        do {
            result = try Expression.evaluate(values, whole: whole)
        } catch {
            if let mixed = Self.mixedLength(values) { return mixed }
            throw error
        }
        switch result {
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

    /// Web CSS's `calc()` mixing a percentage and points (`calc(100% - 20px)`,
    /// `calc(50% + 2 * 8px)`, `calc((100% - 40px) / 3)`): a percentage of the basis plus
    /// points. `nil` when the value is no such `calc()`.
    static func mixedLength(_ values: [ComponentValue]) -> Length? {
        guard let only = ValueReader.onlySignificant(values), let (name, inner) = function(only), name == "calc" else {
            return nil
        }
        return topLevelSum(of: inner) ?? linearLength(values)
    }

    /// Terms added and subtracted at the top level of the `calc` (`inner`: its arguments),
    /// each one unit: the sum exactly as written.
    private static func topLevelSum(of inner: [ComponentValue]) -> Length? {
        var terms: [(sign: Double, values: [ComponentValue])] = []
        var current: [ComponentValue] = []
        var sign = 1.0
        for value in ValueReader.significant(inner) {
            if value.isDelim("+") || value.isDelim("-"), !current.isEmpty, !(current.last?.isDelim("*") ?? false),
               !(current.last?.isDelim("/") ?? false) {
                terms.append((sign, current))
                current = []
                sign = value.isDelim("-") ? -1 : 1
                continue
            }
            current.append(value)
        }
        guard !current.isEmpty else { return nil }
        terms.append((sign, current))
        var percent = 0.0
        var points = 0.0
        for term in terms {
            guard let range = term.values.range,
                  case .number(let number, let unit)? = try? Expression.evaluate(term.values, whole: range) else { return nil }
            switch unit {
            case .percent: percent += term.sign * number
            case .plain, .pixels: points += term.sign * number
            default: return nil
            }
        }
        guard percent.isFinite, points.isFinite else { return nil }
        var length = Length.percent(percent)
        length.offset = points
        return length
    }

    /// Any other `calc()` of percentages and points whose percentages are only added,
    /// subtracted, multiplied or divided by numbers, nested as it may be: such a value is
    /// linear in what 1% is. Evaluated with 1% read as 1, 2 and 4 points, its value is
    /// `percent × k + points`, a length each time (a percentage divided by a length is a
    /// number); the third reading on the same line proves it linear (it is not when
    /// percentages multiply or divide each other).
    private static func linearLength(_ values: [ComponentValue]) -> Length? {
        func evaluated(onePercentIs scale: Double) -> Double? {
            let scaled = percentagesAsPoints(values, scale: scale)
            guard let range = scaled.range,
                  case .number(let number, .pixels)? = try? Expression.evaluate(scaled, whole: range),
                  number.isFinite else { return nil }
            return number
        }
        guard let one = evaluated(onePercentIs: 1), let two = evaluated(onePercentIs: 2),
              let four = evaluated(onePercentIs: 4) else { return nil }
        let percent = two - one
        let points = one - percent
        guard abs(four - (4 * percent + points)) <= 1e-9 * max(1, abs(four)), percent.isFinite, points.isFinite else {
            return nil
        }
        var length = Length.percent(percent)
        length.offset = points
        return length
    }

    /// `values` with every percentage, in `calc()` and parentheses too, read as `scale`
    /// points per percent.
    private static func percentagesAsPoints(_ values: [ComponentValue], scale: Double) -> [ComponentValue] {
        values.map { value in
            switch value.kind {
            case .percentage(let n):
                var scaled = n
                scaled.value *= scale
                return ComponentValue(.dimension(scaled, unit: "px"), range: value.range)
            case .block(.parenthesis, let inner):
                return ComponentValue(.block(.parenthesis, percentagesAsPoints(inner, scale: scale)), range: value.range)
            case .function(let name, let arguments) where name.lowercased() == "calc":
                return ComponentValue(.function(name: name, arguments: percentagesAsPoints(arguments, scale: scale)),
                                      range: value.range)
            default:
                return value
            }
        }
    }

    /// What a web line height or letter spacing means, read as a number expression.
    public enum FontRelativeNumber: Equatable, Sendable {
        /// A multiple of the font size: `em` (`1.5em`, `calc(1em + 0.25em)`) and, where web
        /// CSS reads it so, a number without a unit (`1.5`, `1 + 0.5`, `calc(3 / 2)`).
        case multiple(Double)
        /// Points: `pt`, or a number without a unit where that is not a multiple.
        case points(Double)
    }

    /// `values` as a `FontRelativeNumber`, or `nil` for anything else — `px`, `%`, another
    /// unit, an invalid expression — which the caller reads as written.
    public static func fontRelativeNumber(_ values: [ComponentValue], unitlessIsMultiple: Bool) -> FontRelativeNumber? {
        guard let range = values.range, case .number(let value, let unit)? = try? Expression.evaluate(values, whole: range),
              value.isFinite else { return nil }
        switch unit {
        case .em: return .multiple(value)
        // `.plain` is also `pt`: without a unit only when no operand had one.
        case .plain: return unitlessIsMultiple && !containsUnit(values) ? .multiple(value) : .points(value)
        default: return nil
        }
    }

    /// Whether a number in `values`, or in their functions and blocks, has a unit.
    static func containsUnit(_ values: [ComponentValue]) -> Bool {
        contains(values) {
            switch $0.kind {
            case .dimension, .percentage: true
            default: false
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

    /// An angle in degrees: a bare number (degrees), `deg`, `rad`, `grad` or `turn`.
    func angle(_ values: [ComponentValue]) throws(ValueError) -> Double {
        let significant = ValueReader.significant(values)
        if significant.count == 1, case .dimension(let n, let unit) = significant[0].kind {
            switch unit.lowercased() {
            case "turn": return n.value * 360
            case "grad": return n.value * 0.9
            default: break
            }
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
