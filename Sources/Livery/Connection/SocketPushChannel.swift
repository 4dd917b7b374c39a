#if os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

#if canImport(Glibc)
private let streamSocket = Int32(SOCK_STREAM.rawValue)
private let closeOnExec = Int32(SOCK_CLOEXEC.rawValue)
#else
private let streamSocket = SOCK_STREAM
private let closeOnExec = SOCK_CLOEXEC
#endif

// The C functions under names the channel's own `close()` and `send(_:)` do not shadow.
private func closeSocket(_ socket: Int32) -> Int32 { close(socket) }
private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(socket, bytes, count, flags)
}
private func makeSocket(_ family: Int32, _ type: Int32, _ proto: Int32) -> Int32 { socket(family, type, proto) }

/// A push channel over Livery's own WebSocket client on a TCP socket (`ws://` only).
///
/// FoundationNetworking on Linux implements `URLSessionWebSocketTask` with libcurl, and the
/// Swift toolchains for Linux are built against a libcurl without WebSocket support, so
/// every URLSession WebSocket fails there. The dev server speaks plain HTTP and sends only
/// text messages, which keeps the client side small: the handshake, masked control frames
/// out, fragmented text messages in (at most `maximumMessageSize` bytes), pings answered.
///
/// One thread per channel blocks in `recv`, decodes frames and yields the text messages;
/// it owns the socket and closes it when it ends. `close()` shuts the socket down, which
/// wakes that thread.
final class SocketPushChannel: PushChannel, @unchecked Sendable {
    private struct State {
        var closing = false
        var socketClosed = false
        var pongWaiters: [Int: CheckedContinuation<Bool, Never>] = [:]
        var nextWaiter = 0
    }

    let messages: AsyncThrowingStream<String, any Error>
    private let continuation: AsyncThrowingStream<String, any Error>.Continuation
    private let socket: Int32
    // Guards writes to the socket and `State`; `decoder` is the reader thread's alone.
    private let state = Locked(State())
    private var decoder: WebSocketFrameDecoder

