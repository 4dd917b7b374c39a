// swift-tools-version:6.0
import PackageDescription

// Livery: CSS-grade styling, theming and layout for native Swift user interfaces.
// Module dependencies follow docs/DESIGN-NOTES.md: a target imports only targets above it.
let package = Package(
    name: "Livery",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17)],
    products: [
        .library(name: "LiverySyntax", targets: ["LiverySyntax"]),
        .library(name: "LiveryValues", targets: ["LiveryValues"]),
        .library(name: "LiveryCore", targets: ["LiveryCore"]),
        .library(name: "LiveryLayout", targets: ["LiveryLayout"]),
        .library(name: "LiveryViews", targets: ["LiveryViews"]),
        .library(name: "LiveryFormats", targets: ["LiveryFormats"]),
        .library(name: "LiveryReload", targets: ["LiveryReload"]),
        .library(name: "LiveryDevServer", targets: ["LiveryDevServer"]),
        .executable(name: "livery", targets: ["livery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        .target(name: "LiverySyntax"),
        .target(name: "LiveryValues", dependencies: ["LiverySyntax"]),
        .target(name: "LiveryCore", dependencies: ["LiverySyntax", "LiveryValues"]),
        .target(name: "LiveryLayout"),
        .target(name: "LiveryViews", dependencies: ["LiveryCore", "LiverySyntax", "LiveryValues", "LiveryLayout"]),
        .target(name: "LiveryFormats", dependencies: ["LiveryCore", "LiveryValues", "LiverySyntax"]),
        .target(
            name: "LiveryReload",
            dependencies: [
                "LiveryCore", "LiverySyntax", "LiveryViews",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .target(
            name: "LiveryDevServer",
            dependencies: [
                "LiveryReload", "LiveryViews", "LiveryCore", "LiverySyntax", "LiveryValues",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ]
        ),
        .executableTarget(
            name: "livery",
            dependencies: [
                "LiverySyntax", "LiveryValues", "LiveryCore", "LiveryLayout", "LiveryViews", "LiveryFormats",
                "LiveryDevServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "LiverySyntaxTests", dependencies: ["LiverySyntax"]),
        .testTarget(name: "LiveryValuesTests", dependencies: ["LiveryValues", "LiverySyntax"]),
        .testTarget(name: "LiveryCoreTests", dependencies: ["LiveryCore", "LiverySyntax", "LiveryValues"]),
        .testTarget(name: "LiveryLayoutTests", dependencies: ["LiveryLayout"]),
        .testTarget(name: "LiveryViewsTests", dependencies: ["LiveryViews", "LiveryCore", "LiverySyntax"]),
        .testTarget(name: "LiveryFormatsTests",
                    dependencies: ["LiveryFormats", "LiveryCore", "LiveryValues", "LiverySyntax", "livery"]),
        .testTarget(name: "LiveryReloadTests", dependencies: ["LiveryReload", "LiveryCore", "LiveryViews", "LiverySyntax"]),
        .testTarget(
            name: "LiveryDevServerTests",
            dependencies: [
                "LiveryDevServer", "LiveryReload", "LiveryViews", "LiveryCore", "LiverySyntax", "livery",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]
        ),
        .testTarget(name: "LiveryCLITests", dependencies: ["livery"]),
    ],
    swiftLanguageModes: [.v6]
)
