#if os(Linux)
import Foundation

/// A scene of the app. The stand-in makes scenes only for tests (`init(standInSession:)`);
/// UIKit makes them itself.
@MainActor open class UIScene: UIResponder {
    /// The scene's session.
    public let session: UISceneSession

    /// Stand-in only: a scene with a session of its own.
    public init(standInSession: Void = ()) {
        session = UISceneSession(standIn: ())
        super.init()
    }

    /// What the system passes to a connecting scene (nothing in the stand-in).
    @MainActor open class ConnectionOptions: NSObject {
        /// Stand-in only: empty options.
        public init(standIn: Void = ()) {
            super.init()
        }
    }
}

/// The orientations of an app's interface (Apple's raw values: the landscape cases are the
/// device orientations' the other way round).
public enum UIInterfaceOrientation: Int, @unchecked Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3
}

/// A scene that shows windows.
@MainActor open class UIWindowScene: UIScene {
    /// The windows created with this scene.
    public internal(set) var windows: [UIWindow] = []

    /// Stand-in only: the interface orientation the scene's geometry reports (a test turns
    /// the "device" by setting it).
    public var standInInterfaceOrientation: UIInterfaceOrientation = .portrait

    /// The scene's geometry now.
    open var effectiveGeometry: UIWindowScene.Geometry {
        Geometry(interfaceOrientation: standInInterfaceOrientation)
    }

    /// The geometry of a scene at one moment.
    open class Geometry: NSObject {
        public let interfaceOrientation: UIInterfaceOrientation

        init(interfaceOrientation: UIInterfaceOrientation) {
            self.interfaceOrientation = interfaceOrientation
            super.init()
        }
    }
}

/// The session of a scene.
@MainActor open class UISceneSession: NSObject {
    init(standIn: Void) {
        super.init()
    }
}

/// The scene's delegate (`scene(_:willConnectTo:options:)`).
@MainActor public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
}

/// The delegate of a scene that shows windows.
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindow {
    /// A window of `windowScene`, the size of the default screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }
}
#endif
