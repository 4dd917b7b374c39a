import Benchmark
import LiveryBenchmarkInputs
import LiverySyntax

/// Tokenizer and parser throughput on a generated 2 MB stylesheet.
let benchmarks: @Sendable () -> Void = {
    let text = StyleSheetGenerator.stylesheet(bytes: 2_000_000)
    let file = SourceFile(path: "generated.css", text: text)
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(5), maxIterations: 50)

    Benchmark("Tokenize 2 MB stylesheet") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Tokenizer.tokenize(file))
        }
    }

    Benchmark("Parse 2 MB stylesheet to syntax tree") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Parser.parse(file))
        }
    }
}
