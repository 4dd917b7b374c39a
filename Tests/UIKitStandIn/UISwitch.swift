import Foundation

/// An on/off switch: records `isOn` and its tint colors and images.
@MainActor
open class UISwitch: UIControl {
    open var isOn: Bool = false

    open var onTintColor: UIColor?

    open var thumbTintColor: UIColor?

    open var onImage: UIImage?

    open var offImage: UIImage?

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
