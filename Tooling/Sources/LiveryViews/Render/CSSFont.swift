/// CSS font families for the fonts of a drawing.
enum CSSFont {
    /// The system font: Apple's UI fonts where they exist, then metric-compatible
    /// Helvetica/Arial substitutes (Liberation Sans on Debian), then any sans-serif.
    static let systemStack = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif"

    /// The `font-family` value for a family as written (`nil`: the system font); a named
    /// font falls back to the system stack. The name is a quoted, escaped CSS string.
    static func family(_ name: String?) -> String {
        guard let name, !name.isEmpty else { return systemStack }
        return Markup.cssString(name) + ", " + systemStack
    }
}
