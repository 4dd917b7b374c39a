import LiverySyntax

/// Markup that is skipped or kept as text: comments, CDATA sections, processing
/// instructions, the XML declaration, DOCTYPE and other `<!…>` declarations.
extension XMLReader {
    /// Skips a comment (`<!--` at `position`).
    mutating func readComment() {
        let start = position
        var index = start + 4
        var reportedHyphens = false
        while index + 1 < bytes.count {
            if bytes[index] == XMLBytes.hyphen, bytes[index + 1] == XMLBytes.hyphen {
                guard index + 2 < bytes.count else { break }
                if bytes[index + 2] == XMLBytes.greaterThan {
                    position = index + 3
                    return
                }
                if !reportedHyphens {
                    reportedHyphens = true
                    report("'--' is not allowed inside a comment", SourceRange(start: index, end: index + 2))
                }
            }
            index += 1
        }
        report("a comment is never closed", SourceRange(start: start, end: start + 4))
        reachedEndUnterminated = true
        position = bytes.count
    }

    /// Reads a CDATA section (`<![CDATA[` at `position`) as a text node.
    mutating func readCDATA() {
        let start = position
        let contentStart = start + 9
        let contentEnd: Int
        if let close = find("]]>", from: contentStart) {
            contentEnd = close
            position = close + 3
        } else {
            report("a CDATA section is never closed", SourceRange(start: start, end: contentStart))
            reachedEndUnterminated = true
            contentEnd = bytes.count
            position = bytes.count
        }
        addCDATA(range: SourceRange(start: start, end: position), content: SourceRange(start: contentStart, end: contentEnd))
    }

    /// Skips a processing instruction (`<?` at `position`); an XML declaration is checked.
    mutating func readProcessingInstruction() {
        let start = position
        let startsName = start + 2 < bytes.count && XMLBytes.isNameStart(bytes[start + 2])
        let target = SourceRange(start: start + 2, end: startsName ? nameEnd(from: start + 2) : start + 2)
        guard let close = find("?>", from: target.end) else {
            report("a processing instruction is never closed", SourceRange(start: start, end: target.end))
            reachedEndUnterminated = true
            position = bytes.count
            return
        }
        position = close + 2
        if target.isEmpty {
            report("a processing instruction needs a name after '<?'", SourceRange(start: start, end: start + 2))
        } else if target.end != close, !XMLBytes.isSpace(bytes[target.end]) {
            report("the name of a processing instruction must be followed by a space or '?>'",
                   SourceRange(start: start, end: target.end + 1))
        } else if target.end - target.start == 3, matches("XML", at: target.start, ignoringCase: true) {
            let declaration = SourceRange(start: start, end: position)
            if start != documentStart {
                report("'<?xml …?>' must stand at the very start of the file", declaration)
            } else {
                checkDeclaration(declaration, body: SourceRange(start: target.end, end: close))
            }
        }
    }

    /// Skips a DOCTYPE declaration (`<!DOCTYPE` at `position`), internal subset included,
    /// with a warning: no DTD is ever read, so no entity is declared.
    mutating func readDoctype() {
        let start = position
        let (end, closed) = endOfDeclaration(from: start + 2)
        position = end
        report("a DOCTYPE is ignored: layouts take no DTD and entities are never expanded",
               SourceRange(start: start, end: end), id: LayoutDiagnosticID.doctype, severity: .warning)
        let keyword = SourceRange(start: start, end: start + 9)
        if !closed {
            report("a DOCTYPE is never closed", keyword)
            reachedEndUnterminated = true
        } else if sawRoot || sawDoctype {
            report("a DOCTYPE may only come once, before the root element", keyword)
        }
        sawDoctype = true
    }

    /// Skips a `<!…>` that is neither a comment, a CDATA section nor a DOCTYPE (such as
    /// `<!ENTITY …>` outside a DTD): an error, and nothing it declares takes effect.
    mutating func readDeclaration() {
        let start = position
        let keyword = SourceRange(start: start, end: nameEnd(from: start + 2))
        let (end, closed) = endOfDeclaration(from: start + 2)
        position = end
        let name = string(SourceRange(start: start + 2, end: keyword.end))
        if ["ENTITY", "ELEMENT", "ATTLIST", "NOTATION"].contains(name) {
            report("'<!\(name)' declares nothing here: layouts take no DTD and entities are never expanded", keyword)
        } else {
            report("'<!' must start a comment ('<!--') or a CDATA section ('<![CDATA[')",
                   SourceRange(start: start, end: max(keyword.end, start + 2)))
        }
        if !closed { reachedEndUnterminated = true }
    }

    /// The end of a declaration: just past the `>` outside quotes, comments, processing
    /// instructions and the `[ … ]` internal subset; or the end of the file, unclosed.
    private func endOfDeclaration(from start: Int) -> (end: Int, closed: Bool) {
        var index = start
        var depth = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == XMLBytes.doubleQuote || byte == XMLBytes.singleQuote {
                quote = byte
            } else if byte == XMLBytes.lessThan, matches("<!--", at: index) || matches("<?", at: index) {
                let isComment = bytes[index + 1] == XMLBytes.exclamation
                guard let close = isComment ? find("-->", from: index + 4) : find("?>", from: index + 2) else {
                    return (bytes.count, false)
                }
                index = close + (isComment ? 2 : 1)
            } else if byte == XMLBytes.openingBracket {
                depth += 1
            } else if byte == XMLBytes.closingBracket {
                depth = max(0, depth - 1)
            } else if byte == XMLBytes.greaterThan, depth == 0 {
                return (index + 1, true)
            }
            index += 1
        }
        return (bytes.count, false)
    }
}
