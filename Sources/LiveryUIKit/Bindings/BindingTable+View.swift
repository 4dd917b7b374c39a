#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryValues

extension BindingTable {
    static let view: [PropertyBinding] = [
        .property("UIView", "alpha", \UIView.alpha, .cgFloat),
        ViewBackground.binding,
        .property("UIView", "hidden", \UIView.isHidden, .bool),
        .viewTintColor,
        .property("UIView", "clipsToBounds", \UIView.clipsToBounds, .bool),
        .property("UIView", "contentMode", \UIView.contentMode, .enumeration),
        .viewFrame,
        .property("UIView", "bounds", \UIView.bounds, .rect),
        .property("UIView", "center", \UIView.center, .point),
        .property("UIView", "transform", \UIView.transform, .transform),
        .property("UIView", "autoresizingMask", \UIView.autoresizingMask, .options),
        .property("UIView", "userInteractionEnabled", \UIView.isUserInteractionEnabled, .bool),
        .property("UIView", "opaque", \UIView.isOpaque, .bool),
        .property("UIView", "layoutMargins", \UIView.layoutMargins, .insets),
        .property("UIView", "directionalLayoutMargins", \UIView.directionalLayoutMargins, .directionalInsets),
        .property("UIView", "preservesSuperviewLayoutMargins", \UIView.preservesSuperviewLayoutMargins, .bool),
        .property("UIView", "tag", \UIView.tag, .int),
        .property("UIView", "accessibilityIdentifier", \UIView.accessibilityIdentifier, .string),
        .property("UIView", "accessibilityLabel", \UIView.accessibilityLabel, .string),
        .property("UIView", "isAccessibilityElement", \UIView.isAccessibilityElement, .bool),
        .property("UIView", "semanticContentAttribute", \UIView.semanticContentAttribute, .enumeration),
        .property("UIView", "tintAdjustmentMode", \UIView.tintAdjustmentMode, .enumeration),
        .property("UIView", "overrideUserInterfaceStyle", \UIView.overrideUserInterfaceStyle, .enumeration),
        .property("UIView", "exclusiveTouch", \UIView.isExclusiveTouch, .bool),
        .property("UIView", "multipleTouchEnabled", \UIView.isMultipleTouchEnabled, .bool),
        .property("UIView", "contentScaleFactor", \UIView.contentScaleFactor, .cgFloat),
    ]

    static let layer: [PropertyBinding] = [
        .property("CALayer", "cornerRadius", \CALayer.cornerRadius, .cgFloat),
        .property("CALayer", "borderWidth", \CALayer.borderWidth, .cgFloat),
        .property("CALayer", "borderColor", \CALayer.borderColor, .cgColor),
        .property("CALayer", "backgroundColor", \CALayer.backgroundColor, .cgColor),
        .property("CALayer", "shadowOpacity", \CALayer.shadowOpacity, .float),
        .property("CALayer", "shadowRadius", \CALayer.shadowRadius, .cgFloat),
        .property("CALayer", "shadowOffset", \CALayer.shadowOffset, .size),
        .property("CALayer", "shadowColor", \CALayer.shadowColor, .cgColor),
        .property("CALayer", "anchorPoint", \CALayer.anchorPoint, .point),
        .property("CALayer", "opacity", \CALayer.opacity, .float),
        .property("CALayer", "masksToBounds", \CALayer.masksToBounds, .bool),
        .property("CALayer", "zPosition", \CALayer.zPosition, .cgFloat),
        .property("CALayer", "transform", \CALayer.transform, .transform3D),
    ]
}

/// A view's background: a color (`backgroundColor`), or a gradient drawn by a
/// `LiveryGradientView` that Livery puts behind the view's content.
@MainActor
enum ViewBackground {
    enum Fill {
        case color(UIColor?)
        case gradient(Gradient)
    }

    static let binding = PropertyBinding(
        owner: "UIView", name: "backgroundColor", api: "UIView.backgroundColor, CAGradientLayer",
        read: { object, _ in
            guard let view = object as? UIView else { return nil }
            if let gradient = gradientView(of: view)?.gradient { return Fill.gradient(gradient) }
            return Fill.color(view.backgroundColor)
        },
        write: { object, value, _ in
            guard let view = object as? UIView, let fill = value as? Fill else { return }
            apply(fill, to: view)
        },
        convert: { value, context in
            if case .gradient(let gradient) = value.resolved(in: context.values) {
                context.usedTraits = true
                return Fill.gradient(gradient)
            }
            return ValueConverter<UIColor>.color.convert(value, context).map { Fill.color($0) }
        })

    /// The view Livery put behind `view`'s content for a gradient, if any.
    static func gradientView(of view: UIView) -> LiveryGradientView? {
        view.subviews.first { $0 is LiveryGradientView } as? LiveryGradientView
    }

    /// The layer that draws `view`'s gradient background, if it has one.
    static func gradientLayer(of view: UIView) -> CAGradientLayer? {
        gradientView(of: view)?.gradientLayer
    }

