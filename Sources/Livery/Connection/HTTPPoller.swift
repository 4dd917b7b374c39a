import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Conditional GET requests over URLSession: what live reload polls remote stylesheets and
/// layouts with, and how `DevServerConnection` fetches the dev server's files.
///
/// Each request carries the validators of the last answer for its URL (`If-None-Match` with
/// its `ETag`, `If-Modified-Since` with its `Last-Modified`), so an unchanged document costs
/// a `304 Not Modified` and no body. The session has no URL cache: every answer, `304`
/// included, comes from the server, never from a local copy. A body larger than
/// `maximumSize` is cut while it streams in, and the whole exchange has a deadline.
///
/// ```swift
/// let poller = HTTPPoller()
/// if case .modified(let body, _) = try await poller.poll(url) { apply(String(decoding: body, as: UTF8.self)) }
/// ```
public final class HTTPPoller: Sendable {
    /// Limits of one request.
    public struct Configuration: Sendable {
        /// The longest one exchange may take, in seconds (connecting included).
        public var timeout: Double
        /// The largest body accepted, in bytes.
        public var maximumSize: Int

        public init(timeout: Double = 10, maximumSize: Int = 4 << 20) {
            self.timeout = timeout
            self.maximumSize = maximumSize
        }
    }

    /// What identifies the version of a document the client already has.
    public struct Validators: Sendable, Equatable {
        /// The `ETag` of the last answer, quotes included.
        public var etag: String?
        /// The `Last-Modified` of the last answer, as sent.
        public var lastModified: String?

        public init(etag: String? = nil, lastModified: String? = nil) {
            self.etag = etag
            self.lastModified = lastModified
        }

        /// Validators read from a response's headers.
        init(_ response: HTTPURLResponse) {
            self.init(etag: response.value(forHTTPHeaderField: "ETag"),
                      lastModified: response.value(forHTTPHeaderField: "Last-Modified"))
        }

        var isEmpty: Bool { etag == nil && lastModified == nil }
    }

    /// The answer to a conditional request.
    public enum Outcome: Sendable, Equatable {
        /// `200`: a new body, with the validators to send next time.
        case modified(body: Data, validators: Validators)
        /// `304`: the version the client has is current.
        case notModified
        /// `404` or `410`: there is no such document (any more).
        case missing(status: Int)
    }

    /// Requests sent and `304` answers received so far.
    public struct Counts: Sendable, Equatable {
        public var requests: Int
        public var notModified: Int

        public init(requests: Int = 0, notModified: Int = 0) {
            self.requests = requests
            self.notModified = notModified
        }
    }

    /// The timeout and size limit of every request, as given.
    public let configuration: Configuration
    private let owner = BoundedTransfers.shared.makeOwner()
    private let invalidated = Locked(false)
    private let known = Locked<[URL: Validators]>([:])
    private let counts = Locked(Counts())

    /// A poller whose requests follow `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Requests sent and `304` answers received so far.
    public var requestCounts: Counts { counts.current }

    /// Requests `url` with `validators` (none: an unconditional GET).
    ///
    /// Throws `HTTPFetchError` for a transport failure, a timeout, a body over the limit,
    /// or a status other than 200, 304, 404 and 410.
    public func fetch(_ url: URL, validators: Validators? = nil) async throws(HTTPFetchError) -> Outcome {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        if let etag = validators?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let date = validators?.lastModified { request.setValue(date, forHTTPHeaderField: "If-Modified-Since") }
        guard !invalidated.current else { throw .cancelled }
        counts.withLock { $0.requests += 1 }
        let (response, body) = try await BoundedTransfers.shared.run(request, owner: owner, limit: configuration.maximumSize,
                                                                     timeout: configuration.timeout).get()
        switch response.statusCode {
        case 200:
            return .modified(body: body, validators: Validators(response))
        case 304:
            counts.withLock { $0.notModified += 1 }
            return .notModified
        case 404, 410:
            return .missing(status: response.statusCode)
        default:
            throw .status(response.statusCode)
        }
    }

    /// Requests `url` with the validators of its last `200` answer, and remembers the new
    /// ones: the loop of a poller.
    ///
    /// A `missing` answer forgets the validators; a failure keeps them.
    public func poll(_ url: URL) async throws(HTTPFetchError) -> Outcome {
        let outcome = try await fetch(url, validators: known.withLock { $0[url] })
        switch outcome {
        case .modified(_, let validators):
            known.withLock { $0[url] = validators.isEmpty ? nil : validators }
        case .missing:
            known.withLock { $0[url] = nil }
        case .notModified:
            break
        }
        return outcome
    }

    /// The validators `poll(_:)` will send for `url`.
    public func validators(for url: URL) -> Validators? { known.withLock { $0[url] } }

    /// Forgets the validators of `url` (its next `poll` is unconditional), or of every URL.
    public func forget(_ url: URL? = nil) {
        known.withLock { known in
            if let url { known[url] = nil } else { known.removeAll() }
        }
    }

    /// Cancels every request in flight; later requests fail with `cancelled`.
    public func invalidate() {
        invalidated.withLock { $0 = true }
        BoundedTransfers.shared.cancelAll(of: owner)
    }
}
