import LiverySyntax

extension XMLTree {
    /// Character data between tags, or a CDATA section.
    public struct Text: Sendable, Equatable {
        /// The text with references decoded and line breaks normalized (CR LF and CR become
        /// LF). A reference that is in error is kept as written.
        public let value: String
        /// Where the text is; for a CDATA section, from `<![CDATA[` to `]]>` included.
        public let range: SourceRange
        /// The raw text: `range`, or for a CDATA section what lies between its markers.
        public let contentRange: SourceRange
        /// Whether the text is a CDATA section.
        public let isCDATA: Bool

        init(value: String, range: SourceRange, contentRange: SourceRange, isCDATA: Bool) {
            self.value = value
            self.range = range
            self.contentRange = contentRange
            self.isCDATA = isCDATA
        }

        /// Whether the text is only XML whitespace (space, tab, CR, LF) or empty.
        public var isWhitespace: Bool {
            value.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        }
    }
}
