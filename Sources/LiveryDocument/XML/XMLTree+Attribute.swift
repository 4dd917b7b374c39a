import LiverySyntax

extension XMLTree {
    /// An attribute of a start tag.
    public struct Attribute: Sendable, Equatable {
        /// The name as written.
        public let name: String
        /// The value with references decoded (`&amp;` → `&`) and each tab, line break or
        /// CR LF turned into one space, as XML normalizes attribute values.
        public let value: String
        /// The name in the start tag.
        public let nameRange: SourceRange
        /// The raw value between the quotes (references not decoded). For a value written
        /// without quotes (an error), the value as far as it was read.
        public let valueRange: SourceRange

        init(name: String, value: String, nameRange: SourceRange, valueRange: SourceRange) {
            self.name = name
            self.value = value
            self.nameRange = nameRange
            self.valueRange = valueRange
        }
    }
}
