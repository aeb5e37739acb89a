// swift-tools-version: 6.0
import PackageDescription

// A package outside PaneKit that uses it as a user's would: each Only… executable depends on one
// of PaneKit's library products alone, so a product that does not link on its own fails here (and
// README's build times are measured on them). Reading and Notes are PaneKitUI apps written as for
// SwiftUI, served to browsers because their targets also link PaneKitServer. FirstApp is the app of the getting-started article (PaneKitServer.docc/YourFirstPaneKitApp.md);
// the browser tests build this package, check the article shows FirstApp's code, and serve it.

/// A PaneKitUI app's products: the SwiftUI layer, and the server that `App.main()` runs it with.
let ui: [Target.Dependency] = [.product(name: "PaneKitUI", package: "PaneKit"), .product(name: "PaneKitServer", package: "PaneKit")]

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "PaneKit", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "FirstApp", dependencies: [.product(name: "PaneKitServer", package: "PaneKit")]),
        .executableTarget(name: "OnlyPaneKit", dependencies: [.product(name: "PaneKit", package: "PaneKit")]),
        .executableTarget(name: "OnlyPaneKitHTML", dependencies: [.product(name: "PaneKitHTML", package: "PaneKit")]),
        .executableTarget(name: "OnlyPaneKitTerminal", dependencies: [.product(name: "PaneKitTerminal", package: "PaneKit")]),
        .executableTarget(name: "OnlyPostboxKit", dependencies: [.product(name: "PostboxKit", package: "PaneKit")]),
        .executableTarget(name: "OnlyPostboxStore", dependencies: [.product(name: "PostboxStore", package: "PaneKit")]),
        // The SwiftUI layer without a runner: builds without the server; App.main says what to link.
        .executableTarget(name: "OnlyPaneKitUI", dependencies: [.product(name: "PaneKitUI", package: "PaneKit")]),
        // A SwiftUI-style app: `import PaneKitUI` and `@main ... : App`, served by App.main.
        .executableTarget(name: "Reading", dependencies: ui),
        // Another, with an inspector beside a stack rather than in a split view.
        .executableTarget(name: "Notes", dependencies: ui),
        // Whole apps of issue 35, each written as for Apple's SwiftUI with the import line as the
        // only change: a content app with a grid of cards over a NavigationPath,
        .executableTarget(name: "Cookbook", dependencies: ui),
        // a tab app in iOS 18's shape, its stations a TabSection built by ForEach, a router per tab,
        .executableTarget(name: "Listen", dependencies: ui),
        // and a settings-heavy journal: a ToolbarContent of its own, search suggestions, @AppStorage.
        .executableTarget(name: "Journal", dependencies: ui),
    ]
)
