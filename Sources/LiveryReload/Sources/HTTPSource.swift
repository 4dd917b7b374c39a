import AsyncHTTPClient
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LiveryCore
import Logging
import NIOCore

/// Stylesheets and layouts at HTTP(S) URLs, refreshed with conditional requests.
///
/// Every `interval` each followed URL is requested with `If-None-Match` (its last `ETag`)
/// and `If-Modified-Since` (its last `Last-Modified`); `304 Not Modified` costs no body and
/// changes nothing. A request that fails, times out or exceeds `maximumSize` is logged and
/// the last version stays. Imports resolve against the importing URL.
///
/// Built on AsyncHTTPClient rather than `URLSession`: it is the same SwiftNIO stack as the
/// push channel's WebSocket client, it streams the body so the size limit holds before a
/// large body is buffered, and it never answers a conditional request from a local cache
/// (FoundationNetworking's cache on Linux can hide the `304` round trip).
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

    /// What the last response of a URL said.
    struct Validators: Sendable {
        var etag: String?
        var lastModified: String?
    }

    public var sourceLoader: any SourceLoader { cache }
    public let configuration: Configuration
    private let cache = CachedSourceLoader()
    private let client: HTTPClient
    private let broadcaster = ChangeBroadcaster()
    private let validators = Locked<[String: Validators]>([:])
    private let poller = Locked<Task<Void, Never>?>(nil)
    private let statistics = Locked<(requests: Int, notModified: Int)>((0, 0))
    private let logger: Logger

    /// A source polling with `configuration`, using `client` (the shared client by default).
    public init(configuration: Configuration = Configuration(), client: HTTPClient = .shared,
                logger: Logger = Logger(label: "livery.reload.http")) {
        self.configuration = configuration
        self.client = client
        self.logger = logger
    }

    /// Requests sent and `304` answers received so far.
    public var requestCounts: (requests: Int, notModified: Int) { statistics.current }

    public func watch(_ locations: Set<String>) async {
        let new = validators.withLock { validators in
            locations.filter { location in
                guard validators[location] == nil else { return false }
                validators[location] = Validators()
                return true
            }
        }
        for location in new { _ = await refresh(location) }
        startPolling()
    }

    public func changes() -> AsyncStream<Set<String>> { broadcaster.subscribe() }

    public func stop() {
        poller.withLock { $0?.cancel() }
        broadcaster.finish()
    }

    private func startPolling() {
        poller.withLock { task in
            guard task == nil else { return }
            task = Task { [weak self, interval = configuration.interval] in
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: UInt64(max(interval, 0.01) * 1e9))
                    guard let self, !Task.isCancelled else { return }
                    await self.pollOnce()
                }
            }
        }
    }

    /// One round: a conditional request per URL, then one batch of what changed.
    func pollOnce() async {
        let locations = validators.withLock { Array($0.keys) }
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
        var request = HTTPClientRequest(url: location)
        let known = validators.withLock { $0[location] } ?? Validators()
        if let etag = known.etag { request.headers.add(name: "If-None-Match", value: etag) }
        if let date = known.lastModified { request.headers.add(name: "If-Modified-Since", value: date) }
        statistics.withLock { $0.requests += 1 }
        do {
            let response = try await client.execute(request, timeout: .milliseconds(Int64(configuration.timeout * 1000)))
            switch response.status.code {
            case 304:
                statistics.withLock { $0.notModified += 1 }
                return false
            case 200:
                let body = try await response.body.collect(upTo: configuration.maximumSize)
                let fresh = Validators(etag: response.headers.first(name: "ETag"),
                                       lastModified: response.headers.first(name: "Last-Modified"))
                validators.withLock { $0[location] = fresh }
                return cache.store(String(buffer: body), for: location)
            case 404, 410:
                return cache.store(nil, for: location)
            default:
                logger.warning("\(location): HTTP \(response.status.code); keeping the last version")
                return false
            }
        } catch {
            logger.warning("\(location): \(error); keeping the last version")
            return false
        }
    }
}
