import Foundation
import Testing

/// Golden ("snapshot") files next to the fixtures: compared in tests, re-recorded when the
/// environment variable `LIVERY_RECORD=1` is set.
enum GoldenFiles {
    /// `Tests/Fixtures`.
    static let fixtures: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["LIVERY_RECORD"] == "1" }

    /// Compares `actual` with the golden file at `url`, or records it.
    static func assertMatches(_ actual: String, golden url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(url.path); run with LIVERY_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            var diff = ""
            for index in 0..<max(expectedLines.count, actualLines.count) {
                let left = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
                let right = index < actualLines.count ? String(actualLines[index]) : "<none>"
                if left != right { diff += "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)\n" }
            }
            Issue.record("\(url.lastPathComponent) differs:\n\(diff)", sourceLocation: sourceLocation)
        }
    }
}
