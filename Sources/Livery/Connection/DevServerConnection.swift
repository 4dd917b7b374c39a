import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client of the `livery serve` dev server: its push channel (`/ws`) and its files
/// (`GET /files/PATH`), over URLSession and Foundation alone.
///
/// Once started it keeps the WebSocket open, reconnecting with a growing delay
/// (`firstRetryDelay`, doubling up to `maximumRetryDelay`) until `stop()`, and checks the
/// connection with a ping every `pingInterval`, so a server that went silent (a device off
/// the network) is noticed too. On each `hello` it fetches the listed files
/// into its store (conditionally: after a reconnection an unchanged file costs a `304`),
/// forgets files that are gone, and only then hands the `hello` on; each `changed` or
/// `removed` updates the store before it is handed on. A message that cannot be read is
/// logged and skipped.
///
/// ```swift
/// let connection = DevServerConnection(server: URL(string: "http://192.168.1.20:8080")!, store: cache)
/// let messages = connection.messages()
/// connection.start()
/// for await message in messages { reload(message.path) }
/// ```
///
/// It runs until `stop()`; the task it starts keeps it alive until then.
public final class DevServerConnection: Sendable {
    /// Limits, delays and the transport.
    public struct Configuration: Sendable {
        /// The largest push message accepted, in bytes; a larger one drops the connection.
        public var maximumMessageSize = 16 << 20
        /// The largest file fetched, in bytes.
        public var maximumFileSize = 16 << 20
        /// The longest a connection attempt or a file fetch may take, in seconds.
        public var timeout: Double = 10
        /// The delay before the first reconnection attempt, doubled after each failure.
        public var firstRetryDelay: Double = 0.1
        /// The longest delay between two connection attempts.
        public var maximumRetryDelay: Double = 3
        /// Seconds between two pings of an open channel (0: none). A pong that has not come
        /// back when the next ping is due drops the channel.
        public var pingInterval: Double = 5
        /// How the WebSocket is opened (see `PushTransport`).
        public var transport: PushTransport = .automatic

        public init() {}
    }

    /// Where the connection stands.
    public enum Status: Sendable, Equatable {
        /// Not started yet.
        case idle
        /// Opening the channel, or waiting for its `hello` and the files it lists.
        case connecting
        /// The `hello` was handled; changes arrive as they happen.
        case connected
        /// Waiting `seconds` before the next attempt.
        case waiting(seconds: Double)
        /// `stop()` was called.
        case stopped
    }

    private struct State {
        var status = Status.idle
        var task: Task<Void, Never>?
        var channel: (any PushChannel)?
        var connections = 0
        var files: [String] = []
        var subscribers: [Int: AsyncStream<PushMessage>.Continuation] = [:]
        var nextSubscriber = 0
    }

    /// The server's base URL (`http://192.168.1.20:8080`).
    public let server: URL
    /// Limits, delays and the transport, as given.
    public let configuration: Configuration
    /// Where lost connections, unreadable messages and failed fetches are reported.
    public let logger: LiveryLogger
    private let store: (any DevServerDocumentStore)?
    private let poller: HTTPPoller
    private let state = Locked(State())

    /// A connection to `server` that keeps files in `store`; `start()` opens it.
    public init(server: URL, store: (any DevServerDocumentStore)? = nil, configuration: Configuration = Configuration(),
                logger: LiveryLogger = LiveryLogger(label: "livery.reload.push")) {
        self.server = server
        self.store = store
        self.configuration = configuration
        self.logger = logger
        poller = HTTPPoller(configuration: .init(timeout: configuration.timeout, maximumSize: configuration.maximumFileSize))
    }

    /// Where the connection stands.
    public var status: Status { state.withLock { $0.status } }

    /// How many `hello` messages were handled (one per successful connection).
    public var connectionCount: Int { state.withLock { $0.connections } }

    /// The live files as the last `hello` and the changes since describe them, sorted.
    public var files: [String] { state.withLock { $0.files } }

    /// The file requests sent and `304` answers received so far.
    public var fileRequestCounts: HTTPPoller.Counts { poller.requestCounts }

