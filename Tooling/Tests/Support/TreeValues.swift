import LiveryCore
import LiverySyntax
import LiveryViews

/// Reading the headless tree as `livery style` prints it.
extension ViewNode {
    /// The printed value of property `key` (`textColor`, `text`), `nil` when unset.
    public func printed(_ key: String) -> JSONValue? {
        propertyMembers(layout: ViewTreeLayout(environment: StyleEnvironment())).first { $0.0 == key }?.1
    }
}

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
