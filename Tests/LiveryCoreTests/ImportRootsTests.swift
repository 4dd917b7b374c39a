import Foundation
import LiveryCore
import LiverySyntax
import LiveryTestSupport
import Testing

/// Imports stay inside the folder tree of the sheets being loaded: whatever leaves it —
/// an absolute path, `..`, a symbolic link — is an error, and the file is never read.
struct ImportRootsTests {
    /// A scratch folder holding `project/` (the sheets) and, beside it, `outside/`.
    static func project(_ files: [String: String]) throws -> URL {
        try Fixtures.scratchFolder(files, prefix: "livery-roots")
    }

    /// Loads `main` under `folder` through a counting file-system loader.
    static func load(_ main: String, in folder: URL, allowing roots: [String] = []) -> (StyleSheet, CountingSourceLoader) {
        let counting = CountingSourceLoader(FileSystemSourceLoader())
        let sheet = StyleSheetLoader(sourceLoader: counting, allowedImportRoots: roots)
            .load(folder.appendingPathComponent(main).path)
        return (sheet, counting)
    }

    static func ids(_ sheet: StyleSheet) -> [String] { sheet.diagnostics.map(\.id.rawValue) }

    static func selectors(_ sheet: StyleSheet) -> [String] { sheet.rules.map { $0.selectors[0].description } }

