// swift-tools-version: 5.9
// The inbox example as an iOS app: open this file in Xcode (or the folder in Swift
// Playgrounds) and run it on a simulator or a device. On Linux, the repository's own
// package builds and tests this code against the UIKit stand-in (the InboxAppTests target).
import PackageDescription
#if canImport(AppleProductTypes)
import AppleProductTypes
#endif

let package = Package(
    name: "InboxApp",
    platforms: [.iOS("17.0")],
    products: [
        #if canImport(AppleProductTypes)
        .iOSApplication(
            name: "Inbox",
            targets: ["InboxApp"],
            bundleIdentifier: "dev.livery.examples.inbox",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .mail),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
        ),
        #endif
    ],
    dependencies: [
        .package(name: "Livery", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "InboxApp",
            dependencies: [
                .product(name: "Livery", package: "Livery"),
                .product(name: "LiveryUIKit", package: "Livery"),
            ],
            path: "Sources/InboxApp",
            resources: [.copy("Resources")]
        ),
    ]
)
