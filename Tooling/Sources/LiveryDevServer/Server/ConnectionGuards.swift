import Foundation
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// The dev server's connections: Hummingbird's HTTP/1 channel with a WebSocket upgrade,
/// plus the guards it leaves to its users.
///
/// - A **header deadline**: a connection must deliver its first request head within
///   `headerTimeout` of opening, or it is closed. (Hummingbird's idle timeout starts only
///   once a first head has been read, so a silent or trickling connection would otherwise
///   stay open for ever; after the first request the idle timeout covers the connection.)
/// - A request the HTTP decoder cannot parse closes the connection.
/// - A WebSocket upgrade the server refuses (a foreign `Host` or `Origin`, a malformed
///   `Sec-WebSocket-Key`) is passed on as the plain request it also is, so the router
///   answers it with its reason (`403`, `400`) instead of an anonymous `400`; then the
///   connection is closed.
/// - Once upgraded, client frames must be masked (RFC 6455 §5.1): an unmasked one is
///   answered with close code 1002 and the connection is closed.
struct GuardedChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    /// Decides which upgrades are refused (see `RequestHeadGuard`).
    let refusesUpgrade: @Sendable (HTTPRequestHead) -> Bool
    let headerTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(RequestHeadGuard(timeout: headerTimeout, refusesUpgrade: refusesUpgrade),
                                    position: .after(decoder))
            // Last, so after the upgrade handler: it sees the upgrade happen.
            try pipeline.addHandler(WebSocketUpgradeWatcher())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// Sits between the HTTP decoder and the upgrade handler until the first request head:
/// closes the connection when no head arrives in time or the bytes do not parse, and
/// strips `Upgrade` from an upgrade request that will be refused. Then it leaves.
final class RequestHeadGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let timeout: TimeAmount
    private let refusesUpgrade: @Sendable (HTTPRequestHead) -> Bool
    private var deadline: Scheduled<Void>?

    init(timeout: TimeAmount, refusesUpgrade: @escaping @Sendable (HTTPRequestHead) -> Bool) {
        self.timeout = timeout
        self.refusesUpgrade = refusesUpgrade
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { armDeadline(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        armDeadline(context)
        context.fireChannelActive()
    }

    private func armDeadline(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        deadline?.cancel()
        deadline = nil
        if head.headers.contains(name: "Upgrade"), refusesUpgrade(head) {
            // A plain request, answered and then closed (it was not meant to stay HTTP).
            head.headers.remove(name: "Upgrade")
            head.headers.replaceOrAdd(name: "Connection", value: "close")
            context.fireChannelRead(wrapInboundOut(.head(head)))
        } else {
            context.fireChannelRead(data)
        }
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Bytes that are no HTTP request: no response can be framed for them.
        if error is HTTPParserError { context.close(promise: nil) }
        context.fireErrorCaught(error)
    }
}

/// Waits after the upgrade handler for the outcome of the first request: on a WebSocket
/// upgrade it puts `MaskedFramesOnly` behind the frame decoder (before any frame is
/// decoded); on a plain request it passes it on. Either way it then leaves.
final class WebSocketUpgradeWatcher: ChannelInboundHandler, RemovableChannelHandler {
    /// Anything: the watcher only forwards.
    typealias InboundIn = NIOAny

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let upgrade = event as? HTTPServerUpgradeEvents, case .upgradeComplete = upgrade {
            let pipeline = context.pipeline.syncOperations
            do {
                let decoder = try pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
                try pipeline.addHandler(MaskedFramesOnly(), position: .after(decoder))
            } catch {
                // No frame decoder means no WebSocket: nothing to guard.
            }
            context.fireUserInboundEventTriggered(event)
            pipeline.removeHandler(context: context, promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }
}

/// RFC 6455 §5.1: "a server MUST close the connection upon receiving a frame that is not
/// masked", with status 1002 (protocol error). Neither NIO's frame decoder nor
/// Hummingbird's WebSocket handler checks it.
final class MaskedFramesOnly: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private var failed = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !failed else { return }
        guard unwrapInboundIn(data).maskKey == nil else { return context.fireChannelRead(data) }
        failed = true
        var reason = context.channel.allocator.buffer(capacity: 2)
        reason.write(webSocketErrorCode: .protocolError)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: reason)))
            .whenComplete { _ in channel.close(promise: nil) }
    }
}
