import LiverySyntax

/// Component values made from CSS text that a reader wrote for a value of another format,
/// placed at the range of the original value so that typing errors point into the original
/// file (a UISS value's line and column in the JSON).
enum SyntheticValues {
    /// The component values of `css` (whitespace trimmed), every range set to `range`.
    static func make(_ css: String, at range: SourceRange) -> [ComponentValue] {
        let source = Tokenizer.tokenize(SourceFile(path: "<converted>", text: css))
        var ignored = DiagnosticBag()
        let values = ComponentValueBuilder(source: source).build(0..<source.tokens.count, diagnostics: &ignored) ?? []
        return values.trimmingWhitespace().map { placed($0, at: range) }
    }

    /// `value` and everything inside it moved to `range`.
    static func placed(_ value: ComponentValue, at range: SourceRange) -> ComponentValue {
        var moved = value
        moved.range = range
        switch value.kind {
        case .function(let name, let arguments):
            moved.kind = .function(name: name, arguments: arguments.map { placed($0, at: range) })
        case .block(let kind, let contents):
            moved.kind = .block(kind, contents.map { placed($0, at: range) })
        default:
            break
        }
        return moved
    }

    /// A CSS identifier for `name` when it is one as written, otherwise a quoted string.
    static func identifierOrString(_ name: String) -> String {
        isIdentifier(name) ? name : ComponentValue.quote(name)
    }

    /// Whether `name`, written bare in a value, reads back as that identifier: it tokenizes
    /// as one identifier, and does not start with `--`, which Livery reads as a variable.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.hasPrefix("--") else { return false }
        let start: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
        guard start(first) || (first == "-" && name.count > 1 && !name.dropFirst().first!.isNumber) else { return false }
        return name.unicodeScalars.allSatisfy { start($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
