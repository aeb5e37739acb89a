// swift-tools-version: 6.1
import CompilerPluginSupport
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
        // The terminal: the renderer, and the host and runner that show an app in a terminal.
        .library(name: "PaneKitTerminal", targets: ["PaneKitTerminal", "PaneKitTerminalHost"]),
        // Each SSH session its own terminal page (swift-nio-ssh).
        .library(name: "PaneKitSSH", targets: ["PaneKitSSH"]),
        // The browser: the server, and the runner `App.main()` of a PaneKitUI app starts.
        .library(name: "PaneKitServer", targets: ["PaneKitServer", "ServerCommandLine"]),
        .library(name: "PostboxStore", targets: ["PostboxStore"]),
        .library(name: "PostboxKit", targets: ["PostboxKit", "PostboxStore"]),
        .library(name: "PaneKitUI", targets: ["PaneKitUI"]),
        .executable(name: "postbox", targets: ["postbox"]),
        .executable(name: "catalog", targets: ["catalog"]),
        .executable(name: "mail-prototype", targets: ["mail-prototype"]),
        .executable(name: "panekit-bench", targets: ["panekit-bench"]),
        .executable(name: "panekit-instructions", targets: ["panekit-instructions"]),
    ],
    traits: [
        // Postbox on PostgreSQL when one machine is not enough (`--database postgres://…`):
        // `swift run --traits PostgreSQL postbox`. Off by default, so a first `swift run postbox`
        // builds neither postgres-nio nor the two copies of BoringSSL it brings (D-111).
        .trait(name: "PostgreSQL", description: "Lets `postbox` keep its mail in a PostgreSQL server several processes share."),
        // Postbox over SSH (`postbox serve --ssh-port 2222`): `swift run --traits SSH postbox`. Off by
        // default for the same reason: swift-nio-ssh's cryptography builds BoringSSL (D-112).
        .trait(name: "SSH", description: "Lets `postbox serve` offer each SSH session its own terminal page."),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        // zlib streams: the benchmarks measure a page's messages as the socket's compression sends them.
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // Postbox on PostgreSQL when one machine is not enough (`--database postgres://…`).
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        // Postbox over SSH: each session its own terminal page.
        .package(url: "https://github.com/apple/swift-nio-ssh.git", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // `swift package generate-documentation --target PaneKit` (each library has a DocC catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `@Entry` for environment values, a macro as in SwiftUI.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
    ],
    targets: [
        // `.rounded()` and its kin call libm's functions in debug builds; Foundation links libm for
        // apps that use it, a package depending on PaneKit alone links it here.
        .target(name: "PaneKit", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Scene → keyed HTML → minimal patches, and the browser client that reads that markup
        // (scripts, stylesheet, icons) as resources. The renderer is pure: no I/O.
        .target(name: "PaneKitHTML", dependencies: ["PaneKit"], resources: [.copy("Resources/panekit")]),
        // Scene → cells and a hit map → the fewest bytes to the terminal; the terminal's bytes →
        // input. Pure like PaneKitHTML: no tty, no I/O.
        .target(name: "PaneKitTerminal", dependencies: ["PaneKit"]),
        // The controlling terminal: raw mode, signals, restoring it on every way out, and the
        // runner `app tui` starts.
        .target(
            name: "PaneKitTerminalHost",
            dependencies: ["PaneKitTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // An SSH server whose sessions are terminal pages: host key, authorized keys, limits.
        .target(
            name: "PaneKitSSH",
            dependencies: [
                "PaneKitTerminal",
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // One session actor per browser page over a WebSocket; first paint over HTTP.
        .target(
            name: "PaneKitServer",
            dependencies: [
                "PaneKitHTML",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // Postbox's mail: the store on SQLite, the mbox importer, sample mail. No UI.
        .target(name: "PostboxStore", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        // The store on a PostgreSQL server several Postbox processes share.
        .target(
            name: "PostboxPostgres",
            dependencies: [
                "PostboxStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Postbox, the showcase mail app: its screens in PaneKitUI and the UIKit-level containers
        // around them, on the store.
        .target(name: "PostboxKit", dependencies: ["PaneKit", "PaneKitUI", "PostboxStore"]),
        // What the commands that serve an app share: --host, --port, --allowed-host, --token, the
        // line that says where they listen, and the runner that serves a PaneKitUI app.
        .target(
            name: "ServerCommandLine",
            dependencies: [
                "PaneKitServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // SwiftUI's navigation API on PaneKit's controllers, bodies read under observation tracking.
        // Beside the renderers, not above one: `App.main()` starts the runner the app links.
        .target(name: "PaneKitUI", dependencies: ["PaneKit", "PaneKitUIMacros"]),
        // PaneKitUI's macros (`@Entry`), run by the compiler.
        .macro(
            name: "PaneKitUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "postbox",
            dependencies: [
                "PostboxKit", "PostboxStore", "PaneKitServer", "ServerCommandLine", "PaneKitTerminal", "PaneKitTerminalHost",
                .target(name: "PostboxPostgres", condition: .when(traits: ["PostgreSQL"])),
                .target(name: "PaneKitSSH", condition: .when(traits: ["SSH"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One page per configuration, like Apple's UIKit Catalog: the browser tests' fixture.
        .executableTarget(
            name: "catalog",
            dependencies: ["PaneKitServer", "ServerCommandLine", "PaneKitTerminalHost", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The Mail prototype of "Sidebar navigation in SwiftUI", written as for SwiftUI today.
        .executableTarget(name: "mail-prototype", dependencies: ["PaneKitUI", "ServerCommandLine", "PaneKitTerminalHost"], path: "Examples/MailPrototype"),
        // In-process benchmarks (core, server pipeline); `scripts/bench` runs them in release.
        .executableTarget(
            name: "panekit-bench",
            dependencies: [
                "PostboxKit", "PaneKitServer", "PaneKitTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            path: "Benchmarks/PaneKitBench"
        ),
        // The hot paths on one thread, for callgrind's instruction counts (`scripts/instructions`).
        .executableTarget(
            name: "panekit-instructions",
            dependencies: ["PostboxKit", "PaneKitServer", "PaneKitTerminal"],
            path: "Benchmarks/Instructions"
        ),
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
            name: "PostboxKitTests",
            dependencies: ["PostboxKit", "PostboxStore", "PostboxPostgres", "PaneKitHTML", "PaneKitTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PaneKitServerTests",
            dependencies: ["PaneKitServer", "PostboxKit", "PaneKitTestSupport"]
        ),
        .testTarget(
            name: "PaneKitUITests",
            dependencies: ["PaneKitUI", "PaneKit", "PaneKitServer", "ServerCommandLine", "PaneKitTerminalHost", "PaneKitTestSupport"]
        ),
        .testTarget(
            name: "PaneKitTerminalTests",
            dependencies: ["PaneKitTerminal", "PaneKit", "PostboxKit", "PaneKitTestSupport"],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "PaneKitSSHTests",
            dependencies: ["PaneKitSSH", .product(name: "NIOSSH", package: "swift-nio-ssh"), .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(
            name: "PaneKitHTMLTests",
            dependencies: ["PaneKitHTML", "PaneKit", "PaneKitTestSupport"],
            exclude: ["__Snapshots__"]
        ),
    ]
)
