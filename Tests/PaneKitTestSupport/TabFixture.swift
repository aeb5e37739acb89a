import PaneKit
import Testing

public final class RecordingTabDelegate: TabBarControllerDelegate {
    public let log: CallLog
    public var refuses: Set<String> = []

    public init(log: CallLog) { self.log = log }

    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.record("shouldSelect(\(viewController.debugName))")
        return !refuses.contains(viewController.debugName)
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.record("didSelect(\(viewController.debugName))")
    }
    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {
        log.record("willBeginCustomizing(\(viewControllers.map(\.debugName).joined(separator: ",")))")
    }
    public func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {
        log.record("willEndCustomizing(\(viewControllers.map(\.debugName).joined(separator: ",")), changed: \(changed))")
    }
    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {
        log.record("didEndCustomizing(changed: \(changed))")
    }
}

/// A tab bar controller with `count` logged tabs (Tab0, Tab1…) in a window.
public struct TabFixture {
    public let log = CallLog()
    public let window: Window
    public let tabs: TabBarController
    public let controllers: [LoggedController]
    public let delegate: RecordingTabDelegate

    public init(count: Int, width: Double = 390, height: Double = 844) {
        let log = self.log
        controllers = (0..<count).map { LoggedController("Tab\($0)", log: log) }
        tabs = TabBarController(viewControllers: controllers)
        delegate = RecordingTabDelegate(log: log)
        tabs.delegate = delegate
        window = Window(viewport: Viewport(width: width, height: height))
        window.rootViewController = tabs
        log.take()
    }

    public var bar: TabBarScene {
        guard case .tabBar(let bar) = window.scene().root else { fatalError("root is not a tab bar") }
        return bar
    }

    public var titles: [String] { bar.items.map(\.title) }

    public func tap(_ title: String) throws {
        let item = try #require(bar.items.first { $0.title == title })
        try window.send(.tapped(item.id))
    }

    public func send(_ event: PaneEvent) throws {
        _ = window.scene()
        try window.send(event)
    }
}

extension TabFixture {
    /// The More list's bar, when the More list shows.
    public var moreListBar: NavigationBar? {
        guard case .navigation(let stack) = bar.content else { return nil }
        return stack.bar
    }
}
