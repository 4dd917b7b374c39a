import Foundation

/// Entry points of live reload for apps.
public enum Livery {
    /// Connects to a `livery serve` dev server (`http://HOST:PORT`) and returns its push
    /// source: load stylesheets from it with `ReloadingStyler.load(_:from:)` and every save
    /// on the developer's machine restyles the app at once — on a simulator, a device, or
    /// several devices.
    public static func connect(to server: URL, logger: LiveryLogger = LiveryLogger(label: "livery.reload.push")) -> DevServerSource {
        DevServerSource(server: server, logger: logger)
    }
}
