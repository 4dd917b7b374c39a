import LiveryCore
import LiveryFormats
import LiverySyntax

/// Reads stylesheets and layouts of a served folder by their relative paths, so imports
/// resolve inside the folder and diagnostics name files as clients know them. A path that
/// leaves the folder is "no such file"; a file over `maximumSize` is not read (the server's
/// checks and previews stay within a memory budget).
struct FolderSourceLoader: SourceLoader {
    /// The largest file read for a check or a preview, in bytes.
    static let maximumSize = 4 << 20

    let folder: ServedFolder
    /// Texts to use instead of the disk (the version being announced).
    var overrides: [String: String] = [:]

    /// A sheet may import any file of the served folder (its locations are relative paths,
    /// so `.` is the whole folder; `load` refuses what leaves it).
    var importRoots: [String] { ["."] }

    func load(_ location: String) throws(SourceLoadError) -> SourceFile {
        if let text = overrides[location] { return SourceFile(path: location, text: text) }
        guard let data = folder.contents(of: location) else { throw SourceLoadError("no such file '\(location)'") }
        guard data.count <= Self.maximumSize else {
            throw SourceLoadError("'\(location)' is larger than \(Self.maximumSize >> 20) MiB, the most the server reads for a check")
        }
        return SourceFile(path: location, bytes: [UInt8](data))
    }
}

extension ServedFolder {
    /// Reads the folder's stylesheets in every dialect (imports resolved inside the folder),
    /// with `overrides` instead of the disk.
    /// The project file's classes, properties and pseudo classes apply; `sourceLoader`
    /// wraps the folder's loader (to record what is read).
    func reader(overrides: [String: String] = [:],
                wrapping wrap: (any SourceLoader) -> any SourceLoader = { $0 }) -> FormatLoader {
        var reader = FormatLoader(sourceLoader: wrap(FolderSourceLoader(folder: self, overrides: overrides)))
        _ = project?.apply(to: &reader)
        reader.defaultFormat = defaultFormat
        return reader
    }
}
