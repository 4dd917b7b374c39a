import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Hostile traffic on loopback leaves the server up and serving everyone else.
@Suite(.serialized)
struct HostileRequestTests {
    @Test func hugeRequestsAreRefusedAndTheServerKeepsServing() async throws {
        let server = try await ServeProcess.start()
        let watcher = try await PushClient(port: server.port)
        let hugeHeader = "X-Junk: " + String(repeating: "a", count: 2 << 20) + "\r\n"
        let status = try await server.status("/files/screen.css", extraHeader: hugeHeader, timeout: 1)
        #expect(status != 200)
        let hugeTarget = "/files/" + String(repeating: "a/", count: 200_000)
        #expect(try await server.status(hugeTarget, timeout: 1) != 200)
        let hugeBody = "POST /files/screen.css HTTP/1.1\r\nHost: x\r\nContent-Length: 50000000\r\n\r\n" + String(repeating: "b", count: 1 << 20)
        let port = server.port
        _ = try? await offPool { try RawHTTP.exchange(port: port, request: hugeBody, timeout: 1) }
        _ = try? await offPool { try RawHTTP.exchange(port: port, request: "\u{0}\u{1}garbage\r\n\r\n", timeout: 1) }

        #expect(server.isRunning)
        #expect(try await server.status("/files/screen.css") == 200)
        try server.write("screen.css", ".after { alpha: 0.25; }\n")
        _ = try await watcher.changed("screen.css", contents: ".after { alpha: 0.25; }\n")
    }

    @Test func twoHundredClientsConnectingAndDroppingLeaveTheOthersServed() async throws {
        let server = try await ServeProcess.start()
        let steady = try await PushClient(port: server.port)
        // 200 WebSocket clients that connect, get their hello and vanish without a close frame.
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<200 {
                group.addTask { [port = server.port] in try await offPool { try RawWebSocket.connectAndDrop(port: port) } }
            }
            var greeted = 0
            for try await gotHello in group where gotHello { greeted += 1 }
            #expect(greeted == 200)
        }
        // 200 half-open TCP connections that never finish a request line, all dropped at once.
        try await offPool { [port = server.port] in
            let sockets = try (0..<200).map { _ in try RawHTTP.connect(port: port) }
            for socket in sockets { _ = send(socket, "GET /fi", 7, Int32(MSG_NOSIGNAL)) }
            for socket in sockets { close(socket) }
        }

        #expect(server.isRunning)
        try server.write("screen.css", ".survived { alpha: 0.5; }\n")
        _ = try await steady.changed("screen.css", contents: ".survived { alpha: 0.5; }\n")
        let late = try await PushClient(port: server.port)
        #expect(late.received.first?["type"] as? String == "hello")
        #expect(try await server.status("/files/theme.css") == 200)
    }
}
