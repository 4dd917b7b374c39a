import AsyncHTTPClient
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import HummingbirdWSClient
import LiveryCore
import Logging
import NIOCore

/// The documents of a `livery serve` folder, pushed over its WebSocket (`/ws`): no polling,
/// a save reaches the app as soon as the server sees it. Locations are paths relative to the
/// served folder (`inbox.css`, `theme/colors.css`).
///
/// On every (re)connection the server's `hello` lists its files; the source fetches them
/// (`GET /files/PATH`) and reports them all as changed. Each `changed` message carries the
/// new contents, each `removed` message drops a file. A lost connection is retried with a
/// growing delay until `stop()`.
public final class DevServerSource: ReloadSource {
    /// What the source knows of a pushed file: the server's version and diagnostics.
    public struct FileState: Sendable {
        public var version: Int
        /// The server's `Diagnostic.json` objects, as JSON text.
        public var diagnostics: [String]
    }

    /// The server's base URL (`http://192.168.1.20:8080`).
    public let server: URL
    public var sourceLoader: any SourceLoader { cache }
    private let cache = CachedSourceLoader()
    private let broadcaster = ChangeBroadcaster()
    private let client: HTTPClient
    private let states = Locked<[String: FileState]>([:])
    private let connection = Locked<(task: Task<Void, Never>?, helloCount: Int, stopped: Bool)>((nil, 0, false))
    private let logger: Logger

    /// Connects to the server at `server` (and keeps reconnecting until `stop()`).
    public init(server: URL, client: HTTPClient = .shared, logger: Logger = Logger(label: "livery.reload.push")) {
        self.server = server
        self.client = client
        self.logger = logger
        let task = Task { [weak self] in
            guard let self else { return }
            await self.connectLoop()
        }
        connection.withLock { $0.task = task }
    }

    /// How many `hello` messages were handled (one per successful connection).
    public var connectionCount: Int { connection.withLock { $0.helloCount } }

    /// The last pushed version and diagnostics of `location`.
    public func state(of location: String) -> FileState? { states.withLock { $0[location] } }

    /// Waits (up to 10 seconds) for the first `hello`, so the documents can be read.
    public func watch(_ locations: Set<String>) async {
        for _ in 0..<1000 where connectionCount == 0 {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    public func changes() -> AsyncStream<Set<String>> { broadcaster.subscribe() }

    public func stop() {
        let task = connection.withLock { state -> Task<Void, Never>? in
            state.stopped = true
            return state.task
        }
        task?.cancel()
        broadcaster.finish()
    }

    /// The `ws://…/ws` address of the push channel.
    var webSocketURL: String {
        var text = server.absoluteString
        if text.hasSuffix("/") { text.removeLast() }
        if text.hasPrefix("https://") { text = "wss://" + text.dropFirst("https://".count) }
        if text.hasPrefix("http://") { text = "ws://" + text.dropFirst("http://".count) }
        return text + "/ws"
    }

    private func connectLoop() async {
        var delay: UInt64 = 100_000_000
        while !Task.isCancelled && !connection.withLock({ $0.stopped }) {
            do {
                try await WebSocketClient.connect(url: webSocketURL, logger: logger) { inbound, _, _ in
                    for try await message in inbound.messages(maxSize: 16 << 20) {
                        guard case .text(let text) = message else { continue }
                        await self.handle(text)
                    }
                }
                delay = 100_000_000
            } catch {
                logger.debug("push channel \(webSocketURL): \(error)")
            }
            try? await Task.sleep(nanoseconds: delay)
            delay = min(delay * 2, 3_000_000_000)
        }
    }

    /// Handles one server message (`hello`, `changed`, `removed`).
    func handle(_ text: String) async {
        guard let message = PushMessage(json: text) else {
            logger.warning("unreadable message from \(server): \(text.prefix(200))")
            return
        }
        switch message.type {
        case "hello":
            await fetchAll(message.files)
            connection.withLock { $0.helloCount += 1 }
        case "changed":
            guard let path = message.path, let contents = message.contents else { return }
            cache.store(contents, for: path)
            states.withLock { $0[path] = FileState(version: message.version ?? 0, diagnostics: message.diagnostics) }
            broadcaster.send([path])
        case "removed":
            guard let path = message.path else { return }
            cache.store(nil, for: path)
            states.withLock { $0[path] = nil }
            broadcaster.send([path])
        default:
            logger.debug("ignoring message type \(message.type)")
        }
    }

    /// Fetches every listed file and reports all of them (a reconnection may have missed saves).
    private func fetchAll(_ files: [String]) async {
        var changed: Set<String> = []
        for path in files {
            let encoded = path.split(separator: "/").map {
                String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
            }.joined(separator: "/")
            let request = HTTPClientRequest(url: server.absoluteString.trimmingSuffix("/") + "/files/" + encoded)
            do {
                let response = try await client.execute(request, timeout: .seconds(10))
                guard response.status.code == 200 else { continue }
                let body = try await response.body.collect(upTo: 16 << 20)
                if cache.store(String(buffer: body), for: path) { changed.insert(path) }
            } catch {
                logger.warning("cannot fetch \(path) from \(server): \(error)")
            }
        }
        broadcaster.send(changed)
    }
}

extension String {
    /// The string without one trailing `suffix`.
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