    private init(socket: Int32, leftover: [UInt8], limit: Int) {
        self.socket = socket
        decoder = WebSocketFrameDecoder(limit: limit)
        decoder.append(leftover)
        (messages, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        continuation.onTermination = { [weak self] _ in self?.close() }
    }

    /// Connects, upgrades, and starts the reader thread; throws `WebSocketError`.
    static func connect(to url: URL, maximumMessageSize: Int, timeout: Double) async throws -> SocketPushChannel {
        guard url.scheme == "ws", let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
              var host = components.host, !host.isEmpty else {
            throw WebSocketError.connection("the socket transport needs a ws:// URL, not \(url)")
        }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let port = components.port ?? 80
        let hostHeader = (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
        var path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { path += "?" + query }
        // Name lookup, connect and handshake block: they run on the channel's own thread,
        // which then becomes its reader.
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { [host, path] in
                let socket: Int32
                let channel: SocketPushChannel
                do {
                    socket = try openSocket(host: host, port: port, timeout: timeout)
                    do {
                        let leftover = try upgrade(socket, host: hostHeader, path: path, timeout: timeout)
                        channel = SocketPushChannel(socket: socket, leftover: leftover, limit: maximumMessageSize)
                    } catch {
                        _ = closeSocket(socket)
                        throw error
                    }
                } catch {
                    return continuation.resume(throwing: error)
                }
                continuation.resume(returning: channel)
                channel.readLoop()
            }
        }
    }

    func ping(timeout: Double) async -> Bool {
        await withCheckedContinuation { continuation in
            let waiter = state.withLock { state -> Int? in
                guard !state.closing else { return nil }
                state.nextWaiter += 1
                state.pongWaiters[state.nextWaiter] = continuation
                return state.nextWaiter
            }
            guard let waiter else { return continuation.resume(returning: false) }
            let answer: @Sendable (Bool) -> Void = { [state] ok in
                state.withLock { $0.pongWaiters.removeValue(forKey: waiter) }?.resume(returning: ok)
            }
            if !send(WebSocketFrame.encode(.ping, Array("livery-\(waiter)".utf8))) { return answer(false) }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { answer(false) }
        }
    }

    func close() {
        let first = state.withLock { state -> Bool in
            defer { state.closing = true }
            return !state.closing
        }
        guard first else { return }
        _ = send(WebSocketFrame.close(1001))
        state.withLock { if !$0.socketClosed { _ = shutdown(socket, Int32(SHUT_RDWR)) } }
    }

    /// Writes all of `bytes`; false once the socket is closed or a write fails.
    @discardableResult
    private func send(_ bytes: [UInt8]) -> Bool {
        state.withLock { state in
            guard !state.socketClosed else { return false }
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { sendBytes(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// Reads frames until the channel ends, then closes the socket and finishes `messages`.
    private func readLoop() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var failure: (any Error)?
        reading: while true {
            do {
                while let event = try decoder.next() {
                    switch event {
                    case .text(let text): continuation.yield(text)
                    case .binary: break  // The dev server sends text only.
                    case .ping(let payload): send(WebSocketFrame.encode(.pong, payload))
                    case .pong: resumePongWaiters(true)
                    case .close:
                        send(WebSocketFrame.close(1000))
                        break reading
                    }
                }
            } catch {
                send(WebSocketFrame.close(error.closeCode))
                failure = error
                break
            }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                decoder.append(chunk[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                let reason = count == 0 ? "the server closed the connection" : String(cString: strerror(errno))
                if !state.withLock({ $0.closing }) { failure = WebSocketError.connection(reason) }
                break
            }
        }
        let waiters = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.closing = true
            state.socketClosed = true
            _ = closeSocket(socket)
            defer { state.pongWaiters.removeAll() }
            return Array(state.pongWaiters.values)
        }
        for waiter in waiters { waiter.resume(returning: false) }
        if let failure { continuation.finish(throwing: failure) } else { continuation.finish() }
    }

    private func resumePongWaiters(_ ok: Bool) {
        let waiters = state.withLock { state in
            defer { state.pongWaiters.removeAll() }
            return Array(state.pongWaiters.values)
        }
        for waiter in waiters { waiter.resume(returning: ok) }
    }
}

/// A connected TCP socket to `host:port`, trying each address in turn, each within `timeout`.
private func openSocket(host: String, port: Int, timeout: Double) throws(WebSocketError) -> Int32 {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = streamSocket
    var addresses: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &addresses)
    guard status == 0, let first = addresses else {
        throw .connection("cannot resolve \(host): \(String(cString: gai_strerror(status)))")
    }
    defer { freeaddrinfo(first) }
    var problem = "no address"
    var next: UnsafeMutablePointer<addrinfo>? = first
    while let address = next?.pointee {
        next = address.ai_next
        let socket = makeSocket(address.ai_family, address.ai_socktype | closeOnExec, address.ai_protocol)
        guard socket >= 0 else { continue }
        // Connect without blocking, then wait for it at most `timeout`.
        let flags = fcntl(socket, F_GETFL)
        _ = fcntl(socket, F_SETFL, flags | O_NONBLOCK)
        var result = connect(socket, address.ai_addr, address.ai_addrlen) == 0 ? 0 : errno
        if result == EINPROGRESS {
            var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            if poll(&poller, 1, Int32(timeout * 1000)) == 1 {
                var length = socklen_t(MemoryLayout<Int32>.size)
                _ = getsockopt(socket, SOL_SOCKET, SO_ERROR, &result, &length)
            } else {
                result = ETIMEDOUT
            }
        }
        if result == 0 {
            _ = fcntl(socket, F_SETFL, flags)
            return socket
        }
        problem = String(cString: strerror(result))
        _ = closeSocket(socket)
    }
    throw .connection("cannot connect to \(host):\(port): \(problem)")
}

/// Sends the upgrade request and checks the answer; returns the bytes read past its head
/// (the first frames). Reads and writes time out after `timeout` during the handshake.
private func upgrade(_ socket: Int32, host: String, path: String, timeout: Double) throws(WebSocketError) -> [UInt8] {
    func setTimeout(_ option: Int32, _ seconds: Double) {
        let (whole, microseconds) = Seconds.parts(seconds)
        var value = timeval(tv_sec: whole, tv_usec: microseconds)
        _ = setsockopt(socket, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
    }
    setTimeout(SO_RCVTIMEO, timeout)
    setTimeout(SO_SNDTIMEO, timeout)
    let handshake = WebSocketHandshake()
    let request = handshake.request(host: host, path: path)
    let written = request.withUnsafeBytes { sendBytes(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    guard written == request.count else { throw .handshake("cannot send the upgrade request") }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    while true {
        if let range = received.firstRange(of: end) {
            try handshake.validate(responseHead: String(decoding: received[..<range.lowerBound], as: UTF8.self))
            setTimeout(SO_RCVTIMEO, 0)  // From now on a read waits for the next message, however long.
            return Array(received[range.upperBound...])
        }
        guard received.count < 16_384 else { throw .handshake("response head over 16 KiB") }
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw .handshake(count == 0 ? "connection closed" : String(cString: strerror(errno))) }
        received += chunk[0..<count]
    }
}
#endif
