#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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
    /// The location a resolved location really names, for checking that an import stays
    /// inside the folders it may read (`StyleSheetLoader.allowedImportRoots`): the file
    /// system's loader makes it absolute and resolves symbolic links; by default it is the
    /// location itself.
    func canonicalLocation(_ location: String) -> String
    /// Folders every import through this loader may read, whatever sheet is loaded — the
    /// loader's own boundary, such as a served folder (`.` for relative locations that a
    /// server keeps inside its folder). None by default.
    var importRoots: [String] { get }
}

extension SourceLoader {
    public func resolve(_ path: String, relativeTo importer: SourceFile) -> String {
        Paths.resolve(path, relativeTo: importer.path)
    }

    public func canonicalLocation(_ location: String) -> String { location }

    public var importRoots: [String] { [] }
}

/// Reads files from the local file system.
public struct FileSystemSourceLoader: SourceLoader {
    public init() {}

    public func load(_ location: String) throws(SourceLoadError) -> SourceFile {
        guard let bytes = Self.bytes(atPath: location) else {
            throw SourceLoadError(FileManager.default.fileExists(atPath: location)
                                  ? "cannot read '\(location)'" : "no such file '\(location)'")
        }
        return SourceFile(path: location, bytes: bytes)
    }

    /// The bytes of the file at `path`; `nil` when it cannot be read (missing, a folder, no
    /// permission). Read with `read(2)`: on Linux, `FileManager.contents(atPath:)` and
    /// `Data(contentsOf:)` leak 4 KB for every empty file they read, and an editor that
    /// truncates a sheet before writing it makes the watcher read many.
    public static func bytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        return bytes(readingAll: descriptor, expectedSize: size)
    }

    /// Every byte of the open `descriptor` from its current offset; `nil` on a read error
    /// or past `limit` bytes (a file that grew after it was measured). `expectedSize`
    /// reserves the buffer.
    public static func bytes(readingAll descriptor: Int32, expectedSize: Int = 0, limit: Int = .max) -> [UInt8]? {
        var bytes: [UInt8] = []
        if expectedSize > 0 { bytes.reserveCapacity(min(expectedSize, limit)) }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return nil }
        }
    }

    /// The absolute path with every symbolic link resolved (`realpath(3)`); for a path
    /// that does not exist, its deepest existing folder resolved and the rest appended.
    public func canonicalLocation(_ location: String) -> String {
        let absolute = Paths.normalize(location.hasPrefix("/") ? location
                                       : FileManager.default.currentDirectoryPath + "/" + location)
        var existing = absolute
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                return Paths.normalize(([String(cString: resolved)] + rest.reversed()).joined(separator: "/"))
            }
            guard existing != "/" else { return absolute }
            rest.append(Paths.fileName(of: existing))
            existing = Paths.directory(of: existing)
        }
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

    /// The extension of `path`'s file name, lowercased (`a/B.CSS` → `css`); empty when the
    /// name has none.
    public static func fileExtension(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// `path` resolved against the folder of `base`, with `.` and `..` collapsed.
    public static func resolve(_ path: String, relativeTo base: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        let folder = directory(of: base)
        return normalize(folder.isEmpty ? path : folder + "/" + path)
    }

    /// Whether `path` is `folder` or lies inside it, compared as normalized paths (no file
    /// system access: resolve links first). A relative folder (`.`, `styles`) holds only
    /// relative paths that stay inside it; `/` holds every absolute path; a URL
    /// (`https://host/a`) holds the URLs below it.
    public static func isInside(_ path: String, folder: String) -> Bool {
        if path.contains("://") || folder.contains("://") {
            guard path.contains("://"), folder.contains("://") else { return false }
            let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            return path == folder || (path.hasPrefix(folder + "/") && !path.contains("/../") && !path.hasSuffix("/.."))
        }
        let path = normalize(path)
        let folder = normalize(folder)
        if folder == "." {
            return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../")
        }
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
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
