/// The sizes of one set of benchmark inputs: the full set (2 MB sheets, 10k/100k element
/// trees, 1,000 rules, 10k layout nodes) or the small smoke set CI runs.
public struct InputSizes: Sendable {
    public var smallSheet: Int
    public var largeSheet: Int
    public var smallTree: Int
    public var largeTree: Int
    public var rules: Int
    public var layoutNodes: Int

    public init(smoke: Bool) {
        smallSheet = smoke ? 2_000 : 200_000
        largeSheet = smoke ? 20_000 : 2_000_000
        smallTree = smoke ? 100 : 10_000
        largeTree = smoke ? 1_000 : 100_000
        rules = smoke ? 100 : 1_000
        layoutNodes = smoke ? 500 : 10_000
    }

    /// The sizes as a JSON object (read by the peers' script).
    public var json: String {
        "{\"smallSheet\": \(smallSheet), \"largeSheet\": \(largeSheet), \"smallTree\": \(smallTree), "
            + "\"largeTree\": \(largeTree), \"rules\": \(rules), \"layoutNodes\": \(layoutNodes)}\n"
    }
}
