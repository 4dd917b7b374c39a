import LiverySyntax

extension ValueParser {
    /// One case of `definition`, by any accepted spelling or its raw value.
    func enumCase(_ values: [ComponentValue], _ definition: EnumDefinition) throws(ValueError) -> EnumValue {
        let value = try single(values, expected: "a \(definition.name) value", id: ValueDiagnosticID.unknownEnumCase)
        guard let word = Self.word(value, reader: reader) else {
            throw ValueError(ValueDiagnosticID.unknownEnumCase, "expected a \(definition.name) value, found '\(value.cssText)'",
                             at: value)
        }
        guard let item = definition.lookup(word) else {
            throw unknownCase(word, definition.name, candidates: definition.cases.map(\.name), at: value)
        }
        return EnumValue(definition, item)
    }

    /// Members of `definition` separated by spaces, `,` or `|`.
    func optionSet(_ values: [ComponentValue], _ definition: OptionSetDefinition) throws(ValueError) -> OptionSetValue {
        var members: [EnumCase] = []
        for value in values where !value.isWhitespace && !value.isComma && !value.isDelim("|") {
            guard let word = Self.word(value, reader: reader) else {
                throw ValueError(ValueDiagnosticID.unknownEnumCase,
                                 "expected a \(definition.name) value, found '\(value.cssText)'", at: value)
            }
            guard let found = definition.lookup(compound: word) else {
                throw unknownCase(word, definition.name,
                                  candidates: definition.members.cases.map(\.name) + [definition.emptyName], at: value)
            }
            members += found
        }
        return OptionSetValue(setName: definition.name, members: members)
    }

    /// The text of an identifier, string or integer.
    static func word(_ value: ComponentValue, reader: ValueReader) -> String? {
        switch value.kind {
        case .ident(let name): name
        case .string: reader.string(value)
        case .number(let n) where n.isInteger: ComponentValue.format(n.value)
        default: nil
        }
    }

    private func unknownCase(_ word: String, _ name: String, candidates: [String], at value: ComponentValue) -> ValueError {
        var message = "unknown \(name) value '\(word)'"
        if let suggestion = Self.closest(word, in: candidates) { message += "; did you mean '\(suggestion)'?" }
        return ValueError(ValueDiagnosticID.unknownEnumCase, message, at: value)
    }

    /// The candidate within edit distance 2 (ignoring case and dashes) of `word`, if any.
    static func closest(_ word: String, in candidates: [String]) -> String? {
        Suggestions.closest(to: Array(ValueReader.normalize(word).unicodeScalars),
                            among: candidates.lazy.map { ($0, Array(ValueReader.normalize($0).unicodeScalars)) }, limit: 2)
    }
}
