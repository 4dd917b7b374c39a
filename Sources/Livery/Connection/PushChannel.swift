import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How `DevServerConnection` opens the dev server's WebSocket.
public enum PushTransport: Sendable, Equatable {
    /// `URLSessionWebSocketTask` on Apple platforms. On Linux a `ws://` channel uses the
    /// socket client — the toolchains' FoundationNetworking is built without WebSocket
    /// support there — and `wss://` uses URLSession.
    case automatic
    /// `URLSessionWebSocketTask` on every platform.
    case urlSession
    /// Livery's own RFC 6455 client over a TCP socket: `ws://` only, Linux only.
    case socket
}

/// An open push channel: the text messages a dev server sends, and a liveness check.
protocol PushChannel: Sendable {
    /// The text messages in order. The stream finishes when the server closes the channel
    /// and throws when the connection fails.
    var messages: AsyncThrowingStream<String, any Error> { get }
    /// Sends a ping; whether its pong came back within `timeout` seconds.
    func ping(timeout: Double) async -> Bool
    /// Closes the channel: `messages` finishes and a pending read ends.
    func close()
}

/// Opens a push channel to `url` (`ws://HOST:PORT/ws`) over `transport`.
func openPushChannel(_ url: URL, transport: PushTransport, maximumMessageSize: Int,
                     timeout: Double) async throws -> any PushChannel {
    var useSocket = transport == .socket
    #if os(Linux)
    useSocket = useSocket || (transport == .automatic && url.scheme == "ws")
    if useSocket {
        return try await SocketPushChannel.connect(to: url, maximumMessageSize: maximumMessageSize, timeout: timeout)
    }
    #else
    if useSocket { throw WebSocketError.connection("the socket transport exists on Linux only") }
    #endif
    return URLSessionPushChannel(url: url, maximumMessageSize: maximumMessageSize, timeout: timeout)
}

/// A push channel over `URLSessionWebSocketTask`.
///
/// On Linux this works only where FoundationNetworking was compiled against a libcurl
/// with WebSocket support (7.86 or later, WebSockets enabled); otherwise every connection
/// fails at once with `NSURLErrorUnsupportedURL` ("WebSockets not supported by libcurl").
final class URLSessionPushChannel: PushChannel, @unchecked Sendable {
    /// One session for every channel: an invalidated session is not worth its sockets (see
    /// `BoundedTransfers`).
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }()

    let messages: AsyncThrowingStream<String, any Error>
    // Set once in `init`; URLSession's own types are thread-safe.
    private let task: URLSessionWebSocketTask
    private let reader: Task<Void, Never>

    init(url: URL, maximumMessageSize: Int, timeout: Double) {
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        let task = Self.session.webSocketTask(with: request)
        // URLSession's default is 1 MiB; a `changed` message carries a whole file.
        task.maximumMessageSize = maximumMessageSize
        self.task = task
        let (stream, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        messages = stream
        reader = Task {
            do {
                while !Task.isCancelled {
                    if case .string(let text) = try await task.receive() { continuation.yield(text) }
                }
                continuation.finish()
            } catch {
                // A close frame from the server ends the stream; anything else is a failure.
                if task.closeCode != .invalid { continuation.finish() } else { continuation.finish(throwing: error) }
            }
        }
        task.resume()
    }

    func ping(timeout: Double) async -> Bool {
        let pending = Locked<CheckedContinuation<Bool, Never>?>(nil)
        let answer: @Sendable (Bool) -> Void = { ok in pending.withLock { $0.take() }?.resume(returning: ok) }
        return await withCheckedContinuation { continuation in
            pending.withLock { $0 = continuation }
            task.sendPing { error in answer(error == nil) }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { answer(false) }
        }
    }

    func close() {
        reader.cancel()
        task.cancel(with: .goingAway, reason: nil)
    }
}
