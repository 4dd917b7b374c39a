import Foundation
import LiveryToolingTestSupport
import Testing

/// The push clients and samplers of these tests run on a thread of their own, so that
/// tests computing on every thread of the cooperative pool do not hold them up.
struct ClientThreadTests {
    @Test func aClientRunsWhileEveryPoolThreadIsHeld() async throws {
        guard #available(macOS 15.0, *) else { return }
        let start = Date()
        let ran = onClientThread { () -> Double in
            try? await Task.sleep(nanoseconds: 300_000_000)
            return Date().timeIntervalSince(start)
        }
        // As many blocking jobs as the pool has threads, each holding its thread for 1.5 s.
        let hogs = (0..<ProcessInfo.processInfo.activeProcessorCount).map { _ in Task.detached { usleep(1_500_000) } }
        let after = await ran.value
        for hog in hogs { await hog.value }
        // On the pool, waking from its sleep would have waited for a hog to let its thread go.
        #expect(after < 1.0, "the client ran \(after) s in, behind the held pool")
    }
}
