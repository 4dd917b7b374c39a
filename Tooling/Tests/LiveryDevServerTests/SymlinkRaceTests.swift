import AsyncHTTPClient
import Foundation
import LiveryDevServer
import LiveryTestSupport
import LiveryToolingTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A served path switched between inside and outside the folder as fast as the system
/// allows while it is read — a symbolic link retargeted, a folder swapped for a link to an
/// outside folder — never yields the outside file's bytes. (Checking a path and then
/// opening it again served the outside file about once in 75 requests.)
@Suite(.serialized)
struct SymlinkRaceTests {
    static let inside = "inside the served folder\n"
    static let secret = "OUTSIDE-SECRET: never served\n"

    /// Switches a served path between inside and outside the folder, over and over, until
    /// stopped (`step(toOutside)` makes one switch).
    final class Swapper: @unchecked Sendable {
        private let running = Locked(true)
        let swaps = Locked(0)
        private let done = DispatchSemaphore(value: 0)

        init(_ step: @escaping @Sendable (_ toOutside: Bool) -> Bool) {
            let running = self.running, swaps = self.swaps, done = self.done
            Thread {
                var outside = true
                while running.get() {
                    if step(outside) { swaps.update { $0 += 1 } }
                    outside.toggle()
                    usleep(20)
                }
                done.signal()
            }.start()
        }

        func stop() {
            running.set(false)
            done.wait()
        }

        /// `folder/link` becomes a symbolic link to `inside` or `outside` (a new link made
        /// beside it, then renamed over it: atomic).
        static func link(_ link: String, in folder: URL, inside: String, outside: String) -> Swapper {
            let path = folder.appendingPathComponent(link).path
            let spare = folder.appendingPathComponent(".swap-\(link)").path
            return Swapper { toOutside in
                unlink(spare)
                return symlink(toOutside ? outside : inside, spare) == 0 && rename(spare, path) == 0
            }
        }

        /// `folder/name` switches between a real folder of the served folder and a symbolic
        /// link to `outsideFolder` (both hold the same file names): a path checked while it
        /// was the real folder leads outside if it is opened again after the switch.
        static func folder(_ name: String, in folder: URL, outsideFolder: String) -> Swapper {
            let path = folder.appendingPathComponent(name).path
            let aside = folder.appendingPathComponent(".aside-\(name)").path
            let link = folder.appendingPathComponent(".link-\(name)").path
            _ = symlink(outsideFolder, link)
            return Swapper { toOutside in
                toOutside ? rename(path, aside) == 0 && rename(link, path) == 0
                    : rename(path, link) == 0 && rename(aside, path) == 0
            }
        }
    }

    /// The served folder (`safe.txt`, and `sub/file.txt` with the same inside text) and
    /// an outside folder with the secret as `secret.txt` and `file.txt`.
    func folders() throws -> (served: URL, outside: URL) {
        let served = try Fixtures.scratchFolder(["safe.txt": Self.inside, "sub/file.txt": Self.inside], prefix: "livery-race")
        let outside = try Fixtures.scratchFolder(["secret.txt": Self.secret, "file.txt": Self.secret], prefix: "livery-race-outside")
        return (served, outside)
    }

    /// Reads `relative` `count` times; counts what came back.
    static func read(_ folder: ServedFolder, _ relative: String, count: Int) -> (inside: Int, refused: Int, leaked: Int) {
        var inside = 0, refused = 0, leaked = 0
        for _ in 0..<count {
            switch folder.contents(of: relative).map({ String(decoding: $0, as: UTF8.self) }) {
            case nil: refused += 1
            case Self.inside?: inside += 1
            default: leaked += 1
            }
        }
        return (inside, refused, leaked)
    }

    @Test func theFolderNeverReadsTheOutsideFileThroughASwappedLink() throws {
        let (served, outside) = try folders()
        let folder = try ServedFolder(served.path)
        let swapper = Swapper.link("link.txt", in: served, inside: "safe.txt",
                                   outside: outside.appendingPathComponent("secret.txt").path)
        let counts = Self.read(folder, "link.txt", count: 40_000)
        swapper.stop()
        #expect(counts.leaked == 0)
        // Both states were read many times: the race was really run.
        #expect(counts.inside > 500 && counts.refused > 500, "\(counts), swaps \(swapper.swaps.get())")
    }

    @Test func theFolderNeverReadsOutsideThroughAFolderSwappedForALink() throws {
        let (served, outside) = try folders()
        let folder = try ServedFolder(served.path)
        let swapper = Swapper.folder("sub", in: served, outsideFolder: outside.path)
        let counts = Self.read(folder, "sub/file.txt", count: 40_000)
        swapper.stop()
        #expect(counts.leaked == 0)
        #expect(counts.inside > 500 && counts.refused > 500, "\(counts), swaps \(swapper.swaps.get())")
    }

    @Test func getNeverServesOutsideContentWhileLinksAndFoldersAreSwapped() async throws {
        let server = try await ServeProcess.start()
        let outside = try Fixtures.scratchFolder(["secret.txt": Self.secret, "file.txt": Self.secret], prefix: "livery-race-outside")
        try Fixtures.write(["safe.txt": Self.inside, "sub/file.txt": Self.inside], into: server.folder)
        let swappers = [
            Swapper.link("link.txt", in: server.folder, inside: "safe.txt", outside: outside.appendingPathComponent("secret.txt").path),
            Swapper.folder("sub", in: server.folder, outsideFolder: outside.path),
        ]
        defer { swappers.forEach { $0.stop() } }
        let counts = Locked([Int: Int]())
        let leaks = Locked(0)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<4 {
                let url = server.base + (index % 2 == 0 ? "/files/link.txt" : "/files/sub/file.txt")
                group.addTask {
                    for _ in 0..<1_250 {
                        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .seconds(10))
                        let body = String(buffer: try await response.body.collect(upTo: 1 << 16))
                        counts.update { $0[Int(response.status.code), default: 0] += 1 }
                        if body.contains("OUTSIDE-SECRET") { leaks.update { $0 += 1 } }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(leaks.get() == 0)
        let statuses = counts.get()
        #expect(Set(statuses.keys).isSubset(of: [200, 404]), "\(statuses)")
        #expect(statuses[200, default: 0] > 50 && statuses[404, default: 0] > 50, "\(statuses)")
    }
}
