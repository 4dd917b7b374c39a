import Foundation
import HTTPTypes
#if canImport(Glibc)
import Glibc
#endif

/// Which `Host` and `Origin` values the dev server answers: the names of this machine it
/// is reachable under, with its port.
///
/// A web page the developer has open must not read the folder: it could send requests to
/// `127.0.0.1` from its own origin (refused by the `Origin` check: a WebSocket is not
/// protected by the browser's same-origin policy) or rebind its own domain name to
/// `127.0.0.1` (refused by the `Host` check: the request still names the page's domain).
///
/// Always allowed: `127.0.0.1`, `localhost` and `[::1]`. When the server is bound to any
/// other address (`--host 0.0.0.0`, a LAN address), also that address (`0.0.0.0` included),
/// the machine's host name (and `NAME.local`) and every address of its network interfaces,
/// so devices on the network reach it under the name or address they were given.
public final class HostPolicy: @unchecked Sendable {
    /// Lowercased host names and addresses (IPv6 in brackets), without ports.
    public let names: Set<String>
    /// Whether the server is bound to an address other machines can reach: it then answers
    /// them too (the checks stop web pages, not hosts on the network).
    public let servesTheNetwork: Bool
    private let lock = NSLock()
    private var boundPort: Int?

    /// - Parameter bindHost: the address the server binds (`--host`).
    public init(bindHost: String) {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        let host = bindHost.lowercased()
        servesTheNetwork = !Self.loopbackBindings.contains(host)
        if servesTheNetwork {
            // (`0.0.0.0` too: what the `Serving` line shows, and no rebound domain's name.)
            names.insert(Self.bracketed(host))
            names.formUnion(Self.machineNames())
        }
        self.names = names
    }

    /// The port the server listens on, known once it is bound (until then every request is
    /// refused: there is none).
    public var port: Int? {
        get { lock.withLock { boundPort } }
        set { lock.withLock { boundPort = newValue } }
    }

    /// Why a request with these headers is refused (`nil`: it is not): a `Host` that is not
    /// this server, or an `Origin` (sent by browsers) of another site.
    public func refusal(host: String?, origin: String?) -> String? {
        guard let host, allowsAuthority(host) else { return "Host '\(host ?? "")' is not this server" }
        if let origin, !allowsOrigin(origin) { return "Origin '\(origin)' is not this server" }
        return nil
    }

    /// Whether `authority` (`NAME[:PORT]`, as in `Host`) names this server: an allowed
    /// name, and the server's port (or none when that is 80).
    func allowsAuthority(_ authority: String) -> Bool {
        guard let (name, port) = Self.split(authority), names.contains(name), let bound = self.port else { return false }
        return port.map { $0 == bound } ?? (bound == 80)
    }

    /// Whether an `Origin` (`SCHEME://NAME[:PORT]`) is this server: an allowed name and the
    /// server's port. A browser sends its page's origin, `http` or `https`, and leaves out
    /// the scheme's default port: `http://127.0.0.1` is a page on port 80 of this machine,
    /// another site. No page has a `ws` or `wss` origin; WebSocket client libraries send one,
    /// sometimes without the port (`ws://127.0.0.1`), and it is accepted for an allowed name.
    /// `null` (sandboxed or file pages) is refused.
    func allowsOrigin(_ origin: String) -> Bool {
        guard let separator = origin.range(of: "://") else { return false }
        let authority = origin[separator.upperBound...]
        guard !authority.contains("/"), let (name, port) = Self.split(String(authority)), names.contains(name),
              let bound = self.port else { return false }
        if let port { return port == bound }
        switch origin[..<separator.lowerBound].lowercased() {
        case "http": return bound == 80
        case "https": return bound == 443
        default: return true
        }
    }

    // MARK: Names

    static let loopbackBindings: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

    /// `NAME[:PORT]` → the lowercased name (IPv6 in brackets) and the port; `nil` when
    /// malformed (empty name, bad port, characters no host name has).
    static func split(_ authority: String) -> (name: String, port: Int?)? {
        let text = authority.lowercased()
        var name = text
        var portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = String(text[...close])
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = text.lastIndex(of: ":") {
            name = String(text[..<colon])
            portText = text[text.index(after: colon)...]
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-._[]:%".contains($0) }) else { return nil }
        guard let portText else { return (name, nil) }
        guard let port = Int(portText), (1...65_535).contains(port), portText.allSatisfy(\.isASCII) else { return nil }
        return (name, port)
    }

    /// An IPv6 address in brackets, as it appears in `Host` (other names unchanged).
    static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    /// The text of a NUL-terminated C buffer.
    static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// This machine's host name (and `NAME.local`) and the addresses of its interfaces.
    static func machineNames() -> Set<String> {
        var names: Set<String> = []
        var buffer = [CChar](repeating: 0, count: 256)
        if gethostname(&buffer, buffer.count - 1) == 0 {
            let name = Self.string(buffer).lowercased()
            if !name.isEmpty {
                names.insert(name)
                names.insert(name.hasSuffix(".local") ? String(name.dropLast(6)) : name + ".local")
            }
        }
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return names }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let address = current.pointee.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            var text = Self.string(host).lowercased()
            if let zone = text.firstIndex(of: "%") { text = String(text[..<zone]) }
            names.insert(bracketed(text))
        }
        return names
    }
}
