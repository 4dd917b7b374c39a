import Foundation
import LiveryCore
import LiverySyntax

/// Wraps a source loader and counts how often each location is read.
final class CountingSourceLoader: SourceLoader, @unchecked Sendable {
    let base: any SourceLoader
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    init(_ base: any SourceLoader) {
        self.base = base
    }

    func load(_ location: String) throws(SourceLoadError) -> SourceFile {
        count(location)
        return try base.load(location)
    }

    /// A location refused as outside the allowed folders is not a read.
    func load(_ location: String, inside folders: [String]) throws(SourceLoadError) -> SourceFile {
        do {
            let file = try base.load(location, inside: folders)
            count(location)
            return file
        } catch {
            if error.reason != .outside { count(location) }
            throw error
        }
    }

    private func count(_ location: String) {
        lock.lock()
        counts[location, default: 0] += 1
        lock.unlock()
    }

    func resolve(_ path: String, relativeTo importer: SourceFile) -> String {
        base.resolve(path, relativeTo: importer)
    }

    func canonicalLocation(_ location: String) -> String {
        base.canonicalLocation(location)
    }

    /// How often each location was read.
    var reads: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}
