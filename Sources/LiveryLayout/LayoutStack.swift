import Dispatch
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a layout pass runs: on the caller's thread for a tree of ordinary depth, on a
/// thread of its own with a stack sized for the tree's depth for a deep one.
///
/// The flexbox algorithm recurses once per level of the tree (a container sizes and lays
/// out its items, which are containers in turn), and a level takes a few kilobytes of
/// stack. A thread's stack is fixed when the thread starts (512 KB for a secondary thread
/// on Apple platforms, 1 MB for iOS's main thread), so a tree thousands of levels deep would
/// overflow it. Rather than turn every step of the algorithm into an explicit state machine,
/// a deep tree's pass runs synchronously on a dedicated thread whose stack holds
/// `depth × bytesPerLevel` plus a margin; the caller waits for it. Shallow trees, the common
/// case, never pay for a thread. See `docs/DESIGN-NOTES.md` ("Deep trees").
public enum LayoutStack {
    /// Trees at most this many levels deep are laid out on the caller's thread: even in a
    /// debug build (4–10 KB a level) they need under 300 KB of stack, well within the
    /// smallest thread stack an app runs on (512 KB). Starting a thread costs far less than laying
    /// out a deeper tree.
    static let inlineDepth = 24

    /// The stack bytes one level of the tree may take in a layout pass: more than twice what a
    /// debug build ever measured (16 KB before the recursive steps were kept small, about
    /// 4 KB since; `LayoutStackTests` checks it still fits). Reserved address space: only the
    /// pages a pass touches become memory.
    static let bytesPerLevel = 32 * 1024 * sanitizerFactor

    /// How many times the stack a call takes in a process with a sanitizer runtime
    /// (AddressSanitizer's red zones around every local, ThreadSanitizer's instrumentation):
    /// 4 there, else 1. Deep layouts and tests that size threads use it.
    public static let sanitizerFactor: Int = {
        #if canImport(Darwin)
        let everything = UnsafeMutableRawPointer(bitPattern: -2) // RTLD_DEFAULT
        #else
        let everything: UnsafeMutableRawPointer? = nil // RTLD_DEFAULT
        #endif
        return dlsym(everything, "__asan_init") != nil || dlsym(everything, "__tsan_init") != nil ? 4 : 1
    }()

    /// Stack for what is not per level (the entry points, measure functions, the runtime).
    static let baseBytes = 1 << 20

    /// The stack a dedicated thread gets for a tree `depth` levels deep, rounded up to
    /// whole pages.
    static func stackSize(depth: Int) -> Int {
        let bytes = baseBytes + depth * bytesPerLevel
        let page = 1 << 16
        return (bytes + page - 1) / page * page
    }

    /// Runs `body` (a layout pass over a tree `depth` levels deep) and returns when it has
    /// finished: on this thread for a shallow tree, else on a thread with a stack sized by
    /// `stackSize(depth:)`, while this thread runs what the pass hands back to it
    /// (`onCallingThread`).
    static func run(depth: Int, _ body: () -> Void) {
        guard depth > inlineDepth else { return body() }
        withoutActuallyEscaping(body) { body in
            let job = Job(body)
            let thread = Thread {
                Job.current = job
                job.body?()
                Job.current = nil
                job.finish()
            }
            thread.stackSize = stackSize(depth: depth)
            thread.name = "Livery layout"
            thread.start()
            job.serve()
        }
    }

    /// Runs `body` on the thread that started the layout pass when called from a pass
    /// running on its own thread (a measure function calling UIKit, which wants the main
    /// thread), else right here; returns its result.
    public static func onCallingThread<T>(_ body: () -> T) -> T {
        guard let job = Job.current else { return body() }
        var result: T?
        withoutActuallyEscaping({ result = body() }) { job.call($0) }
        return result!
    }

    /// A pass handed to a layout thread. The calling thread waits in `serve()`, running
    /// what the pass hands back, until the pass finishes; the tree is never used by two
    /// threads at once.
    private final class Job: @unchecked Sendable {
        /// The pass; let go once it has run (the thread may outlive it).
        private(set) var body: (() -> Void)?
        /// Signalled when a request is waiting or the pass has finished.
        private let wake = DispatchSemaphore(value: 0)
        /// Signalled when the calling thread has run a request.
        private let served = DispatchSemaphore(value: 0)
        private var request: (() -> Void)?
        private var finished = false

        init(_ body: @escaping () -> Void) { self.body = body }

        /// The job of the layout thread running this code, if any.
        static var current: Job? {
            get { pthread_getspecific(key).map { Unmanaged<Job>.fromOpaque($0).takeUnretainedValue() } }
            set { pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
        }
        /// A thread-specific slot (cheaper to read than Foundation's thread dictionary: every
        /// measure call reads it).
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        /// On the calling thread: runs requests until the pass has finished.
        func serve() {
            while true {
                wake.wait()
                if finished {
                    body = nil
                    return
                }
                request?()
                request = nil
                served.signal()
            }
        }

        /// On the layout thread: has the calling thread run `body` and waits for it.
        func call(_ body: () -> Void) {
            withoutActuallyEscaping(body) { body in
                request = body
                wake.signal()
                served.wait()
            }
        }

        /// On the layout thread: the pass is done.
        func finish() {
            finished = true
            wake.signal()
        }
    }
}

extension LayoutNode {
    /// The number of levels of the tree rooted at this node (1 for a leaf), counted
    /// without recursion.
    var treeDepth: Int {
        var deepest = 0
        var stack: [(node: LayoutNode, depth: Int)] = [(self, 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.childStorage { stack.append((child, depth + 1)) }
        }
        return deepest
    }
}
