/// Why the dev server cannot start.
public enum DevServerError: Error, CustomStringConvertible {
    /// The path to serve is not a folder.
    case notAFolder(String)
    /// The file watcher could not be set up.
    case watch(String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "no such folder '\(path)'"
        case .watch(let message): "cannot watch the folder: \(message)"
        }
    }
}
