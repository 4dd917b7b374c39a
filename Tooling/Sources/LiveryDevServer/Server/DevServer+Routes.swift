import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import NIOHTTP1

/// The routes of the dev server.
extension DevServer {
    typealias Context = BasicWebSocketRequestContext

    func makeRouter() -> Router<Context> {
        let router = Router(context: Context.self)
        let folder = self.folder
        let feed = self.feed
        let previews = self.previews
        router.add(middleware: HostCheckMiddleware(policy: hostPolicy))
        router.get("/files/**") { request, _ in
            Self.serveFile(request, folder: folder)
        }
        router.get("/") { request, _ in
            await PreviewPage.response(for: request, feed: feed, previews: previews)
        }
        router.get("/preview") { request, _ in
            await PreviewPage.response(for: request, feed: feed, previews: previews)
        }
        router.get("/preview/render") { request, _ in
            await PreviewPage.fragmentResponse(for: request, feed: feed, previews: previews)
        }
        router.ws("/ws") { request, _ in
            // (A refused upgrade arrives here without its `Upgrade`: see `RequestHeadGuard`.)
            guard WebSocketHandshake.isValidKey(request.headers[.secWebSocketKey]) else {
                throw HTTPError(.badRequest, message: "Sec-WebSocket-Key is not 16 bytes in base64")
            }
            guard request.headers[.upgrade]?.lowercased() == "websocket" else {
                throw HTTPError(.badRequest, message: "/ws is a WebSocket: send an upgrade request")
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            let (id, messages) = await feed.subscribe()
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await message in messages {
                            do { try await outbound.writeTextMessage(message) } catch { return }
                        }
                    }
                    group.addTask {
                        // Clients have nothing to say; read until they close (bounded frames).
                        // A protocol error (text that is not UTF-8: 1007) is thrown on, so
                        // the connection closes with its code.
                        for try await _ in inbound.messages(maxSize: 1 << 16) {}
                    }
                    try await group.next()
                    group.cancelAll()
                }
            } catch {
                await feed.unsubscribe(id)
                throw error
            }
            await feed.unsubscribe(id)
        }
        return router
    }

    /// Whether the first request of a connection asks for a WebSocket upgrade the server
    /// refuses: a foreign `Host` or `Origin`, or a malformed `Sec-WebSocket-Key`.
    static func refusesUpgrade(_ head: HTTPRequestHead, policy: HostPolicy) -> Bool {
        let hosts = head.headers["Host"]
        let origins = head.headers["Origin"]
        guard hosts.count == 1, origins.count <= 1 else { return true }
        return policy.refusal(host: hosts.first, origin: origins.first) != nil
            || !WebSocketHandshake.isValidKey(head.headers["Sec-WebSocket-Key"].first)
    }

    /// `GET /files/PATH`: the file with a strong ETag, `304` when `If-None-Match` matches,
    /// `404` for anything that is not a regular file inside the folder.
    static func serveFile(_ request: Request, folder: ServedFolder) -> Response {
        let raw = request.uri.path.dropFirst("/files/".count)
        guard let relative = String(raw).removingPercentEncoding, let data = folder.contents(of: relative) else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
        }
        let etag = ChangeFeed.etag(data)
        var headers: HTTPFields = [.eTag: etag, .cacheControl: "no-cache", .contentType: Self.contentType(of: relative)]
        if let match = request.headers[.ifNoneMatch], Self.matches(match, etag) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Whether an `If-None-Match` value (a list, or `*`) names `etag` (weak comparison).
    static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { item in
            var tag = item.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }

    static func contentType(of path: String) -> String {
        switch path.split(separator: ".").last?.lowercased() {
        case "css": "text/css; charset=utf-8"
        case "xml": "application/xml; charset=utf-8"
        case "json": "application/json; charset=utf-8"
        case "html": "text/html; charset=utf-8"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "svg": "image/svg+xml"
        default: "text/plain; charset=utf-8"
        }
    }
}
