import LiverySyntax
import LiveryTestSupport
import Testing

/// Apps parse on background threads, whose stacks are small (512 KB on Apple platforms):
/// the nesting limits keep even a debug build's recursion inside such a stack.
@Suite struct ParserStackTests {
    @Test(.timeLimit(.minutes(1)), arguments: [".a {\n", "@media (a) {\n", ".a { @media (a) {\n", ".a:not(.b) > .c {"])
    func deepNestingFitsInASmallStack(opener: String) {
        let text = String(repeating: opener, count: 1_000) + "x: 1;"
        let diagnostics = onSmallStack { SyntaxSummary.parse(text).diagnostics.count }
        #expect(diagnostics > 0)
    }
}
