// swift-tools-version: 6.0
import PackageDescription

// PaneKit: Apple's adaptive navigation containers (split views, navigation stacks, and later tab
// bars and sheets) rebuilt in Swift, rendered by back ends that read the renderer-neutral Scene.
//
// Internal consistency checks (`_checkInvariants()`) run in debug builds, or in any build with
// `-Xswiftc -DPANEKIT_INTERNAL_CHECKS`.
let package = Package(
    name: "PaneKit",
    products: [
        .library(name: "PaneKit", targets: ["PaneKit"]),
        .library(name: "PaneKitHTML", targets: ["PaneKitHTML"]),
        .executable(name: "postbox", targets: ["postbox"]),
    ],
    targets: [
        .target(name: "PaneKit"),
        // Scene → keyed HTML → minimal patches. Pure: no I/O.
        .target(name: "PaneKitHTML", dependencies: ["PaneKit"]),
        // Postbox, the showcase mail app. For now a preview that prints its Scene; the server,
        // SQLite store and importer arrive with their issues.
        .executableTarget(name: "postbox", dependencies: ["PaneKit"]),
        .target(
            name: "PaneKitTestSupport",
            dependencies: ["PaneKit"],
            path: "Tests/PaneKitTestSupport"
        ),
        .testTarget(
            name: "PaneKitTests",
            dependencies: ["PaneKit", "PaneKitTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PaneKitHTMLTests",
            dependencies: ["PaneKitHTML", "PaneKit", "PaneKitTestSupport"],
            exclude: ["__Snapshots__"]
        ),
    ]
)
