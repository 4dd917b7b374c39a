import Livery
import LiveryCore
import LiverySyntax
import Testing

/// Where the imports of remote sheets may read: a URL inside its own folder, a dev-server
/// path anywhere in the served folder.
struct ImportSourceTests {
    @Test func aURLImportsInsideItsFolder() {
        let cache = CachedSourceLoader()
        cache.store("@import \"theme.css\";\n@import \"../other/x.css\";\n@import \"https://elsewhere.example/x.css\";\n.a { alpha: 1; }",
                    for: "https://h.example/app/main.css")
        cache.store(".theme { alpha: 1; }", for: "https://h.example/app/theme.css")
        cache.store(".x { alpha: 1; }", for: "https://h.example/other/x.css")
        cache.store(".x { alpha: 1; }", for: "https://elsewhere.example/x.css")
        let sheet = StyleSheetLoader(sourceLoader: cache).load("https://h.example/app/main.css")
        #expect(sheet.diagnostics.map(\.id) == [CoreDiagnosticID.importOutsideProject, CoreDiagnosticID.importOutsideProject])
        #expect(sheet.rules.map { $0.selectors[0].description } == [".theme", ".a"])
        let allowed = StyleSheetLoader(sourceLoader: cache, allowedImportRoots: ["https://h.example/other"])
            .load("https://h.example/app/main.css")
        #expect(allowed.diagnostics.map(\.id) == [CoreDiagnosticID.importOutsideProject])
    }

    @Test func aDevServerPathImportsAnywhereInTheServedFolder() {
        let cache = CachedSourceLoader()
        cache.store("@import \"../theme.css\";\n@import \"../../up.css\";\n.home { alpha: 1; }", for: "screens/home.css")
        cache.store(".theme { alpha: 1; }", for: "theme.css")
        let recording = RecordingSourceLoader(cache)
        let sheet = StyleSheetLoader(sourceLoader: recording).load("screens/home.css")
        #expect(sheet.diagnostics.map(\.id) == [CoreDiagnosticID.importOutsideProject])
        #expect(sheet.rules.map { $0.selectors[0].description } == [".theme", ".home"])
        #expect(recording.locations == ["screens/home.css", "theme.css"])
    }

    @Test func urlsInsideFolders() {
        #expect(Paths.isInside("https://h/a/b.css", folder: "https://h/a"))
        #expect(!Paths.isInside("https://h/ab.css", folder: "https://h/a"))
        #expect(!Paths.isInside("https://h/a/b.css", folder: "."))
        #expect(!Paths.isInside("a/b.css", folder: "https://h/a"))
    }
}
