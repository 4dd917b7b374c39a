import Foundation
import LiveryTestSupport

/// Runs the built `livery` executable, as a user would, and captures what it prints: the
/// one way tests run the command (both pipes are read at once, so a full pipe never blocks
/// the child).
public struct LiveryProcess {
    /// What a finished run printed and returned.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The folder holding the built products (`livery` sits beside the test bundle).
    public static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    public static var executable: URL { productsDirectory.appendingPathComponent("livery") }

    /// `Tests/Fixtures`, where commands run by default.
    public static var fixtures: URL { Fixtures.root }

    /// Runs `livery` with `arguments` in `directory` and waits for it to exit; with
    /// `stackLimit`, its main thread gets that many kilobytes of stack (`ulimit -s`).
    public static func run(_ arguments: [String], in directory: URL = fixtures, stackLimit: Int? = nil) throws -> Result {
        let process = Process()
        if let stackLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -s \(stackLimit) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so a full pipe cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
