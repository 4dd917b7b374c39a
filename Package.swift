// swift-tools-version:6.0
import PackageDescription

// Livery: CSS-grade styling, theming and layout for native Swift user interfaces.
// Module dependencies follow docs/DESIGN-NOTES.md: a target imports only targets above it.
let package = Package(
    name: "Livery",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "LiverySyntax", targets: ["LiverySyntax"]),
        .library(name: "LiveryCore", targets: ["LiveryCore"]),
        .executable(name: "livery", targets: ["livery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "LiverySyntax"),
        .target(name: "LiveryCore", dependencies: ["LiverySyntax"]),
        .executableTarget(
            name: "livery",
            dependencies: [
                "LiverySyntax", "LiveryCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LiveryCoreTests", dependencies: ["LiveryCore", "LiverySyntax"]),
        .testTarget(name: "LiveryCLITests", dependencies: ["livery"]),
    ],
    swiftLanguageModes: [.v6]
)
