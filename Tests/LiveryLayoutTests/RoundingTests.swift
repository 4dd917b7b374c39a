import LiveryLayout
import Testing

/// Pixel rounding of frames at a point scale.
@Suite struct RoundingTests {
    func thirds() -> LayoutNode {
        node({ $0.flexDirection = .row; $0.width = 100; $0.height = 10 },
             node { $0.flexGrow = 1 }, node { $0.flexGrow = 1 }, node { $0.flexGrow = 1 })
    }

    @Test func edgesSnapToWholePixelsAtScaleOne() {
        let root = thirds()
        root.calculateLayout(availableWidth: nil, availableHeight: nil, scale: 1)
        #expect(childFrames(root) == [rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10)])
    }

    @Test func edgesSnapToThirdsAtScaleThree() {
        let root = thirds()
        root.calculateLayout(availableWidth: nil, availableHeight: nil, scale: 3)
        let pixels = root.children.map { $0.frame.width * 3 }
        #expect(approximatelyEqual(pixels, pixels.map { $0.rounded() }))
        #expect(abs(root.children[1].frame.x - 100.0 / 3) < 1e-9)
    }

    /// A scale so large that a coordinate counted in pixels is infinite leaves the frames
    /// unrounded (rounding them gave NaN), and a zero or negative one rounds nothing.
    @Test(arguments: [1e300, Double.greatestFiniteMagnitude, 0, -1])
    func aScaleTooLargeToCountInLeavesFramesUnrounded(_ scale: Double) {
        let root = thirds()
        root.calculateLayout(availableWidth: nil, availableHeight: nil, scale: scale)
        for child in root.children {
            let (frame, unrounded) = (child.frame, child.unroundedFrame)
            #expect(approximatelyEqual([frame.x, frame.y, frame.width, frame.height],
                                       [unrounded.x, unrounded.y, unrounded.width, unrounded.height]),
                    "\(frame) at scale \(scale)")
        }
        #expect(abs(root.children[1].frame.x - 100.0 / 3) < 1e-9)
    }

    @Test func nilScaleKeepsUnroundedFrames() {
        let root = thirds()
        root.calculateLayout(availableWidth: nil, availableHeight: nil, scale: nil)
        #expect(root.children[1].frame == root.children[1].unroundedFrame)
        #expect(abs(root.children[1].frame.x - 100.0 / 3) < 1e-9)
    }

    @Test func roundingUsesAbsoluteEdgesSoSiblingsStayAdjacent() {
        let root = node({ $0.width = 10; $0.height = 100; $0.padding = LayoutEdges(top: 0.4) },
                        box(10, 10.4), box(10, 10.4))
        root.calculateLayout(availableWidth: nil, availableHeight: nil, scale: 1)
        let a = root.children[0].frame, b = root.children[1].frame
        #expect(a.y + a.height == b.y)
        #expect(a == rect(0, 0, 10, 11))
        #expect(b == rect(0, 11, 10, 10))
    }
}
