#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiveryUIKit

/// Shows the inbox in a window. In debug builds started with `LIVERY_SERVER` set (the
/// address `livery serve` prints), the sheet and the layout follow the dev server: every
/// save on the Mac restyles or rebuilds the running app.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) ?? Bundle.module.bundleURL
        let inbox = InboxViewController(resources: resources)
        window.rootViewController = inbox
        Styler.shared.loadStyleSheet(at: resources.appendingPathComponent("inbox.css"))
        Styler.shared.style(window)
        window.makeKeyAndVisible()
        self.window = window
        Task {
            // Debug builds started with LIVERY_SERVER set: one line, and every sheet loaded
            // above and the layout shown below follow the dev server.
            if let server = LiveReload.server { await Styler.shared.connect(to: server) }
            await inbox.showInbox()
        }
    }
}

/// Live reload in debug builds: the dev server named by the `LIVERY_SERVER` environment
/// variable (set it in the scheme, e.g. `http://192.168.1.20:8080`), serving this app's
/// `Resources` folder (`livery serve Examples/InboxApp/Sources/InboxApp/Resources`).
enum LiveReload {
    static var server: URL? {
        #if DEBUG
        guard let address = ProcessInfo.processInfo.environment["LIVERY_SERVER"] else { return nil }
        return URL(string: address)
        #else
        return nil
        #endif
    }
}
#endif
