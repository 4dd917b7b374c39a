import Foundation
import LiveryDevServer

/// `livery lsp`: a language server for editors, over the Language Server Protocol's base
/// protocol (JSON-RPC with `Content-Length` framing) on standard input and output.
///
/// - Diagnostics: each open stylesheet (every dialect) or layout is checked as `livery
///   serve` checks a saved file (`FolderChecker`: in a child process with time and memory
///   budgets, seeing the variables of every stylesheet of its folder) whenever it is opened
///   or changed, and all open files again when one is saved; they are published as
///   `textDocument/publishDiagnostics`, positions in UTF-16 as the protocol counts them.
/// - Formatting: `textDocument/formatting` answers with the canonical layout
///   (`StyleSheetFormatter`); a sheet it refuses gets no edits and a `window/showMessage`
///   saying why.
/// - In Livery CSS: completion and hover (classes, properties, values, variables), and
///   `textDocument/definition` from a variable reference to its declaration.
///
/// A document's folder is the one of the nearest project file (`livery.json`) above it,
/// else its own folder, as `livery check` reads a project; the workspace's root plays no
/// part (it may hold vendored sheets whose variables would hide errors). Messages are
/// handled one at a time, in order; checks and formatting run beside them, so neither
/// delays another answer, and a check whose document changed meanwhile is dropped for the
/// newer one.
public actor LanguageServer {
    /// The variables a check of a document listed, sorted by name, the text it checked and
    /// the folder it checked in: their places hold while the document still has that text
    /// (in the document) and belongs to that folder (their paths are relative to it).
    struct CheckedVariables {
        let text: String
        let root: String
        let sorted: [VisibleVariable]
    }

    /// A document the editor has open.
    struct Document {
        var path: String
        var text: String
        var version: Int
    }

    let output: OutputChannel
    let workerExecutable: String?
    /// Whether the client registers file watchers for the server (then it says when a sheet
    /// changes outside the editor).
    var clientWatchesFiles = false
    var initialized = false
    var shutdownRequested = false
    var documents: [String: Document] = [:]
    var checkers: [String: FolderChecker] = [:]
    /// When each folder's project file was last changed, as its checker read it (`nil`:
    /// none), so an edited `livery.json` gets a new checker.
    var projectStamps: [String: Date?] = [:]
    /// Checkers no open document uses any more (or read an older project file), ended once
    /// no check runs (a worker child cannot be ended while it checks).
    var retired: [FolderChecker] = []
    /// The folder (a key of `checkers`) each open document is checked in.
    var documentFolders: [String: String] = [:]
    /// Whether the file watchers were registered (once).
    var registeredWatchers = false
    /// Runs formatting one request at a time, on its own thread (not the tasks' pool).
    let formattingQueue = DispatchQueue(label: "livery.lsp.format")
    var stylesheets: [String: [String]] = [:]
    var pendingChecks: [String] = []
    /// The variables each open Livery CSS document saw at its last finished check, for
    /// completion, hover and definitions.
    var variables: [String: CheckedVariables] = [:]
    var checking = false

    /// `workerExecutable`: the `livery` executable whose `serve-worker` runs each check
    /// (`nil`: checks run on a thread of this process, with the time budget only).
    public init(output: OutputChannel, workerExecutable: String?) {
        self.output = output
        self.workerExecutable = workerExecutable
    }

    /// Serves the messages read from `input` until the client says `exit` or the input
    /// ends; returns the process's exit status (0 after `shutdown` then `exit`).
    public static func run(input: Int32, output: OutputChannel, workerExecutable: String?) async -> Int32 {
        let server = LanguageServer(output: output, workerExecutable: workerExecutable)
        let messages = AsyncStream<Result<Data, MessageFraming.Failure>> { continuation in
            let thread = Thread {
                let reader = MessageReader(descriptor: input)
                do {
                    while let body = try reader.next() { continuation.yield(.success(body)) }
                } catch let failure as MessageFraming.Failure {
                    continuation.yield(.failure(failure))
                } catch {
                    continuation.yield(.failure(MessageFraming.Failure(description: "\(error)")))
                }
                continuation.finish()
            }
            thread.name = "livery.lsp.input"
            thread.start()
        }
        var status: Int32?
        for await message in messages {
            switch message {
            case .success(let body):
                status = await server.handle(body)
            case .failure(let failure):
                FileHandle.standardError.write(Data("livery lsp: \(failure.description); stopping\n".utf8))
                status = 1
            }
            if status != nil { break }
        }
        await server.stop()
        if let status { return status }
        // The input ended without `exit`: 0 only after a `shutdown`.
        return await server.shutdownRequested ? 0 : 1
    }

    /// Handles one message; an exit status when the client asked the server to exit.
    public func handle(_ body: Data) async -> Int32? {
        guard let object = try? JSONSerialization.jsonObject(with: body) else {
            output.error(id: nil, code: ErrorCode.parseError, message: "the message is not JSON")
            return nil
        }
        guard let message = object as? [String: Any] else {
            output.error(id: nil, code: ErrorCode.invalidRequest, message: "a message is a JSON object")
            return nil
        }
        // A response to a request of the server's (none is sent) needs nothing.
        guard let method = message["method"] as? String else { return nil }
        let id = message["id"]
        let params = message["params"] as? [String: Any] ?? [:]
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        if !initialized, method != "initialize" {
            if id != nil { output.error(id: id, code: ErrorCode.serverNotInitialized, message: "the server is not initialized yet") }
            return nil
        }
        if shutdownRequested {
            if id != nil { output.error(id: id, code: ErrorCode.invalidRequest, message: "the server is shutting down") }
            return nil
        }
        // A request sent without an id is a notification, which gets no answer: ignored.
        if Self.requests.contains(method), id == nil { return nil }
        switch method {
        case "initialize":
            initialize(id: id, params)
        case "initialized":
            if clientWatchesFiles, !registeredWatchers { registerFileWatchers() }
        case "shutdown":
            shutdownRequested = true
            output.result(id: id, NSNull())
        case "textDocument/didOpen":
            open(params)
        case "textDocument/didChange":
            change(params)
        case "textDocument/didSave", "workspace/didChangeWatchedFiles":
            stylesheets = [:]
            for uri in documents.keys.sorted() { scheduleCheck(uri) }
        case "textDocument/didClose":
            close(params)
        case "textDocument/formatting":
            format(id: id, params)
        case "textDocument/completion":
            output.result(id: id, completionList(params))
        case "textDocument/hover":
            output.result(id: id, variableHover(params) ?? hover(params))
        case "textDocument/definition":
            output.result(id: id, definition(params))
        default:
            // `$/cancelRequest`, `$/setTrace` and other notifications need nothing.
            if id != nil { output.error(id: id, code: ErrorCode.methodNotFound, message: "'\(method)' is not supported") }
        }
        return nil
    }

    private func initialize(id: Any?, _ params: [String: Any]) {
        guard !initialized else {
            output.error(id: id, code: ErrorCode.invalidRequest, message: "the server is already initialized")
            return
        }
        initialized = true
        let capabilities = params["capabilities"] as? [String: Any]
        let watching = (capabilities?["workspace"] as? [String: Any])?["didChangeWatchedFiles"] as? [String: Any]
        clientWatchesFiles = watching?["dynamicRegistration"] as? Bool == true
        output.result(id: id, [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]] as [String: Any],
                "documentFormattingProvider": true,
                "completionProvider": ["triggerCharacters": [":", "@"]] as [String: Any],
                "hoverProvider": true,
                "definitionProvider": true,
            ] as [String: Any],
            "serverInfo": ["name": "livery"],
        ] as [String: Any])
    }

    /// The requests the server answers (the others get `MethodNotFound`).
    static let requests: Set<String> = ["initialize", "shutdown", "textDocument/formatting", "textDocument/completion",
                                        "textDocument/hover", "textDocument/definition"]

    /// Asks the client to say when a stylesheet or layout changes outside the editor (a
    /// checkout, another tool): their variables reach the open documents' checks.
    /// Stylesheets of the CSS dialects and project files only: a workspace's other `.json`
    /// and `.xml` files (packages, asset catalogs, builds) would recheck every document.
    private func registerFileWatchers() {
        registeredWatchers = true
        output.send([
            "id": "livery-watch-files", "method": "client/registerCapability",
            "params": ["registrations": [[
                "id": "livery-watch-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/*.{css,livery,rflk,reflektor,nss}"],
                                                 ["globPattern": "**/livery.json"]]],
            ] as [String: Any]]],
        ])
    }

    /// The `uri` of the `textDocument` a message's parameters name.
    static func documentURI(_ params: [String: Any]) -> String? {
        (params["textDocument"] as? [String: Any])?["uri"] as? String
    }

    /// Ends the checkers' worker children.
    func stop() {
        for checker in Array(checkers.values) + retired { checker.stop() }
        checkers = [:]
        retired = []
    }

    /// The file path of a `file:` URI; `nil` for other schemes (an unsaved editor buffer).
    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// JSON-RPC's and the protocol's error codes.
    enum ErrorCode {
        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let serverNotInitialized = -32002
    }
}

/// Writes the server's messages, framed, one whole message at a time.
public final class OutputChannel: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()

    public init(handle: FileHandle) {
        self.handle = handle
    }

    func send(_ message: [String: Any]) {
        var full = message
        full["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: full, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        lock.lock()
        defer { lock.unlock() }
        try? handle.write(contentsOf: MessageFraming.frame(body))
    }

    func result(id: Any?, _ result: Any) {
        send(["id": id ?? NSNull(), "result": result])
    }

    func error(id: Any?, code: Int, message: String) {
        send(["id": id ?? NSNull(), "error": ["code": code, "message": message] as [String: Any]])
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["method": method, "params": params])
    }
}
