#if os(iOS) || os(Linux)
#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import UIKitStandIn
#endif
import LiveryCore

/// What the environment takes from the device and the window's scene: the OS version
/// (`:min-os-version(17.2)`), the model identifier (`:device-model(iPhone)`) and the
/// interface orientation (`:landscape-left`).
@MainActor
enum DeviceFacts {
    /// `UIDevice`'s system version (on Mac Catalyst the iOS version it corresponds to, which
    /// is what a sheet written for iOS compares with); `nil` if it is not a version.
    static var osVersion: Version? {
        guard var version = Version(UIDevice.current.systemVersion) else { return nil }
        // `17.2.0` is `17.2`, as sheets write it (versions compare equal component by component).
        while version.components.count > 2, version.components.last == 0 {
            version = Version(Array(version.components.dropLast()))
        }
        return version
    }

    /// The model identifier (`iPhone15,2`): the simulated device's on a simulator, else the
    /// machine's; where the machine names an architecture instead (`arm64` on a Mac,
    /// `x86_64` on Linux; Apple's identifiers are a name and `major,minor`), `UIDevice`'s
    /// model (`iPhone`, `iPad`), which the prefix match reads the same way.
    static var model: String {
        modelIdentifier(environment: ProcessInfo.processInfo.environment, machine: machine) ?? UIDevice.current.model
    }

    static func modelIdentifier(environment: [String: String], machine: String) -> String? {
        if let simulated = environment["SIMULATOR_MODEL_IDENTIFIER"], !simulated.isEmpty { return simulated }
        guard machine.contains(","), machine.first?.isLetter == true else { return nil }
        return machine
    }

    /// `uname`'s machine name.
    private static var machine: String {
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: &info.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The interface orientation of `window`'s scene; without a scene (or while UIKit does
    /// not know it), portrait or landscape by the window's shape.
    static func orientation(of window: UIWindow) -> StyleEnvironment.Orientation {
        switch window.windowScene?.effectiveGeometry.interfaceOrientation {
        case .portrait?: .portrait
        case .portraitUpsideDown?: .portraitUpsideDown
        case .landscapeLeft?: .landscapeLeft
        case .landscapeRight?: .landscapeRight
        default: window.bounds.width > window.bounds.height ? .landscapeLeft : .portrait
        }
    }
}
#endif
