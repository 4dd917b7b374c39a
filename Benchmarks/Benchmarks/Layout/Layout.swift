import Benchmark
import LiveryBenchmarkInputs
import LiveryBenchmarkSupport
import LiveryLayout

/// Flexbox layout of 10k nodes in three shapes, each iteration on a freshly built tree
/// (building is not measured).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(5), maxIterations: 30)
    for shape in GeneratedLayout.Shape.allCases {
        let layout = GeneratedLayout.generate(shape, count: 10_000)
        Benchmark("Layout 10k nodes: \(shape.rawValue)") { benchmark in
            for _ in benchmark.scaledIterations {
                let root = layout.makeLayoutNodes()
                benchmark.startMeasurement()
                root.calculateLayout(availableWidth: 1000, availableHeight: 1000, scale: nil)
                benchmark.stopMeasurement()
                blackHole(root)
            }
        }
    }
}
