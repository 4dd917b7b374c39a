import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Connections that send nothing, half a request, a request one byte a second, bytes that
/// are no HTTP, or that stay silent after a response are closed by the server within its
/// timeouts (10 s for a first request head, 15 s of silence between requests), not kept
/// open for ever.
@Suite(.serialized)
struct ConnectionTimeoutTests {
    /// What a test connection does before it only listens.
    enum Behaviour: Sendable {
        case silent
        case send(String)
        /// Sends the text one byte per second.
        case trickle(String)
        /// Sends a whole request, reads its answer up to `marker`, then stays silent.
        case requestThenSilence(String, marker: String)
    }

    /// Seconds from connecting until the server closed the connection (`nil`: still open
    /// after `bound` seconds).
    static func secondsUntilClosed(port: Int, _ behaviour: Behaviour, bound: Int = 40) throws -> Double? {
        let socket = try RawHTTP.connect(port: port)
        defer { close(socket) }
        let start = Date()
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var toTrickle: [UInt8] = []
        var received = ""
        switch behaviour {
        case .silent: break
        case .send(let text), .requestThenSilence(let text, _): try RawWebSocket.sendAll(socket, Array(text.utf8))
        case .trickle(let text): toTrickle = Array(text.utf8)
        }
        while Date().timeIntervalSince(start) < Double(bound) {
            if !toTrickle.isEmpty {
                if send(socket, [toTrickle.removeFirst()], 1, Int32(MSG_NOSIGNAL)) < 0 { return Date().timeIntervalSince(start) }
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { return Date().timeIntervalSince(start) }
            if count > 0 {
                received += String(decoding: buffer[..<count], as: UTF8.self)
                if case .requestThenSilence(_, let marker) = behaviour, received.contains(marker) {
                    // The idle timeout runs from the end of the answer.
                    return try Self.secondsUntilClosed(socket, from: Date(), bound: bound).map { $0 }
                }
            }
        }
        return nil
    }

    /// Seconds from `start` until `socket` is closed by the server.
    static func secondsUntilClosed(_ socket: Int32, from start: Date, bound: Int) throws -> Double? {
        while Date().timeIntervalSince(start) < Double(bound) {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { return Date().timeIntervalSince(start) }
        }
        return nil
    }

    @Test func slowSilentAndMalformedConnectionsAreClosedWithinTheTimeouts() async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        let head = "GET /files/screen.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        let cases: [(name: String, behaviour: Behaviour, closedWithin: ClosedRange<Double>)] = [
            ("silent", .silent, 9.5...16),
            ("half a head", .send(head + "X-Half: "), 9.5...16),
            ("a head one byte a second", .trickle(head + "X-Slow: " + String(repeating: "s", count: 60) + "\r\n\r\n"), 9.5...16),
            ("no HTTP", .send("\u{0}\u{1}\u{2}garbage\r\n\r\n"), 0...3),
            ("a bad request line", .send("GET /files/screen.css HTTP/9.9.9\r\n\r\n"), 0...3),
            ("silence after a request", .requestThenSilence("GET /files/missing.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
                                                           marker: "not found\n"), 14.5...21),
            ("a second request left half-sent", .requestThenSilence(
                "GET /files/missing.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\nGET /files/screen.css HTTP/1.1\r\nHo",
                marker: "not found\n"), 14.5...21),
        ]
        let results = try await withThrowingTaskGroup(of: (Int, Double?).self) { group in
            for (index, test) in cases.enumerated() {
                group.addTask { (index, try await offPool { try Self.secondsUntilClosed(port: port, test.behaviour) }) }
            }
            var results = [Double?](repeating: nil, count: cases.count)
            for try await (index, seconds) in group { results[index] = seconds }
            return results
        }
        for (test, seconds) in zip(cases, results) {
            let closed = try #require(seconds, "\(test.name): still open after 40 s")
            #expect(test.closedWithin.contains(closed), "\(test.name): closed after \(closed) s")
            print("connection closed by the server: \(test.name) after \(String(format: "%.2f", closed)) s")
        }
        #expect(server.isRunning)
        #expect(try await server.status("/files/screen.css") == 200)
    }
}
