import LiverySyntax

extension ValueParser {
    /// A point: `point(x, y)`, `(x, y)`, `x, y`, `"{x, y}"`, one value for both; or a centre
    /// relative to the parent or window: `parent`, `parent(dx, dy)`, `window(dx, dy)`.
    func point(_ values: [ComponentValue]) throws(ValueError) -> TypedValue {
        if let reference = try relativeCenter(values) { return .relativePoint(reference) }
        let v = try tuple(values, names: ["point"], counts: [1, 2], what: "a point")
        return .point(Point(x: v[0], y: v[v.count - 1]))
    }

    /// A size: `size(w, h)`, `(w, h)`, `w, h`, `"{w, h}"`, or one value for both.
    func size(_ values: [ComponentValue]) throws(ValueError) -> Size {
        let v = try tuple(values, names: ["size"], counts: [1, 2], what: "a size")
        return Size(width: v[0], height: v[v.count - 1])
    }

    /// An offset: `offset(h, v)`, `(h, v)`, `h, v`, `"{h, v}"`, or one value for both.
    func offset(_ values: [ComponentValue]) throws(ValueError) -> Offset {
        let v = try tuple(values, names: ["offset"], counts: [1, 2], what: "an offset")
        return Offset(horizontal: v[0], vertical: v[v.count - 1])
    }

    /// Insets: `insets(top, left, bottom, right)`, `(…)`, `"{t, l, b, r}"`; two values are
    /// (vertical, horizontal), one fills all. ReflektorKit's `edge-insets(left, top, right,
    /// bottom)` takes its own order.
    func insets(_ values: [ComponentValue]) throws(ValueError) -> Insets {
        let significant = ValueReader.significant(values)
        if significant.count == 1, let (name, inner) = Self.function(significant[0]), name == "edge-insets" {
            let args = try arguments(of: significant[0], inner, count: 4...4, name: name)
            var v: [Length] = []
            for arg in args { v.append(try length(arg)) }
            return Insets(top: v[1], left: v[0], bottom: v[3], right: v[2])
        }
        let v = try tuple(values, names: ["insets", "edgeinsets"], counts: [1, 2, 4], what: "insets")
        switch v.count {
        case 1: return Insets(top: v[0], left: v[0], bottom: v[0], right: v[0])
        case 2: return Insets(top: v[0], left: v[1], bottom: v[0], right: v[1])
        default: return Insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
    }

    /// A rect: `rect(x, y, w, h)`, `(…)`, `"{{x, y}, {w, h}}"`; or a frame relative to the
    /// parent or window (`parent`, `parent(10, 20)`, `size(50%, auto).left(10)` …).
    func rect(_ values: [ComponentValue]) throws(ValueError) -> TypedValue {
        if let relative = try relativeRect(values) { return .relativeRect(relative) }
        let v = try tuple(values, names: ["rect"], counts: [4], what: "a rect")
        return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
    }

    /// The lengths of a geometry value written with one of the function `names`, as a
    /// parenthesized tuple, as a bare list, or as an `NSStringFromCGRect`-style string.
    func tuple(_ values: [ComponentValue], names: [String], counts: [Int], what: String) throws(ValueError) -> [Length] {
        // `only`: the single significant value, if there is exactly one (no array built).
        let only = ValueReader.onlySignificant(values)
        let whole = values.range ?? SourceRange(at: 0)
        var parts: [[ComponentValue]]
        if let only, case .string(let text) = only.kind {
            let numbers = try Self.coderNumbers(reader.string(only) ?? text, at: only, what: what)
            guard counts.contains(numbers.count) else {
                throw ValueError(ValueDiagnosticID.invalidGeometry, "expected \(what), found \(numbers.count) numbers",
                                 at: only)
            }
            return numbers.map { .points($0) }
        }
        if let only, let (name, inner) = Self.function(only) {
            guard names.contains(ValueReader.normalize(name)) else {
                throw ValueError(ValueDiagnosticID.invalidGeometry, "expected \(what), found '\(name)()'", at: only)
            }
            parts = inner.trimmingWhitespace().isEmpty ? [] : ValueReader.splitByCommas(inner)
        } else if let only, case .block(.parenthesis, let inner) = only.kind {
            parts = ValueReader.splitByCommas(inner)
        } else if values.contains(where: \.isComma) {
            parts = ValueReader.splitByCommas(values)
        } else {
            parts = ValueReader.significant(values).map { [$0] }
        }
        guard counts.contains(parts.count) else {
            let sorted = counts.sorted().map(String.init)
            let expected = sorted.count == 1 ? sorted[0]
                : sorted.dropLast().joined(separator: ", ") + " or " + sorted[sorted.count - 1]
            throw ValueError(ValueDiagnosticID.invalidGeometry,
                             "\(what) takes \(expected) values, found \(parts.count)", at: whole)
        }
        var lengths: [Length] = []
        for part in parts {
            guard !part.isEmpty else { throw ValueError(ValueDiagnosticID.empty, "empty value in \(what)", at: whole) }
            lengths.append(try length(part, allowAuto: false))
        }
        return lengths
    }

    /// The numbers of a string such as `{{1, 2}, {3, 4}}` (braces, commas and spaces between).
    static func coderNumbers(_ text: String, at value: ComponentValue, what: String) throws(ValueError) -> [Double] {
        var numbers: [Double] = []
        var current = ""
        func flush() -> Bool {
            guard !current.isEmpty else { return true }
            guard let number = Double(current), number.isFinite else { return false }
            numbers.append(number)
            current = ""
            return true
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "{", "}", ",", " ", "\t", "\n":
                guard flush() else { break }
                continue
            case "0"..."9", "-", "+", ".", "e", "E":
                current.unicodeScalars.append(scalar)
                continue
            default:
                break
            }
            throw ValueError(ValueDiagnosticID.invalidGeometry, "expected \(what), found \"\(text)\"", at: value)
        }
        guard flush(), !numbers.isEmpty else {
            throw ValueError(ValueDiagnosticID.invalidGeometry, "expected \(what), found \"\(text)\"", at: value)
        }
        return numbers
    }

    /// `parent`, `superview`, `window`, optionally with `(dx, dy)`: a centre point.
    private func relativeCenter(_ values: [ComponentValue]) throws(ValueError) -> RelativePoint? {
        let significant = ValueReader.significant(values)
        guard significant.count == 1, let (reference, inner, value) = Self.reference(significant[0]) else { return nil }
        guard let inner else { return RelativePoint(reference: reference, offset: Offset(horizontal: .zero, vertical: .zero)) }
        let args = try arguments(of: value, inner, count: 0...2, name: reference.rawValue)
        var v: [Length] = []
        for arg in args { v.append(try length(arg, allowAuto: false)) }
        let offset = v.isEmpty ? Offset(horizontal: .zero, vertical: .zero)
            : Offset(horizontal: v[0], vertical: v[v.count - 1])
        return RelativePoint(reference: reference, offset: offset)
    }

    /// `parent`, `superview` or `window`, bare or as a function.
    static func reference(_ value: ComponentValue) -> (GeometryReference, [ComponentValue]?, ComponentValue)? {
        let name: String
        var inner: [ComponentValue]?
        switch value.kind {
        case .ident(let word): name = word.lowercased()
        case .function(let word, let arguments): name = word.lowercased(); inner = arguments
        default: return nil
        }
        switch name {
        case "parent", "superview": return (.parent, inner, value)
        case "window": return (.window, inner, value)
        default: return nil
        }
    }
}
