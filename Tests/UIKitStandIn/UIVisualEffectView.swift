#if os(Linux)
import Foundation

/// A visual effect. Effects never change, so a copy is the effect itself.
@MainActor open class UIVisualEffect: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}

/// A blur effect: records its style in `standInStyle`.
@MainActor open class UIBlurEffect: UIVisualEffect {
    /// The blur looks (Apple's raw values; 3 is tvOS's `extraDark`).
    public enum Style: Int, @unchecked Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style it was made with (UIKit has no getter for it).
    public let standInStyle: UIBlurEffect.Style

    public init(style: UIBlurEffect.Style) {
        standInStyle = style
        super.init()
    }
}

/// A visual effect view: records its effect; `contentView` is its subview.
@MainActor open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    @NSCopying open var effect: UIVisualEffect?

    public private(set) var contentView: UIView
}

/// A picker view (only the class is declared; it records nothing of its own).
@MainActor open class UIPickerView: UIView {}
#endif
