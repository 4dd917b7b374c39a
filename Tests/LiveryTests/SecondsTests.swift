@testable import Livery
import Testing

/// The connection settings are public `Double`s: what the system calls get from them.
struct SecondsTests {
    @Test(arguments: [
        (1.5, 1_500_000_000), (0, 0), (-1, 0), (-Double.infinity, 0), (Double.nan, 0),
        (Double.infinity, 86_400_000_000_000), (1e300, 86_400_000_000_000),
    ] as [(Double, UInt64)])
    func sleepsAreBoundedToADay(_ seconds: Double, _ nanoseconds: UInt64) {
        #expect(Seconds.nanoseconds(seconds) == nanoseconds)
    }

    @Test func pollingWaitsAtLeastItsMinimum() {
        #expect(Seconds.nanoseconds(0, atLeast: 0.01) == 10_000_000)
        #expect(Seconds.nanoseconds(.nan, atLeast: 0.01) == 10_000_000)
        #expect(Seconds.nanoseconds(2, atLeast: 0.01) == 2_000_000_000)
    }

    @Test func socketTimeoutsSplitIntoWholeSecondsAndMicroseconds() {
        #expect(Seconds.parts(2.25) == (2, 250_000))
        #expect(Seconds.parts(-3) == (0, 0))
        #expect(Seconds.parts(.infinity) == (86_400, 0))
    }
}
