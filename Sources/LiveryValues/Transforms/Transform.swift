/// A 2D transform as written: operations applied in the order written (InterfaCSS's order,
/// the reverse of web CSS): `rotate(10) scale(2) translate(4, 5)` rotates first, then
/// scales, then translates.
public struct Transform: Hashable, Sendable {
    /// One operation of a transform.
    public enum Operation: Hashable, Sendable {
        /// Rotation in degrees (clockwise on screen, as `CGAffineTransform(rotationAngle:)`).
        case rotate(degrees: Double)
        case scale(x: Double, y: Double)
        case translate(x: Length, y: Length)
        /// A matrix as written (web CSS's `matrix(a, b, c, d, tx, ty)`; translations in points).
        case matrix(AffineTransform)
    }

    public var operations: [Operation]

    public init(_ operations: [Operation]) { self.operations = operations }

    public static let identity = Transform([])

    /// The matrix in `context` (translations in pixels or em resolved, percentages of the
    /// element's bounds), its factors within ±`ValueBounds.factor` and its translation within
    /// ±`ValueBounds.length` after every operation: `scale(1e300) scale(1e300)` is finite.
    public func matrix(in context: ValueContext) -> AffineTransform {
        var result = AffineTransform.identity
        for operation in operations {
            let step: AffineTransform
            switch operation {
            case .rotate(let degrees): step = .rotation(degrees: degrees)
            case .scale(let x, let y): step = AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
            case .translate(let x, let y):
                step = AffineTransform(a: 1, b: 0, c: 0, d: 1,
                                       tx: x.points(in: context, basis: context.elementBounds.width) ?? 0,
                                       ty: y.points(in: context, basis: context.elementBounds.height) ?? 0)
            case .matrix(let matrix): step = matrix
            }
            result = result.concatenating(step).bounded
        }
        return result
    }
}

/// An affine matrix in `CGAffineTransform` order: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `degrees` (exact at multiples of 90°).
    public static func rotation(degrees: Double) -> AffineTransform {
        let (sin, cos) = Math.sinCos(degrees: degrees)
        return AffineTransform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
    }

    /// The matrix with its factors within ±`ValueBounds.factor` and its translation within
    /// ±`ValueBounds.length` (NaN is 0).
    public var bounded: AffineTransform {
        let factor = ValueBounds.factor, length = ValueBounds.length
        return AffineTransform(a: ValueBounds.clamped(a, factor), b: ValueBounds.clamped(b, factor),
                               c: ValueBounds.clamped(c, factor), d: ValueBounds.clamped(d, factor),
                               tx: ValueBounds.clamped(tx, length), ty: ValueBounds.clamped(ty, length))
    }

    /// `self` followed by `other` (as `CGAffineTransform.concatenating`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
}
