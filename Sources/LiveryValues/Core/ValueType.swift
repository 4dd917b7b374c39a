/// What a property expects its value to be; selects the parser `ValueParser.parse` uses.
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    /// A number: literals, units, expressions (`10 ** (3 - 1)`, `calc(…)`).
    case number
    /// A length: a number with a unit (`12px`, `50%`, `1.5em`) or `auto`.
    case length
    /// `YES`/`NO`/`true`/`false` (also quoted) or a comparison (`2 > 1`).
    case bool
    /// Quoted or bare text, or a localized string (`L("key")`).
    case string
    /// A color, a gradient or a pattern image.
    case color
    /// `linear-gradient(…)` or `gradient(top, bottom)`.
    case gradient
    case font
    case image
    /// A point (`point(x, y)`, `(x, y)`) or a parent/window-relative centre (`parent(10, 20)`).
    case point
    case size
    case offset
    /// A rect (`rect(x, y, w, h)`) or a parent/window-relative frame (`size(50%, auto).left(10)`).
    case rect
    case insets
    case transform
    case enumeration(EnumDefinition)
    case optionSet(OptionSetDefinition)
    case attributedText
    /// `vector(a, b, …)`: a list of values of any type (not nested).
    case vector
    /// InterfaCSS layout constraints (`layout: size(100, 21), left(parent + 10)`).
    case layout
    case url
    /// Whatever the value looks like (numbers, booleans, colors, geometry functions, text).
    case any

    public var description: String {
        switch self {
        case .number: "number"
        case .length: "length"
        case .bool: "boolean"
        case .string: "string"
        case .color: "color"
        case .gradient: "gradient"
        case .font: "font"
        case .image: "image"
        case .point: "point"
        case .size: "size"
        case .offset: "offset"
        case .rect: "rect"
        case .insets: "insets"
        case .transform: "transform"
        case .enumeration(let definition): definition.name
        case .optionSet(let definition): definition.name
        case .attributedText: "attributed text"
        case .vector: "vector"
        case .layout: "layout"
        case .url: "url"
        case .any: "value"
        }
    }
}
