import Foundation

/// The client half of the WebSocket handshake (RFC 6455 §4): the upgrade request and the
/// check of the server's answer.
struct WebSocketHandshake: Sendable {
    /// The `Sec-WebSocket-Key`: 16 random bytes in base64.
    let key: String

    init(key: String = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()) {
        self.key = key
    }

    /// The upgrade request for `path` (with its query) at `host` (`127.0.0.1:8080`).
    func request(host: String, path: String) -> [UInt8] {
        Array(("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\nUser-Agent: Livery\r\n\r\n").utf8)
    }

    /// The `Sec-WebSocket-Accept` the server must answer with.
    var expectedAccept: String {
        Data(SHA1.hash(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))).base64EncodedString()
    }

    /// Checks the server's response head (status line and headers, without the blank line):
    /// `101`, `Upgrade: websocket`, `Connection: upgrade` and the right accept key.
    func validate(responseHead: String) throws(WebSocketError) {
        let lines = responseHead.components(separatedBy: "\r\n")
        let status = lines.first ?? ""
        guard status.hasPrefix("HTTP/1.1 101") else { throw .handshake("server answered \"\(status.prefix(80))\"") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard headers["upgrade"]?.lowercased() == "websocket",
              headers["connection"]?.lowercased().contains("upgrade") == true else {
            throw .handshake("the answer is no WebSocket upgrade")
        }
        guard headers["sec-websocket-accept"] == expectedAccept else { throw .handshake("wrong Sec-WebSocket-Accept") }
        guard headers["sec-websocket-extensions"] == nil else { throw .handshake("the server chose an extension") }
    }
}

/// What goes wrong on a WebSocket of `SocketPushChannel`.
enum WebSocketError: Error, Sendable, Equatable, CustomStringConvertible {
    case handshake(String)
    case protocolViolation(String)
    case messageTooLarge(limit: Int)
    case connection(String)

    var description: String {
        switch self {
        case .handshake(let text): "WebSocket handshake failed: \(text)"
        case .protocolViolation(let text): "WebSocket protocol violation: \(text)"
        case .messageTooLarge(let limit): "WebSocket message larger than \(limit) bytes"
        case .connection(let text): text
        }
    }

    /// The close code to send the server for this error (RFC 6455 §7.4.1).
    var closeCode: UInt16 {
        switch self {
        case .messageTooLarge: 1009
        case .protocolViolation: 1002
        case .handshake, .connection: 1006
        }
    }
}

/// WebSocket frames as a client writes them: always masked (RFC 6455 §5.3).
enum WebSocketFrame {
    enum Opcode: UInt8 {
        case continuation = 0x0, text = 0x1, binary = 0x2, close = 0x8, ping = 0x9, pong = 0xA
    }

    /// One final frame carrying `payload`.
    static func encode(_ opcode: Opcode, _ payload: [UInt8] = [],
                       mask: [UInt8] = (0..<4).map { _ in UInt8.random(in: 0...255) }) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode.rawValue]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (UInt64($0) * 8)) & 0xFF) }
        }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return frame
    }

    /// A close frame with `code` and no reason.
    static func close(_ code: UInt16) -> [UInt8] { encode(.close, [UInt8(code >> 8), UInt8(code & 0xFF)]) }
}

/// Reads the frames a server sends from the bytes as they arrive, and assembles messages
/// from fragments, refusing any message over `limit` bytes before it is buffered.
struct WebSocketFrameDecoder {
    /// What a complete frame (or message) means to the client.
    enum Event: Equatable {
        case text(String)
        case binary(Data)
        case ping([UInt8])
        case pong([UInt8])
        case close(code: UInt16?)
    }

    let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var message: (opcode: WebSocketFrame.Opcode, payload: [UInt8])?

    init(limit: Int) { self.limit = limit }

    /// Adds bytes read from the socket.
    mutating func append(_ bytes: some Collection<UInt8>) {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 65_536 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next event, or `nil` when more bytes are needed.
    mutating func next() throws(WebSocketError) -> Event? {
        while true {
            let available = buffer.count - start
            guard available >= 2 else { return nil }
            let first = buffer[start], second = buffer[start + 1]
            guard first & 0x70 == 0 else { throw .protocolViolation("reserved bits set") }
            guard second & 0x80 == 0 else { throw .protocolViolation("masked frame from the server") }
            guard let opcode = WebSocketFrame.Opcode(rawValue: first & 0x0F) else {
                throw .protocolViolation("unknown opcode \(first & 0x0F)")
            }
            let isFinal = first & 0x80 != 0
            var header = 2
            var length = UInt64(second & 0x7F)
            if length == 126 || length == 127 {
                let size = length == 126 ? 2 : 8
                guard available >= 2 + size else { return nil }
                length = buffer[(start + 2)..<(start + 2 + size)].reduce(0) { $0 << 8 | UInt64($1) }
                header += size
            }
            if opcode.rawValue >= 0x8 && (length > 125 || !isFinal) {
                throw .protocolViolation("control frame too long or fragmented")
            }
            let already = message?.payload.count ?? 0
            guard length <= UInt64(limit - min(already, limit)) else { throw .messageTooLarge(limit: limit) }
            guard UInt64(available - header) >= length else { return nil }
            let payload = Array(buffer[(start + header)..<(start + header + Int(length))])
            start += header + Int(length)
            if let event = try assemble(opcode, payload, isFinal: isFinal) { return event }
        }
    }

    /// Turns a frame into an event, holding fragments of a data message until the last.
    private mutating func assemble(_ opcode: WebSocketFrame.Opcode, _ payload: [UInt8],
                                   isFinal: Bool) throws(WebSocketError) -> Event? {
        switch opcode {
        case .ping: return .ping(payload)
        case .pong: return .pong(payload)
        case .close: return .close(code: payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil)
        case .text, .binary:
            guard message == nil else { throw .protocolViolation("new message inside a fragmented one") }
            message = (opcode, payload)
        case .continuation:
            guard message != nil else { throw .protocolViolation("continuation without a message") }
            message?.payload += payload
        }
        guard isFinal, let complete = message else { return nil }
        message = nil
        guard complete.opcode == .text else { return .binary(Data(complete.payload)) }
        guard let text = String(bytes: complete.payload, encoding: .utf8) else {
            throw .protocolViolation("text message is not UTF-8")
        }
        return .text(text)
    }
}

/// SHA-1, for the handshake's accept key only (FoundationNetworking has no digest API).
enum SHA1 {
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var data = message + [0x80]
        while data.count % 64 != 56 { data.append(0) }
        data += (0..<8).reversed().map { UInt8(((UInt64(message.count) * 8) >> (UInt64($0) * 8)) & 0xFF) }
        for chunk in stride(from: 0, to: data.count, by: 64) {
            var w = (0..<16).map { i in (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(data[chunk + i * 4 + $1]) } }
            for i in 16..<80 {
                let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
                w.append(x << 1 | x >> 31)
            }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let (f, k): (UInt32, UInt32) = switch i {
                case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (b ^ c ^ d, 0xCA62_C1D6)
                }
                let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, temp)
            }
            h = [h[0] &+ a, h[1] &+ b, h[2] &+ c, h[3] &+ d, h[4] &+ e]
        }
        return h.flatMap { word in (0..<4).reversed().map { UInt8((word >> (UInt32($0) * 8)) & 0xFF) } }
    }
}
