import Foundation

/// One file of flexbox trees with the layout Chromium computed for them: the Yoga
/// fixture cases (`Tests/Fixtures/yoga`, written by `Scripts/gentest`) and the random
/// trees of the layout oracle (`Tests/Fixtures/chrome-random`, written by
/// `layout-oracle record`) share this format.
public struct ChromeFixtureFile: Codable, Sendable {
    public var fixture: String
    public var browser: String
    public var cases: [ChromeFixtureCase]

    public init(fixture: String, browser: String, cases: [ChromeFixtureCase]) {
        self.fixture = fixture
        self.browser = browser
        self.cases = cases
    }
}

/// One case: a tree of nodes with their inline styles and expected frames.
public struct ChromeFixtureCase: Codable, Sendable {
    public var id: String
    public var disabled: Bool
    public var experiments: [String]
    public var root: ChromeFixtureNode

    public init(id: String, disabled: Bool = false, experiments: [String] = [], root: ChromeFixtureNode) {
        self.id = id
        self.disabled = disabled
        self.experiments = experiments
        self.root = root
    }
}

/// A node of a case: its inline style (CSS longhand name → value, as Chromium parsed
/// it), its text, and its border box relative to its parent's in LTR and RTL (CSS px).
/// A tree that has not been rendered yet carries zero frames.
public struct ChromeFixtureNode: Codable, Sendable, Equatable {
    public var style: [String: String]
    public var text: String?
    public var ltr: ExpectedFrame
    public var rtl: ExpectedFrame
    public var children: [ChromeFixtureNode]

    public init(
        style: [String: String], text: String? = nil, ltr: ExpectedFrame = .zero, rtl: ExpectedFrame = .zero,
        children: [ChromeFixtureNode] = []
    ) {
        self.style = style
        self.text = text
        self.ltr = ltr
        self.rtl = rtl
        self.children = children
    }

    /// Decodes a node; `ltr`, `rtl` and `children` may be absent (a tree not rendered yet).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        style = try c.decodeIfPresent([String: String].self, forKey: .style) ?? [:]
        text = try c.decodeIfPresent(String.self, forKey: .text)
        ltr = try c.decodeIfPresent(ExpectedFrame.self, forKey: .ltr) ?? .zero
        rtl = try c.decodeIfPresent(ExpectedFrame.self, forKey: .rtl) ?? .zero
        children = try c.decodeIfPresent([ChromeFixtureNode].self, forKey: .children) ?? []
    }

    /// The number of nodes in this subtree.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// The node at a child-index path (`[]` is this node).
    public subscript(path path: [Int]) -> ChromeFixtureNode {
        get { path.isEmpty ? self : children[path[0]][path: Array(path.dropFirst())] }
        set {
            if path.isEmpty { self = newValue } else { children[path[0]][path: Array(path.dropFirst())] = newValue }
        }
    }
}

/// An expected frame in CSS px (= points at scale 1).
public struct ExpectedFrame: Codable, Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = ExpectedFrame(x: 0, y: 0, width: 0, height: 0)
}

/// Where the checked-in browser fixtures live: `Tests/Fixtures/<set>` (`yoga`,
/// `chrome-random`).
public enum FixturePaths {
    public static func directory(_ set: String = "yoga") -> URL {
        Fixtures.url(set)
    }

    /// The set's `*.json` files, sorted by name.
    public static func fixtureFiles(_ set: String = "yoga") throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory(set), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    public static func load(_ url: URL) throws -> ChromeFixtureFile {
        try JSONDecoder().decode(ChromeFixtureFile.self, from: Data(contentsOf: url))
    }
}
