import LiverySyntax

extension ValueParser {
    /// Attributed text: parts `"text" (key: value, …)` separated by `,` or spaces; a part's
    /// text may be localized (`L("key")`) and its attribute list may be left out.
    func attributedText(_ values: [ComponentValue]) throws(ValueError) -> AttributedText {
        let significant = ValueReader.significant(values).filter { !$0.isComma }
        var parts: [AttributedText.Part] = []
        var index = 0
        while index < significant.count {
            let value = significant[index]
            let text: TextValue
            if case .string = value.kind {
                text = .literal(reader.string(value) ?? "")
            } else if let key = try localizedKey(value) {
                text = .localized(key: key)
            } else {
                throw ValueError(ValueDiagnosticID.invalidAttributedText,
                                 "expected a quoted string or L(\"key\"), found '\(value.cssText)'", at: value)
            }
            index += 1
            var attributes: [TextAttribute] = []
            if index < significant.count, case .block(.parenthesis, let inner) = significant[index].kind {
                attributes = try textAttributes(inner, at: significant[index])
                index += 1
            }
            parts.append(AttributedText.Part(text: text, attributes: attributes))
        }
        // Commas alone separate nothing: no text to show (and nothing to print back).
        if parts.isEmpty, let comma = ValueReader.significant(values).first {
            throw ValueError(ValueDiagnosticID.invalidAttributedText,
                             "expected a quoted string or L(\"key\"), found '\(comma.cssText)'", at: comma)
        }
        return AttributedText(parts: parts)
    }

    /// `key: value, key: value`; a comma-separated piece without a colon continues the
    /// previous value (`shadowOffset: 1, 2`). Later keys replace earlier ones. An empty list
    /// (`" " ()`, as InterfaCSS sheets write a plain run) is no attributes.
    private func textAttributes(_ inner: [ComponentValue], at block: ComponentValue) throws(ValueError) -> [TextAttribute] {
        if inner.allSatisfy(\.isWhitespace) { return [] }
        var entries: [(ComponentValue, [ComponentValue])] = []
        for piece in inner.splitByCommas() {
            if let colon = piece.firstIndex(where: { if case .colon = $0.kind { true } else { false } }) {
                let name = Array(piece[..<colon]).trimmingWhitespace()
                guard name.count == 1, name[0].identifier != nil else {
                    throw ValueError(ValueDiagnosticID.invalidAttributedText, "expected an attribute name before ':'",
                                     at: piece[colon])
                }
                entries.append((name[0], Array(piece[(colon + 1)...]).trimmingWhitespace()))
            } else if !entries.isEmpty, !piece.isEmpty {
                let last = entries.count - 1
                let comma = ComponentValue(.comma, range: SourceRange(at: piece[0].range.start))
                entries[last].1 += [comma] + piece
            } else {
                throw ValueError(ValueDiagnosticID.invalidAttributedText, "expected 'name: value' in text attributes",
                                 at: piece.range ?? block.range)
            }
        }
        var byKey: [TextAttribute.Key: TypedValue] = [:]
        for (name, value) in entries {
            guard let key = TextAttribute.Key(name: name.identifier!) else {
                throw ValueError(ValueDiagnosticID.unknownTextAttribute, "unknown text attribute '\(name.identifier!)'",
                                 at: name)
            }
            byKey[key] = try parse(value, as: key.valueType, at: name.range)
        }
        return TextAttribute.Key.allCases.compactMap { key in byKey[key].map { TextAttribute(key: key, value: $0) } }
    }
}
