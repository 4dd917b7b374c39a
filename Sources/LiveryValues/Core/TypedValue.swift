/// A declaration's value converted to its property's type, platform-neutral.
///
/// Parts that depend on the environment (pixels, Dynamic Type, percentages, relative
/// geometry, localized text) stay unresolved until `resolved(in:)` at styling time.
/// `json` and `cssText` give the canonical encodings (see `TypedValue+JSON.swift`,
/// `TypedValue+CSS.swift`).
public indirect enum TypedValue: Hashable, Sendable {
    /// A plain number (or a length in points, in a number position).
    case number(Double)
    /// A length that needs the context (pixels, em, percent, auto) or a `length` property's value.
    case length(Length)
    case bool(Bool)
    case string(TextValue)
    case color(ColorValue)
    case gradient(Gradient)
    case font(FontValue)
    case image(ImageValue)
    case point(Point)
    case size(Size)
    case offset(Offset)
    case rect(Rect)
    case insets(Insets)
    /// A frame relative to the parent or window (resolves to `.rect`).
    case relativeRect(RelativeRect)
    /// A centre relative to the parent or window (resolves to `.point`).
    case relativePoint(RelativePoint)
    /// The operations as written; resolved values hold the same operations (see `Transform.matrix(in:)`).
    case transform(Transform)
    case enumCase(EnumValue)
    case optionSet(OptionSetValue)
    case attributedText(AttributedText)
    case vector([TypedValue])
    /// Layout constraints, resolved during layout.
    case layout(RelativeLayout)
    case url(String)
}
