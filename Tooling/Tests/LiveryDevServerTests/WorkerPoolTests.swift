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
    /// 3.9 MB of ordinary rules: within every budget, but its check takes seconds and about
    /// 300 MB.
    static let large = (0..<52_000).map { ".c\($0) .d\($0) > .e\($0) { alpha: 0.5; textColor: red; margin: 1 2 3 4; }\n" }
        .joined()

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

    /// A check that lists a sheet's variables for an editor: the folder's (here theme.css's),
    /// then the sheet's own and its imports', its version winning over the disk's, beside
    /// the same diagnostics; the same from a child. A layout lists none.
    @Test func aChildListsTheVariablesASheetSees() async throws {
        let root = try Fixtures.scratchFolder(["theme.css": "@accent: #ff0000;\n@size: 12;\n", "parts/gaps.css": "--gap: 4;\n",
                                              "app.css": "\n"], prefix: "livery-pool")
        let folder = try ServedFolder(root.path)
        let job = WorkerJob.check(path: "app.css", contents: "@import \"parts/gaps.css\";\n@size: 14;\n@local: @accent 2;\n.a { alpha: ; }\n",
                                  stylesheets: ["theme.css", "app.css"], listingVariables: true)
        let inProcess = WorkerPool(name: "test.in-process", folder: folder, executable: nil)
        let child = WorkerPool(name: "test.child", folder: folder, executable: LiveryProcess.executable.path)
        defer { inProcess.stop(); child.stop() }
        func listed(_ outcome: WorkerPool.Outcome) -> [String]? {
            guard case .done(.checked(let diagnostics, let found)) = outcome else { return nil }
            return diagnostics.map(\.id) + found.map { "\($0.name)=\($0.value)" }
        }
        let expected = listed(await inProcess.run(job, budget: 10))
        #expect(expected == ["syntax.missing-value", "accent=#ff0000", "size=14", "gap=4", "local=@accent 2"])
        #expect(listed(await child.run(job, budget: 10)) == expected)
        let layout = WorkerJob.check(path: "a.xml", contents: "<layout/>\n", stylesheets: [], listingVariables: true)
        #expect(ids(await child.run(layout, budget: 10)) != nil, "a layout's check lists no variables")
    }

    /// A child slower to start than a job's budget (as on a loaded machine): the budget
    /// counts from the child's `ready`, so the job is answered, not killed.
    @Test func aJobsBudgetStartsWhenItsChildIsReady() async throws {
        let scripts = try Fixtures.scratchFolder(["slow-livery": "#!/bin/sh\nsleep 2\nexec \"\(LiveryProcess.executable.path)\" \"$@\"\n"],
                                                 prefix: "livery-slow-start")
        let script = scripts.appendingPathComponent("slow-livery").path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let child = WorkerPool(name: "test.slow-child", folder: try folder(), executable: script)
        defer { child.stop() }
        let start = Date()
        #expect(ids(await child.run(Self.broken, budget: 1.5)) == ["syntax.missing-value"])
        #expect(Date().timeIntervalSince(start) >= 2)
    }

    @Test func aChildPastItsTimeIsKilledAndTheNextJobGetsANewOne() async throws {
        let child = WorkerPool(name: "test.child", folder: try folder(), executable: LiveryProcess.executable.path)
        defer { child.stop() }
        let start = Date()
        guard case .overTime = await child.run(.check(path: "large.css", contents: Self.large), budget: 0.5) else {
            Issue.record("the large check was not stopped at its budget")
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
        // The next job at once: the child may not have ended yet when its line is written.
        kill(first, SIGKILL)
        #expect(ids(await child.run(Self.broken, budget: 10)) == ["syntax.missing-value"])
        #expect(child.childIdentifier != first)
    }

    /// A child with a 256 MiB budget (the server's is 1 GiB; no input within the loader's
    /// budgets is known to pass that) ends at it, and the next job gets a new child.
    /// (Not under a sanitizer: the child sets no address-space limit there.)
    @Test(.enabled(if: !ServeWorker.runsUnderSanitizer))
    func aChildPastItsMemoryEndsAndTheServerGoesOn() async throws {
        let child = WorkerPool(name: "test.child", folder: try folder(), executable: LiveryProcess.executable.path,
                               memoryLimit: 256 << 20)
        defer { child.stop() }
        #expect(ids(await child.run(Self.broken, budget: 10)) == ["syntax.missing-value"])
        let first = try #require(child.childIdentifier)
        guard case .failed = await child.run(.check(path: "large.css", contents: Self.large), budget: 120) else {
            Issue.record("the large check did not end at the memory limit")
            return
        }
        #expect(ids(await child.run(Self.broken, budget: 10)) == ["syntax.missing-value"])
        #expect(child.childIdentifier != first)
    }
}
