import LiveryCore
import LiveryValues

/// A whole screen to draw: the window (its size and background) and the root element.
///
/// The window is the screen in the environment's orientation (points); its background is
/// UIKit's `systemBackground` for the appearance (white, or black in dark mode).
public struct ScreenDrawing: Sendable {
    /// The window's size in points.
    public var width: Double
    public var height: Double
    public var background: Color
    /// The root element, `nil` when the layout could not be read.
    public var root: ElementDrawing?
    /// A title for the picture (the layout's file name).
    public var title: String

    public init(width: Double, height: Double, background: Color = .white, root: ElementDrawing?, title: String = "") {
        self.width = width
        self.height = height
        self.background = background
        self.root = root
        self.title = title
    }

    /// The drawing of a styled, laid-out screen.
    public init(_ screen: StyledScreen) {
        let layout = ViewTreeLayout(environment: screen.environment)
        let size = screen.environment.windowSize
        self.init(width: size.width, height: size.height,
                  background: screen.environment.colorScheme == .dark ? .black : .white,
                  root: screen.root.map { ElementDrawing(node: $0, layout: layout) }, title: screen.document.name)
    }
}
