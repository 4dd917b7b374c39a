import Dispatch
import Foundation
import LiveryLayout

/// Runs `body` on a thread of its own with `bytes` of stack — by default 512 KB, what a
/// secondary thread gets on Apple platforms — and returns its result once it has finished.
/// Code that recursed once per level of a deep tree would overflow it and crash the test.
/// Under a sanitizer, whose instrumentation takes several times the stack per call, the
/// thread gets `LayoutStack.sanitizerFactor` times `bytes`.
public func onSmallStack<T>(bytes: Int = 512 << 10, _ body: () -> T) -> T {
    let finished = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: T?
    withoutActuallyEscaping(body) { body in
        // Let go of `body` once it has run: the thread may outlive it.
        nonisolated(unsafe) var pending: (() -> T)? = body
        let thread = Thread {
            result = pending?()
            pending = nil
            finished.signal()
        }
        thread.stackSize = bytes * LayoutStack.sanitizerFactor
        thread.start()
        finished.wait()
    }
    return result!
}

/// Holds a value handed between threads (`onSmallStack`), so that it can be released on
/// the thread that sets `value` to `nil`.
public final class Handover<Value>: @unchecked Sendable {
    public var value: Value?

    public init(_ value: Value) { self.value = value }
}

