import LiveryToolingTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Plain-socket HTTP for requests no client library would send (`..`, huge headers).
enum RawHTTP {
    /// Sends `GET target` exactly as written and returns the response status (0: none).
    /// `host` is the `Host` header's value (default `127.0.0.1:PORT`; `nil`: none).
    static func status(port: Int, target: String, host: String?? = .none, extraHeader: String = "", timeout: Int = 5) throws -> Int {
        let hostValue = host ?? "127.0.0.1:\(port)"
        let hostLine = hostValue.map { "Host: \($0)\r\n" } ?? ""
        let request = "GET \(target) HTTP/1.1\r\n\(hostLine)\(extraHeader)Connection: close\r\n\r\n"
        let response = try exchange(port: port, request: request, timeout: timeout)
        guard let line = response.split(separator: "\r\n").first else { return 0 }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    }

    /// Writes `request`, reads until the server closes (or `timeout` seconds), returns what came back.
    static func exchange(port: Int, request: String, timeout seconds: Int = 5) throws -> String {
        let socket = try connect(port: port)
        defer { close(socket) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { break }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// A connected TCP socket to 127.0.0.1:`port`.
    static func connect(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw ServeError("cannot connect to port \(port)")
        }
        return descriptor
    }
}
