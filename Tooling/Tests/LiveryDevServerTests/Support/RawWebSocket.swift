import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A WebSocket client over a bare socket, for clients that misbehave: any handshake
/// headers, unmasked frames, invalid UTF-8, drops without a close frame. (One thread at a
/// time uses it.)
final class RawWebSocket: @unchecked Sendable {
    let socket: Int32
    /// The status line and headers of the server's answer.
    let responseHead: String
    private var pending: [UInt8]

    static let sampleKey = "dGhlIHNhbXBsZSBub25jZQ=="

    /// Sends the upgrade request for `/ws` (with `headers` added, `Host` included unless
    /// given) and reads the answer's head.
    init(port: Int, key: String = RawWebSocket.sampleKey, headers: [String] = []) throws {
        socket = try RawHTTP.connect(port: port)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let host = headers.contains { $0.lowercased().hasPrefix("host:") } ? [] : ["Host: 127.0.0.1:\(port)"]
        let request = (["GET /ws HTTP/1.1"] + host + ["Upgrade: websocket", "Connection: Upgrade",
                        "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13"] + headers)
            .joined(separator: "\r\n") + "\r\n\r\n"
        var received: [UInt8] = []
        try Self.sendAll(socket, Array(request.utf8))
        while Self.headEnd(received) == nil, let more = Self.receive(socket) { received += more }
        let end = Self.headEnd(received)
        responseHead = String(decoding: received[..<(end ?? received.count)], as: UTF8.self)
        pending = end.map { Array(received[($0 + 4)...]) } ?? []
    }

    deinit { close(socket) }

    /// The status code of the answer (0: none).
    var status: Int {
        responseHead.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    }

    /// Sends one frame with FIN set; masked with a random key unless `masked` is false.
    func send(opcode: UInt8, payload: [UInt8], masked: Bool = true) throws {
        var frame: [UInt8] = [0x80 | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        if payload.count < 126 {
            frame.append(maskBit | UInt8(payload.count))
        } else {
            frame.append(maskBit | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
        }
        if masked {
            let key = (0..<4).map { _ in UInt8.random(in: 0...255) }
            frame += key
            frame += payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
        } else {
            frame += payload
        }
        try Self.sendAll(socket, frame)
    }

    /// The next frame from the server (opcode and payload), `nil` when the connection
    /// closed (or nothing came within 10 s).
    func nextFrame() -> (opcode: UInt8, payload: [UInt8])? {
        guard let header = take(2) else { return nil }
        var length = Int(header[1] & 0x7f)
        if length == 126 {
            guard let bytes = take(2) else { return nil }
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            guard let bytes = take(8) else { return nil }
            length = bytes.reduce(0) { $0 << 8 | Int($1) }
        }
        if header[1] & 0x80 != 0 { guard take(4) != nil else { return nil } }
        guard let payload = take(length) else { return nil }
        return (header[0] & 0x0f, payload)
    }

    /// The next frame that is not a text message (pings, closes), skipping pushes.
    func nextControlFrame() -> (opcode: UInt8, payload: [UInt8])? {
        while let frame = nextFrame() {
            if frame.opcode != 0x1 { return frame }
        }
        return nil
    }

    /// Reads until the server closes the connection; whether it did within the receive timeout.
    func closedByServer() -> Bool {
        while true {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    /// The close code of a close frame's payload.
    static func closeCode(_ payload: [UInt8]) -> Int? {
        payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil
    }

    private func take(_ count: Int) -> [UInt8]? {
        while pending.count < count {
            guard let more = Self.receive(socket) else { return nil }
            pending += more
        }
        let taken = Array(pending[..<count])
        pending.removeFirst(count)
        return taken
    }

    static func receive(_ socket: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count > 0 ? Array(buffer[..<count]) : nil
    }

    static func sendAll(_ socket: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw ServeError("send failed: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10
            && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// Upgrades, reads until the `hello` text arrives, then closes the socket abruptly.
    static func connectAndDrop(port: Int) throws -> Bool {
        let client = try RawWebSocket(port: port)
        guard client.status == 101, let hello = client.nextFrame() else { return false }
        return hello.opcode == 0x1 && String(decoding: hello.payload, as: UTF8.self).contains("\"hello\"")
    }
}
