/// Something that happened to a path under watch, as the operating system reported it.
public struct FileEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// The file was written (and closed) or renamed into place: read it again.
        case changed
        /// The file was deleted or renamed away.
        case removed
        /// A folder was created inside a watched folder (watch it too, to follow a tree).
        case directoryCreated
    }

    /// The full path of the file or folder.
    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    public var description: String { "\(kind) \(path)" }
}
