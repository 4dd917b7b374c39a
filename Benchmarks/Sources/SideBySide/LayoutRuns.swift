import LiveryBenchmarkInputs
import LiveryBenchmarkSupport
import LiveryLayout

/// Flexbox layout of the three generated shapes, each on a freshly built tree (no cache).
struct LayoutRuns {
    let inputs: InputFolder
    let iterations: Int

    func run(into report: inout Report) {
        for shape in GeneratedLayout.Shape.allCases {
            let layout = GeneratedLayout.generate(shape, count: inputs.sizes.layoutNodes)
            var last: LayoutNode?
            let seconds = median(iterations, prepare: { layout.makeLayoutNodes() }) { root in
                root.calculateLayout(availableWidth: 1000, availableHeight: 1000, scale: nil)
                last = root
            }
            report.add("layout.\(shape.rawValue)", seconds: seconds, count: layout.nodes.count, checksum: last?.frameChecksum)
        }
    }
}
