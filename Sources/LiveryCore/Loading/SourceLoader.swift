#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LiverySyntax

/// Why a source could not be loaded.
public struct SourceLoadError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Where stylesheets and their imports come from: the file system now, URLs later.
public protocol SourceLoader: Sendable {
    /// Loads the source at an already resolved location.
    func load(_ location: String) throws(SourceLoadError) -> SourceFile
    /// Resolves `path` as written in an `@import` of `importer` (relative paths are relative
    /// to the importing file's folder).
    func resolve(_ path: String, relativeTo importer: SourceFile) -> String
}

extension SourceLoader {
    public func resolve(_ path: String, relativeTo importer: SourceFile) -> String {
        Paths.resolve(path, relativeTo: importer.path)
    }
}

/// Reads files from the local file system.
public struct FileSystemSourceLoader: SourceLoader {
    public init() {}

    public func load(_ location: String) throws(SourceLoadError) -> SourceFile {
        guard let data = FileManager.default.contents(atPath: location) else {
            throw SourceLoadError(FileManager.default.fileExists(atPath: location)
                                  ? "cannot read '\(location)'" : "no such file '\(location)'")
        }
        return SourceFile(path: location, bytes: [UInt8](data))
    }
}

/// Serves files from memory: for tests, editors and sources pushed over the network.
public struct InMemorySourceLoader: SourceLoader {
    public var files: [String: String]

    public init(_ files: [String: String]) {
        self.files = files
    }

    public func load(_ location: String) throws(SourceLoadError) -> SourceFile {
        guard let text = files[location] else { throw SourceLoadError("no such file '\(location)'") }
        return SourceFile(path: location, text: text)
    }
}

/// Path arithmetic on `/`-separated paths, without touching the file system.
public enum Paths {
    /// The folder part of `path` (`a/b.css` → `a`, `b.css` → ``).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path == "/" ? "/" : String(path[..<slash]) + (slash == path.startIndex ? "/" : "")
    }

    /// The last component of `path`.
    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` resolved against the folder of `base`, with `.` and `..` collapsed.
    public static func resolve(_ path: String, relativeTo base: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        let folder = directory(of: base)
        return normalize(folder.isEmpty ? path : folder + "/" + path)
    }

    /// Collapses `.`, `..` and repeated slashes (`a/./b/../c` → `a/c`).
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
