import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Refuses, with `403 Forbidden` and the reason, every request whose `Host` is not this
/// server or whose `Origin` is another site (`HostPolicy`): file reads, the preview and
/// the WebSocket upgrade alike.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: HostPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let reason = policy.refusal(host: request.head.authority, origin: request.headers[.origin]) {
            context.logger.notice("refused \(request.uri.path): \(reason)")
            return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "forbidden: \(reason)\n")))
        }
        return try await next(request, context)
    }
}

/// The WebSocket handshake's checks that are the server's to make (RFC 6455 §4.2.1).
enum WebSocketHandshake {
    /// Whether `key` is a `Sec-WebSocket-Key`: 16 bytes in base64 (24 characters).
    static func isValidKey(_ key: String?) -> Bool {
        guard let key, key.utf8.count == 24, let bytes = Data(base64Encoded: key) else { return false }
        return bytes.count == 16
    }
}
