/// A setting in seconds as the system calls take it. The connection settings are public
/// `Double`s, and a negative, infinite or NaN one would trap in `UInt64(_:)` or `Int(_:)`:
/// each is read as at least `minimum` (NaN too) and at most a day.
enum Seconds {
    /// The longest wait any setting gives.
    static let longest = 86_400.0

    static func bounded(_ seconds: Double, atLeast minimum: Double = 0) -> Double {
        seconds.isNaN ? minimum : min(max(seconds, minimum), longest)
    }

    /// For `Task.sleep(nanoseconds:)`.
    static func nanoseconds(_ seconds: Double, atLeast minimum: Double = 0) -> UInt64 {
        UInt64(bounded(seconds, atLeast: minimum) * 1e9)
    }

    /// Whole seconds and the microseconds after them, for a socket timeout.
    static func parts(_ seconds: Double) -> (seconds: Int, microseconds: Int) {
        let value = bounded(seconds)
        let whole = value.rounded(.down)
        return (Int(whole), Int((value - whole) * 1_000_000))
    }
}
