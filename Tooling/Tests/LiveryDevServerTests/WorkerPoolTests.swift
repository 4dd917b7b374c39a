import Foundation
import Livery
@testable import LiveryDevServer
import LiveryTestSupport
import LiveryToolingTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The pool behind checks and previews, with a real `livery serve-worker` child: the same
/// results as in-process, a child past its time killed and replaced, a child past its
/// memory ended — and the pool working on afterwards.
@Suite(.serialized)
struct WorkerPoolTests {
    /// 26 KB whose check takes over a minute and gigabytes (200 rules nested 12 deep).
    static let blowup = String(repeating: (0..<12).map { _ in ".a, .b {" }.joined(separator: "\n") + " alpha: 1; "
        + String(repeating: "}", count: 12) + "\n", count: 200)

    func folder() throws -> ServedFolder {
        try ServedFolder(Fixtures.scratchFolder(["theme.css": "@accent: #ff0000;\n"], prefix: "livery-pool").path)
    }

    func ids(_ outcome: WorkerPool.Outcome) -> [String]? {
        guard case .done(.diagnostics(let diagnostics)) = outcome else { return nil }
        return diagnostics.map(\.id)
    }

    static let broken = WorkerJob.check(path: "a.css", contents: "@import \"theme.css\";\n.a { textColor: @accent; alpha: ; }\n")

    @Test func aChildGivesWhatTheServerWouldHaveComputed() async throws {
        let folder = try folder()
        let inProcess = WorkerPool(name: "test.in-process", folder: folder, executable: nil)
        let child = WorkerPool(name: "test.child", folder: folder, executable: LiveryProcess.executable.path)
        defer { inProcess.stop(); child.stop() }
        let expected = ids(await inProcess.run(Self.broken, budget: 10))
        #expect(expected == ["syntax.missing-value"])
        #expect(ids(await child.run(Self.broken, budget: 10)) == expected)
        // The same child answers the next job too.
        #expect(ids(await child.run(.check(path: "b.css", contents: ".b { alpha: 1; }\n"), budget: 10)) == [])
    }

    @Test func aChildPastItsTimeIsKilledAndTheNextJobGetsANewOne() async throws {
        let child = WorkerPool(name: "test.child", folder: try folder(), executable: LiveryProcess.executable.path)
        defer { child.stop() }
        let start = Date()
        guard case .overTime = await child.run(.check(path: "blowup.css", contents: Self.blowup), budget: 0.5) else {
            Issue.record("the blowup check was not stopped at its budget")
            return
        }
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(ids(await child.run(Self.broken, budget: 10)) == ["syntax.missing-value"])
    }

    @Test func aWaitingChildKilledFromOutsideIsReplacedForTheNextJob() async throws {
        let child = WorkerPool(name: "test.child", folder: try folder(), executable: LiveryProcess.executable.path)
        defer { child.stop() }
        #expect(ids(await child.run(Self.broken, budget: 10)) == ["syntax.missing-value"])
        let first = try #require(child.childIdentifier)
        kill(first, SIGKILL)
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(ids(await child.run(Self.broken, budget: 10)) == ["syntax.missing-value"])
        #expect(child.childIdentifier != first)
    }

    /// (Not under a sanitizer: the child sets no address-space limit there.)
    /// Disabled: the loader now bounds nesting per load (`maximumNestedSelectorsPerLoad`), so
    /// `blowup` checks in well under the limit; this needs an input that still passes 1 GiB
    /// within the loader's budgets (none is known).
    @Test(.enabled(if: !ServeWorker.runsUnderSanitizer),
          .disabled("the loader's budgets keep the known blowup under the memory limit"))
    func aChildPastItsMemoryEndsAndTheServerGoesOn() async throws {
        let child = WorkerPool(name: "test.child", folder: try folder(), executable: LiveryProcess.executable.path)
        defer { child.stop() }
        // Time enough to reach the 1 GiB limit (a few seconds).
        guard case .failed = await child.run(.check(path: "blowup.css", contents: Self.blowup), budget: 120) else {
            Issue.record("the blowup check did not end at the memory limit")
            return
        }
        #expect(ids(await child.run(Self.broken, budget: 10)) == ["syntax.missing-value"])
    }
}
