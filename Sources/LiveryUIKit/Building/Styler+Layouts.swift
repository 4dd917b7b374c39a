#if os(iOS) || os(Linux)
#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import UIKitStandIn
#endif
import Livery
import LiveryCore
import LiveryDocument
import LiverySyntax

/// A layout file shown in a host view: built into views, styled by the styler's sheets and
/// its own `<style>` blocks, laid out, and — when followed — rebuilt on every good save.
@MainActor
public final class HostedLayout {
    /// The view the layout's root fills.
    public weak var host: UIView?
    /// The layout in effect: its root and outlets (by id).
    public private(set) var built: BuiltLayout?
    /// Called with each newly built version, to rebind outlets (`layout.view("send")`).
    public var onBuild: ((BuiltLayout) -> Void)?
    /// Every problem of the versions tried: the document's and the builder's diagnostics.
    public private(set) var diagnostics: [Diagnostic] = []
    let reloading: ReloadingLayout<UIKitLayoutBackend>
    private weak var styler: Styler?

    init(reloading: ReloadingLayout<UIKitLayoutBackend>, host: UIView, styler: Styler) {
        self.reloading = reloading
        self.host = host
        self.styler = styler
        reloading.onReload = { [weak self] report in self?.reloaded(report) }
    }

    private func reloaded(_ report: LayoutReloadReport) {
        diagnostics = report.diagnostics + (report.applied ? reloading.backend.built?.diagnostics ?? [] : [])
        styler?.reloaded(report.location, applied: report.applied, errors: report.errors, in: host?.window)
        guard report.applied, let new = reloading.backend.built, let host else { return }
        for view in host.subviews where view === built?.rootView { view.removeFromSuperview() }
        if let rootView = new.rootView {
            styler?.adopt(rootView)
            host.addSubview(rootView)
            // In its host now: the superview is its parent from here on.
            if let root = new.root { ElementRegistry.shared.existingElement(for: root)?.container = nil }
            rootView.frame = host.bounds
            rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        built = new
        reloading.layOut()
        onBuild?(new)
    }
}

extension Styler {
    /// Builds the layout at `location` (a file path, or a location in `source`) into `host`,
    /// styles it with the loaded sheets and its own `<style>` blocks, and lays it out.
    /// `onBuild` receives the built layout (its outlets by id) now and after every rebuild.
    /// With a live `source` — or after `connect(to:)`, the dev server — every good save of
    /// the file rebuilds it in place; a broken version keeps the last good one and its
    /// diagnostics are logged with positions.
    ///
    /// A layout that follows the dev server (after `connect(to:)`) shows the app's own copy
    /// at `location` first, then the server's version, which replaces it unless it has
    /// errors: a server out of reach, slow, or without the file leaves the app's layout on
    /// screen, not an empty host, and the layout still follows the server's later saves.
    @discardableResult
    public func showLayout(_ location: String, in host: UIView, from source: (any ReloadSource)? = nil,
                           builder: ViewBuilder = .shared, onBuild: ((BuiltLayout) -> Void)? = nil) async -> HostedLayout {
        var followed = location
        var source = source
        var ownCopy: String?
        if source == nil, let live = liveSource, let served = live.servedPath(location) {
            (followed, source) = (served, live.source)
            if FileManager.default.fileExists(atPath: location) { ownCopy = location }
        }
        let backend = UIKitLayoutBackend(builder: builder)
        backend.styler = self
        backend.host = host
        let reloading = ReloadingLayout(location: followed, styler: self.reloading, backend: backend)
        let hosted = HostedLayout(reloading: reloading, host: host, styler: self)
        hosted.onBuild = onBuild
        if let source {
            if let ownCopy { reloading.apply(loadFile(ownCopy)) }
            await reloading.load(from: source)
        } else {
            reloading.apply(loadFile(location))
        }
        return hosted
    }

    /// The layout file at `path`, its `<style>` blocks importing from the file system.
    private func loadFile(_ path: String) -> LayoutDocument {
        LayoutDocument.load(path: path, styleSheetLoader: reloading.loader(FileSystemSourceLoader()).cssLoader,
                            inheritedVariables: reloading.activeVariables())
    }
}
#endif
