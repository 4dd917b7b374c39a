/// How a measure function should treat one of its size constraints.
public enum MeasureMode: Hashable, Sendable {
    /// No constraint: return the natural (max-content) size; the value is nil.
    case undefined
    /// The size must be exactly the given value.
    case exactly
    /// The size may be at most the given value (0 asks for the min-content size).
    case atMost
}

/// Measures the content of a leaf node (text, an image…).
///
/// Called with the space for the node's *content box* in points: a width and its mode,
/// and a height and its mode (a value is nil exactly when its mode is `.undefined`).
/// Returns the content size in points; the engine adds padding and border. It must be a
/// pure function of its arguments: results are cached until `LayoutNode.markDirty()`.
public typealias MeasureFunction = @Sendable (
    _ width: Double?, _ widthMode: MeasureMode, _ height: Double?, _ heightMode: MeasureMode
) -> LayoutSize

/// Returns the distance from the top of a leaf's content box to its first baseline, in
/// points, given the content size the node was laid out at.
public typealias BaselineFunction = @Sendable (_ width: Double, _ height: Double) -> Double
