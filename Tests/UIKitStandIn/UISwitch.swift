#if os(Linux)
import Foundation

/// An on/off switch: records `isOn` and its tint colors and images. Like UIKit's, it is
/// drawn by a private subview.
@MainActor
open class UISwitch: UIControl {
    override func standInAddPrivateParts() {
        addSubview(_UISwitchInternalView(frame: CGRect(x: 0, y: 0, width: 51, height: 31)))
    }

    open var isOn: Bool = false

    open var onTintColor: UIColor?

    open var thumbTintColor: UIColor?

    open var onImage: UIImage?

    open var offImage: UIImage?

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

/// The private view a switch is drawn in.
final class _UISwitchInternalView: UIView {}
#endif
