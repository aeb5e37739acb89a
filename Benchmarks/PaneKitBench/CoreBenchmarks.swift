import PaneKit
import PostboxKit

/// The core alone: building Scenes, and collapsing and expanding with deep stacks. On the main
/// actor, where every page's app runs (D-93).
enum CoreBenchmarks {
    @MainActor
    static func run(seconds: Double, store: MailStore) throws -> [Measurement] {
        var results: [Measurement] = []
        let first = try store.messages(in: "inbox", limit: 1).first
        for (width, height, pointer) in [(1440.0, 900.0, PointerKind.fine), (390, 844, .coarse)] {
            let app = PostboxApp(store: store)
            let window = Window(viewport: Viewport(width: width, height: height, pointer: pointer))
            window.rootViewController = app.rootViewController
            _ = app.open(path: "/mailbox/inbox" + (first.map { "/message/\($0.id)" } ?? ""))
            results.append(try Measurement.timeSynchronously("core.scene.postbox.\(Int(width))x\(Int(height))", seconds: seconds,
                                                note: "Window.scene() with a message open, every body read again (setNeedsUpdate on the root)") {
                app.rootViewController.setNeedsUpdate()
                _ = window.scene()
            })
            results.append(try Measurement.timeSynchronously("core.scene.postbox.\(Int(width))x\(Int(height)).unchanged", seconds: seconds,
                                                note: "Window.scene() when nothing changed: content reused (D-39)") {
                _ = window.scene()
            })
            withExtendedLifetime(app) {}
        }
        for depth in [1, 10, 1_000] {
            let split = SplitViewController(style: .doubleColumn)
            split.setViewController(ViewController(title: "Folders"), for: .primary)
            let stack = NavigationController(root: ViewController(title: "Screen 0"))
            split.setViewController(stack, for: .secondary)
            let window = Window(viewport: Viewport(width: 1440, height: 900, pointer: .fine))
            window.rootViewController = split
            for index in 1..<depth { try stack.push(ViewController(title: "Screen \(index)")) }
            results.append(try Measurement.timeSynchronously("core.resize-round-trip.stack-\(depth)", seconds: seconds,
                                                note: "1440 → 390 → 1440, a Scene after each") {
                window.setViewport(Viewport(width: 390, height: 844))
                _ = window.scene()
                window.setViewport(Viewport(width: 1440, height: 900, pointer: .fine))
                _ = window.scene()
            })
        }
        return results
    }
}
