import LiveryCore
import LiveryFormats
import LiverySyntax

/// Reads stylesheets and layouts of a served folder by their relative paths, so imports
/// resolve inside the folder and diagnostics name files as clients know them. A path that
/// leaves the folder is "no such file".
struct FolderSourceLoader: SourceLoader {
    let folder: ServedFolder
    /// Texts to use instead of the disk (the version being announced).
    var overrides: [String: String] = [:]

    /// A sheet may import any file of the served folder (its locations are relative paths,
    /// so `.` is the whole folder; `load` refuses what leaves it).
    var importRoots: [String] { ["."] }

    func load(_ location: String) throws(SourceLoadError) -> SourceFile {
        if let text = overrides[location] { return SourceFile(path: location, text: text) }
        guard let data = folder.contents(of: location) else { throw SourceLoadError("no such file '\(location)'") }
        return SourceFile(path: location, bytes: [UInt8](data))
    }
}

extension ServedFolder {
    /// Reads the folder's stylesheets in every dialect (imports resolved inside the folder),
    /// with `overrides` instead of the disk.
    func reader(overrides: [String: String] = [:]) -> FormatLoader {
        FormatLoader(sourceLoader: FolderSourceLoader(folder: self, overrides: overrides), defaultFormat: defaultFormat)
    }
}
