import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the dev server's heavy work runs: one job at a time on a `BackgroundWorker` thread
/// (never on the threads that answer requests), in a child process — `livery serve-worker`
/// (`ServeWorker`) — with a time budget and an address-space budget (`memoryLimit`). A
/// child past its time is killed; one past its memory ends itself; either way the server
/// only loses that job's result, and the child's memory is the system's again. Without an
/// executable (the server run inside another program) jobs run on the worker thread
/// in-process, with the time budget only.
final class WorkerPool: Sendable {
    /// How a job ended.
    enum Outcome: Sendable {
        case done(WorkerResult)
        /// Still running at the end of its budget (and killed).
        case overTime
        /// The child ended abnormally: over its memory budget, or a crash.
        case failed
    }

    /// The address space a child may use by default, in bytes.
    static let memoryLimit = 1 << 30
    /// How long a job may wait for its turn (children only), in seconds.
    static let queueAllowance: TimeInterval = 30

    private let thread: BackgroundWorker
    let folder: ServedFolder
    /// The `livery serve-worker` child; `nil`: in-process.
    private let child: WorkerChild?

    /// `memoryLimit`: the address space each child may use, in bytes.
    init(name: String, folder: ServedFolder, executable: String?, memoryLimit: Int = WorkerPool.memoryLimit) {
        self.thread = BackgroundWorker(name: name)
        self.folder = folder
        self.child = executable.map { WorkerChild(executable: $0, folder: folder, memoryLimit: memoryLimit) }
        // A child that dies while its job is written must not end the server (EPIPE instead).
        signal(SIGPIPE, SIG_IGN)
    }

    func stop() {
        thread.stop()
        child?.stop()
    }

    /// The process id of the waiting child, if there is one.
    var childIdentifier: Int32? { child?.identifier }

    /// Runs `job`; past `budget` seconds the caller gets `.overTime` (and the child is killed).
    func run(_ job: WorkerJob, budget: TimeInterval) async -> Outcome {
        let folder = self.folder
        guard let child else {
            return await thread.run(budget: budget) { Outcome.done(job.perform(folder: folder)) } ?? .overTime
        }
        // A child is killed at its budget, so the caller need not give up on a job that is
        // only queued behind others (a burst of saves): it waits up to `queueAllowance` more.
        return await thread.run(budget: budget + Self.queueAllowance) { [child] in
            child.run(job, budget: budget)
        } ?? .overTime
    }
}

/// The child of one pool (jobs come from its worker thread only): a `livery serve-worker`
/// that takes one job per line on stdin and answers one result per line, so a job does
/// not wait for a process to start (tens of milliseconds: the runtime, the libraries, the
/// first check's tables). A child is replaced when it was killed or ended, and retired after
/// a job with a large input, so its memory goes back to the system too; a new one is
/// started at once, ready for the next job.
private final class WorkerChild: @unchecked Sendable {
    let executable: String
    let arguments: [String]
    private let lock = NSLock()
    private var current: Child?

    /// A job input over this many bytes retires the child after it.
    static let retiringInputSize = 1 << 20
    /// How long a child may take to start (until its `ready` line), in seconds: a job's
    /// budget counts from then. Within the pool's `queueAllowance`.
    static let startAllowance: TimeInterval = 20

    struct Child {
        let process: Process
        let input: FileHandle
        let output: FileHandle
        /// Whether its `ready` line has been read.
        var isReady = false
        /// What was read from `output` past the last line.
        var pending = Data()
    }

    init(executable: String, folder: ServedFolder, memoryLimit: Int) {
        self.executable = executable
        self.arguments = ["serve-worker", folder.root, "--dialect", folder.defaultFormat.rawValue,
                          "--memory-limit", String(memoryLimit)]
    }

    /// The process id of the waiting child.
    var identifier: Int32? { lock.withLock { current?.process.processIdentifier } }

    /// Ends the child.
    func stop() {
        lock.withLock {
            if let current { kill(current.process.processIdentifier, SIGKILL) }
            current = nil
        }
    }

    private func start() -> Child? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        return Child(process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading)
    }

    /// Runs `job` in the child (started now if there is none); kills it at `budget` seconds.
    /// A waiting child that ended before the job reached it (killed from outside; the
    /// kernel may still take the job's line into its pipe) runs it again in a new child.
    func run(_ job: WorkerJob, budget: TimeInterval) -> WorkerPool.Outcome {
        guard var request = try? JSONEncoder().encode(job),
              var child = lock.withLock({ current.take() }) ?? start() else { return .failed }
        request.append(0x0A)
        var outcome = WorkerPool.Outcome.failed
        var keep = false
        for attempt in 0..<2 {
            let waited = child.isReady
            var ended = false
            do {
                do {
                    try child.input.write(contentsOf: request)
                } catch {
                    // The waiting child ended meanwhile: once more, with a new one.
                    kill(child.process.processIdentifier, SIGKILL)
                    guard let fresh = start() else { throw error }
                    child = fresh
                    try child.input.write(contentsOf: request)
                }
                if !child.isReady {
                    let startDeadline = Date().addingTimeInterval(Self.startAllowance)
                    guard case .line(let line) = Self.readLine(child.output, pending: &child.pending, deadline: startDeadline),
                          String(decoding: line, as: UTF8.self) == ServeWorker.readyLine else { throw WorkerChildError.didNotStart }
                    child.isReady = true
                }
                switch Self.readLine(child.output, pending: &child.pending, deadline: Date().addingTimeInterval(budget)) {
                case .line(let line):
                    if let result = try? JSONDecoder().decode(WorkerResult.self, from: line) {
                        outcome = .done(result)
                        keep = request.count <= Self.retiringInputSize
                    } else {
                        outcome = .failed
                    }
                case .timedOut: outcome = .overTime
                case .ended:
                    outcome = .failed
                    ended = true
                }
            } catch {
                outcome = .failed
            }
            guard ended, waited, attempt == 0, let fresh = start() else { break }
            kill(child.process.processIdentifier, SIGKILL)
            try? child.input.close()
            child = fresh
        }
        if !keep {
            kill(child.process.processIdentifier, SIGKILL)
            try? child.input.close()
        }
        let next = keep ? child : start()
        lock.withLock { current = next }
        return outcome
    }

    enum Read { case line(Data), timedOut, ended }

    enum WorkerChildError: Error {
        /// The child did not say `ready` within `startAllowance` (its job fails).
        case didNotStart
    }

    /// One line (without its newline) from `handle`, waiting until `deadline`. `pending`
    /// holds what was read past the last line (the child's `ready` and its first answer
    /// may come in one read) and keeps what this read gets past its line.
    static func readLine(_ handle: FileHandle, pending: inout Data, deadline: Date) -> Read {
        let descriptor = handle.fileDescriptor
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var scanned = pending.startIndex
        while true {
            if let newline = pending[scanned...].firstIndex(of: 0x0A) {
                let line = Data(pending[..<newline])
                pending = Data(pending[(newline + 1)...])
                return .line(line)
            }
            scanned = pending.endIndex
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return .timedOut }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000 + 1, 60_000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .ended }
            pending.append(contentsOf: buffer[..<count])
        }
    }
}

/// Set once the deadline killed a child.
private final class KilledFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
