import Foundation
import LiveryLayout
import LiveryTestSupport
import Testing

/// Pixel rounding over every fixture tree: at scale 1 (the fixtures' device-pixel ratio)
/// every frame is whole pixels and each edge moved by at most half a pixel.
@Suite struct ChromeFixtureRoundingTests {
    @Test func roundedFramesAreWholePixelsNearUnrounded() throws {
        var checked = 0
        for url in try FixturePaths.fixtureFiles() {
            for fixture in try FixturePaths.load(url).cases {
                var unsupported: [String] = []
                let root = ChromeFixtureRunner.build(fixture.root, unsupported: &unsupported)
                root.calculateLayout(
                    width: .minContent, height: .maxContent, scale: 1,
                    percentBase: LayoutSize(width: 0, height: 0))
                checked += check(root, parentX: 0, parentY: 0, roundedX: 0, roundedY: 0, id: fixture.id)
            }
        }
        #expect(checked > 1000)
    }

    /// Checks a subtree in absolute coordinates; returns the number of nodes checked.
    private func check(
        _ node: LayoutNode, parentX: Double, parentY: Double, roundedX: Double, roundedY: Double, id: String
    ) -> Int {
        let f = node.frame, u = node.unroundedFrame
        let values = [f.x, f.y, f.width, f.height]
        #expect(values.allSatisfy { $0 == $0.rounded() }, "\(id): \(f) is not whole pixels")
        let left = roundedX + f.x, top = roundedY + f.y
        let exactLeft = parentX + u.x, exactTop = parentY + u.y
        let edges = [left - exactLeft, top - exactTop,
                     left + f.width - (exactLeft + u.width), top + f.height - (exactTop + u.height)]
        #expect(edges.allSatisfy { abs($0) <= 0.5 + 1e-9 }, "\(id): \(f) is too far from \(u)")
        return 1 + node.children.reduce(0) {
            $0 + check($1, parentX: exactLeft, parentY: exactTop, roundedX: left, roundedY: top, id: id)
        }
    }
}
