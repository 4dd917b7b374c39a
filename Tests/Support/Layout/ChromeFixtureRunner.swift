import Foundation
import LiveryLayout

/// Builds a fixture tree as a `LayoutNode` tree, lays it out like the browser harness
/// did, and compares every frame with the recorded one.
public enum ChromeFixtureRunner {
    /// Largest accepted difference per frame component (points).
    public static let tolerance = 0.5

    /// Text in the fixtures is set in a 10px font whose glyphs are 10×10 squares.
    public static let fontSize = 10.0

    /// The node tree of a case; unknown CSS properties are appended to `unsupported`.
    public static func build(_ fixture: ChromeFixtureNode, unsupported: inout [String]) -> LayoutNode {
        let style = FixtureStyleMapper.style(fixture.style, unsupported: &unsupported)
        let children = fixture.children.map { build($0, unsupported: &unsupported) }
        if let text = fixture.text, children.isEmpty {
            return LayoutNode(style: style, children: [anonymousTextItem(text)])
        }
        return LayoutNode(style: style, children: children)
    }

    /// The anonymous flex item a browser wraps text in: a measured leaf with the initial
    /// CSS values `flex: 0 1 auto` (so it shrinks, but not below its min-content width).
    public static func anonymousTextItem(_ text: String) -> LayoutNode {
        var style = LayoutStyle()
        style.flexShrink = 1
        let node = LayoutNode(style: style)
        node.setText(.squareGlyphs(text: text, fontSize: fontSize))
        return node
    }

    /// Lays out a tree as the harness page places it and returns the root.
    ///
    /// The harness page places each case absolutely in a zero-sized container, so the
    /// root is sized min-content wide (shrink-to-fit in no space) and as tall as its
    /// content, and its percentages resolve against zero.
    public static func layout(_ fixture: ChromeFixtureNode, rtl: Bool, unsupported: inout [String]) -> LayoutNode {
        let root = build(fixture, unsupported: &unsupported)
        root.calculateLayout(
            width: .minContent, height: .maxContent, direction: rtl ? .rtl : .ltr,
            scale: nil, percentBase: LayoutSize(width: 0, height: 0))
        return root
    }

    /// Lays out the case in one direction and returns a message per mismatching node.
    public static func mismatches(_ fixture: ChromeFixtureCase, rtl: Bool) -> [String] {
        mismatches(fixture.root, rtl: rtl)
    }

    /// Lays out a tree in one direction and returns a message per mismatching node, in
    /// document order (the first is the first differing node).
    public static func mismatches(_ tree: ChromeFixtureNode, rtl: Bool, limit: Int = .max) -> [String] {
        var unsupported: [String] = []
        let root = layout(tree, rtl: rtl, unsupported: &unsupported)
        var messages = unsupported.map { "unsupported \($0)" }
        compare(root, tree, path: "root", rtl: rtl, limit: limit, into: &messages)
        return messages
    }

    /// Mismatches in both directions, each prefixed `ltr ` or `rtl `.
    public static func mismatchesBothDirections(_ tree: ChromeFixtureNode, limit: Int = .max) -> [String] {
        mismatches(tree, rtl: false, limit: limit).map { "ltr \($0)" }
            + mismatches(tree, rtl: true, limit: limit).map { "rtl \($0)" }
    }

    private static func compare(
        _ node: LayoutNode, _ fixture: ChromeFixtureNode, path: String, rtl: Bool, limit: Int,
        into messages: inout [String]
    ) {
        guard messages.count < limit else { return }
        let expected = rtl ? fixture.rtl : fixture.ltr
        let actual = node.frame
        let deltas = [actual.x - expected.x, actual.y - expected.y,
                      actual.width - expected.width, actual.height - expected.height]
        if deltas.contains(where: { abs($0) > tolerance }) {
            let want = LayoutRect(x: expected.x, y: expected.y, width: expected.width, height: expected.height)
            messages.append("\(path): expected \(want), got \(actual)")
        }
        for (index, child) in fixture.children.enumerated() where index < node.children.count {
            compare(node.children[index], child, path: "\(path)/\(index)", rtl: rtl, limit: limit, into: &messages)
        }
    }
}

/// A checked-in list of fixture cases known to differ from Chromium, each with its
/// reason: one `key: reason` per line, `#` comments. The tests fail on a difference not
/// listed and on a listed case that passes, so the list only shrinks.
public struct KnownFailures: Sendable {
    public var reasons: [String: String] = [:]

    /// `Tests/Fixtures/yoga/known-failures.txt`.
    public static var url: URL { FixturePaths.directory().appendingPathComponent("known-failures.txt") }

    public static func load(_ url: URL = KnownFailures.url) throws -> KnownFailures {
        var result = KnownFailures()
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return result }
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: ":", maxSplits: 1)
            let key = String(parts[0]).trimmingCharacters(in: .whitespaces)
            result.reasons[key] = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""
        }
        return result
    }
}
