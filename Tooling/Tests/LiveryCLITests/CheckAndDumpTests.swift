import LiveryTestSupport
import LiveryToolingTestSupport
import Foundation
import Testing

/// End-to-end tests of `livery check` and `livery dump`: the built binary, real files,
/// exact output and exit statuses.
struct CheckAndDumpTests {
    @Test func dumpPrintsTheGoldenTextForTheSampleStylesheet() throws {
        let result = try LiveryProcess.run(["dump", "stylesheets/sample-app.css"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let golden = try String(contentsOf: LiveryProcess.fixtures.appendingPathComponent("stylesheets/sample-app.dump.txt"), encoding: .utf8)
        #expect(result.stdout == golden)
    }

    @Test func webCSSWithoutMeaningOnIOSIsAWarningNotAnError() throws {
        let folder = try Fixtures.scratchFolder(["web.css": """
            a:hover, .card { opacity: 0.9; transition: opacity 0.2s; box-shadow: 0 1px 2px #0004; }
            p::first-line { color: red; }
            button:active { opacity: 0.5; }

            """])
        let result = try LiveryProcess.run(["check", "--format", "json", "web.css"], in: folder)
        #expect(result.status == 0, "\(result.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["selector.no-effect", "property.no-effect", "selector.no-effect"])
        #expect(diagnostics.allSatisfy { $0["severity"] as? String == "warning" })
        let strict = try LiveryProcess.run(["check", "--strict", "web.css"], in: folder)
        #expect(strict.status == 1)
        let dump = try LiveryProcess.run(["dump", "web.css"], in: folder)
        #expect(dump.stdout == """
            .card { opacity: 0.9; layer.shadowOffset: size(0, 1); layer.shadowRadius: 1; layer.shadowColor: alpha(#0004, 1); \
            layer.shadowOpacity: 0.27; }
            UIButton:highlighted { opacity: 0.5; }

            """)
    }

    @Test func dumpWithErrorsPrintsRulesAndExitsOne() throws {
        let folder = try Fixtures.scratchFolder(["bad.css": ".ok { alpha: 1; }\nbad bad bad\n.also { alpha: 2; }\n"])
        let result = try LiveryProcess.run(["dump", "bad.css"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == ".ok { alpha: 1; }\n.also { alpha: 2; }\n")
        #expect(result.stderr == """
            bad.css:2:1: error: unexpected 'bad bad bad'; skipped [syntax.stray-text]
                bad bad bad
                ^~~~~~~~~~~

            """)
    }

    @Test func dumpJSONHasRulesDeclarationsAndDiagnostics() throws {
        let folder = try Fixtures.scratchFolder(["a.css": "@c: red;\n.x { tintColor: @c; alpha: 0.5 !important; }\n.y:nope { alpha: 1; }\n"])
        let result = try LiveryProcess.run(["dump", "--format", "json", "a.css"], in: folder)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sheets = try #require(json["stylesheets"] as? [[String: Any]])
        let rules = try #require(sheets.first?["rules"] as? [[String: Any]])
        #expect(rules.count == 1)
        #expect(rules[0]["selectors"] as? [String] == [".x"])
        let declarations = try #require(rules[0]["declarations"] as? [[String: Any]])
        #expect(declarations.map { $0["name"] as? String } == ["tintColor", "alpha"])
        #expect(declarations.map { $0["text"] as? String } == ["red", "0.5"])
        #expect(declarations.map { $0["important"] as? Bool } == [false, true])
        #expect(declarations[0]["line"] as? Int == 2)
        #expect(declarations[0]["column"] as? Int == 6)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0]["id"] as? String == "selector.unknown-pseudo-class")
        #expect(diagnostics[0]["path"] as? String == "a.css")
        #expect(diagnostics[0]["line"] as? Int == 3)
        #expect(diagnostics[0]["column"] as? Int == 3)
        #expect(diagnostics[0]["severity"] as? String == "error")
        #expect(diagnostics[0]["message"] as? String == "unknown pseudo class ':nope'; rule dropped")
        #expect(result.stderr.isEmpty)
    }

    @Test func checkOfACleanFolderSucceeds() throws {
        let folder = try Fixtures.scratchFolder([
            "theme.css": "@accent: red;",
            "screens/home.css": ".home { tintColor: @accent; }",
            "notes.txt": "not a stylesheet",
        ])
        let result = try LiveryProcess.run(["check", "."], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "checked 2 files: 0 errors, 0 warnings\n")
        #expect(result.stderr.isEmpty)
    }

    /// A folder holds files that only look like sheets: a FIFO named `pipe.css` (reading it
    /// would wait forever) and a folder named `parts.css`. Only regular files are checked.
    @Test(.timeLimit(.minutes(1)))
    func checkOfAFolderReadsOnlyRegularFiles() throws {
        let folder = try Fixtures.scratchFolder(["a.css": ".a { alpha: 1; }", "parts.css/b.css": ".b { alpha: 1; }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("pipe.css").path, 0o600) == 0)
        let result = try LiveryProcess.run(["check", "."], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "checked 2 files: 0 errors, 0 warnings\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func checkReportsErrorsWithLocationsAndExitsOne() throws {
        let folder = try Fixtures.scratchFolder(["a.css": ".a { alpha: ; }\n@media (hover: none) { .b { alpha: 1; } }\n"])
        let result = try LiveryProcess.run(["check", "a.css"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "checked 1 file: 2 errors, 0 warnings\n")
        let firstLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("a.css") }
        #expect(firstLines == [
            "a.css:1:6: error: expected a value for 'alpha' [syntax.missing-value]",
            "a.css:2:8: error: unknown media feature 'hover'; the query never holds [media.unknown-feature]",
        ])
    }

    @Test func warningsPassUnlessStrict() throws {
        let folder = try Fixtures.scratchFolder(["w.css": "@font-face { x: 1; }\n.a { alpha: 1; }\n"])
        let relaxed = try LiveryProcess.run(["check", "w.css"], in: folder)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.hasPrefix("w.css:1:1: warning: unknown at-rule '@font-face'; skipped [syntax.unknown-at-rule]"))
        let strict = try LiveryProcess.run(["check", "--strict", "w.css"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("w.css:1:1: error: unknown at-rule"))
    }

    @Test func checkJSONListsFilesAndDiagnostics() throws {
        let folder = try Fixtures.scratchFolder(["a.css": ".a { alpha: 1; }", "b.css": ".b { x: @nope; }"])
        let result = try LiveryProcess.run(["check", "--format", "json", "a.css", "b.css"], in: folder)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["a.css", "b.css"])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["variable.undefined"])
    }

    @Test func missingInputIsADiagnosticWithStatusOne() throws {
        let result = try LiveryProcess.run(["check", "does/not/exist.css"])
        #expect(result.status == 1)
        #expect(result.stderr == "does/not/exist.css:1:1: error: no such file or folder 'does/not/exist.css' [file.not-found]\n")
        let dump = try LiveryProcess.run(["dump", "nope.css"])
        #expect(dump.status == 1)
        #expect(dump.stderr == "nope.css:1:1: error: no such file 'nope.css' [file.not-found]\n")
    }

    @Test(arguments: [["check"], ["dump"], ["frobnicate"], ["check", "--format", "yaml", "x.css"], ["dump", "--bogus", "x.css"]])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let result = try LiveryProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Error:") || result.stderr.contains("error:"))
    }

    @Test func helpExitsZero() throws {
        let result = try LiveryProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("check"))
        #expect(result.stdout.contains("dump"))
    }
}

/// `dump --format json` carries typed values for properties whose type is known.
struct DumpTypedValueTests {
    @Test func typedValuesAppearInJSON() throws {
        let folder = try Fixtures.scratchFolder(["t.css": """
            UIButton { titleColor(selected-highlighted): #ff000080; contentEdgeInsets: insets(1, 2); }
            UILabel { font: bold 15 system; textAlignment: NSTextAlignmentRight; unknownThing: 3; }
            """])
        let result = try LiveryProcess.run(["dump", "--format", "json", "t.css"], in: folder)
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rules = try #require((json["stylesheets"] as? [[String: Any]])?.first?["rules"] as? [[String: Any]])
        let button = try #require(rules[0]["declarations"] as? [[String: Any]])
        #expect(button[0]["parameters"] as? [String] == ["highlighted selected"])
        #expect(button[0]["type"] as? String == "color")
        #expect(button[0]["value"] as? String == "#ff000080")
        #expect(button[1]["value"] as? [String: Double] == ["top": 1, "left": 2, "bottom": 1, "right": 2])
        let label = try #require(rules[1]["declarations"] as? [[String: Any]])
        let font = try #require(label[0]["value"] as? [String: Any])
        #expect(font["family"] as? String == "system")
        #expect(font["size"] as? Double == 15)
        #expect(font["weight"] as? String == "bold")
        #expect(font["italic"] as? Bool == false)
        #expect(label[1]["value"] as? String == "right")
        #expect(label[2]["value"] == nil)
        #expect(label[2]["text"] as? String == "3")
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["property.unknown"])
        #expect(diagnostics.first?["severity"] as? String == "warning")
    }
}