    /// Gives a gradient background the corner radius of its view (after each pass that
    /// styles either): a layer's corner radius clips its own background, not its
    /// sublayers. The size follows the view by itself (`LiveryGradientView`).
    static func fit(_ view: UIView) {
        guard let background = gradientView(of: view) else { return }
        if background.layer.cornerRadius != view.layer.cornerRadius { background.layer.cornerRadius = view.layer.cornerRadius }
    }

    /// Why a gradient cannot be `view`'s background: UIKit draws a view's subviews above
    /// the view's own content, which is where a label draws its text and an image view its
    /// image.
    static func refusal(of fill: Fill, on view: UIView) -> String? {
        guard case .gradient = fill, view is UILabel || view is UIImageView else { return nil }
        return "a gradient would be drawn over the \(view is UILabel ? "label's text" : "image view's image") "
            + "(UIKit draws a view's subviews above its own content); give a view behind it the gradient"
    }

    static func apply(_ fill: Fill, to view: UIView) {
        let existing = gradientView(of: view)
        switch fill {
        case .color(let color):
            existing?.removeFromSuperview()
            view.backgroundColor = color
        case .gradient(let gradient):
            let background = existing ?? LiveryGradientView(frame: view.bounds)
            if existing == nil { view.insertSubview(background, at: 0) }
            background.gradient = gradient
            let layer = background.gradientLayer
            let traits = view.traitCollection
            layer.colors = gradient.colors.compactMap { color -> CGColor? in
                guard let rgba = color.color(dark: traits.userInterfaceStyle == .dark) else { return nil }
                return UIColor(rgba).cgColor
            }
            layer.locations = gradient.resolvedLocations.map { NSNumber(value: $0) }
            // CSS angles: 0 points up, 90 right; the layer's unit square has y down.
            let radians = gradient.angle * .pi / 180
            let dx = sin(radians) / 2
            let dy = -cos(radians) / 2
            layer.startPoint = CGPoint(x: 0.5 - dx, y: 0.5 - dy)
            layer.endPoint = CGPoint(x: 0.5 + dx, y: 0.5 + dy)
            view.backgroundColor = nil
        }
    }
}

/// The view Livery puts behind a view's content to draw its gradient background: the
/// first subview, whose layer is a `CAGradientLayer`. UIKit's autoresizing keeps it the
/// size of its view however the view is laid out (Auto Layout, the app's own code, a
/// Livery layout), so a view styled before its first layout still shows its gradient. It
/// takes no touches and is no element: no sheet styles it and no Livery layout moves it.
/// It keeps the gradient it draws, so the binding reads back what was written.
final class LiveryGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradient: Gradient?

    /// The layer, of the class `layerClass` names.
    var gradientLayer: CAGradientLayer {
        guard let layer = layer as? CAGradientLayer else { preconditionFailure("layerClass makes a CAGradientLayer") }
        return layer
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isUserInteractionEnabled = false
    }

    /// Livery makes these in code only.
    required init?(coder: NSCoder) {
        nil
    }
}

extension PropertyBinding {
    /// A view's `frame`. Under a transform other than the identity UIKit's frame is
    /// undefined (writing it scales the view), so the frame's size goes to `bounds` and its
    /// middle to `center`, as Livery's layout places a transformed view.
    static var viewFrame: PropertyBinding {
        let plain = PropertyBinding.property("UIView", "frame", \UIView.frame, .rect)
        return PropertyBinding(owner: plain.owner, name: plain.name, api: plain.api,
                               read: { object, parameters in
                                   guard let view = object as? UIView, !view.transform.isIdentity else { return plain.read(object, parameters) }
                                   let size = view.bounds.size
                                   return CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                                                 width: size.width, height: size.height)
                               },
                               write: { object, value, parameters in
                                   guard let view = object as? UIView, !view.transform.isIdentity, let frame = value as? CGRect else {
                                       return plain.write(object, value, parameters)
                                   }
                                   view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
                                   view.center = CGPoint(x: frame.midX, y: frame.midY)
                               },
                               convert: plain.convert)
    }

    /// A view's `tintColor`. UIKit answers for a view with no tint of its own with the one it
    /// inherits (or, with no superview, the system's); kept as the original and written back
    /// when a sheet stops tinting the view, that answer would pin the view to that tint of
    /// the moment. So a tint equal to the superview's (or the system's, for a view styled
    /// before it is in a tree, as prototype cells are) is kept as none of its own, and
    /// putting it back lets the view inherit again.
    static var viewTintColor: PropertyBinding {
        let plain = PropertyBinding.property("UIView", "tintColor", \UIView.tintColor, .color)
        return PropertyBinding(owner: plain.owner, name: plain.name, api: plain.api,
                               read: { object, parameters in
                                   guard let view = object as? UIView,
                                         view.tintColor == (view.superview?.tintColor ?? systemTint) else { return plain.read(object, parameters) }
                                   return UIColor?.none as Any
                               },
                               write: plain.write, convert: plain.convert)
    }

    /// The tint of a view that has no tint of its own and no superview.
    private static let systemTint: UIColor = UIView(frame: .zero).tintColor
}
#endif
