import LiveryValues
/// The device and user settings stylesheets are evaluated under: what `@media` features
/// and environment pseudo classes test.
///
/// Defaults: a phone with a 390×844-point screen at scale 3, portrait, iOS 17.0, compact
/// width and regular height, light appearance, content size `large`.
public struct StyleEnvironment: Hashable, Sendable {
    public enum Idiom: String, Hashable, Sendable, CaseIterable {
        case phone, pad, tv, mac, carplay
    }

    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case portrait, landscapeLeft = "landscape-left", landscapeRight = "landscape-right"
        case portraitUpsideDown = "portrait-upside-down"

        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    public enum SizeClass: String, Hashable, Sendable, CaseIterable {
        case compact, regular
    }

    public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }

    public var idiom: Idiom = .phone
    /// The screen size in portrait, in points (width ≤ height as devices report it).
    public var screenWidth: Double = 390
    public var screenHeight: Double = 844
    /// Device pixels per point.
    public var scale: Double = 3
    public var orientation: Orientation = .portrait
    public var osVersion = Version([17, 0])
    /// The model identifier (`iPhone15,2`); `:device-model(iPhone)` is a prefix match.
    public var deviceModel = "iPhone"
    public var horizontalSizeClass: SizeClass = .compact
    public var verticalSizeClass: SizeClass = .regular
    public var colorScheme: ColorScheme = .light
    public var contentSize: ContentSizeCategory = .large

    public init() {}

    /// The window's size in the current orientation, in points.
    public var windowSize: (width: Double, height: Double) {
        let short = min(screenWidth, screenHeight)
        let long = max(screenWidth, screenHeight)
        return orientation.isLandscape ? (long, short) : (short, long)
    }
}
