import LiverySyntax

extension XMLTree {
    /// An element: its name, attributes and the byte ranges of its tags.
    ///
    /// Offsets are stored rather than ranges (a tree holds many elements); the ranges are
    /// computed from them.
    public struct Element: Sendable, Equatable {
        /// The name as written (no namespace processing: `a:b` is the name `a:b`).
        public let name: String
        /// The attributes in the order written, without duplicates (the first one is kept).
        public let attributes: [Attribute]
        /// The offset of the `<` of the start tag.
        let start: Int
        let nameEnd: Int
        let startTagEnd: Int
        /// Where the content ends (the end tag starts), or -1 for a self-closing element.
        var contentEnd = -1
        /// Where the end tag ends, or -1 when there is none.
        var endTagEnd = -1

        init(name: String, nameEnd: Int, startTag: SourceRange, attributes: [Attribute], isSelfClosing: Bool) {
            self.name = name
            self.attributes = attributes
            self.start = startTag.start
            self.nameEnd = nameEnd
            self.startTagEnd = startTag.end
            if !isSelfClosing { contentEnd = startTag.end }
        }

        /// The name in the start tag.
        public var nameRange: SourceRange { SourceRange(start: start + 1, end: nameEnd) }

        /// The start tag from `<` to `>` (or to where reading it stopped when it lacks the `>`).
        public var startTag: SourceRange { SourceRange(start: start, end: startTagEnd) }

        /// Whether the start tag ends with `/>`.
        public var isSelfClosing: Bool { contentEnd < 0 }

        /// The end tag from `</` to `>`; `nil` when the element is self-closing or was
        /// closed by an outer end tag or the end of the file.
        public var endTag: SourceRange? {
            endTagEnd < 0 ? nil : SourceRange(start: contentEnd, end: endTagEnd)
        }

        /// The bytes between the start tag and the end tag (or the point where the element
        /// was closed without one); `nil` for a self-closing element.
        public var contentRange: SourceRange? {
            contentEnd < 0 ? nil : SourceRange(start: startTagEnd, end: contentEnd)
        }

        /// From the `<` of the start tag to the end of the end tag (or of the content).
        public var range: SourceRange {
            SourceRange(start: start, end: max(startTagEnd, contentEnd, endTagEnd))
        }

        /// Ends the element's content at `contentEnd`, with the end tag ending at `endTagEnd`
        /// when there is one.
        mutating func close(contentEnd: Int, endTagEnd: Int?) {
            self.contentEnd = max(startTagEnd, contentEnd)
            self.endTagEnd = endTagEnd ?? -1
        }

        /// The attribute named exactly `name`, if any.
        public func attribute(named name: String) -> Attribute? {
            attributes.first { $0.name == name }
        }

        /// The decoded value of the attribute named exactly `name`, if any.
        public subscript(attribute name: String) -> String? {
            attribute(named: name)?.value
        }
    }
}
