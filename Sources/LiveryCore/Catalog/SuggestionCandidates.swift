import Foundation
import LiverySyntax

/// The names did-you-mean searches compare unknown properties with, one list per set of
/// class chains, normalized once per catalog and shared by every load that uses it: a
/// sheet is loaded again on every save, and normalizing the catalog's names anew for each
/// load cost more than the rest of loading a small sheet.
///
/// A catalog lives as long as the process (the standard one), and the sets of classes that
/// rules name are without bound (`UILabel, UIButton { … }`, in any combination, from any
/// sheet a dev server or a fuzzer reads), so at most `maximumLists` are kept; the others
/// are made for each search, of which a file gets a bounded number.
final class SuggestionCandidates: @unchecked Sendable {
    static let maximumLists = 256

    private var lists: [String: [Suggestions.Candidate]] = [:]
    private let lock = NSLock()

    /// The list under `key`, made by `make` the first time (and every time, once
    /// `maximumLists` others are kept).
    func list(for key: String, make: () -> [Suggestions.Candidate]) -> [Suggestions.Candidate] {
        lock.lock()
        let known = lists[key]
        lock.unlock()
        if let known { return known }
        // Made outside the lock: two threads may both make it, and either list is right.
        let made = make()
        lock.lock()
        if lists.count < Self.maximumLists { lists[key] = made }
        lock.unlock()
        return made
    }

    /// How many lists are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return lists.count
    }
}
