import LiveryToolingTestSupport
import Foundation
import HummingbirdWSClient
import Logging

/// A real WebSocket client of `/ws` that records every message it receives.
final class PushClient: @unchecked Sendable {
    private let messages = Locked<[[String: Any]]>([])
    private let closed = Locked(false)
    private var task: Task<Void, Never>?

    /// Connects and waits for the `hello` message. The connection receives on the tests'
    /// client thread (see `ClientThread`), so what the server sends is recorded as it comes
    /// even while long tests hold the cooperative pool.
    init(port: Int) async throws {
        let messages = self.messages
        let closed = self.closed
        task = onClientThread {
            do {
                try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/ws", logger: Logger(label: "test.push")) { inbound, _, _ in
                    for try await message in inbound.messages(maxSize: 1 << 24) {
                        guard case .text(let text) = message,
                              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { continue }
                        messages.update { $0.append(object) }
                    }
                }
            } catch {}
            closed.set(true)
        }
        _ = try await next { $0["type"] as? String == "hello" }
    }

    deinit { task?.cancel() }

    func disconnect() { task?.cancel() }

    /// Every message so far.
    var received: [[String: Any]] { messages.get() }

    /// The first message satisfying `predicate`, waiting up to `timeout` seconds for it.
    /// The messages are looked at once more after the deadline: this task may wake long
    /// after it, when the pool was busy, to find the message there all along.
    func next(timeout: Double = 15, _ predicate: @escaping ([String: Any]) -> Bool) async throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = messages.get().first(where: predicate) { return found }
            if Date() >= deadline { break }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        throw ServeError("no matching message within \(timeout) s; got \(messages.get().map { $0["type"] ?? "?" })")
    }

    /// The first `changed` message for `path` whose contents are `contents`.
    func changed(_ path: String, contents: String? = nil, timeout: Double = 15) async throws -> [String: Any] {
        try await next(timeout: timeout) { message in
            message["type"] as? String == "changed" && message["path"] as? String == path
                && (contents == nil || message["contents"] as? String == contents)
        }
    }
}
