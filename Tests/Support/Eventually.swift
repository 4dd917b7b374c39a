/// Polls `condition` on the main actor every 5 ms for up to `timeout` seconds (and at least
/// 200 times); whether it became true.
@MainActor
public func eventually(timeout: Double = 15, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    // At least `minimumPolls` polls as well: when another test holds the main actor for
    // longer than the timeout, the work being waited for has not had its turn yet, and
    // each poll yields to it.
    let minimumPolls = 200
    var polls = 0
    while ContinuousClock.now < deadline || polls < minimumPolls {
        if condition() { return true }
        polls += 1
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return condition()
}
