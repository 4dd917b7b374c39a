import Foundation
import LiveryLayout

/// One fixture file written by `Scripts/gentest`: the cases of one HTML fixture with the
/// layout Chromium computed for them.
struct ChromeFixtureFile: Decodable {
    let fixture: String
    let browser: String
    let cases: [ChromeFixtureCase]
}

/// One case: a tree of nodes with their inline styles and expected frames.
struct ChromeFixtureCase: Decodable {
    let id: String
    let disabled: Bool
    let experiments: [String]
    let root: ChromeFixtureNode
}

/// A node of a case: its parsed inline style (CSS longhand name → value), its text, and
/// its border box relative to its parent's in LTR and RTL (CSS px).
struct ChromeFixtureNode: Decodable {
    let style: [String: String]
    let text: String?
    let ltr: ExpectedFrame
    let rtl: ExpectedFrame
    let children: [ChromeFixtureNode]
}

/// An expected frame in CSS px (= points at scale 1).
struct ExpectedFrame: Decodable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
}

/// Where the checked-in fixtures live: `Tests/Fixtures/yoga` of the repository holding
/// this source file (symlinks resolved, so a scratch package linking the sources works).
enum FixturePaths {
    static func directory(file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // LiveryLayoutTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Fixtures/yoga")
    }

    static func fixtureFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory(), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func load(_ url: URL) throws -> ChromeFixtureFile {
        try JSONDecoder().decode(ChromeFixtureFile.self, from: Data(contentsOf: url))
    }
}
