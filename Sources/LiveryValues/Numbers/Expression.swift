import LiverySyntax

/// Evaluates arithmetic and comparison expressions over component values, at load time.
///
/// Grammar (lowest precedence first): `or`/`||`, `and`/`&&`, comparisons
/// (`< <= > >= = == !=`), `+ -`, `* /`, `**` (right-associative), unary `- + !`, and
/// primaries: numbers with units, `true`/`false`/`YES`/`NO`, `( … )` and `calc( … )`.
/// A signed number after an operand is a subtraction or addition (`3 -1` is 2), as in
/// InterfaCSS. Units combine like CSS `calc()`: `+`/`-`/comparisons need equal units
/// (a plain number takes the other side's unit), `*` allows one side with a unit, `/`
/// by a plain number keeps the unit and `a/b` with equal units is a plain number.
struct Expression {
    /// A number with its unit, or a boolean.
    enum Result: Hashable {
        case number(Double, Unit)
        case bool(Bool)
    }

    /// The units an expression operand may carry. `plain` includes `pt`.
    enum Unit: Hashable {
        case plain, pixels, percent, em, rem, degrees, radians
    }

    private let values: [ComponentValue]
    private var index = 0

    /// Evaluates `values` (whitespace is ignored). Throws on any problem.
    static func evaluate(_ values: [ComponentValue], whole range: SourceRange) throws(ValueError) -> Result {
        // Fast path: a lone number, percentage or dimension of a known unit (nearly every
        // value) is its own result; the full grammar below would return the same.
        if let only = ValueReader.onlySignificant(values) {
            switch only.kind {
            case .number(let n): return .number(n.value, .plain)
            case .percentage(let n): return .number(n.value, .percent)
            case .dimension(let n, let unitText):
                if let unit = unit(of: unitText) { return .number(n.value, unit) }
            default: break
            }
        }
        var parser = Expression(values: ValueReader.significant(values))
        guard !parser.values.isEmpty else {
            throw ValueError(ValueDiagnosticID.empty, "expected a number", at: range)
        }
        let (result, _) = try parser.parseOr()
        if parser.index < parser.values.count {
            let extra = parser.values[parser.index]
            throw ValueError(ValueDiagnosticID.invalidExpression, "unexpected '\(extra.cssText)' in expression", at: extra)
        }
        return result
    }

