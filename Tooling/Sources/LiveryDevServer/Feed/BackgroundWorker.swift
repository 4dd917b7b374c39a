import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for the dev server's heavy work — checking a saved file, rendering a
/// preview — so that work never runs on the cooperative thread pool that answers requests
/// (on a 2-core machine two long renders there once stalled every `GET` for 40 s).
///
/// Jobs run one at a time, in the order given, at a lower scheduling priority than the
/// server's other threads. A caller waits at most its budget and then goes on without the
/// result; a job whose caller stopped waiting before it started is skipped, so a backlog
/// behind one slow job drains at once. A job cannot be stopped once it runs: the budgets
/// of the work itself (the loader's limits) bound how long it takes. After each job the
/// memory it freed is handed back to the system (`malloc_trim`), so one large file does
/// not leave the server holding it.
final class BackgroundWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var stopped = false

    /// Where budgets run out: a queue of its own, so deadlines fire even when the global
    /// queues' threads are all busy.
    static let deadlines = DispatchQueue(label: "livery.deadlines")

    /// The stack of the worker thread, in bytes (deep inputs recurse in places).
    static let stackSize = 16 << 20

    init(name: String) {
        let thread = Thread { [self] in self.loop() }
        thread.name = name
        thread.stackSize = Self.stackSize
        thread.start()
    }

    /// Ends the thread once the job at hand is done; jobs still waiting are dropped.
    func stop() {
        condition.lock()
        stopped = true
        jobs.removeAll()
        condition.signal()
        condition.unlock()
    }

    /// Runs `job` on the worker and returns its result, or `nil` when it did not finish
    /// within `budget` seconds (or the worker is stopped).
    func run<T: Sendable>(budget: TimeInterval, _ job: @escaping @Sendable () -> T) async -> T? {
        let ticket = Ticket<T>()
        return await withCheckedContinuation { continuation in
            ticket.wait(with: continuation)
            guard enqueue({ if ticket.start() { ticket.finish(job()) } }) else { return ticket.expire() }
            Self.deadlines.asyncAfter(deadline: .now() + budget) { ticket.expire() }
        }
    }

    private func enqueue(_ job: @escaping @Sendable () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return false }
        jobs.append(job)
        condition.signal()
        return true
    }

    private func loop() {
        #if os(Linux)
        // Below the event loops and the cooperative pool: requests go first. (On Linux the
        // nice value is per thread; `0` is the calling one.)
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
            Self.returnFreedMemory()
        }
    }

    /// Makes glibc hand large blocks back to the system as soon as they are freed: every
    /// allocation of 1 MiB or more gets pages of its own (`M_MMAP_THRESHOLD`; glibc would
    /// otherwise raise the threshold after a large block is freed, and keep the next ones
    /// in its heap — a 15 MB save left the server holding hundreds of megabytes).
    static func returnLargeBlocksWhenFreed() {
        #if canImport(Glibc)
        _ = mallocOption?(-3 /* M_MMAP_THRESHOLD */, 1 << 20)
        #endif
    }

    /// Hands memory freed by the last job back to the system (glibc keeps freed pages of
    /// its arenas otherwise).
    static func returnFreedMemory() {
        #if canImport(Glibc)
        _ = mallocTrim?(0)
        #elseif canImport(Darwin)
        malloc_zone_pressure_relief(nil, 0)
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim` (declared in `malloc.h`, which the Glibc module leaves out).
private let mallocTrim: (@convention(c) (Int) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
}()
#endif

#if canImport(Glibc)
/// glibc's `mallopt`.
private let mallocOption: (@convention(c) (Int32, Int32) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
}()
#endif

/// One job's hand-over: resumes its caller exactly once, with the result or `nil`.
private final class Ticket<T: Sendable>: @unchecked Sendable {
    private enum State { case waiting, running, over }
    private let lock = NSLock()
    private var state = State.waiting
    private var continuation: CheckedContinuation<T?, Never>?

    func wait(with continuation: CheckedContinuation<T?, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    /// Whether the job should still run (its caller is waiting).
    func start() -> Bool {
        lock.withLock {
            guard state == .waiting else { return false }
            state = .running
            return true
        }
    }

    func finish(_ value: T) { resume(with: value) }

    /// The budget is spent: the caller goes on without a result.
    func expire() { resume(with: nil) }

    private func resume(with value: T?) {
        let continuation: CheckedContinuation<T?, Never>? = lock.withLock {
            state = .over
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(returning: value)
    }
}
