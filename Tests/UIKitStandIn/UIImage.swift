#if os(Linux)
import Foundation

/// An image: records its name, cap insets, resizing and rendering mode and tint color.
open class UIImage: NSObject {
    /// The name the image was loaded with.
    public let standInName: String
    /// Whether it was loaded with `init(systemName:)`.
    public let standInIsSystemImage: Bool
    /// The color given to `withTintColor(_:)` / `withTintColor(_:renderingMode:)`, else `nil`.
    public private(set) var standInTintColor: UIColor?
    /// For an image a `UIGraphicsImageRenderer` drew: the color of its last fill, else `nil`.
    public private(set) var standInFillColor: UIColor?
    public private(set) var capInsets: UIEdgeInsets = .zero
    public private(set) var resizingMode: UIImage.ResizingMode = .tile
    public private(set) var renderingMode: UIImage.RenderingMode = .automatic
    /// There are no pixels: the size is zero.
    public private(set) var size: CGSize = .zero

    private init(standInName: String, system: Bool) {
        self.standInName = standInName
        standInIsSystemImage = system
        super.init()
    }

    /// An image `UIGraphicsImageRenderer` drew: its size and the color it was filled with.
    init(drawnWithSize size: CGSize, fillColor: UIColor?) {
        standInName = ""
        standInIsSystemImage = false
        super.init()
        self.size = size
        standInFillColor = fillColor
    }

    /// Loads from the main bundle, as `init(named:in:compatibleWith:)` with no bundle.
    public init?(named name: String) {
        guard !name.isEmpty, UIImage.standInFile(named: name, in: .main) != nil else { return nil }
        standInName = name
        standInIsSystemImage = false
        super.init()
    }

    /// Loads when the bundle (the main bundle when `nil`) holds a file for the name: the
    /// name as given, or with `.png`, `@2x.png` or `@3x.png` added (asset catalogs do not
    /// exist here; traits are ignored). The image keeps the name it was loaded with.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, UIImage.standInFile(named: name, in: bundle ?? .main) != nil else { return nil }
        standInName = name
        standInIsSystemImage = false
        super.init()
    }

    /// The file of an image resource, as `init(named:in:compatibleWith:)` looks it up.
    private static func standInFile(named name: String, in bundle: Bundle) -> String? {
        let candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png"]
        for candidate in candidates {
            let url = URL(fileURLWithPath: candidate)
            let ext = url.pathExtension
            let base = ext.isEmpty ? candidate : String(candidate.dropLast(ext.count + 1))
            if let path = bundle.path(forResource: base, ofType: ext.isEmpty ? nil : ext) { return path }
        }
        return nil
    }

    /// Any non-empty symbol name loads.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        standInName = name
        standInIsSystemImage = true
        super.init()
    }

    private func copy(_ change: (UIImage) -> Void) -> UIImage {
        let image = UIImage(standInName: standInName, system: standInIsSystemImage)
        image.standInTintColor = standInTintColor
        image.standInFillColor = standInFillColor
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        image.renderingMode = renderingMode
        image.size = size
        change(image)
        return image
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        copy { $0.capInsets = capInsets; $0.resizingMode = .tile }
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        copy { $0.capInsets = capInsets; $0.resizingMode = resizingMode }
    }

    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        copy { $0.renderingMode = renderingMode }
    }

    open func withTintColor(_ color: UIColor) -> UIImage {
        copy { $0.standInTintColor = color; $0.renderingMode = .alwaysOriginal }
    }

    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        copy { $0.standInTintColor = color; $0.renderingMode = renderingMode }
    }

    /// Whether the image is drawn as is or as a template filled with the tint color.
    public enum RenderingMode: Int, @unchecked Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// How the resizable middle of an image fills its area.
    public enum ResizingMode: Int, @unchecked Sendable {
        case tile = 0
        case stretch = 1
    }
}
#endif
