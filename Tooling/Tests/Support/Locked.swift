import Foundation

/// A lock-protected value for test harnesses (threads reading a child's pipes, browser
/// output).
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// The current value.
    public func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
    /// Replaces the value.
    public func set(_ new: Value) { lock.lock(); value = new; lock.unlock() }
    /// Changes the value in place and returns what `body` returns.
    public func update<R>(_ body: (inout Value) -> R) -> R { lock.lock(); defer { lock.unlock() }; return body(&value) }
}
