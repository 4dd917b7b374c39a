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
        // Livery-side helpers: a minimal stylable element, layout trees from generated records.
        .target(
            name: "LiveryBenchmarkSupport",
            dependencies: [
                .product(name: "LiveryCore", package: "Livery"),
                .product(name: "LiveryLayout", package: "Livery"),
                "LiveryBenchmarkInputs",
            ]
        ),
        // Writes the inputs (stylesheets, HTML trees, rule sets, layout trees) into a folder.
        .executableTarget(name: "GenerateInputs", dependencies: ["LiveryBenchmarkInputs"]),
        // Times Livery on those files for the side-by-side run with the peers (peers/run_peers.py).
        .executableTarget(
            name: "SideBySide",
            dependencies: [
                .product(name: "LiveryCore", package: "Livery"),
                .product(name: "LiverySyntax", package: "Livery"),
                .product(name: "LiveryLayout", package: "Livery"),
                "LiveryBenchmarkInputs", "LiveryBenchmarkSupport",
            ]
        ),
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
        .executableTarget(
            name: "Styling",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LiveryCore", package: "Livery"),
                "LiveryBenchmarkInputs", "LiveryBenchmarkSupport",
            ],
            path: "Benchmarks/Styling",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "UIKitStyling",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LiveryUIKit", package: "Livery"),
                .product(name: "UIKitStandIn", package: "Livery", condition: .when(platforms: [.linux])),
            ],
            path: "Benchmarks/UIKitStyling",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Layout",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LiveryLayout", package: "Livery"),
                "LiveryBenchmarkInputs", "LiveryBenchmarkSupport",
            ],
            path: "Benchmarks/Layout",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
