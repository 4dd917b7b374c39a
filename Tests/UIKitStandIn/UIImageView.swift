#if os(Linux)
import Foundation

/// An image view: records its image, highlighted image, highlight flag and animation timing.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    open var highlightedImage: UIImage?

    open var isHighlighted: Bool = false

    open var animationDuration: TimeInterval = 0

    open var animationRepeatCount: Int = 0

    /// Sized to the image, as UIKit sizes it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Sized to `image`, as UIKit sizes it.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
#endif
