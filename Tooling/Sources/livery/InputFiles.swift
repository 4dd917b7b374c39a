import Foundation
import LiveryFormats
import LiverySyntax

/// The files a command works on: given paths, with folders expanded to the stylesheets
/// and layouts inside them (regular files only), in sorted order.
struct InputFiles {
    var stylesheets: [String] = []
    var layouts: [String] = []
    var diagnostics: [Diagnostic] = []

    /// Stylesheets in any dialect Livery reads (Livery or Nimbus CSS, UISS JSON, ReflektorKit, NUI).
    static let layoutExtensions: Set<String> = ["xml"]

    static func collect(_ paths: [String]) -> InputFiles {
        var result = InputFiles()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                let file = SourceFile(path: path, bytes: [])
                result.diagnostics.append(.error(SyntaxDiagnosticID.fileNotFound, "no such file or folder '\(path)'",
                                                 at: SourceSpan(file: file, range: SourceRange(at: 0))))
                continue
            }
            guard isDirectory.boolValue else {
                result.add(path, explicit: true)
                continue
            }
            let entries = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
            for entry in entries {
                let full = path.hasSuffix("/") ? path + entry : path + "/" + entry
                // Only regular files: a folder named `x.css` is not a sheet, and reading a
                // FIFO would wait for a writer forever.
                if isRegularFile(full) { result.add(full, explicit: false) }
            }
        }
        return result
    }

    /// Files named on the command line are read as stylesheets unless they are layouts;
    /// files found in folders only when their extension is a known one.
    mutating func add(_ path: String, explicit: Bool) {
        let ext = Self.fileExtension(path)
        if Self.layoutExtensions.contains(ext) {
            layouts.append(path)
        } else if explicit || StyleSheetFormat.fileExtensions.contains(ext) {
            stylesheets.append(path)
        }
    }

    /// Whether `path` names a regular file (after symbolic links).
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
