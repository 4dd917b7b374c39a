import Foundation
import LiveryDevServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Only requests naming this server are answered: `Host` on every request, `Origin` (what
/// a browser sends for a page's requests) on the WebSocket upgrade and any request. A web
/// page open in the developer's browser can neither rebind its own name to 127.0.0.1 nor
/// open the push channel from its own origin.
@Suite(.serialized)
struct HostAndOriginTests {
    /// This machine's host name, as `gethostname` gives it.
    static var machineName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        gethostname(&buffer, 255)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func loopbackNamesWithThePortAreServedEverythingElseIsRefused() async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LocalHost:\(port)"] {
            #expect(try await server.status("/files/screen.css", host: host) == 200, "\(host)")
        }
        for host in ["evil.example:\(port)", "127.0.0.1.evil.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1",
                     "localhost:\(port)@evil.example", "", "\(Self.machineName):\(port)"] {
            #expect(try await server.status("/files/screen.css", host: host) == 403, "\(host)")
        }
        #expect(try await server.status("/files/screen.css", host: .some(nil)) != 200)
        // Every route: the preview, its fragment, a missing file, the push channel's path.
        for target in ["/", "/preview?layout=screen.xml", "/preview/render?layout=screen.xml", "/files/missing.css", "/ws"] {
            #expect(try await server.status(target, host: "evil.example:\(port)") == 403, "\(target)")
        }
    }

    @Test func aForeignOriginIsRefusedOnAnyRequest() async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        #expect(try await server.status("/files/screen.css", extraHeader: "Origin: http://127.0.0.1:\(port)\r\n") == 200)
        #expect(try await server.status("/files/screen.css", extraHeader: "Origin: https://evil.example\r\n") == 403)
        #expect(try await server.status("/preview/render?layout=screen.xml", extraHeader: "Origin: null\r\n") == 403)
    }

    @Test(arguments: [
        (origin: "https://evil.example", status: 403), (origin: "http://evil.example:PORT", status: 403),
        (origin: "null", status: 403), (origin: "http://127.0.0.1:1", status: 403),
        (origin: "http://127.0.0.1.evil.example:PORT", status: 403),
        // A page's origin without a port has its scheme's: a page on port 80 of this machine.
        (origin: "http://127.0.0.1", status: 403), (origin: "http://localhost", status: 403),
        (origin: "https://127.0.0.1", status: 403),
        // WebSocket client libraries (no page has a ws origin) may leave the port out.
        (origin: "ws://127.0.0.1", status: 101), (origin: "ws://127.0.0.1:1", status: 403),
        (origin: "http://127.0.0.1:PORT", status: 101), (origin: "http://localhost:PORT", status: 101),
        (origin: "http://[::1]:PORT", status: 101), (origin: nil, status: 101),
    ] as [(origin: String?, status: Int)])
    func theWebSocketUpgradeChecksOrigin(origin: String?, status: Int) async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        let headers = origin.map { ["Origin: " + $0.replacingOccurrences(of: "PORT", with: "\(port)")] } ?? []
        let result = try await offPool { () -> (Int, Bool, Bool) in
            let client = try RawWebSocket(port: port, headers: headers)
            let hello = client.status == 101 ? client.nextFrame() : nil
            return (client.status, hello.map { String(decoding: $0.payload, as: UTF8.self).contains("\"hello\"") } ?? false,
                    client.status != 101 && client.closedByServer())
        }
        #expect(result.0 == status)
        // Upgraded: the push channel talks; refused: not a byte of it, and the connection ends.
        #expect(result.1 == (status == 101))
        #expect(result.2 == (status != 101))
    }

    @Test func theWebSocketUpgradeChecksHost() async throws {
        let server = try await ServeProcess.start()
        let port = server.port
        let status = try await offPool { try RawWebSocket(port: port, headers: ["Host: evil.example:\(port)"]).status }
        #expect(status == 403)
    }

    /// `--host 0.0.0.0`: devices reach the server under the machine's name or address.
    @Test func servedOnTheNetworkTheMachinesNameIsAllowedToo() async throws {
        let server = try await ServeProcess.start(arguments: ["--host", "0.0.0.0"])
        let port = server.port
        #expect(try await server.status("/files/screen.css", host: "\(Self.machineName):\(port)") == 200)
        #expect(try await server.status("/files/screen.css", host: "127.0.0.1:\(port)") == 200)
        #expect(try await server.status("/files/screen.css", host: "0.0.0.0:\(port)") == 200)
        #expect(try await server.status("/files/screen.css", host: "evil.example:\(port)") == 403)
        let origin = try await offPool {
            try RawWebSocket(port: port, headers: ["Origin: http://\(Self.machineName):\(port)"]).status
        }
        #expect(origin == 101)
        // Written before the `Serving` line, so it is there (or on its way through the pipe).
        let deadline = Date().addingTimeInterval(5)
        while !server.standardError.contains("warning: ") && Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(server.standardError.contains("warning: every machine that can reach port \(port) of this one can read"))
    }

    @Test func servedOnLoopbackNoExposureIsReported() async throws {
        let server = try await ServeProcess.start()
        #expect(try await server.status("/files/screen.css") == 200)
        #expect(!server.standardError.contains("warning: every machine"))
    }

    @Test func thePolicyNamesEveryInterfaceAddressWhenServedOnTheNetwork() {
        let loopback = HostPolicy(bindHost: "127.0.0.1")
        #expect(loopback.names == ["127.0.0.1", "localhost", "[::1]"])
        let network = HostPolicy(bindHost: "0.0.0.0")
        #expect(network.names.isSuperset(of: ["127.0.0.1", "localhost", "[::1]", Self.machineName.lowercased()]))
        let address = HostPolicy(bindHost: "192.0.2.7")
        #expect(address.names.contains("192.0.2.7"))
        address.port = 8080
        #expect(address.refusal(host: "192.0.2.7:8080", origin: "http://192.0.2.7:8080") == nil)
        #expect(address.refusal(host: "192.0.2.7:8080", origin: "http://192.0.2.8:8080") != nil)
        #expect(address.refusal(host: "192.0.2.7:8080", origin: "http://192.0.2.7") != nil)
        #expect(address.refusal(host: "192.0.2.7:8080", origin: "ws://192.0.2.7") == nil)
        address.port = 80
        #expect(address.refusal(host: "192.0.2.7", origin: "http://192.0.2.7") == nil)
        #expect(address.refusal(host: "192.0.2.7", origin: "HTTP://192.0.2.7") == nil)
        #expect(address.refusal(host: "192.0.2.7", origin: "https://192.0.2.7") != nil)
        address.port = 443
        #expect(address.refusal(host: "192.0.2.7:443", origin: "https://192.0.2.7") == nil)
    }
}
