#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LiveryCore
import LiverySyntax

/// Serves the last fetched text of remote documents (HTTP or pushed), and resolves imports
/// of URLs as URLs (`https://h/a/b.css` + `c.css` → `https://h/a/c.css`).
public final class CachedSourceLoader: SourceLoader, Sendable {
    private let contents = Locked<[String: String]>([:])

    public init() {}

    public func load(_ location: String) throws(SourceLoadError) -> SourceFile {
        guard let text = contents.withLock({ $0[location] }) else {
            throw SourceLoadError("no such file '\(location)'")
        }
        return SourceFile(path: location, text: text)
    }

    public func resolve(_ path: String, relativeTo importer: SourceFile) -> String {
        if importer.path.contains("://"), let base = URL(string: importer.path),
           let resolved = URL(string: path, relativeTo: base) {
            return resolved.absoluteString
        }
        return Paths.resolve(path, relativeTo: importer.path)
    }

    /// Relative locations are the dev server's, which keeps them inside its folder: any of
    /// them may import any other. A URL imports inside its own folder (or allowed roots).
    public var importRoots: [String] { ["."] }

    /// The stored text of `location`.
    public func text(of location: String) -> String? { contents.withLock { $0[location] } }

    /// Stores `text` (or forgets the location when `nil`); returns whether anything changed.
    @discardableResult
    public func store(_ text: String?, for location: String) -> Bool {
        contents.withLock { contents in
            guard contents[location] != text else { return false }
            contents[location] = text
            return true
        }
    }
}
