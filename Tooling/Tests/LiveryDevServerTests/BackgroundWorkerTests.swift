import Foundation
@testable import LiveryDevServer
import LiveryToolingTestSupport
import Testing

/// The worker thread behind checks and previews: a caller waits at most its budget, and a
/// job whose caller already left is skipped rather than run late.
struct BackgroundWorkerTests {
    @Test func aCallerWaitsAtMostItsBudgetAndAbandonedJobsAreSkipped() async {
        let worker = BackgroundWorker(name: "test.worker")
        defer { worker.stop() }
        let ran = Locked([String]())
        // The slow job runs until the test lets it end, however loaded the machine is.
        let release = DispatchSemaphore(value: 0)
        async let slow = worker.run(budget: 0.3) { () -> String in
            release.wait()
            ran.update { $0.append("slow") }
            return "slow"
        }
        try? await Task.sleep(nanoseconds: 50_000_000)
        // Queued behind the slow job; its caller gives up before it could start.
        async let queued = worker.run(budget: 0.5) { () -> String in
            ran.update { $0.append("queued") }
            return "queued"
        }
        let (slowResult, queuedResult) = await (slow, queued)
        #expect(slowResult == nil && queuedResult == nil)
        // Both callers are back while the slow job still runs.
        #expect(ran.get().isEmpty)
        release.signal()
        // A job after the backlog runs as soon as the slow one is done, the abandoned one not at all.
        let next = await worker.run(budget: 60) { () -> String in
            ran.update { $0.append("next") }
            return "next"
        }
        #expect(next == "next")
        #expect(ran.get() == ["slow", "next"])
    }

    @Test func aJobWithinItsBudgetHandsBackItsResult() async {
        let worker = BackgroundWorker(name: "test.worker")
        defer { worker.stop() }
        let value = await worker.run(budget: 10) { (1...1000).reduce(0, +) }
        #expect(value == 500_500)
    }
}
