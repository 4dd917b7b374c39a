// swift-tools-version:6.0
import PackageDescription

// Livery: CSS-grade styling, theming and layout for native Swift user interfaces.
// Module dependencies follow docs/DESIGN-NOTES.md: a target imports only targets above it.
let package = Package(
    name: "Livery",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "LiverySyntax", targets: ["LiverySyntax"]),
        .library(name: "LiveryValues", targets: ["LiveryValues"]),
        .library(name: "LiveryCore", targets: ["LiveryCore"]),
        .library(name: "LiveryLayout", targets: ["LiveryLayout"]),
        .library(name: "LiveryViews", targets: ["LiveryViews"]),
        .library(name: "LiveryFormats", targets: ["LiveryFormats"]),
        .executable(name: "livery", targets: ["livery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "LiverySyntax"),
        .target(name: "LiveryValues", dependencies: ["LiverySyntax"]),
        .target(name: "LiveryCore", dependencies: ["LiverySyntax", "LiveryValues"]),
        .target(name: "LiveryLayout"),
        .target(name: "LiveryViews", dependencies: ["LiveryCore", "LiverySyntax", "LiveryValues", "LiveryLayout"]),
        .target(name: "LiveryFormats", dependencies: ["LiveryCore", "LiveryValues", "LiverySyntax"]),
        .executableTarget(
            name: "livery",
            dependencies: [
                "LiverySyntax", "LiveryValues", "LiveryCore", "LiveryLayout", "LiveryViews", "LiveryFormats",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LiverySyntaxTests", dependencies: ["LiverySyntax"]),
        .testTarget(name: "LiveryValuesTests", dependencies: ["LiveryValues", "LiverySyntax"]),
        .testTarget(name: "LiveryCoreTests", dependencies: ["LiveryCore", "LiverySyntax", "LiveryValues"]),
        .testTarget(name: "LiveryLayoutTests", dependencies: ["LiveryLayout"]),
        .testTarget(name: "LiveryViewsTests", dependencies: ["LiveryViews", "LiveryCore", "LiverySyntax"]),
        .testTarget(name: "LiveryFormatsTests",
                    dependencies: ["LiveryFormats", "LiveryCore", "LiveryValues", "LiverySyntax", "livery"]),
        .testTarget(name: "LiveryCLITests", dependencies: ["livery"]),
    ],
    swiftLanguageModes: [.v6]
)
