import LiverySyntax

extension ValueParser {
    /// A frame relative to the parent or window, or `nil` when `values` is a plain rect.
    ///
    /// Forms: `parent` / `superview` / `window`, with `(inset)`, `(dx, dy)` (as
    /// `CGRectInset`) or `(top, left, bottom, right)`; and chains of `size(w, h)`,
    /// `sizeToFit([w, h])`, `width(w)`, `height(h)`, `left(x)`, `right(x)`, `top(y)`,
    /// `bottom(y)` and `insets(t, l, b, r)` joined by `.`.
    func relativeRect(_ values: [ComponentValue]) throws(ValueError) -> RelativeRect? {
        let significant = ValueReader.significant(values)
        guard let first = significant.first else { return nil }
        if significant.count == 1, let (reference, inner, value) = Self.reference(first) {
            guard let inner else { return .bounds(reference, insets: .zero) }
            let args = try arguments(of: value, inner, count: 0...4, name: reference.rawValue)
            var v: [Length] = []
            for arg in args { v.append(try length(arg, allowAuto: false)) }
            switch v.count {
            case 0: return .bounds(reference, insets: .zero)
            case 1: return .bounds(reference, insets: Insets(top: v[0], left: v[0], bottom: v[0], right: v[0]))
            case 2: return .bounds(reference, insets: Insets(top: v[1], left: v[0], bottom: v[1], right: v[0]))
            case 4: return .bounds(reference, insets: Insets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
            default:
                throw ValueError(ValueDiagnosticID.argumentCount,
                                 "'\(reference.rawValue)()' takes 0, 1, 2 or 4 arguments, found 3", at: value)
            }
        }
        guard let (name, _) = Self.function(first), Self.layoutFunctions.contains(ValueReader.normalize(name)) else {
            return nil
        }
        return .layout(try rectLayout(significant))
    }

    private static let layoutFunctions: Set<String> = [
        "size", "sizetofit", "width", "height", "left", "right", "top", "bottom", "insets",
    ]

    /// The parts of a layout chain: functions separated by `.`.
    private func rectLayout(_ chain: [ComponentValue]) throws(ValueError) -> RectLayout {
        var layout = RectLayout()
        var index = 0
        while index < chain.count {
            let value = chain[index]
            guard let (name, inner) = Self.function(value), Self.layoutFunctions.contains(ValueReader.normalize(name)) else {
                throw ValueError(ValueDiagnosticID.invalidGeometry,
                                 "expected size(), sizeToFit(), left(), right(), top(), bottom() or insets(), found '\(value.cssText)'",
                                 at: value)
            }
            try apply(ValueReader.normalize(name), value, inner, to: &layout)
            index += 1
            if index < chain.count {
                guard chain[index].isDelim(".") else {
                    throw ValueError(ValueDiagnosticID.invalidGeometry, "expected '.' between frame parts, found '\(chain[index].cssText)'",
                                     at: chain[index])
                }
                index += 1
                guard index < chain.count else {
                    throw ValueError(ValueDiagnosticID.invalidGeometry, "expected a frame part after '.'", at: chain[index - 1])
                }
            }
        }
        return layout
    }

    private func apply(_ name: String, _ value: ComponentValue, _ inner: [ComponentValue],
                       to layout: inout RectLayout) throws(ValueError) {
        switch name {
        case "size":
            let args = try arguments(of: value, inner, count: 1...2, name: "size")
            layout.width = try length(args[0])
            layout.height = try length(args[args.count - 1])
        case "sizetofit":
            let args = try arguments(of: value, inner, count: 0...2, name: "sizeToFit")
            layout.fitsContent = true
            if !args.isEmpty {
                layout.fitConstraint = Size(width: try length(args[0], allowAuto: false),
                                            height: try length(args[args.count - 1], allowAuto: false))
            }
        case "insets":
            let args = try arguments(of: value, inner, count: 1...4, name: "insets")
            guard args.count != 3 else {
                throw ValueError(ValueDiagnosticID.argumentCount, "'insets()' takes 1, 2 or 4 arguments, found 3", at: value)
            }
            var v: [Length] = []
            for arg in args { v.append(try length(arg)) }
            let insets = v.count == 1 ? [v[0], v[0], v[0], v[0]] : v.count == 2 ? [v[0], v[1], v[0], v[1]] : v
            layout.top = insets[0]
            layout.left = insets[1]
            layout.bottom = insets[2]
            layout.right = insets[3]
        default:
            let args = try arguments(of: value, inner, count: 1...1, name: name)
            let v = try length(args[0])
            switch name {
            case "width": layout.width = v
            case "height": layout.height = v
            case "left": layout.left = v
            case "right": layout.right = v
            case "top": layout.top = v
            default: layout.bottom = v
            }
        }
    }
}
