import Foundation
import Livery
import Logging

/// The live state of a served folder and its push-channel clients.
///
/// It follows the folder with a `FileWatcher` (every subfolder; new ones as they appear),
/// keeps each live file's content hash, and on every real change (the contents differ)
/// bumps the server-wide version and sends one `changed` (or `removed`) message to every
/// client. Being one actor, a client's `hello` and the changes after it never interleave
/// wrongly: a client sees every change after the `hello` it got, exactly once, in order.
///
/// A change's diagnostics are computed off the actor, by the feed's `WorkerPool` within
/// the checker's budgets; announcements wait for one another, so versions go out
/// in the order the changes were seen, and the actor stays free for clients meanwhile.
public actor ChangeFeed {
    /// What the feed knows of a live file: the hash of the contents last seen.
    struct FileRecord {
        var hash: UInt64
    }

    /// The most messages waiting for one client; a client that falls further behind is
    /// disconnected (it reconnects and gets a fresh `hello`).
    static let clientBacklog = 1024

    let folder: ServedFolder
    private let checker: DiagnosticsChecker
    private let workers: WorkerPool
    /// The last announcement under way; the next one is sent after it.
    private var announcing: Task<Void, Never>?
    private var files: [String: FileRecord] = [:]
    private var clients: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextClient = 0
    private var watcher: FileWatcher?
    private var pumping: Task<Void, Never>?
    private let logger: Logger
    /// The last version handed out (0 before any change).
    public private(set) var version = 0
    /// Messages sent so far (one per client per message).
    public private(set) var sentCount = 0

    /// - Parameter workerExecutable: `livery`, to check each change in a `livery serve-worker`
    ///   child process (`nil`: in this process; see `WorkerPool`).
    public init(folder: ServedFolder, logger: Logger, workerExecutable: String? = nil) {
        self.folder = folder
        self.workers = WorkerPool(name: "livery.check", folder: folder, executable: workerExecutable)
        self.checker = DiagnosticsChecker(workers: workers)
        self.logger = logger
    }

    /// Scans the folder and starts watching it.
    public func start() throws {
        let watcher: FileWatcher
        do { watcher = try FileWatcher() } catch { throw DevServerError.watch("\(error)") }
        let scan = folder.scan()
        for folderPath in scan.folders { try? watcher.watchDirectory(folderPath) }
        for path in scan.files {
            if let data = folder.contents(of: path) { files[path] = FileRecord(hash: Self.hash(data)) }
        }
        self.watcher = watcher
        let events = watcher.events
        pumping = Task { [weak self] in
            for await event in events { await self?.handle(event) }
        }
    }

    /// Stops watching and disconnects every client.
    public func stop() {
        watcher?.stop()
        pumping?.cancel()
        workers.stop()
        for continuation in clients.values { continuation.finish() }
        clients.removeAll()
    }

    /// The live files, sorted.
    public var fileList: [String] { files.keys.sorted() }

    /// The number of connected push clients.
    public var clientCount: Int { clients.count }

    /// Registers a client: its stream starts with the `hello` message.
    func subscribe() -> (id: Int, messages: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingOldest(Self.clientBacklog))
        nextClient += 1
        continuation.yield(Self.wire(.hello(files: fileList)))
        clients[nextClient] = continuation
        return (nextClient, stream)
    }

    /// Forgets a client.
    func unsubscribe(_ id: Int) {
        clients.removeValue(forKey: id)?.finish()
    }

    private func broadcast(_ message: String) {
        for (id, continuation) in clients {
            if case .dropped = continuation.yield(message) {
                logger.warning("push client \(id) fell \(Self.clientBacklog) messages behind; disconnecting it")
                unsubscribe(id)
            } else {
                sentCount += 1
            }
        }
    }

    func handle(_ event: FileEvent) {
        switch event.kind {
        case .directoryCreated:
            addFolder(event.path)
        case .changed:
            guard let relative = folder.relativePath(of: event.path) else { return }
            fileChanged(relative)
        case .removed:
            guard let relative = folder.relativePath(of: event.path) else { return }
            guard files[relative] != nil else { return removeFolder(relative) }
            // An editor may move the old file away just before writing the new one: look
            // again a little later, without holding up the events behind this one.
            Task {
                try? await Task.sleep(nanoseconds: 30_000_000)
                self.recheck(relative)
            }
        }
    }

    /// Announces a file that may have been removed: as changed if it is back, else removed.
    private func recheck(_ relative: String) {
        if folder.file(at: relative) != nil { fileChanged(relative) } else { fileRemoved(relative) }
    }

    /// Announces the file at `relative` when its contents differ from the last seen.
    func fileChanged(_ relative: String) {
        guard ServedFolder.isLive(relative), let data = folder.contents(of: relative) else { return }
        let hash = Self.hash(data)
        guard files[relative]?.hash != hash else { return }
        files[relative] = FileRecord(hash: hash)
        let contents = String(decoding: data, as: UTF8.self)
        let checker = self.checker
        let stylesheets = fileList.filter(ServedFolder.isStyleSheet)
        announce {
            let diagnostics = await checker.diagnostics(for: relative, contents: contents, among: stylesheets)
            return { version in .changed(path: relative, version: version, contents: contents, diagnostics: diagnostics) }
        }
    }

    private func fileRemoved(_ relative: String) {
        guard files.removeValue(forKey: relative) != nil else { return }
        announce { { version in .removed(path: relative, version: version) } }
    }

    /// Prepares a message off the actor (`prepare`: its diagnostics), then — after the
    /// announcements before it — gives it the next version and sends it.
    private func announce(_ prepare: @escaping @Sendable () async -> @Sendable (Int) -> PushMessage) {
        let previous = announcing
        announcing = Task {
            let message = await prepare()
            await previous?.value
            self.publish(message)
        }
    }

    private func publish(_ message: (Int) -> PushMessage) {
        version += 1
        let message = message(version)
        switch message {
        case .changed(let path, _, _, let diagnostics):
            logger.info("changed \(path) (version \(version), \(diagnostics.count) diagnostic(s))")
        default:
            logger.info("\(message.type) (version \(version))")
        }
        let text = Self.wire(message)
        broadcast(text)
        if text.utf8.count > 1 << 20 {
            // Once the clients have it (slow ones a little later), the large message's
            // memory goes back to the system.
            for delay in [2.0, 10.0] {
                BackgroundWorker.deadlines.asyncAfter(deadline: .now() + delay) { BackgroundWorker.returnFreedMemory() }
            }
        }
    }

    /// A push message as the JSON text sent over the WebSocket (`PushMessage`, the type the
    /// app-side client decodes).
    static func wire(_ message: PushMessage) -> String {
        do {
            return try message.jsonText()
        } catch {
            // Strings, numbers and arrays always encode; this is never reached.
            return #"{"type":"\#(message.type)"}"#
        }
    }

    /// Watches a new subfolder and announces the live files already in it.
    private func addFolder(_ path: String) {
        guard let relative = folder.relativePath(of: path), folder.file(at: relative) == nil,
              let real = ServedFolder.realPath(path), real.hasPrefix(folder.root + "/") else { return }
        try? watcher?.watchDirectory(real)
        // Subfolders made together with this one (`mkdir -p`) existed before the watch
        // began: watch them too, then announce every file already there. A file written
        // after its folder's watch began arrives as an event.
        let scan = folder.scan()
        for nestedFolder in scan.folders where nestedFolder.hasPrefix(real + "/") {
            try? watcher?.watchDirectory(nestedFolder)
        }
        for file in folder.scan().files where file.hasPrefix(relative + "/") { fileChanged(file) }
    }

    /// Announces the removal of every file under a removed subfolder.
    private func removeFolder(_ relative: String) {
        for path in files.keys where path.hasPrefix(relative + "/") { fileRemoved(path) }
    }

    /// FNV-1a, 64 bits: the content fingerprint behind versions and ETags.
    static func hash(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The strong ETag of some contents: the quoted hash in hex.
    static func etag(_ data: Data) -> String {
        "\"" + String(hash(data), radix: 16) + "\""
    }
}
