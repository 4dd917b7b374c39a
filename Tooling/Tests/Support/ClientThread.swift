import Foundation

/// A thread of the tests' own for the clients whose timing a test judges (push clients,
/// latency samplers).
///
/// Swift Testing runs the tests of a run side by side on the cooperative pool, which has a
/// thread per core. Tests that compute for seconds (every catalog property typed, a
/// browser's screenshots) can hold every one of those threads at once: on a two-core
/// machine, for a minute. A client whose receiving loop waits its turn on that pool meanwhile
/// seems to have heard nothing from the server, and a sampler measures the pool's delay as
/// the server's. Run on this thread instead, they receive and measure as the server answers.
@available(macOS 15.0, *)
public final class ClientThread: TaskExecutor, @unchecked Sendable {
    /// The one such thread of a test process; its jobs are short (every client awaits).
    public static let shared = ClientThread()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "livery.test-clients"
        thread.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Starts `operation` on `ClientThread.shared` (on a system without task executors, macOS
/// 14, as an ordinary task), with everything it awaits resuming there too.
@discardableResult
public func onClientThread<T: Sendable>(_ operation: @escaping @Sendable () async -> T) -> Task<T, Never> {
    if #available(macOS 15.0, *) {
        return Task(executorPreference: ClientThread.shared) { await operation() }
    }
    return Task { await operation() }
}
