import Foundation

/// Times an operation: `iterations` runs after one warm-up, the median in seconds.
/// `prepare` runs before each iteration, untimed (e.g. building a fresh tree).
func median<State>(_ iterations: Int, prepare: () -> State, _ body: (State) -> Void) -> Double {
    body(prepare())
    var samples: [Double] = []
    for _ in 0..<iterations {
        let state = prepare()
        let start = DispatchTime.now().uptimeNanoseconds
        body(state)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Times an operation without per-iteration preparation.
func median(_ iterations: Int, _ body: () -> Void) -> Double {
    median(iterations, prepare: { () }, { _ in body() })
}

/// Results by benchmark name, printed as one JSON object.
struct Report {
    private var lines: [String] = []

    mutating func add(_ name: String, seconds: Double, count: Int? = nil, checksum: Double? = nil, note: String? = nil) {
        var fields = ["\"seconds\": \(seconds)"]
        if let count { fields.append("\"count\": \(count)") }
        if let checksum { fields.append("\"checksum\": \(checksum)") }
        if let note { fields.append("\"note\": \"\(note)\"") }
        lines.append("  \"\(name)\": {" + fields.joined(separator: ", ") + "}")
        FileHandle.standardError.write(Data("\(name): \(String(format: "%.3f", seconds * 1000)) ms\(count.map { " count \($0)" } ?? "")\n".utf8))
    }

    var json: String { "{\n" + lines.joined(separator: ",\n") + "\n}\n" }
}