    @Test(arguments: ["/etc/passwd", "/proc/self/environ", "/etc/../etc/hostname"])
    func anAbsolutePathIsOutsideAndNeverRead(_ path: String) throws {
        let folder = try Self.project(["project/main.css": "@import \"\(path)\";\n.a { alpha: 1; }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (sheet, counting) = Self.load("project/main.css", in: folder)
        #expect(Self.ids(sheet) == ["import.outside-project"])
        #expect(sheet.diagnostics.first?.location.description == "1:9")
        #expect(Self.selectors(sheet) == [".a"])
        #expect(counting.reads.keys.sorted() == [folder.appendingPathComponent("project/main.css").path])
        let report = DiagnosticFormatter().format(sheet.diagnostics)
        #expect(!report.contains("root:") && !report.contains("PATH="))
        #expect(report.contains("outside the folders stylesheets may import from"))
    }

    @Test func dotDotLeavingTheSheetsFolderIsOutside() throws {
        let folder = try Self.project([
            "project/styles/main.css": """
                @import "../../../../../../../../etc/passwd";
                @import "../secret.css";
                @import "parts/../../styles/parts/ok.css";
                .a { alpha: 1; }
                """,
            "project/styles/parts/ok.css": ".ok { alpha: 1; }",
            "project/secret.css": ".secret { alpha: 1; }",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (sheet, counting) = Self.load("project/styles/main.css", in: folder)
        #expect(Self.ids(sheet) == ["import.outside-project", "import.outside-project"])
        #expect(sheet.diagnostics.map(\.location.line) == [1, 2])
        #expect(Self.selectors(sheet) == [".ok", ".a"])
        #expect(!counting.reads.keys.contains { $0.hasSuffix("secret.css") || $0.hasSuffix("passwd") })
    }

    @Test func aSymbolicLinkOutOfTheProjectIsOutside() throws {
        let folder = try Self.project([
            "project/main.css": "@import \"escape.css\";\n@import \"door/inner.css\";\n@import \"alias.css\";\n.a { alpha: 1; }",
            "project/real.css": ".real { alpha: 1; }",
            "outside/secret.css": ".secret { alpha: 1; }",
            "outside/room/inner.css": ".inner { alpha: 1; }",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("project/escape.css").path,
                                       withDestinationPath: folder.appendingPathComponent("outside/secret.css").path)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("project/door").path,
                                       withDestinationPath: "../outside/room")
        // A link that stays inside is fine.
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("project/alias.css").path,
                                       withDestinationPath: "real.css")
        let (sheet, counting) = Self.load("project/main.css", in: folder)
        #expect(Self.ids(sheet) == ["import.outside-project", "import.outside-project"])
        #expect(sheet.diagnostics.map(\.location.line) == [1, 2])
        #expect(Self.selectors(sheet) == [".real", ".a"])
        #expect(counting.reads.count == 2)
    }

    @Test func anAllowedRootCanBeImportedFrom() throws {
        let folder = try Self.project([
            "project/main.css": "@import \"../shared/theme.css\";\n.a { tintColor: @accent; }",
            "shared/theme.css": "@accent: red;\n.theme { alpha: 1; }",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (refused, _) = Self.load("project/main.css", in: folder)
        #expect(Self.ids(refused).first == "import.outside-project")
        let (sheet, _) = Self.load("project/main.css", in: folder, allowing: [folder.appendingPathComponent("shared").path])
        #expect(sheet.diagnostics.isEmpty)
        #expect(Self.selectors(sheet) == [".theme", ".a"])
        // A root may be a single file, and `/` allows every file.
        let (file, _) = Self.load("project/main.css", in: folder,
                                  allowing: [folder.appendingPathComponent("shared/theme.css").path])
        #expect(file.diagnostics.isEmpty)
        let (everything, _) = Self.load("project/main.css", in: folder, allowing: ["/"])
        #expect(everything.diagnostics.isEmpty)
    }

    @Test func relativeImportsInSubfoldersStillWork() throws {
        let folder = try Self.project([
            "project/main.css": "@import \"parts/a.css\";\n.main { alpha: 1; }",
            "project/parts/a.css": "@import \"nested/b.css\";\n@import \"../shared/c.css\";\n.a { alpha: 1; }",
            "project/parts/nested/b.css": ".b { alpha: 1; }",
            "project/shared/c.css": ".c { alpha: 1; }",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (sheet, _) = Self.load("project/main.css", in: folder)
        #expect(sheet.diagnostics.isEmpty)
        #expect(Self.selectors(sheet) == [".b", ".c", ".a", ".main"])
    }

    @Test func aRelativeTopLevelPathWorksFromTheCurrentFolder() {
        // Locations as the user typed them (`styles/main.css`), resolved against the
        // current folder: the repository's fixtures.
        let path = Fixtures.path("stylesheets/imports.css")
        let sheet = StyleSheetLoader().load(path)
        #expect(sheet.diagnostics.isEmpty)
        #expect(sheet.rules.count == 7)
    }

    @Test func anImportedFileThatIsNotTextIsOneError() throws {
        let folder = try Self.project(["project/main.css": "@import \"logo.png\";\n.a { alpha: 1; }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array(repeating: 0xFF, count: 500)
        try Data(png).write(to: folder.appendingPathComponent("project/logo.png"))
        let (sheet, _) = Self.load("project/main.css", in: folder)
        #expect(sheet.diagnostics.map(\.description) == [
            folder.path + "/project/main.css:1:9: error: cannot import 'logo.png': not a text file (a NUL byte at offset 8); nothing of it is loaded [file.not-text]",
        ])
        #expect(Self.selectors(sheet) == [".a"])
    }

    /// A link swapped between the path check and the read cannot redirect an import: the
    /// file opened is the file checked and read. Another thread swaps `swap.css` between a
    /// file of the project and one outside it while the sheet loads again and again.
    @Test(.timeLimit(.minutes(1)))
    func aLinkSwappedWhileImportingNeverReadsOutside() throws {
        let folder = try Self.project([
            "project/main.css": "@import \"swap.css\";\n.a { alpha: 1; }",
            "project/real.css": ".real { alpha: 1; }",
            "outside/secret.css": ".secret { alpha: 1; }",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("project/swap.css").path
        let targets = ["real.css", folder.appendingPathComponent("outside/secret.css").path]
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: targets[0])
        let swapper = Thread {
            var index = 0
            while !Thread.current.isCancelled {
                index += 1
                let temporary = link + ".next"
                unlink(temporary)
                guard symlink(targets[index % 2], temporary) == 0, rename(temporary, link) == 0 else { break }
            }
        }
        swapper.start()
        defer { swapper.cancel() }
        var outcomes: [String: Int] = [:]
        for _ in 0..<2_000 {
            let (sheet, _) = Self.load("project/main.css", in: folder)
            let selectors = Self.selectors(sheet)
            #expect(!selectors.contains(".secret"))
            outcomes[selectors.joined(separator: " ") + " " + Self.ids(sheet).joined(separator: " "), default: 0] += 1
        }
        // Every load either imported the project's file or refused the import.
        #expect(Set(outcomes.keys).isSubset(of: [".real .a ", ".a import.outside-project"]))
    }

    /// The opened file is what `regularFileBytes` checks: a link to a file outside is
    /// refused after opening, whatever its path said.
    @Test func theOpenedFileIsWhatIsChecked() throws {
        let folder = try Self.project(["project/real.css": ".real {}", "outside/secret.css": ".secret {}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("project").path
        let link = project + "/link.css"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../outside/secret.css")
        let inProject = { (real: String) in Paths.isInside(real, folder: project) }
        #expect(FileSystemSourceLoader.regularFileBytes(atPath: link, accepting: inProject) == .failure(.refused))
        #expect(FileSystemSourceLoader.regularFileBytes(atPath: project + "/real.css", accepting: inProject)
                == .success(Array(".real {}".utf8)))
        #expect(FileSystemSourceLoader.regularFileBytes(atPath: project + "/real.css", limit: 3, accepting: inProject)
                == .failure(.tooLarge))
        #expect(FileSystemSourceLoader.regularFileBytes(atPath: project + "/none.css", accepting: inProject) == .failure(.missing))
        #expect(FileSystemSourceLoader.regularFileBytes(atPath: project, accepting: inProject) == .failure(.notRegularFile))
    }

    /// A FIFO (or any file that is not a regular file) is refused at once: reading one
    /// would wait for a writer forever.
    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsNotAStylesheetAndIsNotWaitedOn() throws {
        let folder = try Self.project(["project/main.css": "@import \"pipe.css\";\n@import \"parts\";\n.a { alpha: 1; }",
                                       "project/parts/b.css": ".b {}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("project/pipe.css").path, 0o600) == 0)
        let (sheet, _) = Self.load("project/main.css", in: folder)
        #expect(sheet.diagnostics.map(\.description) == [
            folder.path + "/project/main.css:1:9: error: cannot import 'pipe.css': '\(folder.path)/project/pipe.css' is not a regular file [import.not-found]",
            folder.path + "/project/main.css:2:9: error: cannot import 'parts': '\(folder.path)/project/parts' is not a regular file [import.not-found]",
        ])
        #expect(Self.selectors(sheet) == [".a"])
    }

    @Test func inMemorySourcesKeepImportsInsideTheirFolderToo() {
        let files = ["styles/main.css": "@import \"/etc/passwd\";\n@import \"../x.css\";\n@import \"ok.css\";",
                     "/etc/passwd": ".leak { alpha: 1; }", "x.css": ".x { alpha: 1; }", "styles/ok.css": ".ok { alpha: 1; }"]
        let counting = CountingSourceLoader(InMemorySourceLoader(files))
        let sheet = StyleSheetLoader(sourceLoader: counting).load("styles/main.css")
        #expect(Self.ids(sheet) == ["import.outside-project", "import.outside-project"])
        #expect(Self.selectors(sheet) == [".ok"])
        #expect(counting.reads.keys.sorted() == ["styles/main.css", "styles/ok.css"])
    }

    @Test func pathsInsideFolders() {
        #expect(Paths.isInside("/a/b/c.css", folder: "/a/b"))
        #expect(Paths.isInside("/a/b", folder: "/a/b/"))
        #expect(!Paths.isInside("/a/bc/d.css", folder: "/a/b"))
        #expect(!Paths.isInside("/a/b/../c.css", folder: "/a/b"))
        #expect(Paths.isInside("/anything", folder: "/"))
        #expect(Paths.isInside("x/y.css", folder: "."))
        #expect(!Paths.isInside("../y.css", folder: "."))
        #expect(!Paths.isInside("/y.css", folder: "."))
        #expect(Paths.isInside("styles/a.css", folder: "styles"))
        #expect(!Paths.isInside("stylesheets/a.css", folder: "styles"))
    }
}
