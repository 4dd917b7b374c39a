import Foundation
@testable import Livery

/// Properties of the push stream as the app's client receives it.
enum PushChecks {
    /// The largest message the check's decoder accepts.
    static let limit = 4_096

    /// The first byte picks how the rest is split into reads. Decoded whole or in pieces,
    /// the frames give the same events (or the same error); no message exceeds the limit;
    /// every push message that decodes encodes and decodes back to itself.
    static func check(_ bytes: [UInt8], _ failures: inout FuzzFailures) {
        guard let first = bytes.first else { return }
        let stream = Array(bytes.dropFirst())
        let whole = decode([stream[...]])
        let pieceSize = 1 + Int(first % 64)
        let pieces = stride(from: 0, to: stream.count, by: pieceSize).map { stream[$0..<min($0 + pieceSize, stream.count)] }
        let split = decode(pieces)
        failures.expect(whole == split, "read whole: \(whole); read in pieces of \(pieceSize): \(split)")
        for event in whole.events {
            switch event {
            case .text(let text):
                failures.expect(text.utf8.count <= limit, "a text message of \(text.utf8.count) bytes")
                checkMessage(text, &failures)
            case .binary(let data):
                failures.expect(data.count <= limit, "a binary message of \(data.count) bytes")
            default: break
            }
        }
        // The payload as a push message directly, without framing.
        checkMessage(String(decoding: stream, as: UTF8.self), &failures)
    }

    static func checkMessage(_ text: String, _ failures: inout FuzzFailures) {
        guard let message = try? PushMessage(jsonText: text) else { return }
        do {
            let again = try PushMessage(jsonText: message.jsonText())
            failures.expect(again == message, "push message \(message) encodes and decodes as \(again)")
        } catch {
            failures.fail("push message \(message) does not encode and decode: \(error)")
        }
    }

    /// The events of a stream read in `pieces`, and the error that ended it.
    struct Decoded: Equatable, CustomStringConvertible {
        var events: [WebSocketFrameDecoder.Event] = []
        var error: WebSocketError?

        var description: String { "\(events.count) events, error \(error.map { "\($0)" } ?? "none")" }
    }

    static func decode(_ pieces: [ArraySlice<UInt8>]) -> Decoded {
        var decoder = WebSocketFrameDecoder(limit: limit)
        var decoded = Decoded()
        for piece in pieces {
            decoder.append(piece)
            do {
                while let event = try decoder.next() { decoded.events.append(event) }
            } catch {
                decoded.error = error
                return decoded
            }
        }
        return decoded
    }
}
