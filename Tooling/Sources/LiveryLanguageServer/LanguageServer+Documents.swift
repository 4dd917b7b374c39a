import Foundation
import Livery
import LiveryDevServer
import LiveryFormats

extension LanguageServer {
    func open(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
              let path = Self.path(ofURI: uri), let text = item["text"] as? String else { return }
        documents[uri] = Document(path: path, text: text, version: item["version"] as? Int ?? 0)
        scheduleCheck(uri)
    }

    /// Applies whole-text changes (the sync the server asks for) and, should a client send
    /// them, ranged ones.
    func change(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
              var document = documents[uri], let changes = params["contentChanges"] as? [[String: Any]] else { return }
        for change in changes {
            guard let text = change["text"] as? String else { continue }
            if let range = change["range"] as? [String: Any], let start = Self.point(range["start"]), let end = Self.point(range["end"]) {
                document.text = TextPositions.replacing((start, end), in: document.text, with: text)
            } else {
                document.text = text
            }
        }
        document.version = item["version"] as? Int ?? document.version + 1
        documents[uri] = document
        scheduleCheck(uri)
    }

    /// Forgets the document, clears its diagnostics, and ends its folder's worker child
    /// when no open document is checked there any more.
    func close(_ params: [String: Any]) {
        guard let uri = Self.documentURI(params) else { return }
        documents[uri] = nil
        variables[uri] = nil
        output.notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()])
        guard let folder = documentFolders.removeValue(forKey: uri), !documentFolders.values.contains(folder),
              let checker = checkers.removeValue(forKey: folder) else { return }
        retire(checker)
    }

    /// Ends `checker`'s worker child now, or after the running check.
    private func retire(_ checker: FolderChecker) {
        stylesheets[checker.folder.root] = nil
        retired.append(checker)
        endRetired()
    }

    private func endRetired() {
        guard !checking else { return }
        for checker in retired { checker.stop() }
        retired = []
    }

    private static func point(_ value: Any?) -> (line: Int, character: Int)? {
        guard let point = value as? [String: Any], let line = point["line"] as? Int, let character = point["character"] as? Int else {
            return nil
        }
        return (line, character)
    }

    /// Checks `uri` soon, after the checks already waiting; one check at a time.
    func scheduleCheck(_ uri: String) {
        if !pendingChecks.contains(uri) { pendingChecks.append(uri) }
        guard !checking else { return }
        checking = true
        Task { await runPendingChecks() }
    }

    private func runPendingChecks() async {
        while !pendingChecks.isEmpty {
            await check(pendingChecks.removeFirst())
        }
        checking = false
        endRetired()
    }

    /// Checks the open document at `uri` and publishes its diagnostics, unless it changed or
    /// closed while it was checked (its newer version is checked next).
    private func check(_ uri: String) async {
        guard let document = documents[uri], let (checker, relative) = place(of: document.path, uri: uri),
              ServedFolder.isLive(relative) else { return }
        let sheets = folderStylesheets(checker)
        // A Livery CSS sheet's check also lists the variables it sees, for completion.
        let listing = checker.reader().format(ofPath: relative) == .livery
        let (found, visible) = await checker.inspect(relative, contents: document.text, among: sheets, listingVariables: listing)
        guard !shutdownRequested, let current = documents[uri], current.version == document.version,
              current.text == document.text else { return }
        // None when the check did not finish (rather than an older version's), sorted once.
        variables[uri] = visible.map {
            CheckedVariables(text: document.text, root: checker.folder.root, sorted: $0.sorted { $0.name < $1.name })
        }
        let positions = TextPositions(document.text)
        let own = found.filter { $0.path == relative }
        // The other files notes point into, as the check read them (from disk), to count
        // their positions in UTF-16 too.
        let elsewhere = Set(own.flatMap { $0.notes.compactMap(\.path) }).subtracting([relative])
        var otherPositions: [String: TextPositions] = [:]
        for path in elsewhere {
            otherPositions[path] = checker.folder.contents(of: path).map { TextPositions(String(decoding: $0, as: UTF8.self)) }
        }
        let diagnostics = own.map { diagnostic in
            Self.protocolDiagnostic(diagnostic, positions: positions, elsewhere: otherPositions,
                                    root: Self.clientRoot(of: document, relative: relative, folder: checker.folder))
        }
        output.notify("textDocument/publishDiagnostics", ["uri": uri, "version": document.version, "diagnostics": diagnostics])
    }

    /// The checker of the folder a document belongs to and the document's path relative to
    /// it: the folder of the nearest project file (`livery.json`) above the document, else
    /// the document's own folder (also when the project's folder cannot hold it, such as a
    /// path through a hidden folder).
    func place(of documentPath: String, uri: String? = nil) -> (FolderChecker, String)? {
        // Folders are known by their real paths (`ServedFolder.root`).
        let path = URL(fileURLWithPath: documentPath).resolvingSymlinksInPath().path
        let own = (path as NSString).deletingLastPathComponent
        let project = LiveryProject.find(from: own).map { ($0 as NSString).deletingLastPathComponent }
        for folderPath in [project, own].compactMap({ $0 }) {
            guard let checker = checker(for: folderPath), let relative = checker.folder.relativePath(of: path) else { continue }
            if let uri, let before = documentFolders.updateValue(folderPath, forKey: uri), before != folderPath,
               !documentFolders.values.contains(before), let unused = checkers.removeValue(forKey: before) {
                // The document moved to another project (a `livery.json` appeared above it).
                retire(unused)
            }
            return (checker, relative)
        }
        return nil
    }

    /// The folder's checker; a new one when its project file changed since the last was
    /// made (the project file is read when a checker is made).
    private func checker(for folderPath: String) -> FolderChecker? {
        let stamp = LiveryProject.find(from: folderPath).flatMap { path in
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        if let known = checkers[folderPath] {
            if projectStamps[folderPath] == stamp { return known }
            checkers[folderPath] = nil
            retire(known)
        }
        guard let folder = try? ServedFolder(folderPath) else { return nil }
        let checker = FolderChecker(folder: folder, workerExecutable: workerExecutable)
        checkers[folderPath] = checker
        projectStamps[folderPath] = stamp
        return checker
    }

    /// The folder's stylesheets (relative paths), listed again after a save or a change the
    /// client's file watchers report.
    private func folderStylesheets(_ checker: FolderChecker) -> [String] {
        if let known = stylesheets[checker.folder.root] { return known }
        let found = checker.folder.scan().files.filter(ServedFolder.isStyleSheet)
        stylesheets[checker.folder.root] = found
        return found
    }

    /// The folder of `document` as the client names it: the document's path without its
    /// path relative to the folder, which keeps the symbolic links the client went through
    /// (the folder's own root is its real path), when that names the folder; else the real
    /// path (a document opened through a link to a file elsewhere in the folder).
    static func clientRoot(of document: Document, relative: String, folder: ServedFolder) -> String {
        let suffix = "/" + relative
        guard document.path.hasSuffix(suffix) else { return folder.root }
        let candidate = String(document.path.dropLast(suffix.count))
        return URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path == folder.root ? candidate : folder.root
    }

    /// A diagnostic in the protocol's terms: a range in UTF-16, a severity number, the id
    /// as its code, notes that point somewhere as related information. `positions` counts
    /// in the diagnostic's file, `elsewhere` in other files by relative path; a note in a
    /// file neither has (one the folder could not read again) counts its column as is.
    /// `root` is the folder as the client names it (`clientRoot`).
    static func protocolDiagnostic(_ diagnostic: PushDiagnostic, positions: TextPositions,
                                   elsewhere: [String: TextPositions] = [:], root: String) -> [String: Any] {
        let start = positions.position(line: diagnostic.line, column: diagnostic.column)
        let end = positions.position(line: diagnostic.endLine ?? diagnostic.line, column: diagnostic.endColumn ?? diagnostic.column)
        let severity = ["error": 1, "warning": 2, "note": 3][diagnostic.severity] ?? 3
        var result: [String: Any] = [
            "range": ["start": start, "end": end], "severity": severity, "code": diagnostic.id,
            "source": "livery", "message": diagnostic.message,
        ]
        let related: [[String: Any]] = diagnostic.notes.compactMap { note in
            guard let path = note.path, let line = note.line else { return nil }
            let point = (path == diagnostic.path ? positions : elsewhere[path])?.position(line: line, column: note.column ?? 1)
                ?? ["line": line - 1, "character": max(0, (note.column ?? 1) - 1)]
            let uri = URL(fileURLWithPath: root + "/" + path).absoluteString
            return ["location": ["uri": uri, "range": ["start": point, "end": point]] as [String: Any], "message": note.message]
        }
        if !related.isEmpty { result["relatedInformation"] = related }
        return result
    }
}
