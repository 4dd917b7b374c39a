#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Watches files and folders with the operating system's change notifications: inotify on
/// Linux, dispatch file-system sources on Apple platforms. A change is reported within
/// milliseconds of the writer closing the file or renaming it into place.
///
/// A watched *file* is watched through its folder, so editors that save by writing a new
/// file and renaming it over the old one (vim, most IDEs) are seen as a change, not as a
/// deletion. Events arrive on `events`, a single-consumer stream.
public final class FileWatcher: Sendable {
    /// Every event, in the order the system reported them.
    public let events: AsyncStream<FileEvent>
    private let continuation: AsyncStream<FileEvent>.Continuation
    private let backend: any FileWatcherBackend

    /// Starts a watcher (no paths yet).
    /// - Throws: `FileWatcherError` when the system refuses (e.g. the inotify instance limit).
    public init() throws {
        let (stream, continuation) = AsyncStream<FileEvent>.makeStream(bufferingPolicy: .bufferingNewest(4096))
        self.events = stream
        self.continuation = continuation
        #if os(Linux) || os(Android)
        self.backend = try InotifyBackend(emit: { continuation.yield($0) })
        #elseif canImport(Darwin)
        self.backend = DispatchSourceBackend(emit: { continuation.yield($0) })
        #else
        throw FileWatcherError("file watching is not supported on this platform")
        #endif
    }

    deinit {
        stop()
    }

    /// Watches the file at `path` (which need not exist yet): changes, saves by rename,
    /// creation and deletion of that file are reported.
    public func watchFile(_ path: String) throws {
        let absolute = Self.absolute(path)
        try backend.watch(directory: Self.directory(of: absolute), only: Self.fileName(of: absolute))
    }

    /// Watches every entry of the folder at `path` (not its subfolders: watch those too,
    /// e.g. on `.directoryCreated`, to follow a tree).
    public func watchDirectory(_ path: String) throws {
        try backend.watch(directory: Self.absolute(path), only: nil)
    }

    /// Stops watching and finishes `events`.
    public func stop() {
        backend.stop()
        continuation.finish()
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// Why watching failed.
public struct FileWatcherError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// What a platform's watcher does.
protocol FileWatcherBackend: Sendable {
    /// Watches `directory`; reports only events for the entry named `only` when given
    /// (several calls for one folder add names; `nil` means every entry).
    func watch(directory: String, only name: String?) throws
    func stop()
}
