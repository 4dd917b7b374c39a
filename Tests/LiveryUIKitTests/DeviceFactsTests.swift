#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore
@testable import LiveryUIKit
import Testing

/// The environment's device facts come from the device and the window's scene, not the
/// headless defaults: `:min-os-version(…)`, `:device-model(…)` and the four orientations.
@MainActor
struct DeviceFactsTests {
    @Test func theOSVersionIsTheDevices() throws {
        let device = try #require(Version(UIDevice.current.systemVersion))
        let version = Styler().manager.environment.osVersion
        #expect(version >= device && version <= device, "\(version) for \(device)")
        #expect(version.components.count <= 2 || version.components.last != 0, "17.2.0 reads as 17.2, as sheets write it")
        let label = UILabel(frame: .zero)
        let styler = UIKitTesting.style(UIKitTesting.window(label), """
            @media (os-version: \(version)) { UILabel { numberOfLines: 2; } }
            """)
        #expect(label.numberOfLines == 2, "a query naming the device's version as written selects")
        _ = styler
    }

    @Test func theModelIsTheSimulatedDevicesOrTheMachinesIdentifier() {
        #expect(DeviceFacts.modelIdentifier(environment: ["SIMULATOR_MODEL_IDENTIFIER": "iPad13,4"], machine: "arm64") == "iPad13,4")
        #expect(DeviceFacts.modelIdentifier(environment: [:], machine: "iPhone15,2") == "iPhone15,2")
        #expect(DeviceFacts.modelIdentifier(environment: [:], machine: "arm64") == nil, "an architecture names no model")
        #expect(DeviceFacts.modelIdentifier(environment: [:], machine: "x86_64") == nil)
        let model = Styler().manager.environment.deviceModel
        #expect(model.contains(",") || model == UIDevice.current.model, "an identifier, else UIDevice's model: \(model)")
    }

    @Test func aWindowWithoutASceneIsPortraitOrLandscapeByItsShape() {
        #expect(DeviceFacts.orientation(of: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) == .portrait)
        #expect(DeviceFacts.orientation(of: UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))) == .landscapeLeft)
    }

#if canImport(UIKitStandIn)
    /// The stand-in's scene can be turned; on a device the scene reports it.
    @Test func theScenesInterfaceOrientationSelectsEachOrientationRule() {
        let scene = UIWindowScene(standInSession: ())
        scene.standInInterfaceOrientation = .landscapeRight
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        let label = UILabel(frame: .zero)
        window.addSubview(label)
        let styler = UIKitTesting.style(window, """
            UILabel:landscape-left { numberOfLines: 2; }
            UILabel:landscape-right { numberOfLines: 3; }
            UILabel:portrait-upside-down { numberOfLines: 4; }
            """)
        #expect(styler.manager.environment.orientation == .landscapeRight)
        #expect(label.numberOfLines == 3)

        scene.standInInterfaceOrientation = .portraitUpsideDown
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        styler.windowSizeDidChange(for: label)
        styler.restyleIfNeeded()
        #expect(label.numberOfLines == 4)
    }
#endif
}
#endif