    /// A new stream of the server's messages; every call subscribes anew.
    ///
    /// A subscriber that joins while connected first gets a `hello` listing the files as now
    /// known. The stream buffers without limit and finishes at `stop()`.
    public func messages() -> AsyncStream<PushMessage> {
        let (stream, continuation) = AsyncStream<PushMessage>.makeStream()
        let registered = state.withLock { state -> Int? in
            guard state.status != .stopped else { return nil }
            state.nextSubscriber += 1
            state.subscribers[state.nextSubscriber] = continuation
            if state.status == .connected { continuation.yield(.hello(files: state.files)) }
            return state.nextSubscriber
        }
        guard let id = registered else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) } }
        return stream
    }

    /// Opens the push channel and keeps it open until `stop()` (nothing when already started).
    public func start() {
        state.withLock { state in
            guard state.task == nil, state.status != .stopped else { return }
            state.task = Task { await self.run() }
        }
    }

    /// Closes the channel, stops reconnecting and finishes every `messages()` stream.
    public func stop() {
        let (task, channel, subscribers) = state.withLock { state in
            state.status = .stopped
            defer { state.subscribers.removeAll() }
            return (state.task, state.channel, Array(state.subscribers.values))
        }
        task?.cancel()
        channel?.close()
        poller.invalidate()
        for subscriber in subscribers { subscriber.finish() }
    }

    /// Waits until a `hello` was handled (or `timeout` seconds passed); whether it was.
    public func waitUntilConnected(timeout: Double = 10) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while connectionCount == 0 && Date() < deadline && status != .stopped {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return connectionCount > 0
    }

    /// The current text of `path` (`GET /files/PATH`); `nil` when the server has no such file.
    public func fetch(_ path: String) async throws(HTTPFetchError) -> String? {
        guard let url = fileURL(for: path) else { return nil }
        guard case .modified(let body, _) = try await poller.fetch(url) else { return nil }
        return String(decoding: body, as: UTF8.self)
    }

    private var isStopped: Bool { state.withLock { $0.status == .stopped } }

    private func setStatus(_ status: Status) {
        state.withLock { if $0.status != .stopped { $0.status = status } }
    }

    /// Connects, reads until the channel ends, waits, and again, until `stop()`.
    private func run() async {
        var delay = configuration.firstRetryDelay
        while !isStopped {
            setStatus(.connecting)
            if await session() { delay = configuration.firstRetryDelay }
            guard !isStopped else { break }
            setStatus(.waiting(seconds: delay))
            try? await Task.sleep(nanoseconds: Seconds.nanoseconds(delay))
            delay = min(delay * 2, configuration.maximumRetryDelay)
        }
    }

    /// One connection: returns whether it got as far as a `hello`.
    private func session() async -> Bool {
        guard let url = webSocketURL else {
            logger.error("\(server) is no http:// or https:// address")
            stop()
            return false
        }
        let channel: any PushChannel
        do {
            channel = try await openPushChannel(url, transport: configuration.transport,
                                                maximumMessageSize: configuration.maximumMessageSize,
                                                timeout: configuration.timeout)
        } catch {
            logger.debug("cannot connect to \(url): \(error)")
            return false
        }
        let open = state.withLock { state -> Bool in
            guard state.status != .stopped else { return false }
            state.channel = channel
            return true
        }
        defer {
            channel.close()
            state.withLock { $0.channel = nil }
        }
        guard open else { return false }
        let watchdog = watch(channel)
        defer { watchdog?.cancel() }
        var greeted = false
        do {
            for try await text in channel.messages {
                let message: PushMessage
                do { message = try PushMessage(jsonText: text) } catch {
                    logger.warning("unreadable message from \(server): \(error); \(text.prefix(200))")
                    continue
                }
                if case .hello = message { greeted = true }
                guard greeted else {
                    logger.warning("\(server) sent \(message.type) before hello; ignored")
                    continue
                }
                await handle(message)
            }
            if greeted && !isStopped { logger.info("the push channel to \(server) closed; reconnecting") }
        } catch {
            if !isStopped { logger.log(greeted ? .warning : .debug, "push channel to \(server) lost: \(error); reconnecting") }
        }
        return greeted
    }

    /// Pings `channel` every `pingInterval` and closes it when a pong is not back by the next.
    private func watch(_ channel: any PushChannel) -> Task<Void, Never>? {
        guard configuration.pingInterval > 0 else { return nil }
        return Task { [configuration, logger, server] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: Seconds.nanoseconds(configuration.pingInterval))
                guard !Task.isCancelled else { return }
                if await !channel.ping(timeout: configuration.pingInterval) {
                    logger.warning("\(server) did not answer a ping; reconnecting")
                    return channel.close()
                }
            }
        }
    }

    /// Updates the store and the file list for `message`, then hands it to every subscriber.
    ///
    /// A pushed file's validators are forgotten: the `ETag` the connection holds is that of
    /// an older version, and a `304` for it after a reconnection would keep the pushed text
    /// although the file went back to that older version meanwhile.
    private func handle(_ message: PushMessage) async {
        let subscribers: [AsyncStream<PushMessage>.Continuation]
        switch message {
        case .hello(let files, let protocolVersion):
            if protocolVersion > PushMessage.protocolVersion {
                logger.info("\(server) speaks push protocol \(protocolVersion); this client reads \(PushMessage.protocolVersion)")
            }
            await fetchAll(files)
            let gone = state.withLock { Set($0.files).subtracting(files) }
            for path in gone { store?.store(nil, for: path) }
            subscribers = state.withLock { state in
                state.files = files.sorted()
                state.connections += 1
                if state.status != .stopped { state.status = .connected }
                return Array(state.subscribers.values)
            }
        case .changed(let path, _, let contents, _):
            if let url = fileURL(for: path) { poller.forget(url) }
            store?.store(contents, for: path)
            subscribers = state.withLock { state in
                if !state.files.contains(path) { state.files = (state.files + [path]).sorted() }
                return Array(state.subscribers.values)
            }
        case .removed(let path, _):
            if let url = fileURL(for: path) { poller.forget(url) }
            store?.store(nil, for: path)
            subscribers = state.withLock { state in
                state.files.removeAll { $0 == path }
                return Array(state.subscribers.values)
            }
        }
        for subscriber in subscribers { subscriber.yield(message) }
    }

    /// Fetches `files` into the store, four at a time, sending each one's last `ETag`.
    private func fetchAll(_ files: [String]) async {
        guard let store else { return }
        await withTaskGroup(of: Void.self) { group in
            for (index, path) in files.enumerated() {
                if index >= 4 { await group.next() }
                group.addTask { [poller, logger, server] in
                    guard let url = self.fileURL(for: path) else { return }
                    do {
                        switch try await poller.poll(url) {
                        case .modified(let body, _): store.store(String(decoding: body, as: UTF8.self), for: path)
                        case .missing: store.store(nil, for: path)
                        case .notModified: break
                        }
                    } catch {
                        logger.warning("cannot fetch \(path) from \(server): \(error)")
                    }
                }
            }
        }
    }
}
