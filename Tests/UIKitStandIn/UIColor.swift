#if os(Linux)
import Foundation

/// A color: records its RGBA components, or its dynamic provider, pattern image or asset name.
open class UIColor: NSObject, NSCopying {
    private let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// The image of a pattern color (`init(patternImage:)`), else `nil`.
    public let standInPatternImage: UIImage?
    /// The asset name of a named color (`init(named:)`), else `nil`.
    public let standInName: String?

    private init(rgba: (CGFloat, CGFloat, CGFloat, CGFloat), patternImage: UIImage?, name: String?) {
        self.rgba = rgba
        dynamicProvider = nil
        standInPatternImage = patternImage
        standInName = name
        super.init()
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        dynamicProvider = nil
        standInPatternImage = nil
        standInName = nil
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        rgba = (white, white, white, alpha)
        dynamicProvider = nil
        standInPatternImage = nil
        standInName = nil
        super.init()
    }

    /// Records the provider; `getRed(_:green:blue:alpha:)` and `cgColor` read the color it returns
    /// for the light appearance.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        rgba = (0, 0, 0, 0)
        self.dynamicProvider = dynamicProvider
        standInPatternImage = nil
        standInName = nil
        super.init()
    }

    /// Records the image; the components read as opaque black.
    public init(patternImage image: UIImage) {
        rgba = (0, 0, 0, 1)
        dynamicProvider = nil
        standInPatternImage = image
        standInName = nil
        super.init()
    }

    /// There is no asset catalog: any non-empty name loads (components opaque black) and is recorded.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        rgba = (0, 0, 0, 1)
        dynamicProvider = nil
        standInPatternImage = nil
        standInName = name
        super.init()
    }

    /// Colors are immutable: the copy is the color itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal as UIKit's colors are: the same components (or the same pattern image or asset
    /// name); a dynamic color equals only itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        guard dynamicProvider == nil, other.dynamicProvider == nil, standInPatternImage === other.standInPatternImage,
              standInName == other.standInName else { return false }
        return rgba == other.rgba
    }

    open override var hash: Int {
        var hasher = Hasher()
        for component in [rgba.red, rgba.green, rgba.blue, rgba.alpha] { hasher.combine(component) }
        hasher.combine(standInName)
        return hasher.finalize()
    }

    /// The color for `traitCollection`: what the dynamic provider returns, else `self`.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The light-appearance resolution of a dynamic color.
    private var lightComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard dynamicProvider != nil else { return rgba }
        let light = UITraitCollection(traitsFrom: [UITraitCollection(standInTraits: .environment),
                                                   UITraitCollection(userInterfaceStyle: .light)])
        return resolvedColor(with: light).rgba
    }

    /// Reads the recorded components; a dynamic color is resolved for the light appearance.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = lightComponents
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// The components as a CGColor (a dynamic color resolved for the light appearance).
    open var cgColor: CGColor {
        let components = lightComponents
        return CGColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }

    /// The same color with `alpha`; a dynamic color stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let dynamicProvider {
            return UIColor(dynamicProvider: { dynamicProvider($0).withAlphaComponent(alpha) })
        }
        return UIColor(rgba: (rgba.red, rgba.green, rgba.blue, alpha), patternImage: standInPatternImage,
                       name: standInName)
    }

    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }

    /// Black in light appearance, white in dark.
    open class var label: UIColor {
        UIColor(dynamicProvider: {
            $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor(white: 0, alpha: 1)
        })
    }

    /// White in light appearance, black in dark.
    open class var systemBackground: UIColor {
        UIColor(dynamicProvider: {
            $0.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 1) : UIColor(white: 1, alpha: 1)
        })
    }
}
#endif
