import Foundation
import Testing

/// A 15 MB save is pushed whole, and the server's memory comes back down afterwards (it
/// is neither checked in the server nor kept: the check budget skips it, freed pages are
/// handed back to the system). It once left the server at 955 MB.
@Suite(.serialized)
struct LargeFileMemoryTests {
    /// `VmHWM` (peak) of `/proc/PID/status`, in bytes.
    static func peakBytes(_ server: ServeProcess) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
    }

    @Test func memoryComesBackAfterA15MBSave() async throws {
        let server = try await ServeProcess.start()
        let client = try await PushClient(port: server.port)
        try server.write("warm.css", ".warm { alpha: 1; }\n")
        _ = try await client.changed("warm.css")
        try await Task.sleep(nanoseconds: 500_000_000)
        let before = server.residentBytes

        let rule = ".rule { textColor: #ff0000; alpha: 0.5; }\n"
        let big = String(repeating: rule, count: 15_000_000 / rule.utf8.count)
        try server.write("big.css", big)
        let pushed = try await client.changed("big.css", timeout: 60)
        #expect((pushed["contents"] as? String)?.utf8.count == big.utf8.count)
        let ids = (pushed["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids == ["serve.too-large-to-check"])
        #expect(try await server.status("/files/big.css") == 200)

        // Large blocks go back to the system when freed; the rest is trimmed 2 s after.
        try await Task.sleep(nanoseconds: 4_000_000_000)
        let after = server.residentBytes
        let peak = Self.peakBytes(server)
        print("RSS around a 15 MB save: before \(before >> 20) MiB, peak \(peak >> 20) MiB, after \(after >> 20) MiB")
        #expect(after < before + (40 << 20), "before \(before >> 20) MiB, after \(after >> 20) MiB, peak \(peak >> 20) MiB")
        #expect(peak < 400 << 20, "peak \(peak >> 20) MiB")
    }
}
