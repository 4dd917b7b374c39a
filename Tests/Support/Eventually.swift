/// Polls `condition` on the main actor every 5 ms for up to `timeout` seconds; whether it
/// became true.
@MainActor
public func eventually(timeout: Double = 15, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return condition()
}
