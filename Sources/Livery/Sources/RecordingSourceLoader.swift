import LiveryCore
import LiverySyntax

/// Wraps a source loader and records every location loaded through it: a stylesheet and
/// all the files it imports, which are the files a reload has to follow.
public final class RecordingSourceLoader: SourceLoader, Sendable {
    public let base: any SourceLoader
    private let recorded = Locked<Set<String>>([])

    public init(_ base: any SourceLoader) {
        self.base = base
    }

    public func load(_ location: String) throws(SourceLoadError) -> SourceFile {
        recorded.withLock { _ = $0.insert(location) }
        return try base.load(location)
    }

    /// A location outside `folders` is not recorded: a reload never follows it. (One call
    /// to the base loader, which checks the folders itself.)
    public func load(_ location: String, inside folders: [String]) throws(SourceLoadError) -> SourceFile {
        do {
            let file = try base.load(location, inside: folders)
            recorded.withLock { _ = $0.insert(location) }
            return file
        } catch {
            if error.reason != .outside { recorded.withLock { _ = $0.insert(location) } }
            throw error
        }
    }

    public func resolve(_ path: String, relativeTo importer: SourceFile) -> String {
        base.resolve(path, relativeTo: importer)
    }

    public func canonicalLocation(_ location: String) -> String {
        base.canonicalLocation(location)
    }

    public var importRoots: [String] { base.importRoots }

    /// The locations loaded so far.
    public var locations: Set<String> { recorded.current }
}
