// swift-tools-version:6.0
import PackageDescription

// Livery's developer tooling: the headless element tree and its SVG/HTML rendering, the
// dev server (`livery serve`) and the `livery` command. Never linked into an app: it builds
// on the app-side package one folder up and adds the server stack.
/// Products of the app-side package (one folder up), by name.
func livery(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "Livery") }
}

/// The app-side products the tooling builds on: the front door and the engine's stages.
let engine = livery("Livery", "LiveryDocument", "LiveryFormats", "LiveryCore", "LiveryValues", "LiveryLayout",
                    "LiverySyntax")

let package = Package(
    name: "LiveryTooling",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "livery", targets: ["livery"]),
        .executable(name: "layout-oracle", targets: ["layout-oracle"]),
        .library(name: "LiveryViews", targets: ["LiveryViews"]),
        .library(name: "LiveryDevServer", targets: ["LiveryDevServer"]),
        .library(name: "LiveryFormatting", targets: ["LiveryFormatting"]),
        .library(name: "LiveryLanguageServer", targets: ["LiveryLanguageServer"]),
    ],
    dependencies: [
        .package(name: "Livery", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        .target(name: "LiveryViews", dependencies: engine),
        // `livery format`: the canonical layout of the CSS dialects, checked before it is used.
        .target(name: "LiveryFormatting", dependencies: livery("LiveryFormats", "LiveryCore", "LiverySyntax")),
        .target(name: "LiveryDevServer", dependencies: ["LiveryViews"] + engine + [
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        ]),
        // `livery lsp`: diagnostics and formatting for editors, checked as the dev server checks.
        .target(name: "LiveryLanguageServer", dependencies: ["LiveryDevServer", "LiveryFormatting"] + engine),
        .executableTarget(name: "livery", dependencies: ["LiveryViews", "LiveryDevServer", "LiveryFormatting", "LiveryLanguageServer"] + engine + [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Compares Livery's flexbox with headless Chromium's on random trees (docs/layout.md).
        // Needs only the app side and its test support, so it builds without the server stack.
        .executableTarget(name: "layout-oracle", dependencies: livery("LiveryLayout", "LiveryTestSupport")),
        // The tooling tests' helpers: running the built `livery`, driving headless Chromium,
        // reading the headless tree.
        .target(name: "LiveryToolingTestSupport", dependencies: ["LiveryViews"] + engine + livery("LiveryTestSupport") + [
            .product(name: "Logging", package: "swift-log"),
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        ], path: "Tests/Support"),
        .testTarget(name: "LiveryViewsTests",
                    dependencies: ["LiveryViews", "LiveryToolingTestSupport"] + engine
                        + livery("LiveryTestSupport", "LiveryFuzzing")),
        .testTarget(name: "LiveryDevServerTests",
                    dependencies: ["LiveryDevServer", "LiveryViews", "livery", "LiveryToolingTestSupport"] + engine
                        + livery("LiveryTestSupport") + [
                            .product(name: "AsyncHTTPClient", package: "async-http-client"),
                            .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                        ]),
        .testTarget(name: "LiveryFormattingTests",
                    dependencies: ["LiveryFormatting"] + livery("LiveryFormats", "LiveryCore", "LiverySyntax", "LiveryTestSupport")),
        .testTarget(name: "LiveryLanguageServerTests", dependencies: ["LiveryLanguageServer", "LiveryDevServer"] + livery("Livery", "LiveryCore", "LiverySyntax")),
        .testTarget(name: "LiveryCLITests",
                    dependencies: ["livery", "LiveryToolingTestSupport"] + engine + livery("LiveryTestSupport")),
        // The UIKit backend (on Linux, its stand-in) against `livery style`: the same files
        // build into views with the same types, ids, classes, properties and frames.
        .testTarget(name: "LiveryUIKitParityTests",
                    dependencies: ["livery", "LiveryToolingTestSupport"] + engine + livery("LiveryTestSupport", "LiveryUIKit") + [
                        .product(name: "UIKitStandIn", package: "Livery", condition: .when(platforms: [.linux])),
                    ]),
    ],
    swiftLanguageModes: [.v6]
)
