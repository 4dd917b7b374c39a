import Foundation
import LiveryTestSupport
import LiveryToolingTestSupport
import Testing

/// `livery lsp` end to end: the built executable driven over its standard input and output
/// as an editor drives it.
struct LanguageServerTests {
    static let theme = "@brand: #336699;\n"

    func scratch() throws -> URL {
        try Fixtures.scratchFolder(["theme.css": Self.theme, "app.css": ".a { color: @brand; }\n"], prefix: "livery-lsp")
    }

    /// Runs `body` with a `livery lsp` child in a scratch folder (`files`, or the default
    /// two sheets), stopping both after.
    func withServer(_ files: [String: String]? = nil, _ body: (LanguageClient, URL) throws -> Void) throws {
        let folder = try files.map { try Fixtures.scratchFolder($0, prefix: "livery-lsp") } ?? scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LanguageClient(in: folder)
        defer { client.stop() }
        try body(client, folder)
    }

    func uri(_ folder: URL, _ name: String) -> String {
        folder.appendingPathComponent(name).absoluteString
    }

    func initialize(_ client: LanguageClient, root: URL) throws {
        let response = try client.request("initialize", ["processId": NSNull(), "rootUri": root.absoluteString, "capabilities": [:]])
        let capabilities = try #require((response["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["documentFormattingProvider"] as? Bool == true)
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 1)
        try client.notify("initialized", [:])
    }

    func open(_ client: LanguageClient, _ uri: String, _ text: String, version: Int = 1) throws {
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "css", "version": version, "text": text]])
    }

    @Test func publishesDiagnosticsInUTF16AndSeesTheFolderVariables() throws {
        try withServer { client, folder in
            try initialize(client, root: folder)
            // `@brand` comes from theme.css, which is not open: no undefined variable. The error
            // sits after a two-unit emoji and an `é`.
            let line = ".a { textColor: @brand; title: \"é😀\"; color red; }"
            let app = uri(folder, "app.css")
            try open(client, app, "/* app */\n" + line + "\n")
            let published = try client.notification("textDocument/publishDiagnostics") { ($0["uri"] as? String) == app }
            let diagnostics = try #require(published["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.map { $0["code"] as? String } == ["syntax.expected-colon"])
            let range = try #require(diagnostics.first?["range"] as? [String: [String: Int]])
            let prefix = line[..<line.range(of: "color red")!.lowerBound]
            #expect(range["start"] == ["line": 1, "character": prefix.utf16.count])
            #expect(range["end"].map { $0["line"] == 1 && $0["character"]! > prefix.utf16.count } == true)
            #expect(diagnostics.first?["severity"] as? Int == 1)
            #expect(diagnostics.first?["source"] as? String == "livery")
            #expect(published["version"] as? Int == 1)

            // Fixed: the next version publishes no diagnostics.
            try client.notify("textDocument/didChange", ["textDocument": ["uri": app, "version": 2],
                                                         "contentChanges": [["text": ".a { textColor: @brand; }\n"]]])
            let fixed = try client.notification("textDocument/publishDiagnostics") { ($0["version"] as? Int) == 2 }
            #expect((fixed["diagnostics"] as? [Any])?.isEmpty == true)

            // Closing clears them.
            try client.notify("textDocument/didClose", ["textDocument": ["uri": app]])
            let closed = try client.notification("textDocument/publishDiagnostics") { ($0["version"] == nil) }
            #expect((closed["diagnostics"] as? [Any])?.isEmpty == true)
        }
    }

    /// A sheet sees the variables of its project's folder (the nearest `livery.json`, else
    /// its own folder), not of every sheet in the workspace: a vendored sheet's variable does
    /// not hide an undefined one.
    @Test func checksInTheProjectFolderNotTheWorkspace() throws {
        try withServer(["App/app.css": ".a { textColor: @brand; }\n", "vendor/lib/theme.css": Self.theme]) { client, folder in
            try initialize(client, root: folder)
            let app = uri(folder, "App/app.css")
            try open(client, app, ".a { textColor: @brand; }\n")
            let alone = try client.notification("textDocument/publishDiagnostics") { ($0["uri"] as? String) == app }
            #expect((alone["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String } == ["variable.undefined"])

            // With a project file at the top, the project is the whole folder.
            try "{}".write(to: folder.appendingPathComponent("livery.json"), atomically: true, encoding: .utf8)
            try client.notify("textDocument/didClose", ["textDocument": ["uri": app]])
            try open(client, app, ".a { textColor: @brand; }\n", version: 2)
            let project = try client.notification("textDocument/publishDiagnostics") { ($0["version"] as? Int) == 2 }
            #expect((project["diagnostics"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func formatsADocumentAndSaysWhyItWillNot() throws {
        try withServer { client, folder in
            try initialize(client, root: folder)
            let app = uri(folder, "app.css")
            try open(client, app, ".a{textColor:@brand}\n")
            let formatted = try client.request("textDocument/formatting", ["textDocument": ["uri": app], "options": ["tabSize": 4, "insertSpaces": true]])
            let edits = try #require(formatted["result"] as? [[String: Any]])
            #expect(edits.count == 1)
            #expect(edits.first?["newText"] as? String == ".a {\n    textColor: @brand;\n}\n")
            #expect((edits.first?["range"] as? [String: [String: Int]])?["end"] == ["line": 1, "character": 0])

            try client.notify("textDocument/didChange", ["textDocument": ["uri": app, "version": 2],
                                                         "contentChanges": [["text": ".a { textColor @brand; }\n"]]])
            let refused = try client.request("textDocument/formatting", ["textDocument": ["uri": app], "options": [:]])
            #expect((refused["result"] as? [Any])?.isEmpty == true)
            let message = try client.notification("window/showMessage") { _ in true }
            #expect((message["message"] as? String)?.contains("not formatted: the sheet has syntax errors") == true)

            // A layout is not a sheet: no edits, no message.
            let layout = uri(folder, "screen.xml")
            try open(client, layout, "<UIView  id=\"a\"/>\n")
            let untouched = try client.request("textDocument/formatting", ["textDocument": ["uri": layout], "options": [:]])
            #expect((untouched["result"] as? [Any])?.isEmpty == true)
            #expect(throws: LanguageClient.ClientError.self) {
                try client.nextMessage(within: 1) { ($0["method"] as? String) == "window/showMessage" }
            }
        }
    }

    @Test func completesAndDescribesFromTheCatalog() throws {
        try withServer { client, folder in
            try initialize(client, root: folder)
            let app = uri(folder, "app.css")
            try open(client, app, "UIButton.primary {\n    ti\n    contentMode: \n}\nUIB")
            func labels(_ line: Int, _ character: Int) throws -> [String] {
                let response = try client.request("textDocument/completion",
                                                  ["textDocument": ["uri": app], "position": ["line": line, "character": character]])
                return ((response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
            }
            let names = try labels(1, 6)
            #expect(names.contains("titleColor") && names.contains("tintColor") && names.contains("alpha"))
            #expect(!names.contains("textAlignment"), "a label's property, not a button's")
            #expect(try labels(2, 17).starts(with: ["scaleToFill", "scaleAspectFit", "scaleAspectFill"]))
            #expect(try labels(4, 3).contains("UIButton"))
            let hover = try client.request("textDocument/hover", ["textDocument": ["uri": app], "position": ["line": 2, "character": 6]])
            let contents = (hover["result"] as? [String: Any])?["contents"] as? [String: Any]
            #expect((contents?["value"] as? String)?.hasPrefix("`contentMode`: contentMode (scaleToFill, scaleAspectFit") == true)
        }
    }

    /// In a value, the variables the sheet sees (the folder's and its own), as `@name` or,
    /// after `--` and in `var(`, as `--name`, replacing what is typed of the reference (and
    /// holding its letters).
    @Test func completesTheVariablesASheetSees() throws {
        try withServer { client, folder in
            try initialize(client, root: folder)
            let app = uri(folder, "app.css")
            let lines = ["@local: 2;", ".a {", "    textColor: @b;", "    alpha: var(--l);", "    tintColor: ;", "}", "@mixed: @l;"]
            try open(client, app, lines.joined(separator: "\n") + "\n")
            _ = try client.notification("textDocument/publishDiagnostics") { ($0["uri"] as? String) == app }
            func items(_ line: Int, after text: String) throws -> [[String: Any]] {
                let character = lines[line].range(of: text)!.upperBound.utf16Offset(in: lines[line])
                let response = try client.request("textDocument/completion",
                                                  ["textDocument": ["uri": app], "position": ["line": line, "character": character]])
                return ((response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).filter { $0["kind"] as? Int == 6 }
            }
            // The variables are listed after the check's diagnostics are published.
            let deadline = Date().addingTimeInterval(LanguageClient.timeout)
            while try items(2, after: "@b").isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }

            let typed = try items(2, after: "@b")
            #expect(typed.compactMap { $0["label"] as? String } == ["@brand"])
            #expect(typed.first?["detail"] as? String == "#336699")
            let edit = typed.first?["textEdit"] as? [String: Any]
            #expect(edit?["newText"] as? String == "@brand")
            #expect(edit?["range"] as? [String: [String: Int]] == ["start": ["line": 2, "character": 15], "end": ["line": 2, "character": 17]])
            #expect(try items(3, after: "var(--l").compactMap { $0["label"] as? String } == ["--local"])
            #expect(try items(3, after: "var(").compactMap { $0["label"] as? String } == ["--brand", "--local", "--mixed"])
            let empty = try items(4, after: "tintColor: ")
            #expect(empty.compactMap { $0["label"] as? String } == ["@brand", "@local", "@mixed"])
            #expect((empty.first?["textEdit"] as? [String: Any])?["range"] as? [String: [String: Int]]
                == ["start": ["line": 4, "character": 15], "end": ["line": 4, "character": 15]])
            // In a variable's own value; not in a property's name, nor where a selector starts.
            #expect(try items(6, after: "@l").compactMap { $0["label"] as? String } == ["@local"])
            #expect(try items(2, after: "textCo").isEmpty)
            let response = try client.request("textDocument/completion",
                                              ["textDocument": ["uri": app], "position": ["line": 6, "character": 1]])
            #expect(((response["result"] as? [String: Any])?["items"] as? [Any])?.isEmpty == true)
        }
    }

    /// Over a variable reference in a value: where the variable is declared (another sheet
    /// of the project, counted in UTF-16 there, or this one) and, hovering, its value.
    @Test func goesToAVariablesDeclarationAndShowsItsValue() throws {
        let theme = "/* 😀 */ @brand: #336699;\n"
        try withServer(["theme.css": theme, "app.css": ""]) { client, folder in
            try initialize(client, root: folder)
            let app = uri(folder, "app.css")
            let lines = ["@gap: 4;", ".a {", "    textColor: @brand;", "    alpha: var(--gap);", "    @media (idiom: pad) { alpha: 1; }", "}"]
            try open(client, app, lines.joined(separator: "\n") + "\n")
            _ = try client.notification("textDocument/publishDiagnostics") { ($0["uri"] as? String) == app }
            func request(_ method: String, _ line: Int, at text: String, offset: Int = 1) throws -> Any? {
                let character = lines[line].range(of: text)!.lowerBound.utf16Offset(in: lines[line]) + offset
                return try client.request(method, ["textDocument": ["uri": app], "position": ["line": line, "character": character]])["result"]
            }
            // The variables are known once the check finished.
            let deadline = Date().addingTimeInterval(LanguageClient.timeout)
            while try request("textDocument/definition", 2, at: "@brand") is NSNull, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
            }

            let brand = try #require(try request("textDocument/definition", 2, at: "@brand") as? [String: Any])
            #expect(brand["uri"] as? String == uri(folder, "theme.css"))
            let range = try #require(brand["range"] as? [String: [String: Int]])
            #expect(range["start"] == ["line": 0, "character": "/* 😀 */ ".utf16.count], "after a two-unit emoji")
            // Right after the name counts too; so does `--gap` in `var(`, declared in this sheet.
            let end = try request("textDocument/definition", 2, at: ";", offset: 0) as? [String: Any]
            #expect(end?["uri"] as? String == uri(folder, "theme.css"))
            let gap = try #require(try request("textDocument/definition", 3, at: "--gap") as? [String: Any])
            #expect(gap["uri"] as? String == app)
            #expect((gap["range"] as? [String: [String: Int]])?["start"] == ["line": 0, "character": 0])
            // Not a declaration's own name, an at-rule, or a property.
            #expect(try request("textDocument/definition", 0, at: "@gap") is NSNull)
            #expect(try request("textDocument/definition", 4, at: "@media") is NSNull)
            #expect(try request("textDocument/definition", 2, at: "textColor") is NSNull)

            let hover = try #require(try request("textDocument/hover", 2, at: "@brand") as? [String: Any])
            #expect((hover["contents"] as? [String: Any])?["value"] as? String == "`brand`: `#336699` — theme.css:1")
            #expect(hover["range"] as? [String: [String: Int]]
                == ["start": ["line": 2, "character": 15], "end": ["line": 2, "character": 21]])

            // Edited since its check, the document no longer says where `@gap` is: nothing,
            // or (once the new check finished) its new place; never the old one.
            let edited = ["/* one */", "/* two */"] + lines
            try client.notify("textDocument/didChange", ["textDocument": ["uri": app, "version": 2],
                                                         "contentChanges": [["text": edited.joined(separator: "\n") + "\n"]]])
            let moved = try client.request("textDocument/definition", ["textDocument": ["uri": app],
                                                                       "position": ["line": 5, "character": 17]])["result"]
            let start = ((moved as? [String: Any])?["range"] as? [String: [String: Int]])?["start"]
            #expect(moved is NSNull || start == ["line": 2, "character": 0], "\(String(describing: moved))")
            let stale = try client.request("textDocument/hover", ["textDocument": ["uri": app],
                                                                  "position": ["line": 5, "character": 17]])["result"]
            let said = ((stale as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
            #expect(said == "`gap`: `4` (before the last edit)" || said == "`gap`: `4` — app.css:3", "\(String(describing: said))")
        }
    }

    /// A folder the editor reaches through a symbolic link keeps its name in the answers.
    @Test func definitionsNameTheFolderAsTheEditorDoes() throws {
        try withServer(["theme.css": "@brand: #336699;\n", "app.css": ""]) { client, folder in
            let link = folder.deletingLastPathComponent().appendingPathComponent("livery-lsp-link-\(UUID().uuidString)")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
            defer { try? FileManager.default.removeItem(at: link) }
            try initialize(client, root: link)
            let app = uri(link, "app.css")
            try open(client, app, "@own: 1;\n.a { textColor: @brand; alpha: @own; }\n")
            _ = try client.notification("textDocument/publishDiagnostics") { ($0["uri"] as? String) == app }
            func definition(_ character: Int) throws -> String? {
                let response = try client.request("textDocument/definition",
                                                  ["textDocument": ["uri": app], "position": ["line": 1, "character": character]])
                return (response["result"] as? [String: Any])?["uri"] as? String
            }
            let deadline = Date().addingTimeInterval(LanguageClient.timeout)
            while try definition(18) == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            #expect(try definition(18) == uri(link, "theme.css"))
            #expect(try definition(33) == app)
        }
    }

    /// A project file appearing above a document moves it to another folder: until its next
    /// check, a definition is none or right, never a path of the old folder read in the new.
    @Test func aDocumentMovedToAnotherProjectAnswersNothingStale() throws {
        let files = ["sub/theme.css": "/* 1 */\n/* 2 */\n/* 3 */\n/* 4 */\n@brand: #336699;\n", "theme.css": "/* other */\n",
                     "sub/app.css": ""]
        try withServer(files) { client, folder in
            try initialize(client, root: folder)
            let app = uri(folder, "sub/app.css")
            try open(client, app, ".a { textColor: @brand; }\n")
            _ = try client.notification("textDocument/publishDiagnostics") { ($0["uri"] as? String) == app }
            func definition() throws -> [String: Any]? {
                let response = try client.request("textDocument/definition",
                                                  ["textDocument": ["uri": app], "position": ["line": 0, "character": 18]])
                return response["result"] as? [String: Any]
            }
            let deadline = Date().addingTimeInterval(LanguageClient.timeout)
            while try definition() == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            #expect(try definition()?["uri"] as? String == uri(folder, "sub/theme.css"))

            try Data("{}".utf8).write(to: folder.appendingPathComponent("livery.json"))
            if let moved = try definition() {
                let address = try #require(moved["uri"] as? String)
                let target = try #require(URL(string: address))
                let line = try #require((moved["range"] as? [String: [String: Int]])?["start"]?["line"])
                let lines = try String(contentsOf: target, encoding: .utf8).components(separatedBy: "\n")
                #expect(lines.indices.contains(line) && lines[line].hasPrefix("@brand"), "\(moved)")
            }
        }
    }

    /// A document opened through a link to a file elsewhere in the folder: files are named by
    /// the folder's real path, not by the link's folder.
    @Test func aLinkedDocumentNamesTheFolderByItsRealPath() throws {
        try withServer(["theme.css": "@brand: #336699;\n", "app.css": ".a { textColor: @brand; }\n", "ios/.keep": ""]) { client, folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("ios/app.css").path, withDestinationPath: "../app.css")
            try initialize(client, root: folder)
            let linked = uri(folder, "ios/app.css")
            try open(client, linked, ".a { textColor: @brand; }\n")
            _ = try client.notification("textDocument/publishDiagnostics") { ($0["uri"] as? String) == linked }
            func definition() throws -> String? {
                let response = try client.request("textDocument/definition",
                                                  ["textDocument": ["uri": linked], "position": ["line": 0, "character": 18]])
                return (response["result"] as? [String: Any])?["uri"] as? String
            }
            let deadline = Date().addingTimeInterval(LanguageClient.timeout)
            while try definition() == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            let real = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath()
            #expect(try definition() == URL(fileURLWithPath: real.path + "/theme.css").absoluteString)
        }
    }

    @Test func shutdownThenExitEndsWithZero() throws {
        try withServer { client, folder in
            let early = try client.request("textDocument/formatting", ["textDocument": ["uri": uri(folder, "app.css")]])
            #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
            try initialize(client, root: folder)
            try client.send(raw: Data("{not json".utf8))
            let parseError = try client.nextMessage { $0["error"] != nil }
            #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)
            #expect(parseError["id"] is NSNull)
            let unknown = try client.request("textDocument/references", [:])
            #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
            // A request sent as a notification (no id) gets no answer.
            try client.notify("textDocument/formatting", ["textDocument": ["uri": uri(folder, "app.css")]])
            #expect(throws: LanguageClient.ClientError.self) { try client.nextMessage(within: 1) { _ in true } }
            let shutdown = try client.request("shutdown", nil)
            #expect(shutdown["result"] is NSNull)
            let late = try client.request("textDocument/hover", [:])
            #expect((late["error"] as? [String: Any])?["code"] as? Int == -32600)
            try client.notify("exit", nil)
            #expect(client.waitForExit() == 0)
        }
    }

    /// An edited `livery.json` reaches the next check (a new checker reads it).
    @Test func anEditedProjectFileReachesTheChecks() throws {
        try withServer(["livery.json": "{}", "app.css": "UIView { badgeCount: 1; }\n"]) { client, folder in
            try initialize(client, root: folder)
            let app = uri(folder, "app.css")
            try open(client, app, "UIView { badgeCount: 1; }\n")
            let before = try client.notification("textDocument/publishDiagnostics") { ($0["version"] as? Int) == 1 }
            #expect((before["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String } == ["property.unknown"])
            let project = #"{"properties": [{"name": "badgeCount", "type": "number", "on": "UIView"}]}"#
            try project.write(to: folder.appendingPathComponent("livery.json"), atomically: true, encoding: .utf8)
            try client.notify("textDocument/didChange", ["textDocument": ["uri": app, "version": 2],
                                                         "contentChanges": [["text": "UIView { badgeCount: 2; }\n"]]])
            let after = try client.notification("textDocument/publishDiagnostics") { ($0["version"] as? Int) == 2 }
            #expect((after["diagnostics"] as? [Any])?.isEmpty == true)
        }
    }

    /// A document closed while its check runs leaves no worker child behind.
    @Test func closingDuringACheckLeavesNoWorker() throws {
        let large = (0..<6_000).map { ".c\($0) { alpha: 0.\($0 % 10); textColor: #336699; }" }.joined(separator: "\n")
        try withServer(["app.css": large]) { client, folder in
            try initialize(client, root: folder)
            let app = uri(folder, "app.css")
            for version in 1...3 {
                try open(client, app, large, version: version)
                Thread.sleep(forTimeInterval: 0.2)
                try client.notify("textDocument/didClose", ["textDocument": ["uri": app]])
            }
            let deadline = Date().addingTimeInterval(LanguageClient.timeout)
            while client.childProcesses() > 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            #expect(client.childProcesses() == 0)
        }
    }

    @Test func exitWithoutShutdownEndsWithOne() throws {
        try withServer { client, folder in
            try initialize(client, root: folder)
            try client.notify("exit", nil)
            #expect(client.waitForExit() == 1)
        }
    }

    @Test func brokenFramingEndsWithOne() throws {
        try withServer { client, folder in
            try client.send(frame: Data("Content-Length: many\r\n\r\n".utf8))
            #expect(client.waitForExit() == 1)
            #expect(client.standardError.contains("livery lsp: Content-Length is not a length: 'many'; stopping"))
        }
    }
}

