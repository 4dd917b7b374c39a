/// What resolving a value at styling time needs to know about the element and environment.
///
/// Defaults follow Livery's default environment: scale 3, content size `large`, light
/// appearance, a 390×844 window that is also the parent.
public struct ValueContext: Sendable {
    /// Device pixels per point (`px` lengths are divided by it).
    public var scale: Double
    /// The Dynamic Type content size category (`em`, text styles).
    public var contentSize: ContentSizeCategory
    /// Whether the dark appearance is active (dynamic colors).
    public var isDark: Bool
    /// The element's own bounds, in points.
    public var elementBounds: Frame
    /// The parent's bounds (relative frames and percentages of geometry), in points.
    public var parentBounds: Frame
    /// The window's bounds in the parent's coordinate space, in points.
    public var windowBounds: Frame
    /// What 100% means for a plain length or a font size, in points; `nil` uses the
    /// element's height.
    public var percentageBasis: Double?
    /// The element's size that fits a given size (`sizeToFit`), in points; `nil` keeps
    /// the element's current size.
    public var sizeThatFits: (@Sendable (_ width: Double, _ height: Double) -> (width: Double, height: Double))?
    /// Localized strings for `L("key")`; `nil` leaves keys as they are.
    public var strings: (any LocalizedStringProvider)?

    public init(scale: Double = 3, contentSize: ContentSizeCategory = .large, isDark: Bool = false,
                elementBounds: Frame = .zero, parentBounds: Frame = Frame(width: 390, height: 844),
                windowBounds: Frame = Frame(width: 390, height: 844), percentageBasis: Double? = nil,
                sizeThatFits: (@Sendable (Double, Double) -> (width: Double, height: Double))? = nil,
                strings: (any LocalizedStringProvider)? = nil) {
        self.scale = scale
        self.contentSize = contentSize
        self.isDark = isDark
        self.elementBounds = elementBounds
        self.parentBounds = parentBounds
        self.windowBounds = windowBounds
        self.percentageBasis = percentageBasis
        self.sizeThatFits = sizeThatFits
        self.strings = strings
    }

    /// The factor Dynamic Type scales `em` lengths by: the body size at `contentSize`
    /// over the body size at `large` (17 points).
    public var dynamicTypeScale: Double {
        TextStyle.body.size(for: contentSize) / TextStyle.body.size(for: .large)
    }

    /// `percentageBasis`, or the element's height.
    public var percentageBasisValue: Double { percentageBasis ?? elementBounds.height }
}
