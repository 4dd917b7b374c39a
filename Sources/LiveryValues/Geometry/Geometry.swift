/// A point (`point(x, y)`); lengths may be relative (percentages of the parent's size).
public struct Point: Hashable, Sendable {
    public var x: Length
    public var y: Length
    public init(x: Length, y: Length) { self.x = x; self.y = y }
}

/// A size (`size(width, height)`).
public struct Size: Hashable, Sendable {
    public var width: Length
    public var height: Length
    public init(width: Length, height: Length) { self.width = width; self.height = height }
}

/// An offset (`offset(horizontal, vertical)`), as `UIOffset`.
public struct Offset: Hashable, Sendable {
    public var horizontal: Length
    public var vertical: Length
    public init(horizontal: Length, vertical: Length) { self.horizontal = horizontal; self.vertical = vertical }
}

/// A rectangle (`rect(x, y, width, height)`).
public struct Rect: Hashable, Sendable {
    public var x: Length
    public var y: Length
    public var width: Length
    public var height: Length
    public init(x: Length, y: Length, width: Length, height: Length) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// Edge insets (`insets(top, left, bottom, right)`), as `UIEdgeInsets`.
public struct Insets: Hashable, Sendable {
    public var top: Length
    public var left: Length
    public var bottom: Length
    public var right: Length
    public init(top: Length, left: Length, bottom: Length, right: Length) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = Insets(top: .zero, left: .zero, bottom: .zero, right: .zero)
}

/// A rectangle in points: an element's frame in its parent's coordinate space (what layout
/// computes), and the bounds a value context provides (parent, window, element).
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in points from the parent's left edge.
    public var x: Double
    /// Top edge, in points from the parent's top edge.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The empty frame at the origin.
    public static let zero = Frame(width: 0, height: 0)

    /// The right edge (`x + width`), in points.
    public var maxX: Double { x + width }
    /// The bottom edge (`y + height`), in points.
    public var maxY: Double { y + height }

    /// `(x, y, width, height)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// The view a relative geometry value is relative to.
public enum GeometryReference: String, Hashable, Sendable {
    /// The element's parent (`parent`, `superview`).
    case parent
    /// The window (its bounds in the parent's coordinate space).
    case window
}

/// A frame computed from the parent's (or window's) bounds at styling time (InterfaCSS 1.x).
public enum RelativeRect: Hashable, Sendable {
    /// `parent`, `parent(dx, dy)`, `parent(top, left, bottom, right)`, `window(…)`: the
    /// reference's bounds inset by `insets`.
    case bounds(GeometryReference, insets: Insets)
    /// `size(…)`, `sizeToFit(…)`, `left(…)` … chained with `.` (see `RectLayout`).
    case layout(RectLayout)
}

/// A frame given by a size and insets from the parent's edges, axis by axis.
///
/// For each axis (width with left/right, height with top/bottom): an `auto` size makes
/// size plus insets add up to the parent's length; a size to fit asks the element. The
/// position is then the start inset if it is a length, else the parent's length minus the
/// end inset and the size if that is a length, else — when an inset is `auto` — centred;
/// with no inset at all the element starts at the parent's origin.
public struct RectLayout: Hashable, Sendable {
    public var width: Length
    public var height: Length
    /// `sizeToFit(…)`: the size comes from the element's size that fits.
    public var fitsContent: Bool
    /// The size offered to the element when it fits its content; `nil` offers the space
    /// between the insets.
    public var fitConstraint: Size?
    /// Insets from the parent's edges; `nil` when not given, `auto` to centre.
    public var top: Length?
    public var left: Length?
    public var bottom: Length?
    public var right: Length?

    public init(width: Length = .auto, height: Length = .auto, fitsContent: Bool = false, fitConstraint: Size? = nil,
                top: Length? = nil, left: Length? = nil, bottom: Length? = nil, right: Length? = nil) {
        self.width = width
        self.height = height
        self.fitsContent = fitsContent
        self.fitConstraint = fitConstraint
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A centre point computed from the parent's (or window's) bounds: its centre plus an offset.
public struct RelativePoint: Hashable, Sendable {
    public var reference: GeometryReference
    /// Added to the reference's centre (`parent(50, -50)`).
    public var offset: Offset

    public init(reference: GeometryReference, offset: Offset) {
        self.reference = reference
        self.offset = offset
    }
}
