import Foundation
import LiverySyntax

/// The files a command works on: given paths, with folders expanded to the stylesheets
/// (and later layouts) inside them, in sorted order.
struct InputFiles {
    var stylesheets: [String] = []
    var diagnostics: [Diagnostic] = []

    static let stylesheetExtensions: Set<String> = ["css", "livery"]

    static func collect(_ paths: [String]) -> InputFiles {
        var result = InputFiles()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                let file = SourceFile(path: path, bytes: [])
                result.diagnostics.append(.error("file.not-found", "no such file or folder '\(path)'",
                                                 at: SourceSpan(file: file, range: SourceRange(at: 0))))
                continue
            }
            guard isDirectory.boolValue else {
                result.stylesheets.append(path)
                continue
            }
            let entries = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
            for entry in entries where stylesheetExtensions.contains(fileExtension(entry)) {
                result.stylesheets.append(path.hasSuffix("/") ? path + entry : path + "/" + entry)
            }
        }
        return result
    }

    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
