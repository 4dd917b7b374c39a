import Foundation

/// Where Livery's test data lives: `Tests/Fixtures` of the repository (both packages' tests
/// read it).
public enum Fixtures {
    /// `Tests/Fixtures`.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The fixture at `relative` (`style/login.xml`), as a URL.
    public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The fixture at `relative` (`style/login.xml`), as a path.
    public static func path(_ relative: String) -> String { url(relative).path }

    /// The repository's root folder (the app-side package).
    public static let repository: URL = root.deletingLastPathComponent().deletingLastPathComponent()

    /// A new empty scratch folder under the temporary folder, symbolic links resolved.
    public static func scratchFolder(_ prefix: String = "livery") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    /// A new scratch folder holding `files` (relative path → contents).
    public static func scratchFolder(_ files: [String: String], prefix: String = "livery") throws -> URL {
        let folder = try scratchFolder(prefix)
        try write(files, into: folder)
        return folder
    }

    /// Writes `files` (relative path → contents) into `folder`, making subfolders as needed.
    public static func write(_ files: [String: String], into folder: URL) throws {
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}

/// Writes `text` to the file at `path` in place (open, write, close).
public func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Saves as editors that write a new file and rename it over the old one (vim, most IDEs).
public func saveByRename(_ path: String, _ text: String) throws {
    try write(path + ".swp~", text)
    guard rename(path + ".swp~", path) == 0 else { throw CocoaError(.fileWriteUnknown) }
}
