// swift-tools-version:6.1
import PackageDescription

// Livery's benchmarks, in their own package so the library's users never build them.
// Run: `cd Benchmarks && swift package benchmark` (see RESULTS.md for recorded runs).
let package = Package(
    name: "LiveryBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Livery", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Deterministic generators of realistic inputs (stylesheets, element trees).
        .target(name: "LiveryBenchmarkInputs"),
        .executableTarget(
            name: "Tokenizer",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LiverySyntax", package: "Livery"),
                "LiveryBenchmarkInputs",
            ],
            path: "Benchmarks/Tokenizer",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Loading",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LiveryCore", package: "Livery"),
                .product(name: "LiverySyntax", package: "Livery"),
                "LiveryBenchmarkInputs",
            ],
            path: "Benchmarks/Loading",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
