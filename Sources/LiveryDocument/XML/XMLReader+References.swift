import LiverySyntax

/// Decoding text and attribute values: references and line breaks.
extension XMLReader {
    /// The text of `range` with references decoded (when `references`) and line breaks
    /// normalized: CR LF and CR become LF in text, and in an attribute value each tab, LF,
    /// CR or CR LF becomes a space. A reference in error is kept as written; it is reported
    /// when `reports`.
    mutating func decode(_ range: SourceRange, inAttribute: Bool, reports: Bool, references: Bool = true) -> String {
        scratch.removeAll(keepingCapacity: true)
        var index = range.start
        var runStart = index
        let end = range.end
        while index < end {
            let byte = bytes[index]
            if byte == XMLBytes.ampersand, references {
                scratch.append(contentsOf: bytes[runStart..<index])
                index = appendReference(at: index, end: end, reports: reports)
                runStart = index
            } else if byte == XMLBytes.carriageReturn || inAttribute && (byte == XMLBytes.lineFeed || byte == XMLBytes.tab) {
                scratch.append(contentsOf: bytes[runStart..<index])
                scratch.append(inAttribute ? XMLBytes.space : XMLBytes.lineFeed)
                if byte == XMLBytes.carriageReturn, index + 1 < end, bytes[index + 1] == XMLBytes.lineFeed { index += 1 }
                index += 1
                runStart = index
            } else {
                index += 1
            }
        }
        scratch.append(contentsOf: bytes[runStart..<end])
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Appends what the reference at `ampersand` stands for (or, in error, its `&`) to
    /// `scratch`; returns the offset after what was consumed.
    private mutating func appendReference(at ampersand: Int, end: Int, reports: Bool) -> Int {
        let nameStart = ampersand + 1
        if nameStart < end, bytes[nameStart] == XMLBytes.hash {
            return appendCharacterReference(at: ampersand, end: end, reports: reports)
        }
        guard nameStart < end, XMLBytes.isNameStart(bytes[nameStart]) else {
            if reports {
                report("'&' must start an entity reference (write '&amp;')", SourceRange(start: ampersand, end: ampersand + 1))
            }
            scratch.append(XMLBytes.ampersand)
            return ampersand + 1
        }
        var index = nameStart
        while index < end, XMLBytes.isName(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == XMLBytes.semicolon else {
            if reports { report("an entity reference is missing its ';'", SourceRange(at: index)) }
            scratch.append(XMLBytes.ampersand)
            return ampersand + 1
        }
        if let byte = predefinedEntity(SourceRange(start: nameStart, end: index)) {
            scratch.append(byte)
            return index + 1
        }
        let name = string(SourceRange(start: nameStart, end: index))
        if reports, reportedEntities.insert(name).inserted {
            report("entity '&\(name);' is not declared (layouts take no DTD, so only &amp; &lt; &gt; &quot; &apos; exist)",
                   SourceRange(start: ampersand, end: index + 1))
        }
        scratch.append(contentsOf: bytes[ampersand...index])
        return index + 1
    }

    /// The byte of `&lt;`, `&gt;`, `&amp;`, `&quot;` or `&apos;` given the name's range.
    private func predefinedEntity(_ name: SourceRange) -> UInt8? {
        switch name.end - name.start {
        case 2:
            guard bytes[name.start + 1] == UInt8(ascii: "t") else { return nil }
            if bytes[name.start] == UInt8(ascii: "l") { return XMLBytes.lessThan }
            return bytes[name.start] == UInt8(ascii: "g") ? XMLBytes.greaterThan : nil
        case 3: return matches("amp", at: name.start) ? XMLBytes.ampersand : nil
        case 4:
            if matches("quot", at: name.start) { return XMLBytes.doubleQuote }
            return matches("apos", at: name.start) ? XMLBytes.singleQuote : nil
        default: return nil
        }
    }

    /// Appends the character of `&#…;` or `&#x…;` at `ampersand`; an invalid reference is
    /// reported (at the first byte that does not fit) and its `&` kept.
    private mutating func appendCharacterReference(at ampersand: Int, end: Int, reports: Bool) -> Int {
        var index = ampersand + 2
        let isHex = index < end && bytes[index] == UInt8(ascii: "x")
        if isHex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < end {
            let digit = isHex ? XMLBytes.hexValue(bytes[index])
                : XMLBytes.isDigit(bytes[index]) ? UInt32(bytes[index] - 0x30) : nil
            guard let digit else { break }
            value = min(value * (isHex ? 16 : 10) + digit, 0x110000)
            index += 1
        }
        guard index > digitsStart, index < end, bytes[index] == XMLBytes.semicolon else {
            if reports {
                report(isHex ? "invalid hexadecimal character reference" : "invalid decimal character reference",
                       SourceRange(start: index, end: min(index + 1, end)))
            }
            scratch.append(XMLBytes.ampersand)
            return ampersand + 1
        }
        let reference = SourceRange(start: ampersand, end: index + 1)
        guard XMLBytes.isXMLCharacter(value) else {
            if reports {
                let written = string(reference)
                report("'\(written)' stands for a character that XML does not allow", reference)
            }
            scratch.append(contentsOf: bytes[reference.start..<reference.end])
            return reference.end
        }
        XMLBytes.appendUTF8(value, to: &scratch)
        return reference.end
    }
}
