import LiveryCore

/// Where live stylesheets and layouts come from: watched files, polled HTTP(S) URLs or the
/// dev server's push channel.
///
/// A source names its documents by *location* (a path, a URL, or a path relative to the
/// dev server's folder), reads them through `sourceLoader` (which resolves `@import`s the
/// same way), and announces new versions on `changes()`.
public protocol ReloadSource: AnyObject, Sendable {
    /// Reads the current version of a location (and resolves imports relative to it).
    var sourceLoader: any SourceLoader { get }
    /// Starts following `locations` (adding to those already followed) and returns once
    /// their first version can be read (a fetch for remote sources).
    func watch(_ locations: Set<String>) async
    /// A new stream of batches of changed (or removed) locations; every call subscribes anew.
    func changes() -> AsyncStream<Set<String>>
    /// Stops watching, polling or listening, and finishes every `changes()` stream.
    func stop()
}
