import Foundation
import LiveryCore
import Livery
import LiveryFormats
import LiverySyntax

/// The folder `livery serve` serves, and the rules that keep requests inside it.
///
/// Relative paths use `/`. A path is refused (`nil`) when it is absolute, has an empty,
/// `.` or `..` segment, a hidden segment (`.git`), a NUL or a backslash, or when the real
/// file (after symbolic links) lies outside the folder or in a hidden folder of it.
public struct ServedFolder: Sendable {
    /// The folder as given on the command line.
    public let displayPath: String
    /// The folder's real absolute path (symbolic links resolved).
    public let root: String
    /// The extensions of the files announced over the push channel.
    public static let liveExtensions: Set<String> = StyleSheetFormat.fileExtensions.union(["xml"])
    /// The largest file served or pushed, in bytes.
    public static let maximumFileSize = 16 << 20

    /// The dialect of stylesheets whose extension names none (`.css`): the one given, else
    /// the project file's, else Livery CSS.
    public let defaultFormat: StyleSheetFormat
    /// The project file (`livery.json`) found from the folder upward, as every command
    /// reads it: its classes, properties and pseudo classes apply to checks and previews.
    public let project: LiveryProject?

    /// - Parameter defaultFormat: the dialect of `.css` sheets (`--dialect`); `nil` leaves it
    ///   to the project file.
    /// - Throws: `DevServerError.notAFolder` when `path` is not a readable folder.
    public init(_ path: String, defaultFormat: StyleSheetFormat? = nil) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let real = Self.realPath(path) else {
            throw DevServerError.notAFolder(path)
        }
        self.displayPath = path
        self.root = real
        let project = LiveryProject.find(from: real).flatMap { try? LiveryProject.load(path: $0) }
        self.project = project
        self.defaultFormat = defaultFormat ?? project?.dialect.flatMap(StyleSheetFormat.init(rawValue:)) ?? .livery
    }

    /// The absolute path of the regular file at `relative`, or `nil` when the path is not
    /// allowed or names no regular file inside the folder.
    public func file(at relative: String) -> String? {
        guard Self.isAllowed(relative) else { return nil }
        let candidate = root + "/" + relative
        guard let real = Self.realPath(candidate), real.hasPrefix(root + "/") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return real
    }

    /// The contents of the regular file at `relative`, or `nil` (not allowed, missing, not a
    /// regular file, too large, or really outside the folder).
    ///
    /// The file is opened once, following symbolic links; then the *opened* file's real path
    /// is checked against the folder, and the bytes are read from that same descriptor
    /// (`FileSystemSourceLoader.regularFileBytes`). A link swapped between the check and the
    /// read cannot redirect it: there is no second open. Opening never blocks (a FIFO in the
    /// folder is refused, not waited on).
    public func contents(of relative: String) -> Data? {
        guard Self.isAllowed(relative) else { return nil }
        let bytes = FileSystemSourceLoader.regularFileBytes(atPath: root + "/" + relative, limit: Self.maximumFileSize) { real in
            real.hasPrefix(root + "/") && Self.isAllowed(String(real.dropFirst(root.count + 1)))
        }
        return (try? bytes.get()).map { Data($0) }
    }

    /// The path of `absolute` (under `root`) relative to the folder, when it is allowed.
    public func relativePath(of absolute: String) -> String? {
        guard absolute.hasPrefix(root + "/") else { return nil }
        let relative = String(absolute.dropFirst(root.count + 1))
        return Self.isAllowed(relative) ? relative : nil
    }

    /// Whether `relative` is a live stylesheet of any dialect (by extension).
    public static func isStyleSheet(_ relative: String) -> Bool {
        isLive(relative) && StyleSheetFormat.fileExtensions.contains(Paths.fileExtension(of: relative))
    }

    /// Whether the file at `relative` is announced over the push channel (a stylesheet of
    /// any dialect or a layout).
    public static func isLive(_ relative: String) -> Bool {
        !relative.hasSuffix("~") && liveExtensions.contains(Paths.fileExtension(of: relative))
    }

    /// The live files (relative paths, sorted), and the folders (absolute) to watch.
    public func scan(maximumFolders: Int = 10_000) -> (files: [String], folders: [String]) {
        var files: [String] = []
        var folders = [root]
        var pending = [""]
        while let prefix = pending.popLast(), folders.count <= maximumFolders {
            let folder = prefix.isEmpty ? root : root + "/" + prefix
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    guard file(atFolder: relative) else { continue }
                    folders.append(root + "/" + relative)
                    pending.append(relative)
                } else if Self.isLive(relative), file(at: relative) != nil {
                    files.append(relative)
                }
            }
        }
        return (files.sorted(), folders)
    }

    /// Whether the folder at `relative` really lies inside the served folder.
    private func file(atFolder relative: String) -> Bool {
        guard let real = Self.realPath(root + "/" + relative) else { return false }
        return real.hasPrefix(root + "/")
    }

    /// Whether a relative path is well-formed and stays inside the folder syntactically.
    public static func isAllowed(_ relative: String) -> Bool {
        guard !relative.isEmpty, relative.utf8.count <= 4096, !relative.hasPrefix("/"),
              !relative.contains("\0"), !relative.contains("\\") else { return false }
        return relative.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { segment in
            !segment.isEmpty && !segment.hasPrefix(".")
        }
    }

    /// `realpath(3)`: the absolute path with every symbolic link resolved, `nil` when missing.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
