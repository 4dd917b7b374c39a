import Foundation

/// Where `DevServerConnection` keeps the text of the files it receives.
///
/// Live reload (`DevServerSource`) passes a store around its `CachedSourceLoader`, so a
/// stylesheet's imports read the pushed versions. The connection writes a file's text before it
/// hands on the message that announced it.
public protocol DevServerDocumentStore: AnyObject, Sendable {
    /// Stores `text` for `location` (`nil`: the file is gone); returns whether it changed.
    @discardableResult
    func store(_ text: String?, for location: String) -> Bool
}

extension DevServerConnection {
    /// `SERVER/files/PATH`, each segment of `path` percent-encoded.
    public func fileURL(for path: String) -> URL? {
        guard !path.isEmpty else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""
        }
        return URL(string: baseText + "/files/" + segments.joined(separator: "/"))
    }

    /// The push channel's address: `ws://HOST:PORT/ws` (`wss://` for an `https` server).
    public var webSocketURL: URL? {
        guard var components = URLComponents(url: server, resolvingAgainstBaseURL: true) else { return nil }
        switch components.scheme?.lowercased() {
        case "http", "ws": components.scheme = "ws"
        case "https", "wss": components.scheme = "wss"
        default: return nil
        }
        components.percentEncodedPath = components.percentEncodedPath.trimmingTrailingSlashes + "/ws"
        components.query = nil
        return components.url
    }

    /// RFC 3986's unreserved characters: what a path segment keeps unencoded.
    static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// The server's address without trailing slashes.
    var baseText: String { server.absoluteString.trimmingTrailingSlashes }
}

extension String {
    /// The string without its trailing slashes.
    fileprivate var trimmingTrailingSlashes: String {
        var text = self
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