    /// The unit of a dimension's unit text, or `nil` when unknown.
    static func unit(of text: String) -> Unit? {
        // Units are short and usually lowercase already: skip `lowercased()` then.
        let lower = text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 }) ? text.lowercased() : text
        return switch lower {
        case "pt": .plain
        case "px": .pixels
        case "em", "sp": .em
        case "rem": .rem
        case "deg": .degrees
        case "rad": .radians
        default: nil
        }
    }

    private init(values: [ComponentValue]) { self.values = values }

    private typealias Operand = (Result, SourceRange)

    private var current: ComponentValue? { index < values.count ? values[index] : nil }

    /// Matches a one- or two-character operator made of adjacent delimiters (or `and`/`or`).
    private mutating func take(_ op: String) -> ComponentValue? {
        guard let first = current else { return nil }
        if op == "and" || op == "or" {
            guard first.isIdentifier(op) else { return nil }
            index += 1
            return first
        }
        // Operators are one or two ASCII characters: read them without building an array
        // (this runs several times per operand).
        var opScalars = op.unicodeScalars.makeIterator()
        guard let op0 = opScalars.next(), first.isDelim(op0) else { return nil }
        let op1 = opScalars.next()
        if let op1 {
            guard index + 1 < values.count, values[index + 1].isDelim(op1),
                  values[index + 1].range.start == first.range.end else { return nil }
            index += 2
            return ComponentValue(first.kind, range: first.range.union(values[index - 1].range))
        }
        // A one-character operator must not be the start of a two-character one.
        if index + 1 < values.count, values[index + 1].range.start == first.range.end,
           case .delim(let next) = values[index + 1].kind, "=*&|".unicodeScalars.contains(next),
           !(op0 == "*" && next != "*") {
            return nil
        }
        index += 1
        return first
    }

    private mutating func parseOr() throws(ValueError) -> Operand {
        var lhs = try parseAnd()
        while let op = take("||") ?? take("or") {
            let rhs = try operand(after: op) { (p: inout Expression) throws(ValueError) in try p.parseAnd() }
            let (a, b) = (try bool(lhs), try bool(rhs))
            lhs = (.bool(a || b), lhs.1.union(rhs.1))
        }
        return lhs
    }

    private mutating func parseAnd() throws(ValueError) -> Operand {
        var lhs = try parseComparison()
        while let op = take("&&") ?? take("and") {
            let rhs = try operand(after: op) { (p: inout Expression) throws(ValueError) in try p.parseComparison() }
            let (a, b) = (try bool(lhs), try bool(rhs))
            lhs = (.bool(a && b), lhs.1.union(rhs.1))
        }
        return lhs
    }

    private mutating func parseComparison() throws(ValueError) -> Operand {
        var lhs = try parseAdditive()
        let ops = ["<=", ">=", "==", "!=", "<", ">", "="]
        while let (name, op) = nextComparison(ops) {
            _ = take(name)
            let rhs = try operand(after: op) { (p: inout Expression) throws(ValueError) in try p.parseAdditive() }
            let (a, b, _) = try sameUnit(lhs, rhs, op)
            let result: Bool
            switch name {
            case "<": result = a < b
            case "<=": result = a <= b
            case ">": result = a > b
            case ">=": result = a >= b
            case "!=": result = a != b
            default: result = a == b
            }
            lhs = (.bool(result), lhs.1.union(rhs.1))
        }
        return lhs
    }

    private func peekOperator(_ name: String) -> ComponentValue? {
        var copy = self
        return copy.take(name)
    }

    private func nextComparison(_ ops: [String]) -> (String, ComponentValue)? {
        for name in ops {
            if let op = peekOperator(name) { return (name, op) }
        }
        return nil
    }

    private mutating func parseAdditive() throws(ValueError) -> Operand {
        var lhs = try parseMultiplicative()
        while true {
            if let op = take("+") ?? take("-") {
                let rhs = try operand(after: op) { (p: inout Expression) throws(ValueError) in try p.parseMultiplicative() }
                let (a, b, unit) = try sameUnit(lhs, rhs, op)
                let sum = op.isDelim("+") ? a + b : a - b
                lhs = try (finite(sum, unit, lhs.1.union(rhs.1)), lhs.1.union(rhs.1))
            } else if let next = current, Self.isSignedNumber(next) {
                let rhs = try parseMultiplicative()
                let (a, b, unit) = try sameUnit(lhs, rhs, next)
                lhs = try (finite(a + b, unit, lhs.1.union(rhs.1)), lhs.1.union(rhs.1))
            } else {
                return lhs
            }
        }
    }

    private static func isSignedNumber(_ value: ComponentValue) -> Bool {
        switch value.kind {
        case .number(let n), .percentage(let n), .dimension(let n, _): n.hasSign
        default: false
        }
    }

    private mutating func parseMultiplicative() throws(ValueError) -> Operand {
        var lhs = try parsePower()
        while let op = take("*") ?? take("/") {
            let rhs = try operand(after: op) { (p: inout Expression) throws(ValueError) in try p.parsePower() }
            let (a, ua) = try number(lhs)
            let (b, ub) = try number(rhs)
            let range = lhs.1.union(rhs.1)
            if op.isDelim("*") {
                guard ua == .plain || ub == .plain else { throw incompatible(op) }
                lhs = try (finite(a * b, ua == .plain ? ub : ua, range), range)
            } else {
                guard b != 0 else {
                    throw ValueError(ValueDiagnosticID.divisionByZero, "division by zero", at: rhs.1)
                }
                let unit: Unit
                if ub == .plain { unit = ua } else if ua == ub { unit = .plain } else { throw incompatible(op) }
                lhs = try (finite(a / b, unit, range), range)
            }
        }
        return lhs
    }

    private mutating func parsePower() throws(ValueError) -> Operand {
        let base = try parseUnary()
        guard let op = take("**") else { return base }
        let exponent = try operand(after: op) { (p: inout Expression) throws(ValueError) in try p.parsePower() }
        let (a, ua) = try number(base)
        let (b, ub) = try number(exponent)
        guard ua == .plain, ub == .plain else { throw incompatible(op) }
        let range = base.1.union(exponent.1)
        return (try finite(Self.power(a, b), .plain, range), range)
    }

    private mutating func parseUnary() throws(ValueError) -> Operand {
        if let op = take("-") ?? take("+") {
            let inner = try operand(after: op) { (p: inout Expression) throws(ValueError) in try p.parseUnary() }
            let (a, unit) = try number(inner)
            return (.number(op.isDelim("-") ? -a : a, unit), op.range.union(inner.1))
        }
        if let op = take("!") {
            let inner = try operand(after: op) { (p: inout Expression) throws(ValueError) in try p.parseUnary() }
            return (.bool(!(try bool(inner))), op.range.union(inner.1))
        }
        return try parsePrimary()
    }

    private mutating func operand(after op: ComponentValue,
                                  _ parse: (inout Expression) throws(ValueError) -> Operand) throws(ValueError) -> Operand {
        guard current != nil else {
            throw ValueError(ValueDiagnosticID.invalidExpression, "expected a number after '\(op.cssText)'", at: op)
        }
        return try parse(&self)
    }
}

