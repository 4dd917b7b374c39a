import Foundation
@testable import LiveryLayout
import Testing

/// Deep trees are laid out on a thread whose stack their depth needs; shallow ones on the
/// caller's thread. `LayoutStack.bytesPerLevel` must cover what a level really takes.
@Suite struct LayoutStackTests {
    /// Where the stack of the calling thread is now.
    @inline(never)
    static func stackAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The lowest stack address a leaf's measure function saw, and on which threads.
    final class Probe: @unchecked Sendable {
        var lowest = UInt.max
        var threads: Set<ObjectIdentifier> = []
    }

    /// A chain `depth` nodes deep, every node styled by `configure`, the leaf measured.
    static func chain(depth: Int, probe: Probe, _ configure: (inout LayoutStyle) -> Void) -> LayoutNode {
        var style = LayoutStyle()
        configure(&style)
        let root = LayoutNode(style: style)
        var last = root
        for _ in 1..<depth {
            let node = LayoutNode(style: style)
            last.appendChild(node)
            last = node
        }
        last.measure = { width, _, _, _ in
            probe.lowest = min(probe.lowest, stackAddress())
            probe.threads.insert(ObjectIdentifier(Thread.current))
            return LayoutSize(width: min(width ?? 20, 20), height: 10)
        }
        return root
    }

    static let shapes: [(String, @Sendable (inout LayoutStyle) -> Void)] = [
        ("column", { _ in }),
        ("row", { $0.flexDirection = .row }),
        ("row, wrapping, growing", { $0.flexDirection = .row; $0.flexWrap = .wrap; $0.flexGrow = 1 }),
        ("column, percent padding, baseline", { $0.padding = LayoutEdges(all: .percent(1)); $0.alignItems = .baseline }),
        ("max-content width", { $0.width = .maxContent }),
    ]

    /// (Not under a sanitizer: AddressSanitizer may keep locals off the thread's stack, so
    /// their addresses measure nothing there; the budget is 4 times larger then.)
    @Test(.enabled(if: LayoutStack.sanitizerFactor == 1))
    func aLevelTakesAtMostHalfTheStackBudgeted() {
        let depth = 300
        var worst = 0
        for (name, configure) in Self.shapes {
            let probe = Probe()
            let root = Self.chain(depth: depth, probe: probe, configure)
            var base: UInt = 0
            LayoutStack.run(depth: 100_000) {
                base = Self.stackAddress()
                root.layOutTree(width: .definite(400), height: .definite(800), direction: .ltr, scale: 2, percentBase: nil)
            }
            guard probe.lowest < base else {
                Issue.record("\(name): the leaf was never measured below the pass's entry")
                continue
            }
            let perLevel = Int(base - probe.lowest) / depth
            print("layout stack: \(name): \(perLevel) bytes per level")
            worst = max(worst, perLevel)
        }
        #expect(worst * 2 <= LayoutStack.bytesPerLevel, "a level takes \(worst) bytes")
        // About 4 KB in a debug build since the recursive steps only call (10–16 KB before):
        // more means a step on the path keeps its temporaries there (DESIGN-NOTES, "Deep trees").
        #expect(worst <= 8 * 1024, "a level takes \(worst) bytes")
    }

    @Test func shallowTreesStayOnTheCallersThreadAndDeepOnesDoNot() {
        let shallow = Probe()
        Self.chain(depth: LayoutStack.inlineDepth, probe: shallow) { _ in }
            .calculateLayout(availableWidth: 100, availableHeight: 100)
        #expect(shallow.threads == [ObjectIdentifier(Thread.current)])
        let deep = Probe()
        Self.chain(depth: LayoutStack.inlineDepth + 1, probe: deep) { _ in }
            .calculateLayout(availableWidth: 100, availableHeight: 100)
        #expect(deep.threads.count == 1)
        #expect(!deep.threads.contains(ObjectIdentifier(Thread.current)))
    }

    @Test func aDeepPassHandsWorkBackToTheCallingThread() {
        let probe = Probe()
        let root = Self.chain(depth: 500, probe: Probe()) { _ in }
        var leaf = root
        while let child = leaf.children.first { leaf = child }
        leaf.measure = { _, _, _, _ in
            LayoutStack.onCallingThread { probe.threads.insert(ObjectIdentifier(Thread.current)) }
            return LayoutSize(width: 7, height: 3)
        }
        root.calculateLayout(availableWidth: 100, availableHeight: 100)
        #expect(probe.threads == [ObjectIdentifier(Thread.current)])
        #expect(leaf.frame.height == 3)
    }

    @Test func theStackGrowsWithTheDepth() {
        #expect(LayoutStack.stackSize(depth: 10_000) >= 10_000 * LayoutStack.bytesPerLevel)
        #expect(LayoutStack.stackSize(depth: 100).isMultiple(of: 1 << 16))
    }
}
