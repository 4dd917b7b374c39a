#if canImport(Darwin)
import Darwin
import Dispatch
import Foundation

/// The Apple-platform watcher: a dispatch file-system source on each watched folder (entries
/// added, removed, renamed) and on each watched file (written in place). Any event rescans
/// the folder and compares each entry's identity (inode, size, modification time) with the
/// last scan, so saves by rename and in-place writes are both seen.
final class DispatchSourceBackend: FileWatcherBackend, @unchecked Sendable {
    /// What a scan remembers of an entry.
    private struct Identity: Equatable {
        var inode: UInt64
        var size: Int64
        var modified: timespec

        static func == (lhs: Identity, rhs: Identity) -> Bool {
            lhs.inode == rhs.inode && lhs.size == rhs.size
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        }
    }

    /// One watched folder.
    private struct Folder {
        var names: Set<String>?
        var source: any DispatchSourceFileSystemObject
        var entries: [String: Identity] = [:]
        var fileSources: [String: (inode: UInt64, source: any DispatchSourceFileSystemObject)] = [:]
    }

    private let queue = DispatchQueue(label: "livery.file-watcher")
    private let state = Locked<[String: Folder]>([:])
    private let emit: @Sendable (FileEvent) -> Void

    init(emit: @escaping @Sendable (FileEvent) -> Void) {
        self.emit = emit
    }

    func watch(directory: String, only name: String?) throws {
        let exists = state.withLock { folders -> Bool in
            guard var folder = folders[directory] else { return false }
            if let name, var names = folder.names { names.insert(name); folder.names = names } else { folder.names = nil }
            folders[directory] = folder
            return true
        }
        if !exists {
            let descriptor = open(directory, O_EVTONLY)
            guard descriptor >= 0 else { throw FileWatcherError("cannot watch '\(directory)'") }
            let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: descriptor,
                                                                   eventMask: [.write, .delete, .rename], queue: queue)
            source.setEventHandler { [weak self] in self?.rescan(directory) }
            source.setCancelHandler { close(descriptor) }
            state.withLock { $0[directory] = Folder(names: name.map { [$0] }, source: source) }
            source.resume()
        }
        queue.sync { rescan(directory, report: false) }
    }

    func stop() {
        let folders = state.withLock { folders -> [Folder] in
            defer { folders.removeAll() }
            return Array(folders.values)
        }
        for folder in folders {
            folder.source.cancel()
            for file in folder.fileSources.values { file.source.cancel() }
        }
    }

    /// Compares the folder's entries with the last scan and reports the differences.
    private func rescan(_ directory: String, report: Bool = true) {
        guard let folder = state.withLock({ $0[directory] }) else { return }
        var current: [String: (Identity, Bool)] = [:]
        let names = folder.names.map(Array.init) ?? ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        for name in names {
            var info = stat()
            guard stat(directory + "/" + name, &info) == 0 else { continue }
            let identity = Identity(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: info.st_mtimespec)
            current[name] = (identity, (info.st_mode & S_IFMT) == S_IFDIR)
        }
        var events: [FileEvent] = []
        for (name, (identity, isDirectory)) in current where folder.entries[name] != identity {
            let isNew = folder.entries[name] == nil
            if isDirectory { if isNew { events.append(FileEvent(path: directory + "/" + name, kind: .directoryCreated)) } }
            else { events.append(FileEvent(path: directory + "/" + name, kind: .changed)) }
        }
        for name in folder.entries.keys where current[name] == nil {
            events.append(FileEvent(path: directory + "/" + name, kind: .removed))
        }
        updateFileSources(directory, current.filter { !$0.value.1 }.mapValues { $0.0 })
        if report { events.forEach(emit) }
    }

    /// Keeps one write source per regular file (in-place writes do not touch the folder).
    private func updateFileSources(_ directory: String, _ files: [String: Identity]) {
        state.withLock { folders in
            guard var folder = folders[directory] else { return }
            folder.entries = files
            for (name, file) in folder.fileSources where files[name]?.inode != file.inode {
                file.source.cancel()
                folder.fileSources[name] = nil
            }
            for (name, identity) in files where folder.fileSources[name] == nil {
                let descriptor = open(directory + "/" + name, O_EVTONLY)
                guard descriptor >= 0 else { continue }
                let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: descriptor,
                                                                       eventMask: [.write, .extend, .delete, .rename],
                                                                       queue: queue)
                source.setEventHandler { [weak self] in self?.rescan(directory) }
                source.setCancelHandler { close(descriptor) }
                source.resume()
                folder.fileSources[name] = (identity.inode, source)
            }
            folders[directory] = folder
        }
    }
}
#endif