extension Expression {
    private mutating func parsePrimary() throws(ValueError) -> Operand {
        guard let value = current else {
            let end = values.last?.range.end ?? 0
            throw ValueError(ValueDiagnosticID.invalidExpression, "expected a number", at: SourceRange(at: end))
        }
        index += 1
        switch value.kind {
        case .number(let n):
            return (.number(n.value, .plain), value.range)
        case .percentage(let n):
            return (.number(n.value, .percent), value.range)
        case .dimension(let n, let unitText):
            guard let unit = Self.unit(of: unitText) else {
                throw ValueError(ValueDiagnosticID.unknownUnit, "unknown unit '\(unitText)'", at: value)
            }
            return (.number(n.value, unit), value.range)
        case .block(.parenthesis, let inner):
            let (result, _) = try Self.sub(inner, at: value)
            return (result, value.range)
        case .function(name: _, arguments: let inner) where Self.isCalc(value):
            let (result, _) = try Self.sub(inner, at: value)
            return (result, value.range)
        case .ident(let name):
            switch name.lowercased() {
            case "true", "yes": return (.bool(true), value.range)
            case "false", "no": return (.bool(false), value.range)
            default: break
            }
        default:
            break
        }
        throw ValueError(ValueDiagnosticID.invalidExpression, "expected a number, found '\(value.cssText)'", at: value)
    }

    private static func isCalc(_ value: ComponentValue) -> Bool {
        switch value.kind {
        case .block(.parenthesis, _): true
        case .function(let name, _): name.lowercased() == "calc"
        default: false
        }
    }

    private static func sub(_ inner: [ComponentValue], at value: ComponentValue) throws(ValueError) -> Operand {
        guard !ValueReader.significant(inner).isEmpty else {
            throw ValueError(ValueDiagnosticID.invalidExpression, "empty parentheses in expression", at: value)
        }
        return (try evaluate(inner, whole: value.range), value.range)
    }

    private func number(_ operand: Operand) throws(ValueError) -> (Double, Unit) {
        guard case .number(let value, let unit) = operand.0 else {
            throw ValueError(ValueDiagnosticID.invalidExpression, "expected a number, found a boolean", at: operand.1)
        }
        return (value, unit)
    }

    private func bool(_ operand: Operand) throws(ValueError) -> Bool {
        guard case .bool(let value) = operand.0 else {
            throw ValueError(ValueDiagnosticID.invalidExpression, "expected a boolean, found a number", at: operand.1)
        }
        return value
    }

    /// The numbers of both operands in one unit (a plain number takes the other's unit).
    private func sameUnit(_ lhs: Operand, _ rhs: Operand, _ op: ComponentValue) throws(ValueError) -> (Double, Double, Unit) {
        let (a, ua) = try number(lhs)
        let (b, ub) = try number(rhs)
        if ua == ub || ub == .plain { return (a, b, ua) }
        if ua == .plain { return (a, b, ub) }
        throw incompatible(op)
    }

    private func incompatible(_ op: ComponentValue) -> ValueError {
        ValueError(ValueDiagnosticID.incompatibleUnits, "incompatible units for '\(op.cssText)'", at: op)
    }

    private func finite(_ value: Double, _ unit: Unit, _ range: SourceRange) throws(ValueError) -> Result {
        guard value.isFinite else {
            throw ValueError(ValueDiagnosticID.overflow, "number is too large", at: range)
        }
        return .number(value, unit)
    }

    /// `a` to the power `b` (integral exponents by repeated multiplication, so `10 ** 2` is exactly 100).
    static func power(_ a: Double, _ b: Double) -> Double {
        if b == b.rounded(), abs(b) <= 64 {
            var result = 1.0
            for _ in 0..<Int(abs(b)) { result *= a }
            return b < 0 ? 1 / result : result
        }
        return Math.pow(a, b)
    }
}
