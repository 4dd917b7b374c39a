/// The font weights of `UIFont.Weight`, with their CSS numbers (100–900).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS numeric weight: 100 (ultraLight) … 900 (black).
    public var numericValue: Int { (FontWeight.allCases.firstIndex(of: self)! + 1) * 100 }

    /// The weight named `name` (case- and dash-insensitive; `normal` is regular,
    /// `extraLight` ultraLight, `extraBold` heavy), or the weight of a CSS number 100…900.
    public init?(name: String) {
        let key = ValueReader.normalize(name)
        switch key {
        case "normal", "regular", "plain": self = .regular
        case "extralight", "ultralight": self = .ultraLight
        case "extrabold", "ultrabold", "heavy": self = .heavy
        case "demibold", "semibold": self = .semibold
        default:
            if let match = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == key }) {
                self = match
            } else if let number = Int(key) {
                self.init(numeric: number)
            } else {
                return nil
            }
        }
    }

    /// The weight of a CSS number: a multiple of 100 from 100 to 900.
    public init?(numeric: Int) {
        guard numeric >= 100, numeric <= 900, numeric % 100 == 0 else { return nil }
        self = FontWeight.allCases[numeric / 100 - 1]
    }
}

/// The Dynamic Type text styles of `UIFont.TextStyle`.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style named `name` (case- and dash-insensitive; `subhead` is subheadline,
    /// `title` title1, `caption` caption1).
    public init?(name: String) {
        let key = ValueReader.normalize(name)
        switch key {
        case "subhead": self = .subheadline
        case "title": self = .title1
        case "caption": self = .caption1
        default:
            guard let match = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
            self = match
        }
    }

    /// The style's point size at a content size category (Apple's Dynamic Type table).
    public func size(for category: ContentSizeCategory) -> Double {
        Self.sizes[category.index][TextStyle.allCases.firstIndex(of: self)!]
    }

    /// Rows: content size categories in order; columns: styles in declaration order.
    private static let sizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]
}

/// The Dynamic Type content size categories, smallest first (Swift case names).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    var index: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

    /// The category named `name` (case- and dash-insensitive Swift case name). A name is one
    /// word: `extra Large` names no category.
    public init?(name: String) {
        guard !name.unicodeScalars.contains(where: \.properties.isWhitespace) else { return nil }
        let key = ValueReader.normalize(name)
        guard let match = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
            return nil
        }
        self = match
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }
}
