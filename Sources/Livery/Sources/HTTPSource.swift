import Foundation
import LiveryCore

/// Stylesheets and layouts at HTTP(S) URLs, refreshed with conditional requests over
/// URLSession (`HTTPPoller`).
///
/// Every `interval` each followed URL is requested with `If-None-Match` (its last `ETag`)
/// and `If-Modified-Since` (its last `Last-Modified`); `304 Not Modified` costs no body and
/// changes nothing. A request that fails, times out or exceeds `maximumSize` is logged and
/// the last version stays. Imports resolve against the importing URL.
public final class HTTPSource: ReloadSource {
    /// How a `HTTPSource` polls.
    public struct Configuration: Sendable {
        /// Time between two rounds of conditional requests, in seconds.
        public var interval: Double
        /// The longest a request may take, in seconds.
        public var timeout: Double
        /// The largest body accepted, in bytes.
        public var maximumSize: Int

        public init(interval: Double = 1, timeout: Double = 10, maximumSize: Int = 4 << 20) {
            self.interval = interval
            self.timeout = timeout
            self.maximumSize = maximumSize
        }
    }

    public var sourceLoader: any SourceLoader { cache }
    public let configuration: Configuration
    private let cache = CachedSourceLoader()
    private let poller: HTTPPoller
    private let broadcaster = ChangeBroadcaster()
    private let followed = Locked<Set<String>>([])
    private let pollingTask = Locked<Task<Void, Never>?>(nil)
    private let logger: LiveryLogger

    /// A source polling with `configuration`.
    public init(configuration: Configuration = Configuration(), logger: LiveryLogger = LiveryLogger(label: "livery.reload.http")) {
        self.configuration = configuration
        self.logger = logger
        self.poller = HTTPPoller(configuration: .init(timeout: configuration.timeout, maximumSize: configuration.maximumSize))
    }

    /// Requests sent and `304` answers received so far.
    public var requestCounts: (requests: Int, notModified: Int) {
        let counts = poller.requestCounts
        return (counts.requests, counts.notModified)
    }

    public func watch(_ locations: Set<String>) async {
        let new = followed.withLock { followed in locations.filter { followed.insert($0).inserted } }
        for location in new { _ = await refresh(location) }
        startPolling()
    }

    public func changes() -> AsyncStream<Set<String>> { broadcaster.subscribe() }

    public func stop() {
        pollingTask.withLock { $0?.cancel() }
        poller.invalidate()
        broadcaster.finish()
    }

    private func startPolling() {
        pollingTask.withLock { task in
            guard task == nil else { return }
            task = Task { [weak self, interval = configuration.interval] in
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: Seconds.nanoseconds(interval, atLeast: 0.01))
                    guard let self, !Task.isCancelled else { return }
                    await self.pollOnce()
                }
            }
        }
    }

    /// One round: a conditional request per URL, then one batch of what changed.
    func pollOnce() async {
        let locations = followed.current
        let changed = await withTaskGroup(of: String?.self) { group in
            for location in locations { group.addTask { await self.refresh(location) ? location : nil } }
            var changed: Set<String> = []
            for await location in group { if let location { changed.insert(location) } }
            return changed
        }
        broadcaster.send(changed)
    }

    /// Requests `location` conditionally; returns whether its text changed.
    func refresh(_ location: String) async -> Bool {
        guard let url = URL(string: location) else {
            logger.warning("\(location) is not a URL")
            return false
        }
        do {
            switch try await poller.poll(url) {
            case .modified(let body, _): return cache.store(String(decoding: body, as: UTF8.self), for: location)
            case .notModified: return false
            case .missing: return cache.store(nil, for: location)
            }
        } catch {
            logger.warning("\(location): \(error); keeping the last version")
            return false
        }
    }
}
