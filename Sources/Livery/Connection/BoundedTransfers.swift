import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request of `HTTPPoller` (or a file fetch of `DevServerConnection`) failed.
public enum HTTPFetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body (declared or streamed) is larger than `limit` bytes; the transfer was cut.
    case tooLarge(limit: Int)
    /// No complete answer within `seconds`.
    case timedOut(seconds: Double)
    /// An answer other than 200, 304, 404 or 410.
    case status(Int)
    /// The connection failed (refused, reset, unreachable): URLSession's error code and text.
    case transport(code: Int, description: String)
    /// The calling task was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .tooLarge(let limit): "body larger than \(limit) bytes"
        case .timedOut(let seconds): "no answer within \(seconds) s"
        case .status(let code): "HTTP \(code)"
        case .transport(let code, let description): "\(description) (URL error \(code))"
        case .cancelled: "cancelled"
        }
    }
}

/// Runs data tasks on a URLSession that never answers from a local cache, and caps each
/// body while it streams in.
///
/// The session's delegate sees every chunk, so a body is cut as soon as it passes its limit
/// (or at once when `Content-Length` already says it would). Each transfer also has a
/// deadline for the whole exchange, enforced here rather than by `timeoutInterval`, which
/// URLSession applies only between two packets.
///
/// A session-level delegate, not a per-task one: FoundationNetworking on Linux calls a
/// per-task delegate's data callbacks but never its completion. And one session for the
/// process (`shared`), not one per poller: FoundationNetworking on Linux keeps sockets of
/// an invalidated session open. Transfers belong to an owner, which can cancel its own.
final class BoundedTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// The one instance: every `HTTPPoller` runs its requests here.
    static let shared = BoundedTransfers()

    /// What a finished transfer hands back.
    typealias Result = Swift.Result<(response: HTTPURLResponse, body: Data), HTTPFetchError>

    private struct Transfer {
        var owner: Int
        var task: URLSessionTask
        var limit: Int
        var body = Data()
        var response: HTTPURLResponse?
        var continuation: CheckedContinuation<Result, Never>
    }

    /// The transfers in flight, by task identifier.
    private let transfers = Locked<[Int: Transfer]>([:])
    /// Set once in `init`.
    private let session = Locked<URLSession?>(nil)
    private let owners = Locked(0)

    /// A URLSession with no cache (`urlCache = nil`, `.reloadIgnoringLocalCacheData`), no
    /// cookies and no credential storage, whose delegate is this object.
    private override init() {
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        session.withLock { $0 = URLSession(configuration: configuration, delegate: self, delegateQueue: nil) }
    }

    /// A new owner identifier for `run(_:owner:limit:timeout:)` and `cancelAll(of:)`.
    func makeOwner() -> Int { owners.withLock { $0 += 1; return $0 } }

    /// Ends every transfer of `owner` as `cancelled`.
    func cancelAll(of owner: Int) {
        let identifiers = transfers.withLock { $0.filter { $0.value.owner == owner }.map(\.key) }
        for identifier in identifiers { finish(identifier, with: .failure(.cancelled), cancelling: true) }
    }

    /// Sends `request` and collects its body, at most `limit` bytes, within `timeout` seconds.
    func run(_ request: URLRequest, owner: Int, limit: Int, timeout: Double) async -> Result {
        var request = request
        request.cachePolicy = .reloadIgnoringLocalCacheData
        // The property, not `URLRequest(url:cachePolicy:timeoutInterval:)`: on Linux only the
        // setter makes the value count.
        request.timeoutInterval = timeout
        guard let task = session.withLock({ $0?.dataTask(with: request) }) else { return .failure(.cancelled) }
        let identifier = task.taskIdentifier
        let deadline = DispatchWorkItem { [weak self] in
            self?.finish(identifier, with: .failure(.timedOut(seconds: timeout)), cancelling: true)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        defer { deadline.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfers.withLock {
                    $0[identifier] = Transfer(owner: owner, task: task, limit: limit, continuation: continuation)
                }
                if Task.isCancelled {
                    finish(identifier, with: .failure(.cancelled), cancelling: true)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            self.finish(identifier, with: .failure(.cancelled), cancelling: true)
        }
    }

    /// Ends a transfer once: resumes its caller and, when `cancelling`, cancels its task.
    private func finish(_ identifier: Int, with result: Result, cancelling: Bool = false) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: identifier) }) else { return }
        if cancelling { transfer.task.cancel() }
        transfer.continuation.resume(returning: result)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let identifier = dataTask.taskIdentifier
        let limit = transfers.withLock { transfers -> Int? in
            transfers[identifier]?.response = response as? HTTPURLResponse
            return transfers[identifier]?.limit
        }
        if let limit, response.expectedContentLength > Int64(limit) {
            finish(identifier, with: .failure(.tooLarge(limit: limit)))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        let overLimit = transfers.withLock { transfers -> Int? in
            transfers[identifier]?.body.append(data)
            guard let transfer = transfers[identifier], transfer.body.count > transfer.limit else { return nil }
            return transfer.limit
        }
        if let overLimit { finish(identifier, with: .failure(.tooLarge(limit: overLimit)), cancelling: true) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let identifier = task.taskIdentifier
        guard let transfer = transfers.withLock({ $0[identifier] }) else { return }
        if let error {
            let error = error as NSError
            let failure: HTTPFetchError = error.code == NSURLErrorTimedOut
                ? .timedOut(seconds: task.originalRequest?.timeoutInterval ?? 0)
                : error.code == NSURLErrorCancelled ? .cancelled
                : .transport(code: error.code, description: error.localizedDescription)
            finish(identifier, with: .failure(failure))
        } else if let response = transfer.response ?? task.response as? HTTPURLResponse {
            finish(identifier, with: .success((response, transfer.body)))
        } else {
            finish(identifier, with: .failure(.transport(code: NSURLErrorBadServerResponse, description: "no HTTP response")))
        }
    }

    /// Refuses redirects to another scheme or host: a live document stays where it was asked for.
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let original = task.originalRequest?.url
        let sameOrigin = request.url?.scheme == original?.scheme && request.url?.host == original?.host
        completionHandler(sameOrigin ? request : nil)
    }
}
