import Foundation
import LiveryTestSupport
import LiveryToolingTestSupport

/// A real `livery serve` process on 127.0.0.1 with a free port, serving a scratch copy of
/// `Tests/Fixtures/serve` (tests change files in it).
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let folder: URL
    let port: Int
    private let errors = Pipe()
    /// What the server wrote to standard error (its log), read as it comes so the pipe never
    /// fills and blocks the server; the last 1 MiB is kept.
    private let errorBytes = Locked(Data())

    /// Copies the fixture folder (plus `extraFiles`), starts the server, and waits for its
    /// `Serving DIR at http://HOST:PORT` line.
    init(extraFiles: [String: String] = [:], arguments: [String] = []) throws {
        folder = try Self.scratchCopy(extraFiles: extraFiles)
        process.executableURL = Self.executable
        process.arguments = ["serve", folder.path, "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let kept = errorBytes
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else { handle.readabilityHandler = nil; return }
            kept.update { bytes in
                bytes.append(data)
                if bytes.count > 1 << 20 { bytes.removeFirst(bytes.count - (1 << 20)) }
            }
        }
        try process.run()
        let line = try Self.readLine(output.fileHandleForReading, timeout: 20)
        guard line.hasPrefix("Serving \(folder.path) at http://"),
              let port = line.split(separator: ":").last.flatMap({ Int($0) }) else {
            process.terminate()
            throw ServeError("unexpected first line: \(line)")
        }
        self.port = port
    }

    deinit { stop() }

    var base: String { "http://127.0.0.1:\(port)" }
    /// The server's log so far (standard error).
    var standardError: String { String(decoding: errorBytes.get(), as: UTF8.self) }
    var isRunning: Bool { process.isRunning }

    /// Ends the server (SIGTERM, then SIGKILL after 3 s) — only this process.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    // MARK: Files

    func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

    /// Writes `text` in place (open, write, close).
    func write(_ relative: String, _ text: String) throws {
        try LiveryTestSupport.write(url(relative).path, text)
    }

    /// Saves as editors that write a new file and rename it over the old one.
    func saveByRename(_ relative: String, _ text: String) throws {
        try LiveryTestSupport.saveByRename(url(relative).path, text)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    // MARK: Setup

    static var executable: URL { LiveryProcess.executable }

    static let fixtures = Fixtures.url("serve")

    static func scratchCopy(extraFiles: [String: String]) throws -> URL {
        let folder = try Fixtures.scratchFolder("livery-serve")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try Fixtures.write(extraFiles, into: folder)
        return folder
    }

    /// Reads one line from `handle`, failing after `timeout` seconds.
    static func readLine(_ handle: FileHandle, timeout: Double) throws -> String {
        let result = Locked<String?>(nil)
        let thread = Thread {
            var bytes: [UInt8] = []
            while true {
                let data = handle.readData(ofLength: 1)
                guard let byte = data.first, byte != 10 else { break }
                bytes.append(byte)
            }
            result.set(String(decoding: bytes, as: UTF8.self))
        }
        thread.start()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = result.get() { return line }
            usleep(10_000)
        }
        throw ServeError("livery serve printed nothing within \(timeout) s")
    }
}

/// A failure of the test harness.
struct ServeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension ServeProcess {
    /// Runs `livery` to the end (for commands that fail at once).
    static func runToEnd(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let result = try LiveryProcess.run(arguments, in: FileManager.default.temporaryDirectory)
        return (result.status, result.stderr)
    }
}

/// Runs blocking harness work (process start, raw sockets) on a dispatch thread, so it never
/// holds one of the few cooperative threads the server's clients and tests need.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}

extension ServeProcess {
    /// Starts a server off the cooperative pool (see `offPool`).
    static func start(extraFiles: [String: String] = [:], arguments: [String] = []) async throws -> ServeProcess {
        try await offPool { try ServeProcess(extraFiles: extraFiles, arguments: arguments) }
    }

    /// `RawHTTP.status` off the cooperative pool.
    func status(_ target: String, host: String?? = .none, extraHeader: String = "", timeout: Int = 5) async throws -> Int {
        let port = self.port
        return try await offPool {
            try RawHTTP.status(port: port, target: target, host: host, extraHeader: extraHeader, timeout: timeout)
        }
    }

    /// The resident memory of the server process, in bytes (`VmRSS` of `/proc/PID/status`).
    var residentBytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
    }
}
