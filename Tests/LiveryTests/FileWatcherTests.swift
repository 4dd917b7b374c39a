import Foundation
import Livery
import LiveryTestSupport
import Testing

/// The OS-level watcher (inotify on Linux) on real files.
struct FileWatcherTests {
    /// Collects events until one satisfies `predicate` (or `timeout` seconds pass).
    func next(_ watcher: FileWatcher, timeout: Double = 15, where predicate: @escaping @Sendable (FileEvent) -> Bool)
        async -> FileEvent? {
        await withTaskGroup(of: FileEvent?.self) { group in
            group.addTask {
                for await event in watcher.events where predicate(event) { return event }
                return nil
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(timeout * 1e9))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test func inPlaceWritesRenameSavesAndDeletionsOfAWatchedFile() async throws {
        let folder = try scratchFolder()
        let path = folder + "/a.css"
        try write(path, ".a { alpha: 1; }")
        try write(folder + "/other.css", "")
        let watcher = try FileWatcher()
        defer { watcher.stop() }
        try watcher.watchFile(path)

        try write(path, ".a { alpha: 0.5; }")
        #expect(await next(watcher) { $0.kind == .changed } == FileEvent(path: path, kind: .changed))

        try write(folder + "/other.css", "x")   // not watched: not reported
        try saveByRename(path, ".a { alpha: 0.25; }")
        #expect(await next(watcher) { $0.kind == .changed } == FileEvent(path: path, kind: .changed))

        try FileManager.default.removeItem(atPath: path)
        #expect(await next(watcher) { $0.kind == .removed } == FileEvent(path: path, kind: .removed))

        try write(path, "recreated")
        #expect(await next(watcher) { $0.kind == .changed } == FileEvent(path: path, kind: .changed))
    }

    @Test func aWatchedFolderReportsEveryEntryAndNewSubfolders() async throws {
        let folder = try scratchFolder()
        let watcher = try FileWatcher()
        defer { watcher.stop() }
        try watcher.watchDirectory(folder)
        try write(folder + "/new.xml", "<view/>")
        #expect(await next(watcher) { $0.kind == .changed }?.path == folder + "/new.xml")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        #expect(await next(watcher) { $0.kind == .directoryCreated }?.path == folder + "/sub")
    }

    @Test func stopFinishesTheEventStream() async throws {
        let watcher = try FileWatcher()
        try watcher.watchDirectory(try scratchFolder())
        watcher.stop()
        var count = 0
        for await _ in watcher.events { count += 1 }
        #expect(count == 0)
    }
}