/// Drives a `livery lsp` child: frames messages to its input, reads framed messages from its
/// output, keeps the notifications it has not been asked for yet.
final class LanguageClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var errorText = Data()
    private var received: [[String: Any]] = []
    private var nextID = 1
    static let timeout: TimeInterval = 30

    init(in folder: URL) throws {
        process.executableURL = LiveryProcess.executable
        process.arguments = ["lsp"]
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.buffer.append(data) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.errorText.append(data) }
        }
        try process.run()
    }

    var standardError: String { lock.withLock { String(decoding: errorText, as: UTF8.self) } }

    /// How many processes the server has started that still run (its worker children).
    func childProcesses() -> Int {
        let parent = process.processIdentifier
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard Int32(entry) != nil, let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            // After the name: state, then the parent's id.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent && fields[0] != "Z"
        }.count
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
    }

    func waitForExit() -> Int32 {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { return -1 }
        Thread.sleep(forTimeInterval: 0.1) // let standard error drain
        return process.terminationStatus
    }

    func send(frame: Data) throws {
        try input.fileHandleForWriting.write(contentsOf: frame)
    }

    func send(raw body: Data) throws {
        try send(frame: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: [String: Any]?) throws {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        try send(raw: try JSONSerialization.data(withJSONObject: message))
    }

    /// Sends a request and returns its response.
    func request(_ method: String, _ params: [String: Any]?) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        try send(raw: try JSONSerialization.data(withJSONObject: message))
        return try nextMessage { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The first notification `method` that `matches`, received or still to come.
    func notification(_ method: String, matching matches: @escaping ([String: Any]) -> Bool) throws -> [String: Any] {
        let message = try nextMessage { ($0["method"] as? String) == method && matches($0["params"] as? [String: Any] ?? [:]) }
        return message["params"] as? [String: Any] ?? [:]
    }

    /// The first message that `matches`, received or still to come within `within` seconds;
    /// the others are kept.
    func nextMessage(within: TimeInterval = timeout, matching matches: @escaping ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(within)
        while Date() < deadline {
            readFrames()
            if let index = lock.withLock({ received.firstIndex(where: matches) }) {
                return lock.withLock { received.remove(at: index) }
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        let pending = lock.withLock { String(decoding: buffer.prefix(300), as: UTF8.self) }
        throw ClientError(description: "no matching message within \(within) s; received \(lock.withLock { received }); "
                              + "unread: '\(pending)'; standard error: '\(standardError)'; running: \(process.isRunning)")
    }

    private func readFrames() {
        lock.withLock {
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
                guard let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    return parts.count == 2 && parts[0].lowercased() == "content-length"
                        ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }).first, buffer.count >= headerEnd.upperBound + length else { return }
                let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
                if let message = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] { received.append(message) }
                buffer = Data(buffer[(headerEnd.upperBound + length)...])
            }
        }
    }

    struct ClientError: Error, CustomStringConvertible {
        let description: String
    }
}
