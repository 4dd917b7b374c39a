import Foundation
import Testing

/// RFC 6455 on `/ws`, against clients that break it: a malformed handshake key is a `400`;
/// an unmasked client frame closes with 1002, text that is not UTF-8 with 1007; a client
/// that keeps to the protocol keeps getting pushes.
@Suite(.serialized)
struct WebSocketProtocolTests {
    @Test(arguments: ["!!!", "", "dGVzdA==", "dGhlIHNhbXBsZSBub25jZQ", "dGhlIHNhbXBsZSBub25jZQ==AAAA", "dGhlIHNhbXBsZSBub25jZ!=="])
    func aMalformedKeyIsRefused(key: String) async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        let (status, closed) = try await offPool { () -> (Int, Bool) in
            let client = try RawWebSocket(port: port, key: key)
            return (client.status, client.closedByServer())
        }
        #expect(status == 400)
        #expect(closed)
    }

    @Test func anUnmaskedFrameClosesWithProtocolError() async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        let (code, closed) = try await offPool { () -> (Int?, Bool) in
            let client = try RawWebSocket(port: port)
            guard client.status == 101, client.nextFrame()?.opcode == 0x1 else { return (nil, false) }
            try client.send(opcode: 0x1, payload: Array("{\"type\":\"unmasked\"}".utf8), masked: false)
            guard let close = client.nextControlFrame(), close.opcode == 0x8 else { return (nil, false) }
            return (RawWebSocket.closeCode(close.payload), client.closedByServer())
        }
        #expect(code == 1002)
        #expect(closed)
    }

    @Test func textThatIsNotUTF8ClosesWithInconsistentData() async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        let code = try await offPool { () -> Int? in
            let client = try RawWebSocket(port: port)
            guard client.status == 101, client.nextFrame()?.opcode == 0x1 else { return nil }
            try client.send(opcode: 0x1, payload: [0x7b, 0xc3, 0x28, 0xff, 0x7d])
            guard let close = client.nextControlFrame(), close.opcode == 0x8 else { return nil }
            return RawWebSocket.closeCode(close.payload)
        }
        #expect(code == 1007)
    }

    @Test func aClientKeepingToTheProtocolKeepsGettingPushes() async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        let client = try await offPool { () -> RawWebSocket in
            let client = try RawWebSocket(port: port)
            guard client.status == 101, client.nextFrame()?.opcode == 0x1 else { throw ServeError("no hello") }
            try client.send(opcode: 0x1, payload: Array("{\"type\":\"hi\",\"é\":\"ü\"}".utf8))
            try client.send(opcode: 0x2, payload: [0, 1, 2, 0xff])
            try client.send(opcode: 0x9, payload: Array("ping".utf8))
            return client
        }
        try server.write("screen.css", ".kept { alpha: 0.5; }\n")
        let pushed = try await offPool { () -> String? in
            while let frame = client.nextFrame() {
                if frame.opcode == 0x8 { return nil }
                if frame.opcode == 0x1 { return String(decoding: frame.payload, as: UTF8.self) }
            }
            return nil
        }
        #expect(pushed?.contains(".kept { alpha: 0.5; }") == true)
    }
}
