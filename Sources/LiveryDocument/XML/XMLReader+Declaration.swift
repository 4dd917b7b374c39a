import LiverySyntax

/// The XML declaration: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`.
extension XMLReader {
    /// Checks the XML declaration at the start of the file (`body` lies between `<?xml`
    /// and `?>`): `version`, then optionally `encoding` and `standalone`, each once, in
    /// that order, quoted. An encoding other than UTF-8 (or its subset ASCII) is reported
    /// as unsupported.
    mutating func checkDeclaration(_ declaration: SourceRange, body: SourceRange) {
        let names = ["version", "encoding", "standalone"]
        var next = 0
        var index = body.start
        var problem: Int?
        while problem == nil {
            let spaceStart = index
            while index < body.end, XMLBytes.isSpace(bytes[index]) { index += 1 }
            guard index < body.end else { break }
            let name = SourceRange(start: index, end: min(nameEnd(from: index), body.end))
            guard index > spaceStart, let position = names[next...].firstIndex(of: string(name)), next > 0 || position == 0,
                  let value = pseudoAttributeValue(after: name.end, end: body.end) else {
                problem = index
                break
            }
            next = position + 1
            index = value.end + 1
            if !isValid(value, of: names[position]) { problem = value.start }
        }
        if problem == nil, next == 0 { problem = body.end }
        // `<?XML` in another case is no declaration, and its name is reserved.
        let isLowercase = matches("<?xml", at: declaration.start)
        guard let at = problem ?? (isLowercase ? nil : declaration.start + 2) else { return }
        report("the XML declaration is malformed; write <?xml version=\"1.0\" encoding=\"UTF-8\"?>", declaration,
               notes: [("here", SourceRange(start: at, end: min(at + 1, declaration.end)))])
    }

    /// The range of the quoted value after `name = ` (quotes excluded), or `nil`.
    private func pseudoAttributeValue(after start: Int, end: Int) -> SourceRange? {
        var index = start
        while index < end, XMLBytes.isSpace(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == XMLBytes.equals else { return nil }
        index += 1
        while index < end, XMLBytes.isSpace(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == XMLBytes.doubleQuote || bytes[index] == XMLBytes.singleQuote else { return nil }
        let quote = bytes[index]
        var valueEnd = index + 1
        while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
        return valueEnd < end ? SourceRange(start: index + 1, end: valueEnd) : nil
    }

    /// Whether a declaration value is well-formed; an unsupported encoding is reported
    /// here (and counts as valid).
    private mutating func isValid(_ value: SourceRange, of name: String) -> Bool {
        let text = string(value)
        switch name {
        case "version":
            return text.hasPrefix("1.") && text.count > 2 && text.utf8.dropFirst(2).allSatisfy(XMLBytes.isDigit)
        case "encoding":
            let isName = text.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x61 && $0 <= 0x7A } == true
                && text.utf8.allSatisfy { XMLBytes.isName($0) && $0 < 0x80 && $0 != 0x3A }
            guard isName else { return false }
            if !["utf-8", "utf8", "us-ascii", "ascii"].contains(text.lowercased()) {
                report("unsupported encoding '\(text)': layouts are UTF-8", value)
            }
            return true
        default:
            return text == "yes" || text == "no"
        }
    }
}
