import LiverySyntax

/// Start tags and end tags.
extension XMLReader {
    /// A start tag being read.
    struct StartTag {
        /// The offset of the `<`.
        let start: Int
        let name: String
        var attributes: [XMLTree.Attribute] = []
        /// The attribute names, once there are too many to compare one by one.
        var names: Set<String>?
        var isSelfClosing = false
        /// Where the tag ends (after `>`, or where reading it stopped).
        var end: Int

        init(start: Int, name: String) {
            self.start = start
            self.name = name
            self.end = start
        }
    }

    /// Reads a start tag (`<` followed by a name start at `position`) and its element.
    mutating func readStartTag() {
        let start = position
        let nameRange = SourceRange(start: start + 1, end: nameEnd(from: start + 1))
        var tag = StartTag(start: start, name: string(nameRange))
        position = nameRange.end
        tagReported = false
        readAttributes(of: &tag)
        let startTag = SourceRange(start: start, end: tag.end)
        if open.isEmpty {
            if sawRoot {
                report("a layout has one root element; '<\(tag.name)>' is ignored", startTag, id: LayoutDiagnosticID.multipleRoots)
            }
            sawRoot = true
        }
        let element = XMLTree.Element(name: tag.name, nameEnd: nameRange.end, startTag: startTag,
                                      attributes: tag.attributes, isSelfClosing: tag.isSelfClosing)
        let index = append(.element(element))
        if !tag.isSelfClosing { openElement(at: index, name: tag.name, startTag: startTag) }
    }

    /// Reads the attributes and the end of a start tag, up to and including `>` or `/>`.
    private mutating func readAttributes(of tag: inout StartTag) {
        while true {
            let beforeSpace = position
            let hadSpace = skipSpace()
            guard position < bytes.count else {
                tag.end = beforeSpace
                tagProblem("'<\(tag.name)' is not closed with '>'", tag: tag.start, end: beforeSpace)
                reachedEndUnterminated = true
                return
            }
            let byte = bytes[position]
            if byte == XMLBytes.greaterThan {
                position += 1
                tag.end = position
                return
            } else if byte == XMLBytes.slash, position + 1 < bytes.count, bytes[position + 1] == XMLBytes.greaterThan {
                position += 2
                tag.isSelfClosing = true
                tag.end = position
                return
            } else if byte == XMLBytes.lessThan {
                tag.end = beforeSpace
                tagProblem("'<\(tag.name)' is not closed with '>'", tag: tag.start, end: beforeSpace)
                return
            } else if XMLBytes.isNameStart(byte) {
                if !hadSpace {
                    tagProblem("attributes of '<\(tag.name)>' must be separated by spaces", tag: tag.start,
                               end: nameEnd(from: position))
                }
                readAttribute(of: &tag)
            } else {
                let junk = SourceRange(start: position, end: position + 1)
                tagProblem("the tag '<\(tag.name)>' is malformed", tag: tag.start, end: junk.end, notes: [("unexpected here", junk)])
                position += 1
            }
        }
    }

    /// Reads one attribute (a name start at `position`); an attribute without a value is
    /// reported and dropped.
    private mutating func readAttribute(of tag: inout StartTag) {
        let nameRange = SourceRange(start: position, end: nameEnd(from: position))
        position = nameRange.end
        skipSpace()
        guard position < bytes.count, bytes[position] == XMLBytes.equals else {
            if position < bytes.count {
                tagProblem("an attribute of '<\(tag.name)>' has no value", tag: tag.start, end: nameRange.end)
            }
            position = nameRange.end
            return
        }
        position += 1
        skipSpace()
        // At the end of the file, the tag reports that it is not closed.
        guard position < bytes.count else { return }
        let byte = bytes[position]
        let value: (range: SourceRange, text: String)
        if byte == XMLBytes.doubleQuote || byte == XMLBytes.singleQuote {
            value = readQuotedValue(of: tag)
        } else if byte == XMLBytes.greaterThan || byte == XMLBytes.lessThan
                    || byte == XMLBytes.slash && position + 1 < bytes.count && bytes[position + 1] == XMLBytes.greaterThan {
            tagProblem("an attribute of '<\(tag.name)>' has no value", tag: tag.start, end: position)
            return
        } else {
            value = readUnquotedValue(of: tag)
        }
        add(XMLTree.Attribute(name: string(nameRange), value: value.text, nameRange: nameRange, valueRange: value.range),
            to: &tag)
    }

    /// Adds an attribute unless the tag has one of the same name already (reported).
    private mutating func add(_ attribute: XMLTree.Attribute, to tag: inout StartTag) {
        let isDuplicate: Bool
        if tag.names == nil, tag.attributes.count >= 8 { tag.names = Set(tag.attributes.map(\.name)) }
        if tag.names != nil {
            isDuplicate = !tag.names!.insert(attribute.name).inserted
        } else {
            isDuplicate = tag.attributes.contains { $0.name == attribute.name }
        }
        guard isDuplicate else {
            tag.attributes.append(attribute)
            return
        }
        let first = tag.attributes.first { $0.name == attribute.name }
        tagProblem("'\(attribute.name)' is given twice in '<\(tag.name)>'", tag: tag.start, end: position,
                   notes: first.map { [("first given here", $0.nameRange)] } ?? [])
    }

    /// Reads an end tag (`</` at `position`) and closes the element it names.
    mutating func readEndTag() {
        let start = position
        let nameStart = start + 2
        guard nameStart < bytes.count, XMLBytes.isNameStart(bytes[nameStart]) else {
            position = endOfBrokenTag(from: nameStart)
            report("an end tag needs an element name after '</'", SourceRange(start: start, end: position))
            return
        }
        let nameRange = SourceRange(start: nameStart, end: nameEnd(from: nameStart))
        let name = string(nameRange)
        position = nameRange.end
        skipSpace()
        if position < bytes.count, bytes[position] == XMLBytes.greaterThan {
            position += 1
        } else if position >= bytes.count || bytes[position] == XMLBytes.lessThan {
            report("'</\(name)' is not closed with '>'", SourceRange(start: start, end: nameRange.end))
            position = nameRange.end
        } else {
            let junk = position
            position = endOfBrokenTag(from: position)
            report("end tag '</\(name)>' takes nothing after its name", SourceRange(start: start, end: position),
                   notes: [("unexpected here", SourceRange(start: junk, end: junk + 1))])
        }
        closeElement(named: name, endTag: SourceRange(start: start, end: position))
    }

    /// Just past the next `>` when it comes before any `<`; else the offset of that `<` (or
    /// the end of the file).
    private func endOfBrokenTag(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != XMLBytes.lessThan {
            if bytes[index] == XMLBytes.greaterThan { return index + 1 }
            index += 1
        }
        return index
    }
}
