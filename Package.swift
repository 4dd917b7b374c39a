// swift-tools-version:6.0
import PackageDescription

// Livery: CSS-grade styling, theming and layout for native Swift user interfaces.
//
// This package is what an app adds: the engine and the front door, depending on nothing
// but the Swift toolchain and Foundation. The developer tooling (headless tree and
// rendering, the dev server, the `livery` command) is a second package in `Tooling/`, so an
// app never resolves, builds or links the server stack. See docs/ARCHITECTURE.md.
let package = Package(
    name: "Livery",
    platforms: [.macOS(.v13), .iOS(.v17), .tvOS(.v17)],
    products: [
        // What an app links: the front door (it brings the engine targets with it).
        .library(name: "Livery", targets: ["Livery"]),
        // The UIKit backend: an app's views styled by Livery.
        .library(name: "LiveryUIKit", targets: ["LiveryUIKit"]),
        // The engine's stages, for tools and apps that drive one stage alone.
        .library(name: "LiverySyntax", targets: ["LiverySyntax"]),
        .library(name: "LiveryValues", targets: ["LiveryValues"]),
        .library(name: "LiveryCore", targets: ["LiveryCore"]),
        .library(name: "LiveryLayout", targets: ["LiveryLayout"]),
        .library(name: "LiveryFormats", targets: ["LiveryFormats"]),
        .library(name: "LiveryDocument", targets: ["LiveryDocument"]),
        // Livery's own test helpers (fixtures, golden files, a test element tree); shared
        // with the tooling package's tests. Not for apps.
        .library(name: "LiveryTestSupport", targets: ["LiveryTestSupport"]),
        // Linux only: the UIKit stand-in the backend is tested and benchmarked against. Not
        // for apps; Apple platforms use UIKit itself.
        .library(name: "UIKitStandIn", targets: ["UIKitStandIn"]),
        // The fuzz targets' properties, shared by the libFuzzer driver (Fuzz/) and the
        // regression tests that replay what it found. Not for apps.
        .library(name: "LiveryFuzzing", targets: ["LiveryFuzzing"]),
    ],
    targets: [
        .target(name: "LiverySyntax"),
        .target(name: "LiveryValues", dependencies: ["LiverySyntax"]),
        .target(name: "LiveryCore", dependencies: ["LiverySyntax", "LiveryValues"]),
        .target(name: "LiveryLayout"),
        .target(name: "LiveryFormats", dependencies: ["LiveryCore", "LiveryValues", "LiverySyntax"]),
        .target(name: "LiveryDocument", dependencies: ["LiveryCore", "LiverySyntax"]),
        .target(name: "Livery", dependencies: ["LiveryDocument", "LiveryFormats", "LiveryCore", "LiveryValues", "LiverySyntax", "LiveryLayout"]),
        .target(name: "LiveryUIKit", dependencies: ["Livery", "LiveryFormats", "LiveryCore", "LiveryValues", "LiverySyntax",
                                                   .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))]),
        // Linux has no UIKit: the backend and its tests compile there against this stand-in,
        // which declares the UIKit API they use with Apple's signatures and records what is
        // set. A test vehicle only; never linked on Apple platforms.
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn", exclude: ["Signatures"]),
        .target(name: "LiveryTestSupport", dependencies: ["Livery", "LiveryDocument", "LiveryCore", "LiveryValues", "LiverySyntax", "LiveryLayout"],
                path: "Tests/Support"),
        .target(name: "LiveryFuzzing",
                dependencies: ["Livery", "LiveryUIKit", "LiveryFormats", "LiveryDocument", "LiveryCore", "LiveryValues",
                               "LiverySyntax", "LiveryTestSupport",
                               .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))],
                path: "Tests/Fuzzing"),
        .testTarget(name: "LiverySyntaxTests", dependencies: ["LiverySyntax", "LiveryTestSupport"]),
        .testTarget(name: "LiveryValuesTests", dependencies: ["LiveryValues", "LiverySyntax"]),
        .testTarget(name: "LiveryCoreTests", dependencies: ["LiveryCore", "LiverySyntax", "LiveryValues", "LiveryTestSupport"]),
        .testTarget(name: "LiveryLayoutTests", dependencies: ["LiveryLayout", "LiveryTestSupport"]),
        .testTarget(name: "LiveryTests", dependencies: ["Livery", "LiveryDocument", "LiveryFormats", "LiveryCore", "LiveryLayout",
                                                       "LiveryValues", "LiverySyntax", "LiveryTestSupport"]),
        .testTarget(name: "LiveryUIKitTests",
                    dependencies: ["LiveryUIKit", "Livery", "LiveryCore", "LiveryValues", "LiverySyntax", "LiveryTestSupport",
                                   .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))],
                    // One-pixel images the samples name (`ImageLookup.bundles` is the test bundle).
                    resources: [.process("Images")]),
        // The example app's code (all but its `@main` app delegate) built and tested here
        // against the stand-in; Xcode builds the app from Examples/InboxApp/Package.swift.
        .testTarget(name: "InboxAppTests",
                    dependencies: ["LiveryUIKit", "Livery", "LiveryTestSupport",
                                   .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))],
                    path: "Examples/InboxApp",
                    exclude: ["Package.swift", "Sources/InboxApp/AppDelegate.swift"],
                    sources: ["Sources/InboxApp/InboxViewController.swift", "Sources/InboxApp/Message.swift",
                              "Sources/InboxApp/SceneDelegate.swift", "Tests"],
                    resources: [.copy("Sources/InboxApp/Resources")]),
        .testTarget(name: "LiveryDocumentTests", dependencies: ["LiveryDocument", "LiveryCore", "LiverySyntax", "LiveryTestSupport"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["LiveryFuzzing", "LiveryTestSupport"]),
        .testTarget(name: "LiveryFormatsTests",
                    dependencies: ["LiveryFormats", "LiveryCore", "LiveryValues", "LiverySyntax", "LiveryTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
