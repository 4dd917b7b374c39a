/// Did-you-mean suggestions: the known name a misspelt one is a typo of.
///
/// Names are compared as Unicode scalars after the caller's normalization (case and dashes
/// folded). The distance is computed only up to a limit: a diagnostic wants the nearest name
/// within a few edits, and a file of made-up names compares each with a whole catalog.
public enum Suggestions {
    /// A known name and its normalized scalars (computed once per catalog, not per search).
    public typealias Candidate = (name: String, normalized: [Unicode.Scalar])

    /// The candidate nearest `target` within `limit` edits; of equally near ones, the first.
    public static func closest(to target: [Unicode.Scalar], among candidates: some Sequence<Candidate>,
                               limit: Int) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // Only a strictly nearer candidate replaces the best so far.
            let bound = min(limit, (best?.distance ?? limit + 1) - 1)
            guard bound >= 0, let distance = editDistance(target, candidate.normalized, limit: bound) else { continue }
            best = (candidate.name, distance)
        }
        return best?.name
    }

    /// The Levenshtein distance between `a` and `b`, or `nil` when it is more than `limit`.
    /// Stops at the first row whose every entry is past the limit (entries never decrease
    /// from one row to the next along a path), and allocates nothing on the heap.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows -> Int? in
            var previous = rows.baseAddress!
            var current = previous + width
            for j in 0..<width { previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                var rowMinimum = i
                let scalar = a[i - 1]
                for j in 1..<width {
                    let entry = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (scalar == b[j - 1] ? 0 : 1))
                    current[j] = entry
                    rowMinimum = min(rowMinimum, entry)
                }
                if rowMinimum > limit { return nil }
                swap(&previous, &current)
            }
            let distance = previous[b.count]
            return distance <= limit ? distance : nil
        }
    }
}
