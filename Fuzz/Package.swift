// swift-tools-version:6.0
import PackageDescription

// Livery's libFuzzer driver: one program for every fuzz target (`LIVERY_FUZZ_TARGET`
// names it), built with coverage instrumentation and AddressSanitizer. Run it with
// `Scripts/fuzz TARGET SECONDS`, which builds it with
//
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xswiftc -enable-testing
//
// The targets and their properties live in the app-side package (`LiveryFuzzing`), where
// the regression tests replay every input found.
let package = Package(
    name: "LiveryFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Livery", path: ".."),
    ],
    targets: [
        .executableTarget(name: "LiveryFuzz", dependencies: [.product(name: "LiveryFuzzing", package: "Livery")]),
    ],
    swiftLanguageModes: [.v6]
)
