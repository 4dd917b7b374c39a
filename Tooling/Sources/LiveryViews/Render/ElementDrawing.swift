import LiveryCore
import LiveryValues

/// What the renderers draw for one element: its frame and its resolved appearance.
///
/// Built from a styled, laid-out `ViewNode` (see `ElementDrawing+Node.swift`); every
/// length is in points, every color resolved for the screen's appearance. Drawing order
/// follows UIKit: background, the element's own content (text, image), children, then
/// the border on top of everything.
public struct ElementDrawing: ChildListNode, Sendable {
    /// A background: one color or a linear gradient.
    public enum Fill: Hashable, Sendable {
        case color(Color)
        /// Colors along `angle` (degrees, as CSS: 0 up, 90 right, 180 down), each at its
        /// location (0 to 1) on the gradient line.
        case gradient(colors: [Color], angle: Double, locations: [Double])
    }

    /// A drop shadow (`layer.shadow*`), offsets and blur radius in points.
    public struct Shadow: Hashable, Sendable {
        public var color: Color
        public var offsetX: Double
        public var offsetY: Double
        public var radius: Double

        public init(color: Color, offsetX: Double, offsetY: Double, radius: Double) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.radius = radius
        }
    }

    /// A placeholder for an image view: what it shows (an image name, URL or color).
    public enum Image: Hashable, Sendable {
        case named(String)
        case color(Color)
    }

    /// The canonical type (`UILabel`), id and classes, for the output's `data-*` attributes.
    public var typeName: String
    public var id: String?
    public var classes: [String]
    /// The frame in the parent's coordinates, in points (before `transform`).
    public var frame: Frame
    public var background: Fill?
    /// `layer.borderWidth` in points (drawn inside the bounds) and its color.
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    /// `layer.cornerRadius` in points.
    public var cornerRadius: Double = 0
    /// `alpha` × `layer.opacity`, 0…1.
    public var alpha: Double = 1
    /// `hidden`: the element and its subtree are not drawn.
    public var isHidden = false
    /// `clipsToBounds` / `layer.masksToBounds`: children are clipped to the (rounded) bounds.
    public var clipsToBounds = false
    /// The affine transform about the element's centre (`nil` for the identity).
    public var transform: AffineTransform?
    public var shadow: Shadow?
    public var text: TextDrawing?
    public var image: Image?
    /// A view controller draws nothing of its own, only its view.
    public var isViewController = false
    /// `layer.zPosition` (web CSS's `z-index`): siblings are drawn in its order.
    public var zPosition = 0.0
    /// Where the children are kept (see `ChildListNode`): `children`, drawn in order — by
    /// `zPosition`, then as laid out.
    public var childList: ChildList<ElementDrawing>?

    public init(typeName: String, id: String? = nil, classes: [String] = [], frame: Frame) {
        self.typeName = typeName
        self.id = id
        self.classes = classes
        self.frame = frame
    }

    /// `transform` as a matrix about the element's top-left corner, the form SVG's
    /// `matrix()` takes (UIKit and CSS apply it about the centre).
    public var transformAboutOrigin: AffineTransform? {
        guard let t = transform else { return nil }
        let cx = frame.width / 2
        let cy = frame.height / 2
        return AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d,
                               tx: cx + t.tx - (t.a * cx + t.c * cy), ty: cy + t.ty - (t.b * cx + t.d * cy))
    }
}
