import Foundation
import LiveryTestSupport
import LiveryToolingTestSupport
import Testing

/// Every command that reads stylesheets reads every dialect: UISS `.json`, ReflektorKit
/// `.rflk`, NUI `.nss` and Nimbus (`--dialect nimbus`) sheets mixed with Livery CSS in one command, later
/// sheets seeing earlier sheets' variables (`Tests/Fixtures/dialects/NAME.golden`;
/// re-record with `LIVERY_RECORD=1`).
struct DialectGoldenTests {
    /// UISS, then ReflektorKit, then Livery CSS using the variables of both.
    static let mixed = ["--stylesheet", "theme.json", "--stylesheet", "cards.rflk", "--stylesheet", "app.css"]
    /// UISS, Nimbus (`.css` read with `--dialect nimbus`), then Livery CSS named `.livery`.
    static let nimbus = ["--dialect", "nimbus", "--stylesheet", "theme.json", "--stylesheet", "nimbus.css",
                         "--stylesheet", "after-nimbus.livery"]

    /// NUI, then Livery CSS using its variables.
    static let nui = ["--stylesheet", "theme.nss", "--stylesheet", "after-nui.css"]

    static let cases: [(name: String, arguments: [String])] = [
        ("mixed.style.txt", ["style", "--layout", "screen.xml"] + mixed),
        ("mixed.style.json", ["style", "--format", "json", "--layout", "screen.xml"] + mixed),
        ("nimbus.style.txt", ["style", "--layout", "screen.xml"] + nimbus),
        ("mixed.explain.txt", ["explain", "--layout", "screen.xml", "--element", "title"] + mixed),
        ("mixed.dump.txt", ["dump", "theme.json", "cards.rflk", "app.css"]),
        ("nimbus.dump.json", ["dump", "--format", "json", "--dialect", "nimbus", "theme.json", "nimbus.css", "after-nimbus.livery"]),
        ("mixed.check.json", ["check", "--format", "json", "theme.json", "cards.rflk", "app.css", "screen.xml"]),
        ("mixed.render.svg", ["render", "--layout", "screen.xml", "--out", "-"] + mixed),
        ("nui.style.txt", ["style", "--layout", "screen.xml"] + nui),
        ("nui.dump.txt", ["dump", "theme.nss", "after-nui.css"]),
        ("nui.check.json", ["check", "--format", "json", "theme.nss", "after-nui.css", "screen.xml"]),
        ("nui.explain.txt", ["explain", "--layout", "screen.xml", "--element", "title"] + nui),
        ("nui.render.svg", ["render", "--layout", "screen.xml", "--out", "-"] + nui),
        ("nimbus.explain.txt", ["explain", "--layout", "screen.xml", "--element", "title"] + nimbus),
        ("nimbus.check.json", ["check", "--format", "json", "--dialect", "nimbus", "theme.json", "nimbus.css",
                               "after-nimbus.livery", "screen.xml"]),
    ]

    static let folder = Fixtures.url("dialects")

    @Test(arguments: cases.map(\.name))
    func outputMatchesGolden(_ name: String) throws {
        let arguments = try #require(Self.cases.first { $0.name == name }?.arguments)
        let result = try LiveryProcess.run(arguments, in: Self.folder)
        #expect(result.status == 0, "\(result.stderr)")
        try GoldenFiles.assertMatches(result.stdout, golden: Self.folder.appendingPathComponent(name + ".golden"))
    }

    /// Without `--dialect nimbus` the Nimbus sheet is read as Livery CSS: its `-ios-*`
    /// properties are unknown there.
    @Test func theDialectOptionDecidesHowCSSIsRead() throws {
        let asLivery = try LiveryProcess.run(["check", "nimbus.css"], in: Self.folder)
        #expect(asLivery.stderr.contains("[property.unknown]"))
        let asNimbus = try LiveryProcess.run(["check", "--dialect", "nimbus", "nimbus.css"], in: Self.folder)
        #expect(!asNimbus.stderr.contains("[property.unknown]"), "\(asNimbus.stderr)")
        #expect(asNimbus.stdout == "checked 1 file: 0 errors, 1 warning\n")
    }

    /// A Livery sheet before the UISS theme does not see its variables: load order decides.
    @Test func earlierSheetsDoNotSeeLaterVariables() throws {
        let result = try LiveryProcess.run(["dump", "app.css", "theme.json"], in: Self.folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("app.css:5:28: error: undefined variable 'accent' [variable.undefined]"), "\(result.stderr)")
    }

    /// `--dialect nui` reads a `.css` file as NUI; without it the NUI names are unknown.
    @Test func theDialectOptionReadsCSSFilesAsNUI() throws {
        let folder = try Fixtures.scratchFolder(["legacy.css": "Button { font-color: red; corner-radius: 4; }\n"])
        let asLivery = try LiveryProcess.run(["check", "legacy.css"], in: folder)
        #expect(asLivery.stderr.contains("[property.unknown]"), "\(asLivery.stderr)")
        let asNUI = try LiveryProcess.run(["dump", "--dialect", "nui", "legacy.css"], in: folder)
        #expect(asNUI.status == 0, "\(asNUI.stderr)")
        #expect(asNUI.stdout.contains("titleColor(normal): red"), "\(asNUI.stdout)")
        #expect(asNUI.stdout.contains("layer.cornerRadius: 4"), "\(asNUI.stdout)")
    }

    @Test func anUnknownDialectIsAUsageError() throws {
        let result = try LiveryProcess.run(["check", "--dialect", "sass", "app.css"], in: Self.folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--dialect"))
    }
}
