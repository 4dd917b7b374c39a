import LiverySyntax

extension ValueParser {
    /// An image: `name.png`, `"name.png"`, `image(name)`, `image(name, t, l, b, r)` (cap
    /// insets), `image(name, leftCap, topCap)`, a color or color function (a 1×1 image),
    /// `url(https://…)` or a bare `https://…`.
    func image(_ values: [ComponentValue]) throws(ValueError) -> ImageValue {
        let significant = ValueReader.significant(values)
        let whole = values.range ?? SourceRange(at: 0)
        if significant.count == 1 {
            let value = significant[0]
            switch value.kind {
            case .url(let address): return .url(address)
            case .string:
                let text = reader.string(value) ?? ""
                guard !text.isEmpty else { throw ValueError(ValueDiagnosticID.invalidImage, "empty image name", at: value) }
                return text.contains("://") ? .url(text) : .named(text, capInsets: nil)
            case .ident(let name):
                if let color = NamedColors.color(named: name) { return .color(color) }
                return .named(name, capInsets: nil)
            case .hash:
                return .color(try color(value))
            case .function(let name, let inner):
                return try imageFunction(value, name: name.lowercased(), inner)
            default:
                break
            }
        }
        if values.contains(where: \.isWhitespace) || significant.contains(where: \.isComma) {
            throw ValueError(ValueDiagnosticID.invalidImage, "expected an image, found '\(values.cssText)'", at: whole)
        }
        let text = reader.text(of: values)
        return text.contains("://") ? .url(text) : .named(text, capInsets: nil)
    }

    private func imageFunction(_ value: ComponentValue, name: String, _ inner: [ComponentValue]) throws(ValueError) -> ImageValue {
        switch name {
        case "url":
            return .url(try url([value]))
        case "image":
            let args = try arguments(of: value, inner, count: 1...5, name: name)
            let imageName = try imageName(args[0])
            switch args.count {
            case 1: return .named(imageName, capInsets: nil)
            case 3:
                return .stretchable(imageName, leftCapWidth: try plainNumber(args[1], what: "a cap width"),
                                    topCapHeight: try plainNumber(args[2], what: "a cap height"))
            case 5:
                var v: [Length] = []
                for arg in args.dropFirst() { v.append(try length(arg, allowAuto: false)) }
                return .named(imageName, capInsets: Insets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
            default:
                throw ValueError(ValueDiagnosticID.argumentCount, "'image()' takes 1, 3 or 5 arguments, found \(args.count)",
                                 at: value)
            }
        default:
            do {
                return .color(try color(value))
            } catch where error.id == ValueDiagnosticID.unknownFunction {
                throw ValueError(ValueDiagnosticID.unknownFunction, "unknown image function '\(name)'", at: value)
            }
        }
    }

    /// An image name: a string, or names and dots as written (`image.png`, `icons/a@2x.png`).
    func imageName(_ values: [ComponentValue]) throws(ValueError) -> String {
        let significant = ValueReader.significant(values)
        if significant.count == 1, case .string = significant[0].kind {
            let text = reader.string(significant[0]) ?? ""
            guard !text.isEmpty else { throw ValueError(ValueDiagnosticID.invalidImage, "empty image name", at: significant[0]) }
            return text
        }
        guard !values.contains(where: \.isWhitespace), !significant.isEmpty,
              significant.allSatisfy({ Self.isNamePiece($0) }) else {
            throw ValueError(ValueDiagnosticID.invalidImage, "expected an image name, found '\(values.cssText)'",
                             at: values.range ?? SourceRange(at: 0))
        }
        return reader.text(of: values)
    }

    private static func isNamePiece(_ value: ComponentValue) -> Bool {
        switch value.kind {
        case .ident, .number, .dimension, .delim, .atKeyword, .hash, .colon: true
        default: false
        }
    }
}
