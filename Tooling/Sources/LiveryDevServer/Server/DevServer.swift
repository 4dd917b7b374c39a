import Foundation
import Hummingbird
import HummingbirdWebSocket
import LiveryFormats
import Logging
import NIOCore

/// `livery serve`: serves a folder's stylesheets and layouts over HTTP, pushes every save to
/// WebSocket clients (apps, the browser preview), and serves the live preview page.
///
/// The protocol (see `docs/live-reload.md`): `GET /files/PATH` (ETag, `If-None-Match` → 304,
/// outside the folder → 404), `GET /` and `GET /preview?layout=PATH` (the preview page),
/// `GET /preview/render?layout=PATH` (its HTML fragment), and `/ws` (`hello`, then
/// `changed`/`removed` for every change).
public struct DevServer: Sendable {
    /// Where and what to serve.
    public struct Configuration: Sendable {
        public var folder: String
        /// The address to bind; loopback unless asked otherwise.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// The dialect of stylesheets whose extension names none (`.css`).
        public var defaultFormat: StyleSheetFormat

        public init(folder: String, host: String = "127.0.0.1", port: Int = 8080, defaultFormat: StyleSheetFormat = .livery) {
            self.folder = folder
            self.defaultFormat = defaultFormat
            self.host = host
            self.port = port
        }
    }

    public let configuration: Configuration
    public let folder: ServedFolder
    public let feed: ChangeFeed
    let logger: Logger

    /// Checks the folder; nothing is bound until `run(onReady:)`.
    /// - Throws: `DevServerError.notAFolder`.
    public init(configuration: Configuration, logger: Logger = Logger(label: "livery.serve")) throws {
        self.configuration = configuration
        self.folder = try ServedFolder(configuration.folder, defaultFormat: configuration.defaultFormat)
        self.logger = logger
        self.feed = ChangeFeed(folder: folder, logger: logger)
    }

    /// Watches the folder, binds, calls `onReady` with the bound host and port, and serves
    /// until the task is cancelled; then every push client is disconnected at once.
    public func run(onReady: @escaping @Sendable (_ host: String, _ port: Int) async -> Void) async throws {
        try await feed.start()
        let router = makeRouter()
        let host = configuration.host
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(
                http1: .init(idleTimeout: .seconds(15)),
                ws: .init(maxFrameSize: 1 << 14, autoPing: .enabled(timePeriod: .seconds(20)))
            )),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "livery-serve",
                                 backlog: 512, reuseAddress: true),
            onServerRunning: { channel in
                await onReady(host, channel.localAddress?.port ?? 0)
            },
            logger: logger
        )
        let feed = self.feed
        try await withTaskCancellationHandler {
            try await app.run()
        } onCancel: {
            Task { await feed.stop() }
        }
        await feed.stop()
    }
}
