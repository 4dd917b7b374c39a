#if os(Linux)
import Foundation

/// The device. The stand-in's runs iOS 17.4 (not the headless environment's default 17.0,
/// so that tests see where the version comes from).
@MainActor open class UIDevice: NSObject {
    private static let device = UIDevice()

    open class var current: UIDevice { device }

    open var systemVersion: String { "17.4.0" }

    open var model: String { "iPhone" }
}
#endif
