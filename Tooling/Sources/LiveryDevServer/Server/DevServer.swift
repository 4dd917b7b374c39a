import Foundation
import Hummingbird
import HummingbirdCore
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
///
/// What bounds it (`docs/reliability.md`): only requests naming this server are answered
/// (`HostPolicy`); connections must send a request head within `headerTimeout` and may idle
/// `idleTimeout` (`GuardedChildChannel`); WebSocket clients must keep to RFC 6455; checks
/// and previews run in a `WorkerPool` with time and memory budgets.
public struct DevServer: Sendable {
    /// Where and what to serve.
    public struct Configuration: Sendable {
        public var folder: String
        /// The address to bind; loopback unless asked otherwise.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// The dialect of stylesheets whose extension names none (`.css`); `nil`: the project
        /// file's (`livery.json`), else Livery CSS.
        public var defaultFormat: StyleSheetFormat?
        /// How long a new connection may take to send its first request head, in seconds.
        public var headerTimeout: Int
        /// How long a connection may stay silent between requests, in seconds.
        public var idleTimeout: Int
        /// `livery`, to run checks and previews in `livery serve-worker` child processes
        /// with memory and time budgets; `nil` runs them in this process, with the time
        /// budget only (`WorkerPool`).
        public var workerExecutable: String?

        public init(folder: String, host: String = "127.0.0.1", port: Int = 8080, defaultFormat: StyleSheetFormat? = nil,
                    headerTimeout: Int = 10, idleTimeout: Int = 15, workerExecutable: String? = nil) {
            self.folder = folder
            self.defaultFormat = defaultFormat
            self.host = host
            self.port = port
            self.headerTimeout = headerTimeout
            self.idleTimeout = idleTimeout
            self.workerExecutable = workerExecutable
        }
    }

    public let configuration: Configuration
    public let folder: ServedFolder
    public let feed: ChangeFeed
    /// The `Host` and `Origin` values answered.
    public let hostPolicy: HostPolicy
    /// Where previews are rendered, off the request path.
    let previews: WorkerPool
    let logger: Logger

    /// Checks the folder; nothing is bound until `run(onReady:)`.
    /// - Throws: `DevServerError.notAFolder`.
    public init(configuration: Configuration, logger: Logger = Logger(label: "livery.serve")) throws {
        self.configuration = configuration
        self.folder = try ServedFolder(configuration.folder, defaultFormat: configuration.defaultFormat)
        self.logger = logger
        self.feed = ChangeFeed(folder: folder, logger: logger, workerExecutable: configuration.workerExecutable)
        self.hostPolicy = HostPolicy(bindHost: configuration.host)
        self.previews = WorkerPool(name: "livery.preview", folder: folder, executable: configuration.workerExecutable)
    }

    /// Watches the folder, binds, calls `onReady` with the bound host and port, and serves
    /// until the task is cancelled; then every push client is disconnected at once.
    public func run(onReady: @escaping @Sendable (_ host: String, _ port: Int) async -> Void) async throws {
        BackgroundWorker.returnLargeBlocksWhenFreed()
        try await feed.start()
        let router = makeRouter()
        let host = configuration.host
        let policy = hostPolicy
        let app = Application(
            router: router,
            server: serverBuilder(router),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "livery-serve",
                                 backlog: 512, reuseAddress: true),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                policy.port = port
                await onReady(host, port)
            },
            logger: logger
        )
        let feed = self.feed
        let previews = self.previews
        try await withTaskCancellationHandler {
            try await app.run()
        } onCancel: {
            Task { await feed.stop() }
            previews.stop()
        }
        await feed.stop()
        previews.stop()
    }

    /// HTTP/1 with the WebSocket upgrade at `/ws` (UTF-8 of text frames checked: 1007),
    /// Hummingbird's idle timeout, and the connection guards (`GuardedChildChannel`).
    func serverBuilder(_ router: Router<Context>) -> HTTPServerBuilder {
        let webSocketResponder = router.buildResponder()
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .seconds(Int64(self.configuration.idleTimeout))),
            ws: .init(maxFrameSize: 1 << 14, autoPing: .enabled(timePeriod: .seconds(20)), validateUTF8: true)
        )
        let policy = hostPolicy
        let headerTimeout = TimeAmount.seconds(Int64(self.configuration.headerTimeout))
        return HTTPServerBuilder { responder in
            GuardedChildChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                    configuration: configuration),
                refusesUpgrade: { Self.refusesUpgrade($0, policy: policy) },
                headerTimeout: headerTimeout
            )
        }
    }
}
