import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The base protocol's framing: each message is `Content-Length: N` (other headers are
/// allowed and ignored), an empty line, then N bytes of JSON. Lines end with `\r\n`.
enum MessageFraming {
    /// The largest message read, in bytes; a longer one ends the connection.
    static let maximumLength = 64 << 20
    /// The longest header line read, in bytes.
    static let maximumHeaderLine = 8 << 10

    /// A framing problem: the connection cannot go on.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `body` framed for the wire.
    static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// Reads framed messages from a file descriptor (the server's standard input), blocking.
final class MessageReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next message's body; `nil` at the end of input between messages.
    /// - Throws: `MessageFraming.Failure` for a malformed header, a missing or too large
    ///   length, or input that ends inside a message.
    func next() throws -> Data? {
        // Drop what earlier messages used, now that no index into the buffer is held.
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var length: Int?
        var sawHeader = false
        while true {
            guard let line = try readLine() else {
                if sawHeader { throw MessageFraming.Failure(description: "the input ended inside a message's header") }
                return nil
            }
            if line.isEmpty {
                // Blank lines before a header are tolerated.
                if !sawHeader { continue }
                break
            }
            sawHeader = true
            guard let colon = line.firstIndex(of: ":") else {
                throw MessageFraming.Failure(description: "a header line without ':': '\(line.prefix(80))'")
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    throw MessageFraming.Failure(description: "Content-Length is not a length: '\(value.prefix(40))'")
                }
                guard number <= MessageFraming.maximumLength else {
                    throw MessageFraming.Failure(description: "a message of \(number) bytes is more than \(MessageFraming.maximumLength) bytes")
                }
                length = number
            }
        }
        guard let length else { throw MessageFraming.Failure(description: "a message without Content-Length") }
        return try readBytes(length)
    }

    /// One header line without its `\r\n` (or `\n`); `nil` at the end of input before any byte.
    private func readLine() throws -> String? {
        var scanned = start
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            scanned = buffer.count
            guard buffer.count - start <= MessageFraming.maximumHeaderLine else {
                throw MessageFraming.Failure(description: "a header line longer than \(MessageFraming.maximumHeaderLine) bytes")
            }
            guard try fill() else {
                if start == buffer.count { return nil }
                throw MessageFraming.Failure(description: "the input ended inside a header line")
            }
        }
    }

    private func readBytes(_ count: Int) throws -> Data {
        while buffer.count - start < count {
            guard try fill() else { throw MessageFraming.Failure(description: "the input ended inside a message of \(count) bytes") }
        }
        let body = Data(buffer[start..<start + count])
        start += count
        return body
    }

    /// Reads more input onto the end of the buffer; `false` at its end.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return true
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            throw MessageFraming.Failure(description: "reading the input failed: \(String(cString: strerror(errno)))")
        }
    }
}
