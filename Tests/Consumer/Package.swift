// swift-tools-version: 6.0
import PackageDescription

// A package outside PaneKit that uses it as a user's would: each executable depends on one of
// PaneKit's library products alone, so a product that does not link on its own fails here.
// Reading and Notes are PaneKitUI apps written as for SwiftUI. FirstApp is the app of the getting-started article (PaneKitServer.docc/YourFirstPaneKitApp.md);
// the browser tests build this package, check the article shows FirstApp's code, and serve it.
let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "PaneKit", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "FirstApp", dependencies: [.product(name: "PaneKitServer", package: "PaneKit")]),
        .executableTarget(name: "OnlyPaneKit", dependencies: [.product(name: "PaneKit", package: "PaneKit")]),
        .executableTarget(name: "OnlyPaneKitHTML", dependencies: [.product(name: "PaneKitHTML", package: "PaneKit")]),
        .executableTarget(name: "OnlyPostboxKit", dependencies: [.product(name: "PostboxKit", package: "PaneKit")]),
        // A SwiftUI-style app: `import PaneKitUI` and `@main ... : App`, served by App.main.
        .executableTarget(name: "Reading", dependencies: [.product(name: "PaneKitUI", package: "PaneKit")]),
        // Another, with an inspector beside a stack rather than in a split view.
        .executableTarget(name: "Notes", dependencies: [.product(name: "PaneKitUI", package: "PaneKit")]),
        // Whole apps of issue 35, each written as for Apple's SwiftUI with the import line as the
        // only change: a content app with a grid of cards over a NavigationPath,
        .executableTarget(name: "Cookbook", dependencies: [.product(name: "PaneKitUI", package: "PaneKit")]),
        // a tab app in iOS 18's shape, its stations a TabSection built by ForEach, a router per tab,
        .executableTarget(name: "Listen", dependencies: [.product(name: "PaneKitUI", package: "PaneKit")]),
        // and a settings-heavy journal: a ToolbarContent of its own, search suggestions, @AppStorage.
        .executableTarget(name: "Journal", dependencies: [.product(name: "PaneKitUI", package: "PaneKit")]),
    ]
)
