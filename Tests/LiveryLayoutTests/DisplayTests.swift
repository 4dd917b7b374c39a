import LiveryLayout
import Testing

/// `display: none` and `display: contents`.
@Suite struct DisplayTests {
    @Test func displayNoneTakesNoSpaceAndZeroesSubtree() {
        let hidden = node({ $0.display = .none; $0.width = 50; $0.height = 50 }, box(10, 10))
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100 }, hidden, box(20, 20))
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(hidden.frame == .zero)
        #expect(hidden.children[0].frame == .zero)
        #expect(root.children[1].frame == rect(0, 0, 20, 20))
    }

    @Test func displayContentsHoistsChildren() {
        let contents = node({ $0.display = .contents; $0.width = 50 }, box(10, 10), box(20, 10))
        let root = node({ $0.flexDirection = .row; $0.width = 100; $0.height = 100 }, box(5, 5), contents)
        root.calculateLayout(availableWidth: nil, availableHeight: nil)
        #expect(contents.frame == .zero)
        #expect(childFrames(contents) == [rect(5, 0, 10, 10), rect(15, 0, 20, 10)])
    }
}
