import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the dev server's heavy work runs: one job at a time on a `BackgroundWorker` thread
/// (never on the threads that answer requests), each in a child process — `livery
/// serve-worker` (`ServeWorker`) — with a time budget and an address-space budget
/// (`memoryLimit`). A job past its time is killed; a job past its memory ends itself; either
/// way the server only loses that job's result, and the child's memory is the system's
/// again. Without an executable (the server run inside another program) jobs run on the
/// worker thread in-process, with the time budget only.
final class WorkerPool: Sendable {
    /// How a job ended.
    enum Outcome: Sendable {
        case done(WorkerResult)
        /// Still running at the end of its budget (and killed).
        case overTime
        /// The child ended abnormally: over its memory budget, or a crash.
        case failed
    }

    /// The address space a child may use, in bytes.
    static let memoryLimit = 1 << 30
    /// How long a job may wait for its turn (children only), in seconds.
    static let queueAllowance: TimeInterval = 30

    private let thread: BackgroundWorker
    let folder: ServedFolder
    /// `livery serve-worker` children; `nil`: in-process.
    private let children: Children?

    init(name: String, folder: ServedFolder, executable: String?) {
        self.thread = BackgroundWorker(name: name)
        self.folder = folder
        self.children = executable.map { Children(executable: $0, folder: folder) }
        // A child that dies while its job is written must not end the server (EPIPE instead).
        signal(SIGPIPE, SIG_IGN)
    }

    func stop() {
        thread.stop()
        children?.stop()
    }

    /// Runs `job`; past `budget` seconds the caller gets `.overTime` (and the child is killed).
    func run(_ job: WorkerJob, budget: TimeInterval) async -> Outcome {
        let folder = self.folder
        guard let children else {
            return await thread.run(budget: budget) { Outcome.done(job.perform(folder: folder)) } ?? .overTime
        }
        // A child is killed at its budget, so the caller need not give up on a job that is
        // only queued behind others (a burst of saves): it waits up to `queueAllowance` more.
        return await thread.run(budget: budget + Self.queueAllowance) { [children] in
            children.run(job, budget: budget)
        } ?? .overTime
    }
}

/// The children of one pool (jobs come from its worker thread only). One child is always started
/// ahead and waits for its job on stdin, so a job does not wait for a process to start
/// (tens of milliseconds: the runtime, the libraries); each child does one job and ends.
private final class Children: @unchecked Sendable {
    let executable: String
    let arguments: [String]
    private let lock = NSLock()
    private var spare: Child?

    struct Child {
        let process: Process
        let input: Pipe
        let output: Pipe
    }

    init(executable: String, folder: ServedFolder) {
        self.executable = executable
        self.arguments = ["serve-worker", folder.root, "--dialect", folder.defaultFormat.rawValue,
                          "--memory-limit", String(WorkerPool.memoryLimit)]
    }

    /// Ends the spare child (it would end by itself when the server's end of its pipe closes).
    func stop() {
        lock.withLock {
            if let spare { kill(spare.process.processIdentifier, SIGKILL) }
            spare = nil
        }
    }

    private func start() -> Child? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let child = Child(process: process, input: Pipe(), output: Pipe())
        process.standardInput = child.input
        process.standardOutput = child.output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        return child
    }

    /// Runs `job` in the spare child (started now if there is none) and starts the next
    /// spare meanwhile; kills the child at `budget` seconds.
    func run(_ job: WorkerJob, budget: TimeInterval) -> WorkerPool.Outcome {
        guard let request = try? JSONEncoder().encode(job),
              let child = lock.withLock({ spare.take() }) ?? start() else { return .failed }
        let next = start()
        lock.withLock { spare = next }
        let killed = KilledFlag()
        let deadline = DispatchWorkItem { [pid = child.process.processIdentifier] in
            killed.set()
            kill(pid, SIGKILL)
        }
        BackgroundWorker.deadlines.asyncAfter(deadline: .now() + budget, execute: deadline)
        try? child.input.fileHandleForWriting.write(contentsOf: request)
        try? child.input.fileHandleForWriting.close()
        // The whole result, then end of file: the child is done. (Not `waitUntilExit`: on
        // Linux it polls every 50 ms; Foundation reaps the child by itself.)
        let response = child.output.fileHandleForReading.readDataToEndOfFile()
        deadline.cancel()
        if killed.isSet { return .overTime }
        guard let result = try? JSONDecoder().decode(WorkerResult.self, from: response) else { return .failed }
        return .done(result)
    }
}

/// Set once the deadline killed a child.
private final class KilledFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
