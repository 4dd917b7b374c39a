#if os(Linux)
import Foundation

/// A font: records its name, size, weight, symbolic traits and text style (there are no real fonts).
open class UIFont: NSObject {
    private let standInDescriptor: UIFontDescriptor

    /// The font's weight: the one it was made with (system fonts, preferred fonts, descriptors),
    /// `.regular` for fonts made by name.
    public var standInWeight: UIFont.Weight { standInDescriptor.standInWeight }
    /// The text style of a preferred font (kept by `withSize(_:)` and scaling), else `nil`.
    public var standInTextStyle: UIFont.TextStyle? { standInDescriptor.standInTextStyle }

    init(standInDescriptor descriptor: UIFontDescriptor) {
        standInDescriptor = descriptor
        super.init()
    }

    /// Any name loads; the family is the part of the name before the first "-".
    public init?(name fontName: String, size fontSize: CGFloat) {
        let family = fontName.split(separator: "-", maxSplits: 1).first.map(String.init) ?? fontName
        standInDescriptor = UIFontDescriptor(name: fontName, family: family, size: fontSize, weight: .regular,
                                             traits: [], textStyle: nil, isSystem: false)
        super.init()
    }

    /// The described font at `pointSize` (the descriptor's size when 0).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        standInDescriptor = descriptor.standInWith(size: pointSize == 0 ? descriptor.standInSize : pointSize)
        super.init()
    }

    open var fontName: String { standInDescriptor.standInName }
    open var familyName: String { standInDescriptor.standInFamily }
    open var pointSize: CGFloat { standInDescriptor.standInSize }
    open var fontDescriptor: UIFontDescriptor { standInDescriptor }

    static func standInSystemFont(size: CGFloat, weight: UIFont.Weight, traits: UIFontDescriptor.SymbolicTraits,
                                  textStyle: UIFont.TextStyle?) -> UIFont {
        UIFont(standInDescriptor: UIFontDescriptor(name: "", family: ".AppleSystemUIFont", size: size, weight: weight,
                                                   traits: traits, textStyle: textStyle, isSystem: true))
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        standInSystemFont(size: fontSize, weight: .regular, traits: [], textStyle: nil)
    }

    /// Weights from `.bold` up carry the bold trait.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        standInSystemFont(size: fontSize, weight: weight,
                          traits: weight.rawValue >= UIFont.Weight.bold.rawValue ? .traitBold : [], textStyle: nil)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        standInSystemFont(size: fontSize, weight: .bold, traits: .traitBold, textStyle: nil)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        standInSystemFont(size: fontSize, weight: .regular, traits: .traitItalic, textStyle: nil)
    }

    /// The style's font at `UITraitCollection.current`'s content size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The style's font at `traitCollection`'s content size (`UITraitCollection.current`'s when `nil`
    /// or unspecified): Apple's size at the large category, scaled like `UIFontMetrics`.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                  compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = style.standInBase
        return standInSystemFont(size: UIFontMetrics.standInScale(base.size, for: traitCollection),
                                 weight: base.weight, traits: [], textStyle: style)
    }

    /// The same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(standInDescriptor: standInDescriptor.standInWith(size: fontSize))
    }

    /// A font weight (Apple's values, -0.8 … 0.62).
    public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The weight's part of a system font name.
        var standInName: String {
            switch self {
            case .ultraLight: "Ultralight"
            case .thin: "Thin"
            case .light: "Light"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            default: "Regular"
            }
        }
    }

    /// A Dynamic Type text style.
    public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's size and weight at the large (default) content size category.
        var standInBase: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}

/// Describes a font: records name, family, size, weight, symbolic traits and text style.
open class UIFontDescriptor: NSObject {
    private let standInFontName: String
    let standInFamily: String
    let standInSize: CGFloat
    let standInWeight: UIFont.Weight
    let standInTextStyle: UIFont.TextStyle?
    /// System fonts derive their name from weight and italic trait.
    let standInIsSystem: Bool
    private let standInTraits: UIFontDescriptor.SymbolicTraits

    init(name: String, family: String, size: CGFloat, weight: UIFont.Weight, traits: UIFontDescriptor.SymbolicTraits,
         textStyle: UIFont.TextStyle?, isSystem: Bool) {
        standInFontName = name
        standInFamily = family
        standInSize = size
        standInWeight = weight
        standInTraits = traits
        standInTextStyle = textStyle
        standInIsSystem = isSystem
        super.init()
    }

    /// The font name: as given, or for system fonts `.SFUI-<Weight>[Italic]`.
    var standInName: String {
        guard standInIsSystem else { return standInFontName }
        var weight = standInWeight
        if symbolicTraits.contains(.traitBold), weight.rawValue < UIFont.Weight.bold.rawValue { weight = .bold }
        let italic = symbolicTraits.contains(.traitItalic)
        return ".SFUI-" + weight.standInName + (italic ? "Italic" : "")
    }

    func standInWith(size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(name: standInFontName, family: standInFamily, size: size, weight: standInWeight,
                         traits: standInTraits, textStyle: standInTextStyle, isSystem: standInIsSystem)
    }

    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { standInTraits }

    /// The same descriptor with exactly `symbolicTraits` (never `nil` in the stand-in).
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(name: standInFontName, family: standInFamily, size: standInSize, weight: standInWeight,
                         traits: symbolicTraits, textStyle: standInTextStyle, isSystem: standInIsSystem)
    }

    /// Font traits such as italic and bold (Apple's bit values).
    public struct SymbolicTraits: OptionSet, @unchecked Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static var traitItalic: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 0) }
        public static var traitBold: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 1) }
    }
}

/// Scales fonts and values for Dynamic Type: every text style scales by the body style's size at
/// the trait collection's content size category divided by its size at `.large` (17).
open class UIFontMetrics: NSObject {
    private let standInTextStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        standInTextStyle = textStyle
        super.init()
    }

    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Apple's body text size per content size category.
    static func standInBodySize(_ category: UIContentSizeCategory) -> CGFloat {
        switch category {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        default: 17
        }
    }

    /// `value` scaled for `traitCollection`'s category (`UITraitCollection.current`'s when `nil` or unspecified).
    static func standInScale(_ value: CGFloat, for traitCollection: UITraitCollection?) -> CGFloat {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        return value * standInBodySize(category) / 17
    }

    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: nil)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(Self.standInScale(font.pointSize, for: traitCollection))
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        Self.standInScale(value, for: traitCollection)
    }
}
#endif
