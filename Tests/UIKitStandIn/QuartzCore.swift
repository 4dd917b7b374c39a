#if os(Linux)
import Foundation

/// A 4×4 transform matrix for layers.
public struct CATransform3D: Equatable, @unchecked Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// The 3D transform equivalent to an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// The affine part of a 3D transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// A layer: records every property set and keeps its sublayer tree.
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    open var backgroundColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    open var opacity: Float = 1
    open var masksToBounds: Bool = false
    open var zPosition: CGFloat = 0
    open var transform: CATransform3D = CATransform3DIdentity
    open var bounds: CGRect = .zero
    /// The anchor point's position in the superlayer (not public: `frame` is derived from it).
    var standInPosition: CGPoint = .zero

    /// The bounds size placed at the position around the anchor point (transform ignored).
    open var frame: CGRect {
        get {
            CGRect(x: standInPosition.x - bounds.width * anchorPoint.x,
                   y: standInPosition.y - bounds.height * anchorPoint.y,
                   width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            standInPosition = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x,
                                      y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    open var sublayers: [CALayer]? {
        didSet {
            for layer in oldValue ?? [] where layer.superlayer === self { layer.standInSuperlayer = nil }
            for layer in sublayers ?? [] {
                if let old = layer.superlayer, old !== self { old.sublayers?.removeAll { $0 === layer } }
                layer.standInSuperlayer = self
            }
        }
    }

    private weak var standInSuperlayer: CALayer?
    open var superlayer: CALayer? { standInSuperlayer }

    public override init() {
        super.init()
    }

    /// A new layer of this class's stand-in kind (the nearest class of this module).
    class func standInMake() -> CALayer { CALayer() }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(idx), layers.count))
        sublayers = layers
    }

    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        standInSuperlayer = nil
    }
}

/// The kind of gradient a gradient layer draws.
public struct CAGradientLayerType: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let axial = CAGradientLayerType(rawValue: "axial")
}

/// A layer that draws a gradient: records its colors, locations, points and type.
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public override init() {
        super.init()
    }

    override class func standInMake() -> CALayer { CAGradientLayer() }
}
#endif
