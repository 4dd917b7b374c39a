import Benchmark
import LiveryBenchmarkInputs
import LiveryCore
import LiverySyntax

/// Loading a generated 2 MB stylesheet into the model: parse, flatten, resolve variables,
/// type every value.
let benchmarks: @Sendable () -> Void = {
    let text = StyleSheetGenerator.stylesheet(bytes: 2_000_000)
    let loader = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["generated.css": text]))
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(10), maxIterations: 20)

    Benchmark("Load 2 MB stylesheet (parse, flatten, variables, typed values)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(loader.load("generated.css"))
        }
    }
}
