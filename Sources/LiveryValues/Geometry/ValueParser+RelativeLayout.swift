import LiverySyntax

extension ValueParser {
    /// InterfaCSS's `layout` constraints: parts such as `size(100, 21)`, `left(parent + 10)`,
    /// `center(parent)` (a compound with one argument sets both attributes from it),
    /// `top(guide.top + 100)`, `centerX(title.centerX)`, `width(parent.width * 0.5 - 10)`,
    /// `width(50%)`, `sizeToFit` or `sizeToFit(w, h)` (at most `w` × `h`), separated by `,`,
    /// `.` or spaces.
    func relativeLayout(_ values: [ComponentValue]) throws(ValueError) -> RelativeLayout {
        let significant = ValueReader.significant(values)
        guard !significant.isEmpty else {
            throw ValueError(ValueDiagnosticID.empty, "expected layout constraints", at: values.range ?? SourceRange(at: 0))
        }
        var layout = RelativeLayout()
        for value in significant where !value.isComma && !value.isDelim(".") {
            if let name = value.identifier, ValueReader.normalize(name) == "sizetofit" {
                layout.sizeToFit = true
                continue
            }
            guard let (name, inner) = Self.function(value) else {
                throw ValueError(ValueDiagnosticID.invalidGeometry,
                                 "expected a layout constraint such as 'left(parent + 10)', found '\(value.cssText)'", at: value)
            }
            let normalized = ValueReader.normalize(name)
            if normalized == "sizetofit" {
                // `sizeToFit(w, h)`: the largest size, as layout terms; one argument is both.
                let args = try arguments(of: value, inner, count: 0...2, name: "sizeToFit")
                layout.sizeToFit = true
                if let first = args.first {
                    layout.sizeToFitLimit = .init(width: try layoutTerm(first), height: try layoutTerm(args[args.count - 1]))
                }
            } else if let attribute = Self.layoutAttributes[normalized] {
                let args = try arguments(of: value, inner, count: 1...1, name: name)
                layout.constraints.append(.init(attribute, try layoutTerm(args[0])))
            } else if let pair = Self.layoutCompounds[normalized] {
                // One argument sets both attributes (`center(parent)`, `size(other)`).
                let args = try arguments(of: value, inner, count: 1...2, name: name)
                layout.constraints.append(.init(pair.0, try layoutTerm(args[0])))
                layout.constraints.append(.init(pair.1, try layoutTerm(args[args.count - 1])))
            } else {
                throw ValueError(ValueDiagnosticID.unknownFunction,
                                 "unknown layout constraint '\(name)()'; expected an edge, centre, size or a compound such as size(), center(), topLeft()",
                                 at: value)
            }
        }
        // Separators alone (`layout: .;`) set nothing: not a layout.
        guard !layout.constraints.isEmpty || layout.sizeToFit else {
            throw ValueError(ValueDiagnosticID.empty, "expected layout constraints", at: significant.range ?? SourceRange(at: 0))
        }
        return layout
    }

    /// Single-attribute functions, by normalized name.
    private static let layoutAttributes: [String: RelativeLayout.Attribute] = Dictionary(
        uniqueKeysWithValues: RelativeLayout.Attribute.allCases.map { (ValueReader.normalize($0.rawValue), $0) })

    /// Two-attribute functions and the attributes their arguments set, in order.
    private static let layoutCompounds: [String: (RelativeLayout.Attribute, RelativeLayout.Attribute)] = [
        "size": (.width, .height), "center": (.centerX, .centerY),
        "topleft": (.top, .left), "lefttop": (.left, .top), "origin": (.left, .top),
        "topright": (.top, .right), "righttop": (.right, .top),
        "bottomleft": (.bottom, .left), "leftbottom": (.left, .bottom),
        "bottomright": (.bottom, .right), "rightbottom": (.right, .bottom),
    ]

    /// One term: `10`, `-4`, `50%`, `parent`, `parent.width`, `title.bottom + 8`,
    /// `guide.top + 100`, `parent.width * 0.5 - 10`, `2 * other.height`.
    func layoutTerm(_ arg: [ComponentValue]) throws(ValueError) -> RelativeLayout.Term {
        let tokens = ValueReader.significant(arg)
        var index = 0
        func fail(_ message: String) -> ValueError {
            ValueError(ValueDiagnosticID.invalidGeometry, message,
                       at: index < tokens.count ? tokens[index].range : tokens.last?.range ?? arg.range ?? SourceRange(at: 0))
        }
        func number(_ value: ComponentValue) -> Double? {
            if case .number(let literal) = value.kind { return literal.value }
            return nil
        }
        var term = RelativeLayout.Term()
        // The first factor: a number (a constant or a multiplier), a percentage or a target.
        guard index < tokens.count else { throw fail("expected a layout term") }
        var leadingMultiplier: Double?
        if let value = number(tokens[index]) {
            if index + 1 < tokens.count, tokens[index + 1].isDelim("*") {
                leadingMultiplier = value
                index += 2
            } else {
                term.constant = value
                index += 1
            }
        } else if case .percentage(let literal) = tokens[index].kind {
            term.percent = literal.value
            index += 1
        }
        // A target comes first, or after a leading multiplier (not after a constant or %).
        let startsWithValue = index > 0 && leadingMultiplier == nil
        if !startsWithValue, index < tokens.count {
            // A target, optionally `.attribute`.
            let value = tokens[index]
            switch value.kind {
            case .ident(let name):
                switch ValueReader.normalize(name) {
                case "parent", "superview": term.target = .parent
                case "guide": term.target = .guide
                default: term.target = .element(name)
                }
            case .hash(let name, _): term.target = .element(name)
            default: throw fail("expected a number, a percentage, 'parent', 'guide' or an element id, found '\(value.cssText)'")
            }
            index += 1
            if index + 1 < tokens.count, tokens[index].isDelim("."), let name = tokens[index + 1].identifier {
                guard let attribute = Self.layoutAttributes[ValueReader.normalize(name)] else {
                    index += 1
                    throw fail("unknown layout attribute '\(name)'")
                }
                term.attribute = attribute
                index += 2
            }
            if let leadingMultiplier {
                term.multiplier = leadingMultiplier
            } else if index + 1 < tokens.count, tokens[index].isDelim("*"), let value = number(tokens[index + 1]) {
                term.multiplier = value
                index += 2
            }
        } else if leadingMultiplier != nil {
            throw fail("expected a target after '*'")
        }
        // An added or subtracted constant: `+ 10`, `- 10`, or a signed number `-10`.
        if index < tokens.count {
            var sign = 1.0
            if tokens[index].isDelim("+") || tokens[index].isDelim("-") {
                sign = tokens[index].isDelim("-") ? -1 : 1
                index += 1
            } else if number(tokens[index]) == nil || !(tokens[index].cssText.hasPrefix("+") || tokens[index].cssText.hasPrefix("-")) {
                throw fail("expected '+' or '-' and a number, found '\(tokens[index].cssText)'")
            }
            guard index < tokens.count, let value = number(tokens[index]) else { throw fail("expected a number") }
            term.constant += sign * value
            index += 1
        }
        guard index == tokens.count else { throw fail("unexpected '\(tokens[index].cssText)' in a layout term") }
        return term
    }
}
