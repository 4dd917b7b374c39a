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
        let source = LiveReload.source
        if source == nil { Styler.shared.loadStyleSheet(at: resources.appendingPathComponent("inbox.css")) }
        Styler.shared.style(window)
        window.makeKeyAndVisible()
        self.window = window
        Task {
            if let source { await Styler.shared.followStyleSheets(["inbox.css"], from: source) }
            await inbox.showInbox(from: source)
        }
    }
}

/// Live reload in debug builds: the dev server named by the `LIVERY_SERVER` environment
/// variable (set it in the scheme, e.g. `http://192.168.1.20:8080`), serving this app's
/// `Resources` folder (`livery serve Examples/InboxApp/Sources/InboxApp/Resources`).
enum LiveReload {
    static var source: (any ReloadSource)? {
        #if DEBUG
        guard let address = ProcessInfo.processInfo.environment["LIVERY_SERVER"], let server = URL(string: address) else {
            return nil
        }
        return Livery.connect(to: server)
        #else
        return nil
        #endif
    }
}
#endif
