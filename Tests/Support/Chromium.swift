import Foundation

/// Headless Chromium for screenshots, with a font set pinned to Liberation Sans (Debian's
/// `fonts-liberation`, metric-compatible with Helvetica and Arial) so pictures do not
/// depend on the fonts a machine happens to have.
///
/// `bash Scripts/test` installs both Debian packages (`chromium`, `fonts-liberation`); when
/// either is missing the tests fail, they do not skip.
public enum Chromium {
    /// Why the browser could not do what a test asked.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The folder of the pinned fonts.
    public static let fontFolder = "/usr/share/fonts/truetype/liberation"

    /// The browser executable: `$LIVERY_CHROMIUM`, else `chromium`, `chromium-browser` or
    /// `google-chrome` on `PATH`.
    public static func executable() throws -> URL {
        if let given = ProcessInfo.processInfo.environment["LIVERY_CHROMIUM"] { return URL(fileURLWithPath: given) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        throw Failure(description: "Chromium is not installed: run `bash Scripts/test`, which installs the Debian package chromium")
    }

    /// A screenshot of `file` (SVG or HTML) at `width` × `height` CSS pixels, one device
    /// pixel per CSS pixel: the PNG file's bytes.
    public static func screenshot(of file: URL, width: Int, height: Int) throws -> Data {
        let browser = try executable()
        guard FileManager.default.fileExists(atPath: fontFolder) else {
            throw Failure(description: "\(fontFolder) is missing: run `bash Scripts/test`, which installs fonts-liberation")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fontConfig = folder.appendingPathComponent("fonts.conf")
        try fontsConf(cache: folder.appendingPathComponent("font-cache").path).write(to: fontConfig, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("shot.png")
        let process = Process()
        process.executableURL = browser
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--force-device-scale-factor=1", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                             "--window-size=\(width),\(height)", "--screenshot=\(output.path)", file.absoluteString]
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = fontConfig.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: output.path) else {
            throw Failure(description: "Chromium exited with status \(process.terminationStatus) and no screenshot of \(file.path)")
        }
        return try Data(contentsOf: output)
    }

    /// The serialized DOM of the HTML page at `file` after it loaded and its scripts ran
    /// (`--dump-dom`, with virtual time so timers and the load event complete), one device
    /// pixel per CSS pixel. Used to read layouts computed by the page's own script.
    public static func dumpDOM(of file: URL, timeout: Double = 300) throws -> String {
        let browser = try executable()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("dom.html")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil) // an open below fails if not
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = browser
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--force-device-scale-factor=1", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                             "--window-size=1920,1080", "--allow-file-access-from-files", "--virtual-time-budget=10000",
                             "--dump-dom", file.absoluteString]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "Chromium took more than \(Int(timeout)) s on \(file.path)")
        }
        try handle.close()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "Chromium exited with status \(process.terminationStatus) on \(file.path)")
        }
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// The version line of the browser (`Chromium 131.0… built on Debian…`).
    public static func version() throws -> String {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A fontconfig file that knows only the Liberation fonts and maps the usual UI
    /// families onto them.
    public static func fontsConf(cache: String) -> String {
        let aliases = ["sans-serif", "system-ui", "Helvetica", "Helvetica Neue", "Arial", "SF Pro Text"].map { family in
            "<alias binding=\"same\"><family>\(family)</family><prefer><family>Liberation Sans</family></prefer></alias>"
        }
        return """
            <?xml version="1.0"?>
            <fontconfig>
            <dir>\(fontFolder)</dir>
            <cachedir>\(cache)</cachedir>
            \(aliases.joined(separator: "\n"))
            </fontconfig>
            """
    }
}
