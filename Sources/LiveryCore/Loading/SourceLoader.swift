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
    /// What kind of failure it is.
    public enum Reason: Sendable, Equatable {
        /// Missing, unreadable, not a regular file or too large.
        case unreadable
        /// The file really lies outside the folders it was asked to be inside
        /// (`SourceLoader.load(_:inside:)`); nothing of it was read.
        case outside
    }

    public var description: String
    public var reason: Reason

    public init(_ description: String, reason: Reason = .unreadable) {
        self.description = description
        self.reason = reason
    }
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
    /// Loads the source at `location` only when it lies inside one of `folders` (canonical
    /// locations); otherwise throws an `.outside` error without reading it. By default the
    /// location's `canonicalLocation` is checked, then `load(_:)` reads it; the file
    /// system's loader also checks the file it opened, which is the one it reads, so a
    /// symbolic link swapped between the check and the read cannot redirect it.
    func load(_ location: String, inside folders: [String]) throws(SourceLoadError) -> SourceFile
}

extension SourceLoader {
    public func resolve(_ path: String, relativeTo importer: SourceFile) -> String {
        Paths.resolve(path, relativeTo: importer.path)
    }

    public func canonicalLocation(_ location: String) -> String { location }

    public var importRoots: [String] { [] }

    public func load(_ location: String, inside folders: [String]) throws(SourceLoadError) -> SourceFile {
        try checkInside(location, folders)
        return try load(location)
    }

    /// Throws the `.outside` error when `location`'s canonical location is in none of
    /// `folders`.
    public func checkInside(_ location: String, _ folders: [String]) throws(SourceLoadError) {
        let canonical = canonicalLocation(location)
        guard folders.contains(where: { Paths.isInside(canonical, folder: $0) }) else {
            throw SourceLoadError("'\(location)' is outside the folders it may be read from", reason: .outside)
        }
    }
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

    /// Checks the path first (so that nothing outside is even opened), then opens the file
    /// once and checks the opened file's real path before reading from it: a symbolic link
    /// swapped in between is caught. Only regular files are read (a FIFO would block).
    public func load(_ location: String, inside folders: [String]) throws(SourceLoadError) -> SourceFile {
        try checkInside(location, folders)
        let inside = { (real: String) in folders.contains { Paths.isInside(real, folder: $0) } }
        switch Self.regularFileBytes(atPath: location, accepting: inside) {
        case .success(let bytes):
            return SourceFile(path: location, bytes: bytes)
        case .failure(.missing):
            throw SourceLoadError("no such file '\(location)'")
        case .failure(.notRegularFile):
            throw SourceLoadError("'\(location)' is not a regular file")
        case .failure(.refused):
            throw SourceLoadError("'\(location)' is outside the folders it may be read from", reason: .outside)
        case .failure(.unreadable), .failure(.tooLarge):
            throw SourceLoadError("cannot read '\(location)'")
        }
    }

    /// Why `regularFileBytes` read nothing.
    public enum FileRefusal: Error, Sendable, Equatable {
        /// Nothing can be opened at the path.
        case missing
        /// A folder, FIFO, socket or device.
        case notRegularFile
        /// Larger than the limit.
        case tooLarge
        /// The opened file's real path was not accepted.
        case refused
        /// A read failed, or the system cannot say what file was opened.
        case unreadable
    }

    /// The bytes of the regular file at `path`, opened once: the *opened* file's real path
    /// (symbolic links resolved, from its descriptor) must satisfy `accepts`, and the bytes
    /// are read from that same descriptor, so a link swapped after a check of the path
    /// cannot make it read another file. Opening never blocks (a FIFO is refused, not
    /// waited on) and never takes a terminal.
    public static func regularFileBytes(atPath path: String, limit: Int = .max,
                                        accepting accepts: (String) -> Bool) -> Result<[UInt8], FileRefusal> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        guard Int(status.st_size) <= limit else { return .failure(.tooLarge) }
        guard let real = FileDescriptorPath.path(of: descriptor) else { return .failure(.unreadable) }
        guard accepts(real) else { return .failure(.refused) }
        guard let bytes = bytes(readingAll: descriptor, expectedSize: Int(status.st_size), limit: limit) else {
            return .failure(.unreadable)
        }
        return .success(bytes)
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
