#if os(Linux) || os(Android)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
import Foundation

/// The Linux watcher: one inotify instance, a watch per folder, and a thread that blocks in
/// `poll` on the inotify descriptor and a wake-up pipe (written by `stop()`).
final class InotifyBackend: FileWatcherBackend, @unchecked Sendable {
    /// Folders and the entries of interest in each (`nil`: all).
    private struct State {
        var folderOfWatch: [Int32: String] = [:]
        var watchOfFolder: [String: Int32] = [:]
        var names: [String: Set<String>?] = [:]
        var stopped = false
    }

    // inotify masks (linux/inotify.h).
    static let closeWrite: UInt32 = 0x8, movedFrom: UInt32 = 0x40, movedTo: UInt32 = 0x80
    static let create: UInt32 = 0x100, delete: UInt32 = 0x200, deleteSelf: UInt32 = 0x400
    static let moveSelf: UInt32 = 0x800, overflow: UInt32 = 0x4000, ignored: UInt32 = 0x8000
    static let isDirectory: UInt32 = 0x4000_0000, onlyDirectory: UInt32 = 0x0100_0000
    static let watchMask = closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf | onlyDirectory

    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let state = Locked(State())
    private let emit: @Sendable (FileEvent) -> Void

    init(emit: @escaping @Sendable (FileEvent) -> Void) throws {
        let descriptor = inotify_init1(Int32(O_CLOEXEC | O_NONBLOCK))
        guard descriptor >= 0 else { throw FileWatcherError("inotify_init1 failed: \(String(cString: strerror(errno)))") }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(descriptor)
            throw FileWatcherError("pipe failed: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        self.wakeRead = pipeEnds[0]
        self.wakeWrite = pipeEnds[1]
        self.emit = emit
        let thread = Thread { [self] in self.readLoop() }
        thread.name = "livery.inotify"
        thread.start()
    }

    func watch(directory: String, only name: String?) throws {
        try state.withLock { state in
            guard !state.stopped else { throw FileWatcherError("the watcher is stopped") }
            if state.watchOfFolder[directory] == nil {
                let watch = inotify_add_watch(descriptor, directory, Self.watchMask)
                guard watch >= 0 else {
                    throw FileWatcherError("cannot watch '\(directory)': \(String(cString: strerror(errno)))")
                }
                state.watchOfFolder[directory] = watch
                state.folderOfWatch[watch] = directory
                state.names[directory] = name.map { [$0] }
            } else if let name, case .some(.some(var names)) = state.names[directory] {
                names.insert(name)
                state.names[directory] = names
            } else if name == nil {
                state.names[directory] = .some(nil)
            }
        }
    }

    func stop() {
        let first = state.withLock { state -> Bool in
            defer { state.stopped = true }
            return !state.stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Reads events until `stop()`; closes the descriptors on the way out.
    private func readLoop() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        while !state.withLock({ $0.stopped }) {
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[1].revents != 0 { break }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { continue }
            parse(buffer, count: count)
        }
        close(descriptor)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Turns the `inotify_event` records in `buffer` into `FileEvent`s.
    private func parse(_ buffer: [UInt8], count: Int) {
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameStart = offset + headerSize
            let nameBytes = buffer[nameStart..<min(nameStart + nameLength, count)].prefix { $0 != 0 }
            offset = nameStart + nameLength
            handle(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self))
        }
    }

    private func handle(watch: Int32, mask: UInt32, name: String) {
        let folder: String?? = state.withLock { state in
            guard let folder = state.folderOfWatch[watch] else { return nil }
            if mask & (Self.ignored | Self.deleteSelf | Self.moveSelf) != 0 && name.isEmpty {
                state.folderOfWatch[watch] = nil
                state.watchOfFolder[folder] = nil
                state.names[folder] = nil
                return .some(nil)
            }
            if case .some(.some(let names)) = state.names[folder], !names.contains(name) { return nil }
            return .some(folder)
        }
        guard case .some(.some(let directory)) = folder, !name.isEmpty else { return }
        let path = directory == "/" ? "/" + name : directory + "/" + name
        if mask & Self.isDirectory != 0 {
            if mask & (Self.create | Self.movedTo) != 0 { emit(FileEvent(path: path, kind: .directoryCreated)) }
            if mask & (Self.delete | Self.movedFrom) != 0 { emit(FileEvent(path: path, kind: .removed)) }
        } else if mask & (Self.closeWrite | Self.movedTo) != 0 {
            emit(FileEvent(path: path, kind: .changed))
        } else if mask & (Self.delete | Self.movedFrom) != 0 {
            emit(FileEvent(path: path, kind: .removed))
        }
    }
}
#endif
