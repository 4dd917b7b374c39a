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
    /// `livery`, run as `livery serve-worker`; `nil`: in-process.
    let executable: String?

    init(name: String, folder: ServedFolder, executable: String?) {
        self.thread = BackgroundWorker(name: name)
        self.folder = folder
        self.executable = executable
        // A child that dies while its job is written must not end the server (EPIPE instead).
        signal(SIGPIPE, SIG_IGN)
    }

    func stop() { thread.stop() }

    /// Runs `job`; past `budget` seconds the caller gets `.overTime` (and the child is killed).
    func run(_ job: WorkerJob, budget: TimeInterval) async -> Outcome {
        let folder = self.folder
        guard let executable else {
            return await thread.run(budget: budget) { Outcome.done(job.perform(folder: folder)) } ?? .overTime
        }
        // A child is killed at its budget, so the caller need not give up on a job that is
        // only queued behind others (a burst of saves): it waits up to `queueAllowance` more.
        return await thread.run(budget: budget + Self.queueAllowance) {
            Self.runChild(executable, job: job, folder: folder, budget: budget)
        } ?? .overTime
    }

    /// Runs `job` in a child process, on the calling thread.
    static func runChild(_ executable: String, job: WorkerJob, folder: ServedFolder, budget: TimeInterval) -> Outcome {
        guard let request = try? JSONEncoder().encode(job) else { return .failed }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve-worker", folder.root, "--dialect", folder.defaultFormat.rawValue,
                             "--memory-limit", String(memoryLimit)]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .failed }
        let killed = KilledFlag()
        let deadline = DispatchWorkItem { [pid = process.processIdentifier] in
            killed.set()
            kill(pid, SIGKILL)
        }
        BackgroundWorker.deadlines.asyncAfter(deadline: .now() + budget, execute: deadline)
        try? input.fileHandleForWriting.write(contentsOf: request)
        try? input.fileHandleForWriting.close()
        let response = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        if killed.isSet { return .overTime }
        guard process.terminationReason == .exit, process.terminationStatus == 0,
              let result = try? JSONDecoder().decode(WorkerResult.self, from: response) else { return .failed }
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
