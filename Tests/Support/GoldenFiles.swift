import Foundation
import Testing

/// Golden ("snapshot") files next to the fixtures: compared in tests, re-recorded when the
/// environment variable `LIVERY_RECORD=1` is set.
public enum GoldenFiles {
    /// Whether this run records golden files instead of comparing them (`LIVERY_RECORD=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["LIVERY_RECORD"] == "1" }

    /// Compares `actual` with the golden file at `url`, or records it; a difference is a test
    /// issue listing the differing lines.
    public static func assertMatches(_ actual: String, golden url: URL,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(url.path); run with LIVERY_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(url.lastPathComponent) differs:\n\(lineDifferences(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    /// `line N: expected … actual …` for every line that differs.
    static func lineDifferences(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var diff = ""
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<none>"
            if left != right { diff += "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)\n" }
        }
        return diff
    }
}
