import Foundation
@testable import LiveryLanguageServer
import Livery
import LiveryDevServer
import LiverySyntax
import Testing

/// The base protocol's framing as read from standard input.
struct MessageReaderTests {
    /// A reader over `bytes` written to a pipe `piece` bytes at a time by another thread,
    /// then closed (the pipe lives as long as the test holds it).
    final class PipedInput: @unchecked Sendable {
        let pipe = Pipe()
        let reader: MessageReader

        init(_ bytes: String, piece: Int = 1 << 20) {
            reader = MessageReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
            let data = Array(bytes.utf8)
            let writer = pipe.fileHandleForWriting
            Thread.detachNewThread {
                var offset = 0
                while offset < data.count {
                    let end = min(data.count, offset + piece)
                    try? writer.write(contentsOf: Data(data[offset..<end]))
                    offset = end
                    if piece < data.count { usleep(200) }
                }
                try? writer.close()
            }
        }
    }

    /// Whole, and a few bytes at a time (a header or body split across reads).
    @Test(arguments: [1 << 20, 1, 3, 7])
    func readsMessagesBackToBackWithOtherHeaders(piece: Int) throws {
        let input = PipedInput("Content-Length: 2\r\n\r\n{}\r\ncontent-type: application/vscode-jsonrpc\r\nCONTENT-LENGTH:  7\r\n\r\n[1,2,3]"
                                   + "Content-Length: 4\n\ntrue", piece: piece)
        #expect(try input.reader.next() == Data("{}".utf8))
        #expect(try input.reader.next() == Data("[1,2,3]".utf8))
        #expect(try input.reader.next() == Data("true".utf8))
        #expect(try input.reader.next() == nil)
    }

    @Test(arguments: [
        ("Content-Length: 10\r\n\r\n{}", "the input ended inside a message of 10 bytes"),
        ("Content-Type: x\r\n\r\n{}", "a message without Content-Length"),
        ("Content-Length: -1\r\n\r\n", "Content-Length is not a length: '-1'"),
        ("Content-Length: 99999999999\r\n\r\n", "a message of 99999999999 bytes is more than 67108864 bytes"),
        ("no colon here\r\n\r\n", "a header line without ':': 'no colon here'"),
        ("Content-Length: 2\r\n", "the input ended inside a message's header"),
        (String(repeating: "x", count: 9000), "a header line longer than 8192 bytes"),
    ])
    func malformedFramingIsAFailure(_ text: String, _ message: String) throws {
        let input = PipedInput(text)
        let failure = #expect(throws: MessageFraming.Failure.self) { try input.reader.next() }
        #expect(failure?.description == message)
    }
}

/// Positions as the protocol counts them (UTF-16, 0-based) from Livery's (scalars, 1-based).
struct TextPositionsTests {
    @Test func columnsBecomeUTF16Characters() {
        let positions = TextPositions("a\né😀x\r\nlast")
        #expect(positions.position(line: 1, column: 2) == ["line": 0, "character": 1])
        // `é` is one unit, the emoji two: column 3 (`x`) is character 3.
        #expect(positions.position(line: 2, column: 3) == ["line": 1, "character": 3])
        #expect(positions.position(line: 9, column: 1) == ["line": 2, "character": 0], "past the last line: the last line")
        #expect(positions.end == ["line": 2, "character": 4])
        #expect(TextPositions("a\n").end == ["line": 1, "character": 0])
    }

    /// A form feed breaks Livery's lines, not the protocol's.
    @Test func aFormFeedIsNoLineBreakToTheProtocol() {
        let positions = TextPositions(".a {\u{0C} colr: red; }\nb")
        // Livery: line 2, column 2 (`colr`); the protocol: line 0, character 6.
        #expect(positions.position(line: 2, column: 2) == ["line": 0, "character": 6])
        #expect(positions.end == ["line": 1, "character": 1])
    }

    /// Livery's lines and columns map to the offsets `SourceFile` gives them, for every
    /// character of a text with every kind of line break.
    @Test func liveryPositionsAgreeWithSourceFile() {
        let text = "\u{FEFF}a é\r\nb😀\rc\u{0C}d\n\ne"
        let file = SourceFile(path: "", text: text)
        let positions = TextPositions(text)
        for offset in 0...file.bytes.count {
            let location = file.location(of: offset)
            #expect(positions.position(line: location.line, column: location.column)
                        == positions.position(ofOffset: offsetOfScalarStart(offset, in: file)), "offset \(offset)")
        }
    }

    /// The start of the scalar an offset points into (where `SourceFile` places it).
    func offsetOfScalarStart(_ offset: Int, in file: SourceFile) -> Int {
        if offset < 3, file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return 3 }
        var start = offset
        while start > 0, start < file.bytes.count, file.bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    @Test func rangedChangesReplaceTheirRange() {
        let text = "é😀x\r\nsecond\nthird"
        #expect(TextPositions.replacing(((0, 3), (1, 3)), in: text, with: "-") == "é😀-ond\nthird")
        #expect(TextPositions.replacing(((2, 0), (9, 9)), in: text, with: "end") == "é😀x\r\nsecond\nend")
    }
}

/// Diagnostics in the protocol's terms.
struct ProtocolDiagnosticTests {
    /// A note's position counts UTF-16 in the file it points into: the diagnostic's own, or
    /// another one the check read; a file neither is keeps its column as a character.
    @Test func notesCountUTF16InTheFileTheyPointInto() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("livery-related-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try ServedFolder(root.path)
        // Column 10 (`@`) comes after a two-unit emoji: character 10, not 9.
        let other = "/* é😀 */ @a: 1;\n"
        let diagnostic = PushDiagnostic(path: "app.css", line: 1, column: 1, severity: "error", id: "x", message: "m", notes: [
            .init(message: "here", path: "app.css", line: 1, column: 3),
            .init(message: "there", path: "theme.css", line: 1, column: 10),
            .init(message: "unread", path: "gone.css", line: 2, column: 4),
            .init(message: "nowhere"),
        ])
        let converted = LanguageServer.protocolDiagnostic(diagnostic, positions: TextPositions("😀😀x"),
                                                          elsewhere: ["theme.css": TextPositions(other)], root: folder.root)
        let related = try #require(converted["relatedInformation"] as? [[String: Any]])
        let starts = related.map { (($0["location"] as? [String: Any])?["range"] as? [String: [String: Int]])?["start"] }
        #expect(starts == [["line": 0, "character": 4], ["line": 0, "character": 10], ["line": 1, "character": 3]])
        #expect(related.map { $0["message"] as? String } == ["here", "there", "unread"])
        let uris = related.map { ($0["location"] as? [String: Any])?["uri"] as? String }
        #expect(uris[1] == URL(fileURLWithPath: folder.root + "/theme.css").absoluteString)
    }
}
