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

    /// A fontconfig file that knows only the Liberation fonts and maps the usual UI
    /// families onto them.
    static func fontsConf(cache: String) -> String {
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
