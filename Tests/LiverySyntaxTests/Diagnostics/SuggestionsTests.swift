import LiverySyntax
import LiveryTestSupport
import Testing

@Suite struct SuggestionsTests {
    /// The textbook full-matrix Levenshtein distance: the oracle for the bounded one.
    static func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var matrix = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
        for i in a.indices {
            for j in b.indices {
                matrix[i + 1][j + 1] = min(matrix[i][j + 1] + 1, matrix[i + 1][j] + 1, matrix[i][j] + (a[i] == b[j] ? 0 : 1))
            }
        }
        return matrix[a.count][b.count]
    }

    static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    /// On generated pairs over a small alphabet (so that near words are common), the bounded
    /// distance is the full one when that is within the limit, and `nil` otherwise.
    @Test func boundedDistanceAgreesWithTheFullMatrix() {
        var generator = SplitMix(seed: 20261127)
        let alphabet = Array("abcé".unicodeScalars)
        var compared = 0
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0..<9, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let b = (0..<Int.random(in: 0..<9, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let limit = Int.random(in: 0..<5, using: &generator)
            let full = Self.fullDistance(a, b)
            #expect(Suggestions.editDistance(a, b, limit: limit) == (full <= limit ? full : nil),
                    "\(String(String.UnicodeScalarView(a))) / \(String(String.UnicodeScalarView(b))) within \(limit)")
            if full <= limit { compared += 1 }
        }
        #expect(compared > 500)
    }

    @Test func closestIsTheFirstOfTheNearest() {
        let candidates: [Suggestions.Candidate] = ["textcolor", "tintcolor", "titlecolor"].map { ($0, Self.scalars($0)) }
        #expect(Suggestions.closest(to: Self.scalars("tintcolour"), among: candidates, limit: 3) == "tintcolor")
        // `textcolr` is one edit from `textcolor` only.
        #expect(Suggestions.closest(to: Self.scalars("textcolr"), among: candidates, limit: 2) == "textcolor")
        // Two edits from both `tintcolor` and `textcolor`: the first listed wins.
        #expect(Suggestions.closest(to: Self.scalars("tixtcolor"), among: candidates, limit: 2) == "textcolor")
        #expect(Suggestions.closest(to: Self.scalars("backgroundimage"), among: candidates, limit: 2) == nil)
        #expect(Suggestions.closest(to: [], among: candidates, limit: 2) == nil)
    }
}
