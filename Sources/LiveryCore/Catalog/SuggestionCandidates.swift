import Foundation
import LiverySyntax

/// The names did-you-mean searches compare unknown properties with, one list per set of
/// class chains, normalized once per catalog and shared by every load that uses it: a
/// sheet is loaded again on every save, and normalizing the catalog's names anew for each
/// load cost more than the rest of loading a small sheet.
final class SuggestionCandidates: @unchecked Sendable {
    private var lists: [String: [Suggestions.Candidate]] = [:]
    private let lock = NSLock()

    /// The list under `key`, made by `make` the first time.
    func list(for key: String, make: () -> [Suggestions.Candidate]) -> [Suggestions.Candidate] {
        lock.lock()
        let known = lists[key]
        lock.unlock()
        if let known { return known }
        // Made outside the lock: two threads may both make it, and either list is right.
        let made = make()
        lock.lock()
        lists[key] = made
        lock.unlock()
        return made
    }
}
