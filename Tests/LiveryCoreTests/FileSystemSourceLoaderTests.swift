import Foundation
import LiveryCore
import LiverySyntax
import LiveryTestSupport
import Testing

/// Reading sheets from disk: exact bytes, empty files, folders and missing files.
struct FileSystemSourceLoaderTests {
    @Test func readsTheBytesOfFilesEmptyOrNot() throws {
        let folder = try Fixtures.scratchFolder(["a.css": ".a { alpha: 0.5; }\n", "empty.css": "", "sub/b.css": "é"],
                                                prefix: "livery-read")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loader = FileSystemSourceLoader()
        #expect(try loader.load(folder.appendingPathComponent("a.css").path).bytes == Array(".a { alpha: 0.5; }\n".utf8))
        #expect(try loader.load(folder.appendingPathComponent("empty.css").path).bytes == [])
        #expect(try loader.load(folder.appendingPathComponent("sub/b.css").path).bytes == [0xC3, 0xA9])
        #expect(FileSystemSourceLoader.bytes(atPath: folder.appendingPathComponent("sub").path) == nil)
        #expect(throws: SourceLoadError.self) { try loader.load(folder.appendingPathComponent("missing.css").path) }
    }
}
