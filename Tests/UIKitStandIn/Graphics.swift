#if os(Linux)
import Foundation

/// A graphics renderer: the base of `UIGraphicsImageRenderer`.
open class UIGraphicsRenderer: NSObject {}

/// Draws images. There are no pixels: the image keeps the renderer's size and the color of
/// the last fill its drawing actions made (`UIImage.standInFillColor`).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let size: CGSize

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext()
        let outer = UIGraphicsRendererContext.standInCurrent
        UIGraphicsRendererContext.standInCurrent = context
        defer { UIGraphicsRendererContext.standInCurrent = outer }
        actions(context)
        return UIImage(drawnWithSize: size, fillColor: context.filledColor)
    }
}

/// The drawing environment of a renderer: records the color of the last fill.
open class UIGraphicsRendererContext: NSObject {
    /// The context drawing actions draw in now, which `UIColor.setFill()` sets the color of.
    nonisolated(unsafe) static var standInCurrent: UIGraphicsRendererContext?
    /// The color `UIColor.setFill()` selected.
    var fillColor: UIColor?
    /// The color of the last fill.
    var filledColor: UIColor?

    open func fill(_ rect: CGRect) {
        filledColor = fillColor
    }
}

/// The drawing environment of an image renderer.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

extension UIColor {
    /// Selects this color for the fills that follow in the current renderer context.
    public func setFill() {
        UIGraphicsRendererContext.standInCurrent?.fillColor = self
    }
}
#endif
