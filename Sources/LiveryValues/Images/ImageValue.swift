/// An image as a property holds it.
public enum ImageValue: Hashable, Sendable {
    /// An image of the app by name (`image.png`, `image(name)`), optionally resizable
    /// with cap insets (`image(name, top, left, bottom, right)`).
    case named(String, capInsets: Insets?)
    /// A stretchable image (`image(name, leftCap, topCap)`, `UIImage.stretchableImage`):
    /// cap widths in points.
    case stretchable(String, leftCapWidth: Double, topCapHeight: Double)
    /// A 1×1 image of a color (`#112233`, `red`, `lighten(…)`).
    case color(ColorValue)
    /// A remote image (`url(https://…)` or a bare `https://…`).
    case url(String)
}
