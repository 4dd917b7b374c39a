#if canImport(Foundation)
import Foundation
import LiverySyntax
import Testing

/// Apps parse on background threads, whose stacks are small (512 KB on Apple platforms):
/// the nesting limits keep even a debug build's recursion inside such a stack.
@Suite struct ParserStackTests {
    /// Written by the parsing thread before it signals, read after the wait.
    final class Result: @unchecked Sendable {
        var diagnostics = 0
    }

    @Test(.timeLimit(.minutes(1)), arguments: [".a {\n", "@media (a) {\n", ".a { @media (a) {\n", ".a:not(.b) > .c {"])
    func deepNestingFitsInASmallStack(opener: String) {
        let text = String(repeating: opener, count: 1_000) + "x: 1;"
        let finished = DispatchSemaphore(value: 0)
        let result = Result()
        let thread = Thread {
            result.diagnostics = SyntaxSummary.parse(text).diagnostics.count
            finished.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        finished.wait()
        #expect(result.diagnostics > 0)
    }
}
#endif
