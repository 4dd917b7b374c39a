import Foundation
import LiveryCore

/// The documents of a `livery serve` folder, pushed over its WebSocket (`/ws`) through a
/// `DevServerConnection` (Foundation only): no polling, a save reaches the app as soon as
/// the server sees it. Locations are paths relative to the served folder (`inbox.css`,
/// `theme/colors.css`).
///
/// On every (re)connection the server's `hello` lists its files; the connection fetches
/// them into the cache and the source reports those whose text differs from what it had
/// (saves missed while disconnected, files gone meanwhile). Each `changed` message carries
/// the new contents, each `removed` message drops a file.
public final class DevServerSource: ReloadSource {
    /// What the source knows of a pushed file: the server's version and diagnostics.
    public struct FileState: Sendable {
        public var version: Int
        /// The diagnostics the server found in that version.
        public var diagnostics: [PushDiagnostic]
    }

    /// The server's base URL (`http://192.168.1.20:8080`).
    public var server: URL { connection.server }
    public var sourceLoader: any SourceLoader { store.cache }
    /// The connection to the server.
    public let connection: DevServerConnection
    private let store = ChangeRecordingStore()
    private let broadcaster = ChangeBroadcaster()
    private let states = Locked<[String: FileState]>([:])
    private let follower = Locked<Task<Void, Never>?>(nil)

    /// Connects to the server at `server` (and keeps reconnecting until `stop()`).
    public init(server: URL, logger: LiveryLogger = LiveryLogger(label: "livery.reload.push")) {
        connection = DevServerConnection(server: server, store: store, logger: logger)
        let messages = connection.messages()
        let task = Task { [weak self] in
            for await message in messages {
                guard let self else { return }
                self.handle(message)
            }
        }
        follower.withLock { $0 = task }
        connection.start()
    }

    /// How many `hello` messages were handled (one per successful connection).
    public var connectionCount: Int { connection.connectionCount }

    /// The last pushed version and diagnostics of `location`.
    public func state(of location: String) -> FileState? { states.withLock { $0[location] } }

    /// Waits (up to 10 seconds) for the first `hello`, so the documents can be read.
    public func watch(_ locations: Set<String>) async {
        _ = await connection.waitUntilConnected(timeout: 10)
    }

    public func changes() -> AsyncStream<Set<String>> { broadcaster.subscribe() }

    public func stop() {
        connection.stop()
        follower.withLock { $0?.cancel() }
        broadcaster.finish()
    }

    /// Handles one server message: the connection has already updated the cache.
    func handle(_ message: PushMessage) {
        let fetched = store.takeChanged()
        switch message {
        case .hello:
            broadcaster.send(fetched)
        case .changed(let path, let version, _, let diagnostics):
            states.withLock { $0[path] = FileState(version: version, diagnostics: diagnostics) }
            broadcaster.send([path])
        case .removed(let path, _):
            states.withLock { $0[path] = nil }
            broadcaster.send([path])
        }
    }
}

/// The cache a `DevServerConnection` fills, remembering which locations' text changed
/// since it was last asked: after a `hello`, the files a reconnection brought up to date.
final class ChangeRecordingStore: DevServerDocumentStore {
    let cache = CachedSourceLoader()
    private let changed = Locked<Set<String>>([])

    @discardableResult
    func store(_ text: String?, for location: String) -> Bool {
        guard cache.store(text, for: location) else { return false }
        changed.withLock { _ = $0.insert(location) }
        return true
    }

    /// The locations whose text changed since the last call.
    func takeChanged() -> Set<String> {
        changed.withLock { changed in
            defer { changed.removeAll() }
            return changed
        }
    }
}
