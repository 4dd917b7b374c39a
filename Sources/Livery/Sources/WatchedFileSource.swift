#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LiveryCore

/// Local stylesheets and layouts, followed with the operating system's file-change
/// notifications (see `FileWatcher`): a save is seen within milliseconds, including saves
/// by rename, and so are deletions. Locations are file paths.
public final class WatchedFileSource: ReloadSource {
    public let sourceLoader: any SourceLoader = FileSystemSourceLoader()
    private let watcher: FileWatcher
    private let broadcaster = ChangeBroadcaster()
    /// Absolute path → the locations (as given) that name it.
    private let followed = Locked<[String: Set<String>]>([:])
    private let logger: LiveryLogger

    /// Starts a watcher; nothing is followed until `watch(_:)`.
    public init(logger: LiveryLogger = LiveryLogger(label: "livery.reload.files")) throws {
        self.watcher = try FileWatcher()
        self.logger = logger
        let events = watcher.events
        Task { [weak self] in
            for await event in events {
                guard let self else { return }
                self.handle(event)
            }
        }
    }

    public func watch(_ locations: Set<String>) async {
        for location in locations {
            let absolute = Paths.normalize(FileWatcher.absolute(location))
            followed.withLock { $0[absolute, default: []].insert(location) }
            do {
                try watcher.watchFile(absolute)
            } catch {
                logger.warning("cannot watch \(location): \(error)")
            }
        }
    }

    public func changes() -> AsyncStream<Set<String>> { broadcaster.subscribe() }

    public func stop() {
        watcher.stop()
        broadcaster.finish()
    }

    private func handle(_ event: FileEvent) {
        guard event.kind != .directoryCreated else { return }
        let locations = followed.withLock { $0[Paths.normalize(event.path)] } ?? []
        logger.debug("\(event)")
        broadcaster.send(locations)
    }
}
